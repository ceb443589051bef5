import { describe, expect, it } from 'vitest';
import { lineCalculation, lineMath } from '~/lib/price-lines';

describe('a price line’s arithmetic (issue 14)', () => {
  it('the parking line counts vehicles in Polish; an addon its units', () => {
    expect(lineCalculation({ kind: 'parking', quantity: 1, unitPrice: 120 })).toBe('120,00 zł × 1 pojazd = 120,00 zł');
    expect(lineCalculation({ kind: 'parking', quantity: 2, unitPrice: 120 })).toBe('120,00 zł × 2 pojazdy = 240,00 zł');
    expect(lineCalculation({ kind: 'parking', quantity: 5, unitPrice: 0.1 })).toBe('0,10 zł × 5 pojazdów = 0,50 zł');
    expect(lineCalculation({ kind: 'addon', quantity: 2, unitPrice: 49 })).toBe('2 × 49,00 zł = 98,00 zł');
  });

  it('a line without quantity (an older upstream) reads as its vehicles, or one unit', () => {
    expect(lineMath({ kind: 'parking', quantity: null, unitPrice: null, basePrice: 300, vehicles: 3 })).toEqual({
      kind: 'parking',
      quantity: 3,
      unitPrice: 100,
    });
    expect(lineMath({ kind: 'addon', quantity: null, unitPrice: null, basePrice: 49, vehicles: null })).toEqual({
      kind: 'addon',
      quantity: 1,
      unitPrice: 49,
    });
  });
});
