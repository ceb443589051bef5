import * as z from 'zod/mini';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../../core/text';

/** No control or direction-override characters in a line of text (core/text.ts). */
const plainLine = () => z.refine<string>((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/** At least 9 and at most 15 digits; spaces, dashes, brackets and a leading + allowed. */
const PHONE = /^\+?[0-9][0-9 ()-]{7,22}[0-9]$/;

export const PROPOSAL_MESSAGE_MAX = 2000;

/**
 * The /dodaj-parking/ form (Conform on the client, parseWithZod in the action). Conform turns empty
 * fields into undefined, so each field's "required" message is its type error.
 */
export const ParkingProposalSchema = z.lazy(() =>
  z.object({
    companyName: z
      .string({ error: 'Podaj nazwę firmy.' })
      .check(
        z.trim(),
        z.minLength(2, 'Nazwa firmy musi mieć co najmniej 2 znaki.'),
        z.maxLength(200, 'Nazwa firmy może mieć najwyżej 200 znaków.'),
        plainLine(),
      ),
    contactName: z
      .string({ error: 'Podaj imię i nazwisko osoby kontaktowej.' })
      .check(
        z.trim(),
        z.minLength(3, 'Podaj imię i nazwisko osoby kontaktowej.'),
        z.maxLength(120, 'Imię i nazwisko może mieć najwyżej 120 znaków.'),
        plainLine(),
      ),
    email: z.pipe(
      z
        .string({ error: 'Podaj adres e-mail.' })
        .check(z.trim(), z.maxLength(254, 'Adres e-mail może mieć najwyżej 254 znaki.')),
      z.email('Podaj poprawny adres e-mail, np. biuro@twojparking.pl.'),
    ),
    phone: z.string({ error: 'Podaj numer telefonu.' }).check(
      z.trim(),
      z.refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return PHONE.test(v) && digits >= 9 && digits <= 15;
      }, 'Podaj poprawny numer telefonu, np. +48 600 100 200.'),
    ),
    airport: z
      .string({ error: 'Wybierz lotnisko, przy którym działa parking.' })
      .check(z.regex(/^[A-Z]{3}$/, 'Wybierz lotnisko z listy.')),
    address: z
      .string({ error: 'Podaj adres parkingu.' })
      .check(
        z.trim(),
        z.minLength(5, 'Podaj pełny adres parkingu: ulicę, numer i miejscowość.'),
        z.maxLength(300, 'Adres może mieć najwyżej 300 znaków.'),
        plainLine(),
      ),
    spaces: z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Podaj liczbę miejsc parkingowych.' : 'Liczba miejsc musi być liczbą.',
      })
      .check(
        z.int('Liczba miejsc musi być liczbą całkowitą.'),
        z.gte(1, 'Parking musi mieć co najmniej 1 miejsce.'),
        z.lte(100_000, 'Liczba miejsc wydaje się za duża – sprawdź ją.'),
      ),
    message: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(PROPOSAL_MESSAGE_MAX, `Wiadomość może mieć najwyżej ${PROPOSAL_MESSAGE_MAX} znaków.`),
        z.refine((text) => !hasControlCharacters(text, { multiline: true }), CONTROL_CHARACTERS_MESSAGE),
      ),
    ),
    consent: z
      .boolean({ error: 'Zaznacz zgodę, abyśmy mogli skontaktować się z Tobą w sprawie zgłoszenia.' })
      .check(z.refine((v) => v, 'Zaznacz zgodę, abyśmy mogli skontaktować się z Tobą w sprawie zgłoszenia.')),
  }),
);

export type ParkingProposal = z.output<typeof ParkingProposalSchema>;

/** The API's field names for the form's (400 answers name the API field). */
export const PROPOSAL_API_FIELDS: Record<string, keyof ParkingProposal> = {
  companyName: 'companyName',
  contactName: 'contactName',
  email: 'email',
  phone: 'phone',
  airportCode: 'airport',
  address: 'address',
  spaces: 'spaces',
  message: 'message',
  consent: 'consent',
};

/** The success page of the POST-redirect-GET. */
export const PROPOSAL_SENT_PATH = '/dodaj-parking/?wyslano=1';
