// Money in both tiers (core/money.ts): grosze inside, złoty with 2 decimals on the wire.
import { describe, expect, it } from 'vitest';
import { sameAmount, sumAmounts, toGrosze, toMoney } from '../../core/money';

describe('grosze and złoty', () => {
  it('money goes to the wire in złoty with two decimals and back to grosze exactly', () => {
    expect(toMoney(12345)).toEqual({ amount: 123.45, currency: 'PLN' });
    expect(toGrosze(123.45)).toBe(12345);
    expect(toGrosze(0.1 + 0.2)).toBe(30);
  });
  it('compares and sums złoty amounts to the grosz', () => {
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(10, 10.01)).toBe(false);
    expect(sumAmounts([0.1, 0.2, 19.99])).toBe(20.29);
    expect(sumAmounts([])).toBe(0);
  });
});
