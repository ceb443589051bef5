import { z } from 'zod';
import { parseBookingReference } from '../../../core/booking-reference';
import { isStayInOrder, isWithinMaxStay, MAX_STAY_DAYS } from '../../../core/stay';
import { isDateKey, isTimeOfDay } from '../../../core/warsaw-time';
import {
  distinctPlates,
  IdParamSchema,
  NotesFieldSchema,
  PhoneFieldSchema,
  PlateFieldSchema,
} from '~/lib/schemas/checkout';
import { stayFromFormFields } from '~/lib/search-state';

export const LOOKUP_MESSAGES = {
  reference: 'Podaj numer rezerwacji w formacie PK-XXXXXXXX (znajdziesz go w e-mailu i SMS-ie z voucherem).',
  email: 'Podaj adres e-mail, na który przyszło potwierdzenie rezerwacji.',
} as const;

/**
 * "Znajdź rezerwację" (Conform in the browser, parseWithZod in the action). The reference is read as a
 * person types it — spaces around, lower case — and sent as the API writes it.
 */
export const LookupFormSchema = z.lazy(() =>
  z.object({
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
  }),
);
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
    additionalInfo: NotesFieldSchema.transform((value) => value ?? ''),
    /** Hidden, rendered by the loader: a double submit changes once. */
    formKey: z
      .string()
      .regex(/^[A-Za-z0-9-]{16,64}$/)
      .optional()
      .catch(undefined),
  });
}
export type ChangeForm = z.output<ReturnType<typeof changeFormSchema>>;

export const DATE_CHANGE_MESSAGES = {
  arrivalDate: 'Podaj datę przyjazdu',
  arrivalTime: 'Wybierz godzinę przyjazdu',
  departureDate: 'Podaj datę wyjazdu',
  departureTime: 'Wybierz godzinę wyjazdu',
  // The API's own words for the same rules (backend/lib/stay.ts).
  order: 'Data wyjazdu musi być późniejsza niż data przyjazdu.',
  tooLong: `Pobyt może trwać najwyżej ${MAX_STAY_DAYS} dni.`,
} as const;

const dayField = (message: string) => z.string({ error: message }).trim().refine(isDateKey, message);
const timeField = (message: string) => z.string({ error: message }).trim().refine(isTimeOfDay, message);

/**
 * "Sprawdź nową cenę": the new stay in the checkout's fields (a native date and a 30-minute time for each
 * end, Warsaw wall clock), read into instants by the checkout's own parser. The order and the length are
 * checked here too; whether the arrival is still possible is the API's to say (its clock).
 */
export const DateChangeFormSchema = z.lazy(() =>
  z
    .object({
      arrivalDate: dayField(DATE_CHANGE_MESSAGES.arrivalDate),
      arrivalTime: timeField(DATE_CHANGE_MESSAGES.arrivalTime),
      departureDate: dayField(DATE_CHANGE_MESSAGES.departureDate),
      departureTime: timeField(DATE_CHANGE_MESSAGES.departureTime),
    })
    .transform((fields, ctx) => {
      const stay = stayFromFormFields(new URLSearchParams(fields));
      if (!stay?.arrival || !stay.departure) {
        ctx.addIssue({ code: 'custom', message: DATE_CHANGE_MESSAGES.arrivalDate, path: ['arrivalDate'] });
        return z.NEVER;
      }
      if (!isStayInOrder(stay.arrival, stay.departure)) {
        ctx.addIssue({ code: 'custom', message: DATE_CHANGE_MESSAGES.order, path: ['departureDate'] });
        return z.NEVER;
      }
      if (!isWithinMaxStay(stay.arrival, stay.departure)) {
        ctx.addIssue({ code: 'custom', message: DATE_CHANGE_MESSAGES.tooLong, path: ['departureDate'] });
        return z.NEVER;
      }
      return { fields, arrival: stay.arrival, departure: stay.departure };
    }),
);
export type DateChangeForm = z.output<typeof DateChangeFormSchema>;

/** "Zmień termin": the offer the summary showed and the key of that rendered confirmation. */
export const DateChangeConfirmSchema = z.lazy(() =>
  z.object({
    offerId: IdParamSchema,
    /** The booking's total the shown difference was worked out from; a confirmation without it is not checked. */
    quotedAgainst: z.coerce.number().int().min(0).max(100_000_000).optional().catch(undefined),
    formKey: z
      .string()
      .regex(/^[A-Za-z0-9-]{16,64}$/)
      .optional()
      .catch(undefined),
  }),
);
