import * as z from 'zod/mini';
import { parseBookingReference } from '../../../core/booking-reference';
import { isStayInOrder, isWithinMaxStay, STAY_RULE_MESSAGES } from '../../../core/stay';
import { isDateKey, isTimeOfDay } from '../../../core/warsaw-time';
import {
  distinctPlates,
  FormKeySchema,
  IdParamSchema,
  NotesFieldSchema,
  PhoneFieldSchema,
  PlateTextSchema,
} from '~/lib/schemas/checkout';
import { SKIPPED_HOUR_MESSAGE, skippedTypedTime, stayFromFormFields } from '~/lib/search-state';

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
    reference: z.pipe(
      z.string({ error: LOOKUP_MESSAGES.reference }).check(z.maxLength(40, LOOKUP_MESSAGES.reference)),
      z.transform((value: string, ctx) => {
        const reference = parseBookingReference(value);
        if (reference) return reference;
        ctx.issues.push({ code: 'custom', message: LOOKUP_MESSAGES.reference, input: value });
        return z.NEVER;
      }),
    ),
    email: z.pipe(
      z.string({ error: LOOKUP_MESSAGES.email }).check(z.trim(), z.maxLength(254, LOOKUP_MESSAGES.email)),
      z.email(LOOKUP_MESSAGES.email),
    ),
  }),
);
export type LookupForm = z.output<typeof LookupFormSchema>;

export const PLATE_COUNT_MESSAGE =
  'Liczba pojazdów ustala cenę i miejsca — aby ją zmienić, anuluj i zarezerwuj ponownie';

/**
 * "Zmień dane": one plate per vehicle (the count is the booking's and cannot change here), the phone and
 * the notes. The same rules as the checkout's fields, but a plate's format is the API's to judge: a plate
 * the booking already holds stays allowed (one made before the format rule), a new one must follow it.
 */
export function changeFormSchema(vehicles: number) {
  return z.object({
    plates: z
      .array(PlateTextSchema, { error: PLATE_COUNT_MESSAGE })
      .check(z.length(vehicles, PLATE_COUNT_MESSAGE), z.superRefine(distinctPlates)),
    phone: PhoneFieldSchema,
    additionalInfo: z.pipe(
      NotesFieldSchema,
      z.transform((value: string | undefined) => value ?? ''),
    ),
    /** Hidden, rendered by the loader: a double submit changes once. */
    formKey: FormKeySchema,
  });
}
export type ChangeForm = z.output<ReturnType<typeof changeFormSchema>>;

type DateChangeField = 'arrivalDate' | 'arrivalTime' | 'departureDate' | 'departureTime';

export const DATE_CHANGE_MESSAGES = {
  arrivalDate: 'Podaj datę przyjazdu',
  arrivalTime: 'Wybierz godzinę przyjazdu',
  departureDate: 'Podaj datę wyjazdu',
  departureTime: 'Wybierz godzinę wyjazdu',
  // The API's own words for the same rules.
  order: STAY_RULE_MESSAGES.order,
  tooLong: STAY_RULE_MESSAGES.tooLong,
} as const;

const dayField = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isDateKey, message));
const timeField = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isTimeOfDay, message));

/**
 * "Sprawdź nową cenę": the new stay in the checkout's fields (a native date and a 30-minute time for each
 * end, Warsaw wall clock), read into instants by the checkout's own parser. The order and the length are
 * checked here too; whether the arrival is still possible is the API's to say (its clock).
 */
export const DateChangeFormSchema = z.lazy(() =>
  z.pipe(
    z.object({
      arrivalDate: dayField(DATE_CHANGE_MESSAGES.arrivalDate),
      arrivalTime: timeField(DATE_CHANGE_MESSAGES.arrivalTime),
      departureDate: dayField(DATE_CHANGE_MESSAGES.departureDate),
      departureTime: timeField(DATE_CHANGE_MESSAGES.departureTime),
    }),
    z.transform((fields: Record<DateChangeField, string>, ctx) => {
      const refuse = (message: string, field: DateChangeField) => {
        ctx.issues.push({ code: 'custom', message, path: [field], input: fields });
        return z.NEVER;
      };
      const stay = stayFromFormFields(new URLSearchParams(fields));
      if (!stay?.arrival || !stay.departure) return refuse(DATE_CHANGE_MESSAGES.arrivalDate, 'arrivalDate');
      if (!isStayInOrder(stay.arrival, stay.departure)) return refuse(DATE_CHANGE_MESSAGES.order, 'departureDate');
      if (!isWithinMaxStay(stay.arrival, stay.departure)) {
        return refuse(DATE_CHANGE_MESSAGES.tooLong, 'departureDate');
      }
      const skipped = skippedTypedTime(new URLSearchParams(fields));
      if (skipped) return refuse(SKIPPED_HOUR_MESSAGE, skipped === 'arrival' ? 'arrivalTime' : 'departureTime');
      return { fields, arrival: stay.arrival, departure: stay.departure };
    }),
  ),
);
export type DateChangeForm = z.output<typeof DateChangeFormSchema>;

/** "Zmień termin": the offer the summary showed and the key of that rendered confirmation. */
export const DateChangeConfirmSchema = z.lazy(() =>
  z.object({
    offerId: IdParamSchema,
    /** The booking's total the shown difference was worked out from; a confirmation without it is not checked. */
    quotedAgainst: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000_000))), undefined),
    formKey: FormKeySchema,
  }),
);
