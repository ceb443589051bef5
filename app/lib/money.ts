/**
 * Amounts on the wire are złoty with 2 decimals (ARCHITECTURE "Money"); arithmetic and comparisons
 * go through whole grosze so 0.1 + 0.2 never differs from 0.3.
 */
export const toGrosze = (amount: number) => Math.round(amount * 100);

export const sameAmount = (a: number, b: number) => toGrosze(a) === toGrosze(b);

/** The sum of złoty amounts, exact to the grosz. */
export const sumAmounts = (amounts: number[]) => amounts.reduce((total, amount) => total + toGrosze(amount), 0) / 100;
