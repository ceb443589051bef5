import * as z from 'zod/mini';
import type { $RefinementCtx as RefinementCtx } from 'zod/v4/core';
import { invoiceFormatIssues } from '../../../core/invoice';
import { isCountryValue } from '~/lib/countries';

// Every schema here is built on first use (`z.lazy`): the module ships to the browser with the checkout
// and the booking pages, and building their ~200 zod objects as the page's script loads was ~90 ms of
// one main-thread task on a phone (4× CPU slowdown; docs/decisions/0035). Parsing is unchanged.
import {
  duplicatePlateIndexes,
  DUPLICATE_PLATE_MESSAGE,
  isPlateFormat,
  PLATE_FORMAT_MESSAGE,
} from '../../../core/plates';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../../core/text';

/** Spec §9 limits and defaults of the booking form. */
export const ADULTS_MIN = 1;
export const ADULTS_MAX = 8;
export const CHILDREN_MAX = 8;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const PHONE_MIN_DIGITS = 9;
export const PLATES_MAX = 10;
export const NOTES_MAX = 2000;
export const PROMO_CODE_MAX = 50;
export const COUNTRY_CODES = ['+48', '+49', '+420'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+48';

/** What the buttons of the checkout form ask the action to do (one form, told apart by `intent`). */
export const CHECKOUT_INTENTS = {
  /** 'Przejdź do płatności': validate everything, place the order. */
  submit: 'submit',
  /** 'Przelicz' (no JS) or the 1 s debounced re-quote (JS): price the current details. */
  quote: 'quote',
  promoApply: 'promo-apply',
  promoRemove: 'promo-remove',
  /** Price-change dialog: 'Kontynuuj z nową ceną' / 'Anuluj'. */
  acceptPrice: 'accept-price',
  declinePrice: 'decline-price',
} as const;

/**
 * The page's form opens with `start` and closes with `end` (hidden fields). A browser submits the fields
 * parsed so far: a button pressed while the page still loads (the summary's buttons come before the
 * fields) posts `start` without `end` and most of what was typed. Such a post is refused, never priced
 * as if the missing fields were empty. A hand-made post carries neither and is read as it is.
 */
export const FORM_MARKERS = { start: 'formStart', end: 'formEnd' } as const;

/** Spec §5 messages, exactly. */
export const CHECKOUT_MESSAGES = {
  firstName: 'Imię jest wymagane',
  lastName: 'Nazwisko jest wymagane',
  email: 'Nieprawidłowy format email',
  phone: 'Numer telefonu musi mieć co najmniej 9 cyfr',
  adults: 'Liczba dorosłych musi być większa od 0',
  children: 'Liczba dzieci nie może być ujemna',
  plate: 'Tablica rejestracyjna jest wymagana',
  nip: 'NIP jest wymagany',
  country: 'Kraj jest wymagany',
  companyName: 'Nazwa firmy jest wymagana',
  companyAddress: 'Adres firmy jest wymagany',
  companyCity: 'Miasto jest wymagane',
  postalCode: 'Kod pocztowy jest wymagany',
  privacyPolicy: 'Musisz zaakceptować politykę prywatności i regulamin',
} as const;

/** An id the API gave us (parking, addon, offer): short, no spaces or slashes. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const IdParamSchema = z.lazy(() => z.string().check(z.trim(), z.regex(ID_PATTERN)));

/**
 * A hidden key the loader renders with one form (a UUID), so a double submit acts once. A missing or
 * tampered key reads as absent: the submit still works, only without the double-submit guard.
 */
export const FormKeySchema = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/))), undefined);

/** A hidden id sent back by the page: an id, or nothing (a tampered one is treated as absent). */
const postedIdSchema = () => z.catch(z.optional(IdParamSchema), undefined);

/**
 * What the checkout action is asked to do, with the fields only that intent reads. Not a form of its
 * own: the buttons of the one checkout form post `intent` (CHECKOUT_INTENTS) beside the booking fields.
 */
export const CheckoutIntentSchema = z.lazy(() =>
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal(CHECKOUT_INTENTS.quote) }),
    /** What was typed into 'Masz kod rabatowy?'; blank is answered with 'Wpisz kod rabatowy.'. */
    z.object({ intent: z.literal(CHECKOUT_INTENTS.promoApply), promoInput: z.catch(z.string().check(z.trim()), '') }),
    z.object({ intent: z.literal(CHECKOUT_INTENTS.promoRemove) }),
    /** The dialog's new offer, loaded into the page when the traveller declines it. */
    z.object({ intent: z.literal(CHECKOUT_INTENTS.declinePrice), newOfferId: postedIdSchema() }),
    /**
     * A plain submit while the price-change dialog is open sends its reason back, so the dialog it re-opens
     * says the same (wording only: the price is the API's).
     */
    z.object({
      intent: z.literal(CHECKOUT_INTENTS.submit),
      priceChangeReason: z.catch(z.optional(z.enum(['expired', 'details'])), undefined),
    }),
    /** The dialog's new offer and the total it showed, confirmed by 'Kontynuuj z nową ceną'. */
    z.object({
      intent: z.literal(CHECKOUT_INTENTS.acceptPrice),
      newOfferId: postedIdSchema(),
      newTotal: z.catch(
        z.optional(z.pipe(z.pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(Number)), z.number())),
        undefined,
      ),
    }),
  ]),
);
export type CheckoutIntent = z.output<typeof CheckoutIntentSchema>;

