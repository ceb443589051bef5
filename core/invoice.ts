// A Polish invoice's tax id (NIP) and postal code, one rule for the checkout form and POST /orders.
// Other countries' VAT numbers and postal codes vary too much to check here; they stay free text.

/** True for Poland as either tier names it: the form's slug ('polska') or the order's label ('Polska'). */
export function isPoland(country: string | undefined): boolean {
  return country?.trim().toLowerCase() === 'polska';
}

export const NIP_FORMAT_MESSAGE = 'NIP ma 10 cyfr, np. 526-025-02-74';
export const NIP_INVALID_MESSAGE = 'To nie jest prawidłowy NIP — sprawdź go w dokumentach firmy';
export const NIP_CHECKSUM_MESSAGE = 'Ten NIP ma błędną cyfrę kontrolną — sprawdź, czy nie ma literówki';
export const POSTAL_CODE_FORMAT_MESSAGE = 'Kod pocztowy w Polsce ma postać 00-000';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * The NIP's ten digits: the 'PL' prefix and the separators people type or paste (spaces, hyphens, en
 * dashes, dots) are dropped; null when not 10 digits.
 */
export function nipDigits(nip: string): string | null {
  const digits = nip
    .trim()
    .replace(/^PL/i, '')
    .replace(/[\s.\u2010-\u2013-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** What is wrong with a Polish NIP (its 10 digits and the check digit: weights 6 5 7 2 3 4 5 6 7, mod 11). */
export function polishNipIssue(nip: string): string | null {
  const digits = nipDigits(nip);
  if (digits === null) return NIP_FORMAT_MESSAGE;
  // Ten zeros pass the check digit but are no one's NIP.
  if (/^0+$/.test(digits)) return NIP_INVALID_MESSAGE;
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 11 === Number(digits[9]) ? null : NIP_CHECKSUM_MESSAGE;
}

/** A Polish postal code as it is written ('00-001'), given as '00-001', '00001', '00–001' or ' 00 - 001 '; null otherwise. */
export function polishPostalCode(code: string): string | null {
  const match = /^(\d{2})\s*[-\u2010-\u2013]?\s*(\d{3})$/.exec(code.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * What is wrong with an invoice's tax id and postal code for its country: nothing unless it is Poland;
 * a blank value is left to the "required" messages. Both tiers map `field` to their own names.
 */
export function invoiceFormatIssues(invoice: {
  country: string | undefined;
  taxId: string | undefined;
  postalCode: string | undefined;
}): { field: 'taxId' | 'postalCode'; message: string }[] {
  if (!isPoland(invoice.country)) return [];
  const issues: { field: 'taxId' | 'postalCode'; message: string }[] = [];
  const nipIssue = invoice.taxId?.trim() ? polishNipIssue(invoice.taxId) : null;
  if (nipIssue) issues.push({ field: 'taxId', message: nipIssue });
  if (invoice.postalCode?.trim() && polishPostalCode(invoice.postalCode) === null) {
    issues.push({ field: 'postalCode', message: POSTAL_CODE_FORMAT_MESSAGE });
  }
  return issues;
}
