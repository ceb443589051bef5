// Money in both tiers (ARCHITECTURE "Money"): whole grosze inside, so 0.1 + 0.2 never differs from 0.3;
// złoty with 2 decimals on the wire.

export type Money = { amount: number; currency: 'PLN' };

/** Złoty (from the wire) to whole grosze, rounding away binary noise like 12.339999. */
export const toGrosze = (amount: number) => Math.round(amount * 100);

/** Whole grosze to złoty with 2 decimals. */
export const toZlote = (grosze: number) => Math.round(grosze) / 100;

/** An amount as it travels on the wire. */
export const toMoney = (grosze: number): Money => ({ amount: toZlote(grosze), currency: 'PLN' });

/** Two złoty amounts are equal to the grosz. */
export const sameAmount = (a: number, b: number) => toGrosze(a) === toGrosze(b);

/** The sum of złoty amounts, exact to the grosz. */
export const sumAmounts = (amounts: number[]) =>
  toZlote(amounts.reduce((total, amount) => total + toGrosze(amount), 0));
