// Numbers the Polish way without Intl (core/polish-number.ts): the same text as Intl.NumberFormat('pl-PL')
// for every number the pages and messages write (money, distances, ratings), so a price reads the same
// whichever path wrote it, and the server's HTML and the browser's hydration agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPolishNumber } from '../../core/polish-number';

const NBSP = '\u00a0';
const FRACTIONS = [
  [2, 2], // money
  [0, 1], // kilometres
  [1, 1], // ratings
] as const;

function intl(value: number, min: number, max: number): string {
  return new Intl.NumberFormat('pl-PL', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

describe('formatPolishNumber', () => {
  it('a decimal comma, a no-break space between thousands from 10 000 up, a hyphen-minus', () => {
    expect(formatPolishNumber(0, 2, 2)).toBe('0,00');
    expect(formatPolishNumber(1234.5, 2, 2)).toBe('1234,50');
    expect(formatPolishNumber(12345.678, 2, 2)).toBe(`12${NBSP}345,68`);
    expect(formatPolishNumber(1234567.891, 2, 2)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatPolishNumber(-12345.5, 2, 2)).toBe(`-12${NBSP}345,50`);
    expect(formatPolishNumber(4.8, 0, 1)).toBe('4,8');
    expect(formatPolishNumber(12, 0, 1)).toBe('12');
    expect(formatPolishNumber(5, 1, 1)).toBe('5,0');
  });

  it('rounds half away from zero on the shortest decimal form, carrying into the whole part', () => {
    expect(formatPolishNumber(1.005, 2, 2)).toBe('1,01');
    expect(formatPolishNumber(2.675, 2, 2)).toBe('2,68');
    expect(formatPolishNumber(12.35, 0, 1)).toBe('12,4');
    expect(formatPolishNumber(9999.995, 2, 2)).toBe(`10${NBSP}000,00`);
    expect(formatPolishNumber(-0.001, 2, 2)).toBe('-0,00');
    expect(formatPolishNumber(0.04, 0, 1)).toBe('0');
  });

  it('equals Intl.NumberFormat("pl-PL") on the edges and where it falls back to it', () => {
    const edges = [0, -0, 0.005, 0.05, 0.95, 9.95, 99.95, 999.995, 9999.99, 10_000, 1e-6, 5e-7, 1e20, 1e21];
    for (const value of [...edges, ...edges.map((edge) => -edge), NaN, Infinity, -Infinity]) {
      for (const [min, max] of FRACTIONS) expect(formatPolishNumber(value, min, max)).toBe(intl(value, min, max));
    }
  });

  it('equals Intl.NumberFormat("pl-PL") for any amount in grosze and any double', () => {
    const grosze = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((g) => g / 100);
    // fc.double spreads over the doubles' exponents: bounded below by 1e-6, as the fast path is.
    const doubles = fc
      .tuple(fc.double({ min: 1e-6, max: 1e15, noNaN: true }), fc.boolean())
      .map(([magnitude, negative]) => (negative ? -magnitude : magnitude));
    const thousandths = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(fc.oneof(grosze, doubles, thousandths), fc.constantFrom(...FRACTIONS), (value, [min, max]) => {
        expect(formatPolishNumber(value, min, max)).toBe(intl(value, min, max));
      }),
      { numRuns: 20_000 },
    );
  });
});
