// Money and Warsaw dates as people read them (core/format.ts): the pages (app/lib/format.ts) and the
// customer's messages (backend/notifications/) write them with these same functions.
// DST in 2026: 29 March 02:00 CET → 03:00 CEST (01:00 UTC); 25 October 03:00 CEST → 02:00 CET (01:00 UTC).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pages from '../../app/lib/format';
import { dayWord } from '../../core/plural';
import {
  formatAmount,
  formatGroszeZl,
  formatLongDate,
  formatPrice,
  formatPriceZl,
  formatWarsawDateTime,
  formatWarsawShort,
} from '../../core/format';

const NBSP = '\u00a0';

describe('money', () => {
  it('złoty with two decimals, a comma, and a no-break space between thousands from 10 000 up', () => {
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(12.3)).toBe('12,30');
    expect(formatAmount(1234.5)).toBe('1234,50');
    expect(formatAmount(12345.67)).toBe(`12${NBSP}345,67`);
    expect(formatAmount(19.999)).toBe('20,00');
    expect(formatPrice(168)).toBe('168,00 PLN');
    expect(formatPrice(168, 'EUR')).toBe('168,00 EUR');
    expect(formatPriceZl(168)).toBe('168,00 zł');
  });

  it('grosze (the API) read exactly as the same amount in złoty (the wire)', () => {
    expect(formatGroszeZl(16800)).toBe('168,00 zł');
    expect(formatGroszeZl(1)).toBe('0,01 zł');
    expect(formatGroszeZl(1234567)).toBe(`12${NBSP}345,67 zł`);
    for (const grosze of [0, 5, 99, 1999, 16800, 123450, 9999999]) {
      expect(formatGroszeZl(grosze)).toBe(formatPriceZl(grosze / 100));
    }
  });
});

describe('Warsaw dates', () => {
  const winter = new Date('2026-12-04T09:00:00Z');
  const summer = new Date('2026-07-01T08:00:00Z');

  it('a long date', () => {
    expect(formatLongDate(winter)).toBe('4 grudnia 2026');
    expect(formatLongDate(new Date('2026-05-03T22:59:00Z'))).toBe('4 maja 2026'); // already the 4th in Warsaw
  });

  it('a day and time, and the short form of the SMS, in Warsaw time in winter and in summer', () => {
    expect(formatWarsawDateTime(winter)).toBe('pt., 4 grudnia 2026, 10:00');
    expect(formatWarsawDateTime(summer)).toBe('śr., 1 lipca 2026, 10:00');
    expect(formatWarsawDateTime(new Date('2027-01-01T23:05:00Z'))).toBe('sob., 2 stycznia 2027, 00:05');
    expect(formatWarsawShort(winter)).toBe('04.12, 10:00');
    expect(formatWarsawShort(summer)).toBe('01.07, 10:00');
  });

  it('across the clock changes', () => {
    expect(formatWarsawDateTime(new Date('2026-03-29T00:30:00Z'))).toBe('niedz., 29 marca 2026, 01:30');
    expect(formatWarsawDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('niedz., 29 marca 2026, 03:30');
    expect(formatWarsawShort(new Date('2026-10-25T00:30:00Z'))).toBe('25.10, 02:30');
    expect(formatWarsawShort(new Date('2026-10-25T01:30:00Z'))).toBe('25.10, 02:30');
  });
});

describe('one formatter for both tiers', () => {
  it('the pages use the core functions themselves, not copies', () => {
    expect(pages.formatAmount).toBe(formatAmount);
    expect(pages.formatPrice).toBe(formatPrice);
    expect(pages.formatPriceZl).toBe(formatPriceZl);
    expect(pages.formatLongDate).toBe(formatLongDate);
    expect(pages.dayWord).toBe(dayWord);
  });

  it('a stay of days: "1 dzień", otherwise "dni"', () => {
    expect([1, 2, 5, 21, 22].map((days) => `${days} ${dayWord(days)}`)).toEqual([
      '1 dzień',
      '2 dni',
      '5 dni',
      '21 dni',
      '22 dni',
    ]);
  });

  it('loads no phone library: the browser bundle imports it through app/lib/format.ts', () => {
    const source = readFileSync(join(__dirname, '../../core/format.ts'), 'utf8');
    const specifiers = [...source.matchAll(/\bfrom\s*(['"])([^'"]+)\1/g)].map((m) => m[2]);
    expect(specifiers).toEqual(['./money', './on-first-use', './polish-number', './warsaw-time']);
  });
});
