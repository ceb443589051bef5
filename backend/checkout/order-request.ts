// What POST /orders takes: the offer, its lines, the customer (phone in E.164), notes and invoice data —
// and how an ordered line is compared with the offer's. Shared with Moja rezerwacja's changes.
import { z } from 'zod';
import { invoiceFormatIssues, isPoland, nipDigits, polishPostalCode } from '../../core/invoice';
import { toE164 } from '../../core/phone';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../core/text';
import { canonicalJson } from './idempotency';
import { OfferLineSchema } from './offer-lines';
import { missingOr } from '../lib/zod-messages';

/** A text a person must give: `message` when it is missing or blank, `tooLong` past `max` characters. */
const required = (message: string, max = 200, tooLong = `Tekst może mieć najwyżej ${max} znaków`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/** The customer's phone, stored in E.164 (the SMS provider dials it). */
export const PhoneSchema = z
  .string({ error: 'Numer telefonu musi mieć co najmniej 9 cyfr' })
  .trim()
  .max(25, 'Numer telefonu jest za długi')
  .regex(/^\+?[0-9 ()-]+$/, 'Numer telefonu może zawierać tylko cyfry, spacje i znak +')
  .refine((p) => p.replace(/\D/g, '').length >= 9, 'Numer telefonu musi mieć co najmniej 9 cyfr')
  // Stored in E.164 (the SMS provider dials it): "0048 600…" is +48600…, a number without a code is Polish.
  .transform((p, ctx) => {
    const e164 = toE164(p);
    if (e164) return e164;
    ctx.addIssue({
      code: 'custom',
      message: 'To nie wygląda na numer telefonu – sprawdź numer kierunkowy i cyfry',
    });
    return z.NEVER;
  });

/** The notes for the car park. */
export const AdditionalInfoSchema = z
  .string()
  .max(2000, 'Uwagi mogą mieć najwyżej 2000 znaków')
  .refine((text) => !hasControlCharacters(text, { multiline: true }), CONTROL_CHARACTERS_MESSAGE)
  .nullish()
  .transform((v) => v ?? '');

const InvoiceSchema = z.object({
  taxId: required('NIP jest wymagany', 30),
  name: required('Nazwa firmy jest wymagana'),
  address: z.object({
    street: required('Adres firmy jest wymagany'),
    city: required('Miasto jest wymagane', 100),
    zipCode: required('Kod pocztowy jest wymagany', 20),
    country: required('Kraj jest wymagany', 100),
  }),
});

export const OrderRequestSchema = z.object({
  offerId: z
    .string({ error: missingOr('Brak identyfikatora oferty.') })
    .trim()
    .min(1, 'Brak identyfikatora oferty.')
    .max(100),
  orderLines: z.array(OfferLineSchema).min(1).max(20),
  expectedPrice: z
    .object({
      amount: z.number({ error: 'Kwota musi być liczbą, np. 88.35.' }).min(0),
      // Every offer is priced in złoty: an amount in another currency is not the price the traveller saw.
      currency: z.literal('PLN', { error: 'Ceny podajemy w PLN.' }).default('PLN'),
    })
    .optional(),
  customer: z.object({
    firstName: required('Imię jest wymagane', 100, 'Imię może mieć najwyżej 100 znaków'),
    lastName: required('Nazwisko jest wymagane', 100, 'Nazwisko może mieć najwyżej 100 znaków'),
    email: z.email('Nieprawidłowy format email').max(254),
    phone: PhoneSchema,
  }),
  additionalInfo: AdditionalInfoSchema,
  // Checked even when another invoice field failed (all its messages in one answer), then kept in one form.
  invoice: InvoiceSchema.superRefine(polishInvoiceIssues, { when: () => true })
    .transform(polishInvoice)
    .nullish(),
});
export type OrderRequest = z.output<typeof OrderRequestSchema>;

type InvoiceRequest = z.output<typeof InvoiceSchema>;

const InvoiceReadSchema = z.object({
  taxId: z.string().catch(''),
  address: z
    .object({ zipCode: z.string().catch(''), country: z.string().catch('') })
    .catch({ zipCode: '', country: '' }),
});

/**
 * A Polish invoice's NIP (10 digits, its check digit) and postal code (00-000): the rule the checkout
 * form shows (core/invoice). Read defensively: it runs even when other invoice fields failed.
 */
function polishInvoiceIssues(value: unknown, ctx: z.RefinementCtx) {
  const invoice = InvoiceReadSchema.safeParse(value);
  if (!invoice.success) return;
  const { taxId, address } = invoice.data;
  const issues = invoiceFormatIssues({ country: address.country, taxId, postalCode: address.zipCode });
  for (const { field, message } of issues) {
    ctx.addIssue({ code: 'custom', message, path: field === 'taxId' ? ['taxId'] : ['address', 'zipCode'] });
  }
}

/** A checked Polish invoice kept in one form: 'PL 526-025-02-74' is stored as '5260250274', '00001' as '00-001'. */
function polishInvoice(invoice: InvoiceRequest): InvoiceRequest {
  if (!isPoland(invoice.address.country)) return invoice;
  return {
    ...invoice,
    taxId: nipDigits(invoice.taxId) ?? invoice.taxId,
    address: { ...invoice.address, zipCode: polishPostalCode(invoice.address.zipCode) ?? invoice.address.zipCode },
  };
}

/** A line as compared between an offer and what is ordered with it (product and canonical specification). */
export const lineKey = (l: { productId: string; specification: unknown }) =>
  `${l.productId}|${canonicalJson(l.specification)}`;
