import { z } from 'zod';
import { parseBookingReference } from '../../../core/booking-reference';
import { distinctPlates, NOTES_MAX, PhoneFieldSchema, PlateFieldSchema } from '~/lib/schemas/checkout';

export const LOOKUP_MESSAGES = {
  reference: 'Podaj numer rezerwacji w formacie PK-XXXXXXXX (znajdziesz go w e-mailu i SMS-ie z voucherem).',
  email: 'Podaj adres e-mail, na który przyszło potwierdzenie rezerwacji.',
} as const;

/**
 * "Znajdź rezerwację" (Conform in the browser, parseWithZod in the action). The reference is read as a
 * person types it — spaces around, lower case — and sent as the API writes it.
 */
export const LookupFormSchema = z.object({
  reference: z
    .string({ error: LOOKUP_MESSAGES.reference })
    .max(40, LOOKUP_MESSAGES.reference)
    .transform((value, ctx) => {
      const reference = parseBookingReference(value);
      if (reference) return reference;
      ctx.addIssue({ code: 'custom', message: LOOKUP_MESSAGES.reference });
      return z.NEVER;
    }),
  email: z
    .string({ error: LOOKUP_MESSAGES.email })
    .trim()
    .max(254, LOOKUP_MESSAGES.email)
    .pipe(z.email(LOOKUP_MESSAGES.email)),
});
export type LookupForm = z.output<typeof LookupFormSchema>;

export const PLATE_COUNT_MESSAGE =
  'Liczba pojazdów ustala cenę i miejsca — aby ją zmienić, anuluj i zarezerwuj ponownie';

/**
 * "Zmień dane": one plate per vehicle (the count is the booking's and cannot change here), the phone and
 * the notes. The same rules as the checkout's fields.
 */
export function changeFormSchema(vehicles: number) {
  return z.object({
    plates: z
      .array(PlateFieldSchema, { error: PLATE_COUNT_MESSAGE })
      .length(vehicles, PLATE_COUNT_MESSAGE)
      .superRefine(distinctPlates),
    phone: PhoneFieldSchema,
    additionalInfo: z
      .string()
      .trim()
      .max(NOTES_MAX, `Uwagi mogą mieć najwyżej ${NOTES_MAX} znaków`)
      .optional()
      .transform((value) => value ?? ''),
    /** Hidden, rendered by the loader: a double submit changes once. */
    formKey: z
      .string()
      .regex(/^[A-Za-z0-9-]{16,64}$/)
      .optional()
      .catch(undefined),
  });
}
export type ChangeForm = z.output<ReturnType<typeof changeFormSchema>>;
