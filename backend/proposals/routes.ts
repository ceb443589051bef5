import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { airports, parkingProposals } from '../db/schema';
import { HttpError, jsonBody, parseOr400 } from '../lib/http';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../core/text';

/** At least 9 digits; spaces, dashes, brackets and a leading + allowed. */
const PHONE = /^\+?[0-9][0-9 ()-]{7,22}[0-9]$/;

/** A required line of text: trimmed, not empty, without control or direction-override characters. */
const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/** POST /api/v1/parking-proposals body; every message names the field in Polish. */
export const ParkingProposalRequestSchema = z.object({
  companyName: required('Podaj nazwę firmy.').max(200, 'Nazwa firmy może mieć najwyżej 200 znaków.'),
  contactName: required('Podaj imię i nazwisko osoby kontaktowej.').max(
    120,
    'Imię i nazwisko może mieć najwyżej 120 znaków.',
  ),
  email: required('Podaj adres e-mail.').pipe(
    z.email('Podaj poprawny adres e-mail.').max(254, 'Adres e-mail może mieć najwyżej 254 znaki.'),
  ),
  phone: required('Podaj numer telefonu.').refine(
    (v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 9 && v.replace(/\D/g, '').length <= 15,
    'Podaj poprawny numer telefonu, np. +48 600 100 200.',
  ),
  airportCode: required('Wybierz lotnisko.')
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'Wybierz lotnisko z listy.')),
  address: required('Podaj adres parkingu.').max(300, 'Adres może mieć najwyżej 300 znaków.'),
  spaces: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Podaj liczbę miejsc parkingowych.'
          : 'Liczba miejsc musi być liczbą (bez cudzysłowów).',
    })
    .int('Liczba miejsc musi być liczbą całkowitą.')
    .min(1, 'Parking musi mieć co najmniej 1 miejsce.')
    .max(100_000, 'Liczba miejsc wydaje się za duża – sprawdź ją.'),
  message: z
    .string({ error: 'Wiadomość musi być tekstem.' })
    .trim()
    .max(2000, 'Wiadomość może mieć najwyżej 2000 znaków.')
    .refine((text) => !hasControlCharacters(text, { multiline: true }), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((v) => v ?? ''),
  consent: z.literal(true, { error: 'Zgoda na kontakt jest wymagana.' }),
});
export type ParkingProposalRequest = z.output<typeof ParkingProposalRequestSchema>;

export async function createParkingProposal(db: Executor, input: ParkingProposalRequest): Promise<{ id: number }> {
  const [airport] = await db
    .select({ id: airports.id })
    .from(airports)
    .where(eq(airports.code, input.airportCode))
    .limit(1);
  if (!airport) {
    throw new HttpError(400, [{ message: 'Wybierz lotnisko z listy.', field: 'airportCode', code: 'UNKNOWN_AIRPORT' }]);
  }
  const [row] = await db
    .insert(parkingProposals)
    .values({
      companyName: input.companyName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      airportId: airport.id,
      address: input.address,
      spaces: input.spaces,
      message: input.message,
      consentAt: new Date(),
    })
    .returning({ id: parkingProposals.id });
  return { id: row.id };
}

/** Mounted at /api/v1: car-park proposals from operators (the /dodaj-parking/ form). */
export function proposalRoutes(getDb: () => Executor) {
  const app = new Hono();
  app.post('/parking-proposals', async (c) => {
    const input = parseOr400(ParkingProposalRequestSchema, await jsonBody(c));
    return c.json(await createParkingProposal(getDb(), input), 201);
  });
  return app;
}
