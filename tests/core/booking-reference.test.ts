// The booking reference format (core/booking-reference.ts): what a traveller reads and types back.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  generateBookingReference,
  isBookingReference,
  parseBookingReference,
} from '../../core/booking-reference';

describe('booking reference format', () => {
  it('has no characters that are misread for others (0/O, 1/I/L) and no repeats in the alphabet', () => {
    for (const ch of ['0', 'O', '1', 'I', 'L']) expect(BOOKING_REFERENCE_ALPHABET).not.toContain(ch);
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(BOOKING_REFERENCE_ALPHABET.length);
    expect(BOOKING_REFERENCE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('is PK- and 8 characters of the alphabet, every one reachable', () => {
    expect(BOOKING_REFERENCE_LENGTH).toBe(8);
    const first = generateBookingReference(() => 0);
    const last = generateBookingReference((max) => max - 1);
    expect(first).toBe('PK-AAAAAAAA');
    expect(last).toBe('PK-99999999');
    let i = 0;
    const walk = generateBookingReference((max) => i++ % max);
    expect(walk).toBe(`PK-${BOOKING_REFERENCE_ALPHABET.slice(0, 8)}`);
  });

  it('refuses a random source that answers outside [0, max)', () => {
    expect(() => generateBookingReference((max) => max)).toThrow(RangeError);
    expect(() => generateBookingReference(() => -1)).toThrow(RangeError);
  });

  it('gives 10 000 different, valid references from the crypto random source', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 10_000; n++) {
      const reference = generateBookingReference(randomInt);
      expect(isBookingReference(reference)).toBe(true);
      seen.add(reference);
    }
    expect(seen.size).toBe(10_000);
  });

  it.each(['PK-ABCDEFGH', 'PK-23456789', 'PK-ZZZZ2222'])('accepts %s', (value) => {
    expect(isBookingReference(value)).toBe(true);
  });

  it.each([
    'PK-ABCDEFG', // 7 characters
    'PK-ABCDEFGHJ', // 9
    'PK-ABCDEFG0', // zero
    'PK-ABCDEFGO', // letter O
    'PK-ABCDEFG1',
    'PK-ABCDEFGI',
    'PK-ABCDEFGL',
    'pk-ABCDEFGH',
    'PK-abcdefgh',
    'PKABCDEFGH',
    'XX-ABCDEFGH',
    ' PK-ABCDEFGH',
    'PK-2026-000123',
    '',
    null,
    12345678,
  ])('refuses %s', (value) => {
    expect(isBookingReference(value)).toBe(false);
  });

  it('reads a reference as a person types it: spaces around and lower case', () => {
    expect(parseBookingReference('  pk-abcdefgh ')).toBe('PK-ABCDEFGH');
    expect(parseBookingReference('PK-ABCDEFGH')).toBe('PK-ABCDEFGH');
    expect(parseBookingReference('pk-abcdefgo')).toBeNull();
    expect(parseBookingReference(undefined)).toBeNull();
  });
});
