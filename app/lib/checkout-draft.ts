import { parse } from '@conform-to/react';
import * as z from 'zod/mini';
import { type KeyValueStorage, writeJson } from '~/lib/storage';
import { readStoredForm, STORAGE_KEYS } from '~/lib/stored-form';

/**
 * The booking-form draft in `checkout_form_data` (spec §3): what the traveller typed, restored when
 * they come back. The consent to the terms and the promo code are not kept (they are given anew).
 */
/** An optional draft field: a bad stored value is dropped, never an error. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = lenient(z.string().check(z.maxLength(2000)));
const count = (min: number) => lenient(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(8))));
export const CheckoutDraftSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  countryCode: text,
  phone: text,
  adults: count(1),
  children: count(0),
  notes: text,
  licensePlates: lenient(z.array(z.string().check(z.maxLength(15))).check(z.maxLength(10))),
  addons: lenient(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))),
  wantsInvoice: lenient(z.boolean()),
  invoiceData: lenient(
    z.object({
      nip: text,
      country: text,
      companyName: text,
      companyAddress: text,
      companyCity: text,
      postalCode: text,
    }),
  ),
  marketingConsent: lenient(z.boolean()),
});
export type CheckoutDraft = z.output<typeof CheckoutDraftSchema>;

const DRAFT_FIELDS = Object.keys(CheckoutDraftSchema.shape);

/** A ticked checkbox posts 'on'; an unticked one posts nothing, which in a form means false. */
const checkbox = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value) => value === 'on'),
  ),
  false,
);
/** A repeated name (`addons`) posts one value, several, or none. */
const list = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value) => (Array.isArray(value) ? value : [value])),
  ),
  [],
);
/** The draft fields as the checkout form posts them; other fields (consent, promo, hidden ids) are dropped. */
const PostedDraftSchema = z.object({
  ...CheckoutDraftSchema.shape,
  wantsInvoice: checkbox,
  marketingConsent: checkbox,
  licensePlates: list,
  addons: list,
});

/** The draft in a form's FormData (Conform's names: `licensePlates[0]`, `invoiceData.nip`), for writeCheckoutDraft. */
export function draftFromFormData(formData: FormData): Record<string, unknown> {
  const { payload } = parse(formData, { resolve: (value) => ({ value }) });
  return PostedDraftSchema.parse(payload);
}

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
export function writeCheckoutDraft(
  storage: KeyValueStorage | null,
  parkingId: string,
  values: Record<string, unknown>,
): void {
  const draft = CheckoutDraftSchema.safeParse(
    Object.fromEntries(Object.entries(values).filter(([key]) => DRAFT_FIELDS.includes(key))),
  );
  if (!draft.success) return;
  const previous = readStoredForm(storage);
  writeJson(storage, STORAGE_KEYS.checkoutFormData, { parkingId, formData: { ...previous?.formData, ...draft.data } });
}
