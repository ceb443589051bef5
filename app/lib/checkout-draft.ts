import { z } from 'zod';
import { type KeyValueStorage, readStoredForm, STORAGE_KEYS } from '~/lib/stored-form';

/**
 * The booking-form draft in `checkout_form_data` (spec §3): what the traveller typed, restored when
 * they come back. The consent to the terms and the promo code are not kept (they are given anew).
 */
const text = z.string().max(2000).optional().catch(undefined);
export const CheckoutDraftSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  countryCode: text,
  phone: text,
  adults: z.coerce.number().int().min(1).max(8).optional().catch(undefined),
  children: z.coerce.number().int().min(0).max(8).optional().catch(undefined),
  notes: text,
  licensePlates: z.array(z.string().max(15)).max(10).optional().catch(undefined),
  addons: z.array(z.string().max(100)).max(20).optional().catch(undefined),
  wantsInvoice: z.boolean().optional().catch(undefined),
  invoiceData: z
    .object({
      nip: text,
      country: text,
      companyName: text,
      companyAddress: text,
      companyCity: text,
      postalCode: text,
    })
    .optional()
    .catch(undefined),
  marketingConsent: z.boolean().optional().catch(undefined),
});
export type CheckoutDraft = z.output<typeof CheckoutDraftSchema>;

const DRAFT_FIELDS = Object.keys(CheckoutDraftSchema.shape);

/**
 * The stored draft for this parking. Addons belong to one parking, so they are dropped when the
 * draft was written for another (spec §4: a new parking resets the addons).
 */
export function readCheckoutDraft(storage: KeyValueStorage | null, parkingId: string): CheckoutDraft | null {
  const stored = readStoredForm(storage);
  if (!stored) return null;
  const draft = CheckoutDraftSchema.safeParse(stored.formData);
  if (!draft.success) return null;
  const sameParking = String(stored.parkingId) === parkingId;
  const value = { ...draft.data, addons: sameParking ? draft.data.addons : undefined };
  return Object.values(value).some((field) => field !== undefined) ? value : null;
}

/** Keeps the stored dates (written by the search and detail pages) and replaces the draft fields. */
export function writeCheckoutDraft(storage: KeyValueStorage | null, parkingId: string, values: Record<string, unknown>): void {
  try {
    const previous = readStoredForm(storage);
    const draft = CheckoutDraftSchema.parse(
      Object.fromEntries(Object.entries(values).filter(([key]) => DRAFT_FIELDS.includes(key))),
    );
    storage?.setItem(
      STORAGE_KEYS.checkoutFormData,
      JSON.stringify({ parkingId, formData: { ...previous?.formData, ...draft } }),
    );
  } catch (error) {
    console.warn('checkout_form_data could not be written', error);
  }
}
