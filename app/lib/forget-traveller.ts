// Kept apart from ~/lib/stored-form (which every page loads): only the checkout and the payment pages need it.
import { readStoredForm, STORAGE_KEYS } from '~/lib/stored-form';
import { type KeyValueStorage, writeJson } from '~/lib/storage';

/** What a draft keeps once an order is placed: the stay, the parking's addons and the party — no one's details. */
const KEPT_AFTER_ORDER = [
  'arrivalDate',
  'departureDate',
  'arrivalTime',
  'departureTime',
  'addons',
  'adults',
  'children',
];

/**
 * Issue 15: after a placed order the browser's draft keeps no personal data (names, e-mail, phone,
 * plates, notes, invoice details, consents) — only what a new search or booking starts from. Anything
 * not on the short list above goes, whatever an older version stored.
 */
export function forgetTravellerDetails(storage: KeyValueStorage | null): void {
  const stored = readStoredForm(storage);
  if (!stored) return;
  const kept = Object.entries(stored.formData).filter(([field]) => KEPT_AFTER_ORDER.includes(field));
  if (kept.length === Object.keys(stored.formData).length) return;
  writeJson(storage, STORAGE_KEYS.checkoutFormData, {
    parkingId: stored.parkingId,
    formData: Object.fromEntries(kept),
  });
}