/** Conform sends an empty field as undefined, so a required field's message is also its type error. */
const requiredText = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, maxMessage),
    z.refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE),
  );
/** `multiline`: a note, whose line breaks and tabs are kept. */
const optionalText = (max: number, maxMessage: string, { multiline = false } = {}) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max, maxMessage),
      z.refine((text) => !hasControlCharacters(text, { multiline }), CONTROL_CHARACTERS_MESSAGE),
    ),
  );
/** The notes for the car park, in the checkout and in the booking's change form. */
export const NotesFieldSchema = z.lazy(() =>
  optionalText(NOTES_MAX, `Uwagi mogą mieć najwyżej ${NOTES_MAX} znaków`, { multiline: true }),
);

/** Spec §5 phone rule; the booking's change form ("Moja rezerwacja") checks a phone the same way. */
export const PhoneFieldSchema = z.lazy(() =>
  z.string({ error: CHECKOUT_MESSAGES.phone }).check(
    z.trim(),
    z.maxLength(25, 'Numer telefonu jest za długi'),
    z.refine((phone) => phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, CHECKOUT_MESSAGES.phone),
    z.refine(
      (phone) => /^\+?[0-9 ()-]+$/.test(phone),
      'Numer telefonu może zawierać tylko cyfry, spacje, nawiasy, myślniki i znak +',
    ),
  ),
);

/** One licence plate, as the checkout and the booking's change form take it. */
const plateText = () => requiredText(CHECKOUT_MESSAGES.plate, 15, 'Tablica rejestracyjna może mieć najwyżej 15 znaków');

/** A typed plate: present, at most 15 characters, no control characters. */
export const PlateTextSchema = z.lazy(plateText);

/** A new booking's plate: the text rule and the plate format (core/plates.ts). */
export const PlateFieldSchema = z.lazy(() => plateText().check(z.refine(isPlateFormat, PLATE_FORMAT_MESSAGE)));

/** Each plate holds a space: the same car typed twice ('WA 1', 'wa-1') is shown at the repeat. */
export function distinctPlates(plates: string[], ctx: RefinementCtx): void {
  for (const index of duplicatePlateIndexes(plates)) {
    ctx.addIssue({ code: 'custom', message: DUPLICATE_PLATE_MESSAGE, path: [index] });
  }
}

const COUNTRY_FROM_LIST_MESSAGE = 'Wybierz kraj z listy';

const InvoiceFieldsSchema = z.lazy(() =>
  z.object({
    nip: optionalText(30, 'NIP może mieć najwyżej 30 znaków'),
    country: optionalText(100, COUNTRY_FROM_LIST_MESSAGE),
    companyName: optionalText(200, 'Nazwa firmy może mieć najwyżej 200 znaków'),
    companyAddress: optionalText(200, 'Adres firmy może mieć najwyżej 200 znaków'),
    companyCity: optionalText(100, 'Miasto może mieć najwyżej 100 znaków'),
    postalCode: optionalText(20, 'Kod pocztowy może mieć najwyżej 20 znaków'),
  }),
);
const INVOICE_FIELDS = ['nip', 'country', 'companyName', 'companyAddress', 'companyCity', 'postalCode'] as const;
const INVOICE_REQUIRED: Record<(typeof INVOICE_FIELDS)[number], string> = {
  nip: CHECKOUT_MESSAGES.nip,
  country: CHECKOUT_MESSAGES.country,
  companyName: CHECKOUT_MESSAGES.companyName,
  companyAddress: CHECKOUT_MESSAGES.companyAddress,
  companyCity: CHECKOUT_MESSAGES.companyCity,
  postalCode: CHECKOUT_MESSAGES.postalCode,
};

/** The invoice part of a posted form, read defensively (other fields may have failed). */
export const InvoiceWantedSchema = z.lazy(() =>
  z.looseObject({
    wantsInvoice: z.literal(true),
    invoiceData: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
  }),
);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The form's names for core/invoice.ts's fields. */
const INVOICE_FORMAT_FIELDS = { taxId: 'nip', postalCode: 'postalCode' } as const;

/**
 * The booking form (spec §3 fields, §5 rules), used by Conform in the browser and by the action.
 * Dates and times are optional here: the summary's date fields post them, and the server resolves the
 * stay with the same rules as the search (past arrival → next full hour, bad departure → +7 days).
 * A Polish invoice's NIP (10 digits, its check digit) and postal code (00-000) are checked by the rule
 * POST /orders applies too (core/invoice.ts, decision 0010).
 */
