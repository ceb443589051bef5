import { describe, expect, it } from 'vitest';
import { duplicatePlateIndexes, isPlateFormat, normalisePlate, plateKey } from '../../core/plates';
import { vehicleCount } from '../../core/plural';

describe('licence plates, one way (core/plates.ts)', () => {
  it('keeps a plate trimmed, in upper case, with single spaces', () => {
    expect(normalisePlate('  wa   12345 ')).toBe('WA 12345');
    expect(normalisePlate('kr-9876f')).toBe('KR-9876F');
  });

  it('keeps an accent typed as a separate mark composed: one vehicle either way', () => {
    expect(normalisePlate('lo\u0308 1')).toBe('L\u00d6 1');
    expect(plateKey('LO\u0308 1')).toBe(plateKey('L\u00d6-1'));
  });

  it('one vehicle whatever its case, spaces or hyphens', () => {
    expect(new Set(['WA 1', 'wa 1', 'WA1', 'wa-1', ' W A - 1 '].map(plateKey))).toEqual(new Set(['WA1']));
    expect(plateKey('WA 1')).not.toBe(plateKey('WA 11'));
  });

  it('reads a plate of letters (any alphabet), digits, spaces and hyphens; punctuation alone is no vehicle', () => {
    for (const plate of ['WA 12345', 'KR-9876F', 'M-AB 1234', 'Ö-AB 12', 'O\u0308-AB 12', 'ΑΒΓ 123', '1', '']) {
      expect(isPlateFormat(plate), plate).toBe(true);
    }
    for (const plate of ['!!!', '---', ' - ', 'WA.123', 'WA 🚙', '<script>']) {
      expect(isPlateFormat(plate), plate).toBe(false);
    }
  });

  it('finds the repeats, never a blank plate', () => {
    expect(duplicatePlateIndexes(['WA 1', 'KR 2', 'wa-1', '', '', 'kr2'])).toEqual([2, 5]);
    expect(duplicatePlateIndexes(['', ''])).toEqual([]);
  });
});

describe('vehicles in words (core/plural.ts)', () => {
  it.each([
    [1, '1 pojazd'],
    [2, '2 pojazdy'],
    [4, '4 pojazdy'],
    [5, '5 pojazdów'],
    [12, '12 pojazdów'],
    [22, '22 pojazdy'],
    [25, '25 pojazdów'],
  ])('%i → %s', (count, words) => {
    expect(vehicleCount(count)).toBe(words);
  });
});
