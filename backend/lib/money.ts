export type Money = { amount: number; currency: 'PLN' };

/** Integer grosze inside; złoty with 2 decimals on the wire. */
export function toMoney(grosze: number): Money {
  return { amount: Math.round(grosze) / 100, currency: 'PLN' };
}

/** Złoty from the wire back to grosze (rounding away binary noise like 12.339999). */
export function toGrosze(amount: number): number {
  return Math.round(amount * 100);
}