export const CheckoutFormSchema = z.lazy(() =>
  z
    .object({
      firstName: requiredText(CHECKOUT_MESSAGES.firstName, 100, 'Imię może mieć najwyżej 100 znaków'),
      lastName: requiredText(CHECKOUT_MESSAGES.lastName, 100, 'Nazwisko może mieć najwyżej 100 znaków'),
      email: z.pipe(
        z.string({ error: CHECKOUT_MESSAGES.email }).check(z.trim(), z.maxLength(254, CHECKOUT_MESSAGES.email)),
        z.email(CHECKOUT_MESSAGES.email),
      ),
      countryCode: z._default(z.catch(z.enum(COUNTRY_CODES), DEFAULT_COUNTRY_CODE), DEFAULT_COUNTRY_CODE),
      phone: PhoneFieldSchema,
      adults: z
        .number({ error: CHECKOUT_MESSAGES.adults })
        .check(
          z.int(CHECKOUT_MESSAGES.adults),
          z.gte(ADULTS_MIN, CHECKOUT_MESSAGES.adults),
          z.lte(ADULTS_MAX, `Liczba dorosłych może wynosić najwyżej ${ADULTS_MAX}`),
        ),
      children: z._default(
        z
          .number({ error: CHECKOUT_MESSAGES.children })
          .check(
            z.int(CHECKOUT_MESSAGES.children),
            z.gte(0, CHECKOUT_MESSAGES.children),
            z.lte(CHILDREN_MAX, `Liczba dzieci może wynosić najwyżej ${CHILDREN_MAX}`),
          ),
        DEFAULT_CHILDREN,
      ),
      notes: NotesFieldSchema,
      licensePlates: z
        .array(PlateFieldSchema, { error: CHECKOUT_MESSAGES.plate })
        .check(
          z.minLength(1, CHECKOUT_MESSAGES.plate),
          z.maxLength(PLATES_MAX, `Jedna rezerwacja obejmuje najwyżej ${PLATES_MAX} pojazdów`),
          z.superRefine(distinctPlates),
        ),
      addons: z._default(z.array(IdParamSchema).check(z.maxLength(20)), []),
      arrivalDate: z.optional(z.string()),
      arrivalTime: z.optional(z.string()),
      departureDate: z.optional(z.string()),
      departureTime: z.optional(z.string()),
      wantsInvoice: z._default(z.boolean(), false),
      invoiceData: z.optional(InvoiceFieldsSchema),
      marketingConsent: z._default(z.boolean(), false),
      privacyPolicyAccepted: z
        .boolean({ error: CHECKOUT_MESSAGES.privacyPolicy })
        .check(z.refine((accepted) => accepted, CHECKOUT_MESSAGES.privacyPolicy)),
      /** The code the current offer carries (set by the server after 'Zastosuj'). */
      promoCode: optionalText(PROMO_CODE_MAX, 'Kod rabatowy jest za długi'),
      /** What the traveller typed into 'Masz kod rabatowy?'. */
      promoInput: optionalText(PROMO_CODE_MAX, 'Kod rabatowy jest za długi'),
      parkingId: z
        .string({ error: 'Nie wybrano parkingu' })
        .check(z.trim(), z.regex(ID_PATTERN, 'Nie wybrano parkingu')),
      /** Hidden: the offer the summary shows. Never trusted for a price — the server re-reads it. */
      offerId: z.catch(z.optional(IdParamSchema), undefined),
      /** Hidden: the total the summary showed, to tell a changed price from an unchanged one. */
      quotedTotal: z.catch(z.optional(z.number().check(z.gte(0))), undefined),
      /** Hidden, rendered by the loader: one key per form, so a double submit places one order. */
      idempotencyKey: FormKeySchema,
    })
    .check(
      z.superRefine(
        (form, ctx) => {
          // Runs even when other fields failed (`when` below), so the value is read defensively.
          const wanted = InvoiceWantedSchema.safeParse(form);
          if (!wanted.success) return;
          const invoice = wanted.data.invoiceData;
          for (const field of INVOICE_FIELDS) {
            if (!invoice?.[field]) {
              ctx.addIssue({ code: 'custom', message: INVOICE_REQUIRED[field], path: ['invoiceData', field] });
            }
          }
          const country = text(invoice?.country);
          // The select's and the combobox's values: a country outside the list is no country of an invoice.
          if (country && !isCountryValue(country)) {
            ctx.addIssue({ code: 'custom', message: COUNTRY_FROM_LIST_MESSAGE, path: ['invoiceData', 'country'] });
          }
          const format = {
            country,
            taxId: text(invoice?.nip),
            postalCode: text(invoice?.postalCode),
          };
          for (const { field, message } of invoiceFormatIssues(format)) {
            ctx.addIssue({ code: 'custom', message, path: ['invoiceData', INVOICE_FORMAT_FIELDS[field]] });
          }
        },
        // Zod skips object refinements after any other issue; the invoice messages must show with the rest.
        { when: () => true },
      ),
    ),
);

export type CheckoutForm = z.output<typeof CheckoutFormSchema>;

/** The form's shape as Conform sees it (before parsing). */
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
