/**
 * Finding a booking with its reference and the e-mail it was booked with (POST /api/v1/bookings/lookup).
 * A wrong reference and a wrong e-mail get the same answer, after the same work: the e-mails are compared
 * as SHA-256 digests in constant time, against a stand-in when no booking has the reference. Look-ups are
 * counted per reference and per client in the database, so the limits hold across API copies.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseBookingReference } from '../../core/booking-reference';
import type { Executor } from '../db/client';
import { hit } from '../lib/counters';
import { HttpError } from '../lib/http';
import { LOOKUP_TOKEN_TTL_S, manageToken } from '../outbox/signing';
import { bookingNotFound, findBooking } from './view';

const HOUR_MS = 60 * 60 * 1000;
/** Look-ups of one reference per hour, whoever asks: guessing its e-mail stops here. */
export const LOOKUPS_PER_REFERENCE_PER_HOUR = 10;
/** Look-ups from one client per hour, whatever the reference: guessing references stops here. */
export const LOOKUPS_PER_CLIENT_PER_HOUR = 30;

export const LookupSchema = z.object({
  reference: z
    .string({ error: 'Podaj numer rezerwacji.' })
    .max(40, 'Numer rezerwacji ma postać PK-XXXXXXXX.')
    .transform((value, ctx) => {
      const reference = parseBookingReference(value);
      if (reference) return reference;
      ctx.addIssue({
        code: 'custom',
        message: value.trim()
          ? 'Numer rezerwacji ma postać PK-XXXXXXXX (znajdziesz go w e-mailu i SMS-ie z voucherem).'
          : 'Podaj numer rezerwacji.',
      });
      return z.NEVER;
    }),
  email: z
    .string({ error: 'Podaj adres e-mail.' })
    .trim()
    .min(1, 'Podaj adres e-mail.')
    .max(254, 'Adres e-mail jest za długi.')
    .pipe(z.email('Podaj poprawny adres e-mail.')),
});

const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();
/** Compared when no booking has the reference, so that case costs what a wrong e-mail costs. */
const STAND_IN = digest('nobody@parkolot.invalid');

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    [
      {
        code: 'RATE_LIMITED',
        message: 'Zbyt wiele prób wyszukania rezerwacji. Spróbuj ponownie za godzinę albo zadzwoń do nas.',
      },
    ],
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );

export async function lookupBooking(
  db: Executor,
  input: z.output<typeof LookupSchema>,
  deps: { signingSecret: string; clientKey: string | undefined },
  now = new Date(),
) {
  const byReference = await hit(db, `lookup:ref:${input.reference}`, LOOKUPS_PER_REFERENCE_PER_HOUR, HOUR_MS, now);
  // Without the edge's client tag (a call from inside the process) every such call shares one count.
  const byClient = await hit(
    db,
    `lookup:client:${deps.clientKey ?? 'unknown'}`,
    LOOKUPS_PER_CLIENT_PER_HOUR,
    HOUR_MS,
    now,
  );
  if (!byReference.allowed || !byClient.allowed)
    throw tooMany(Math.max(byReference.retryAfterSeconds, byClient.retryAfterSeconds));

  const row = await findBooking(db, input.reference);
  const matches = timingSafeEqual(digest(input.email), row ? digest(row.order.customer.email) : STAND_IN);
  if (!row || !matches) throw bookingNotFound();
  const until = new Date(now.getTime() + LOOKUP_TOKEN_TTL_S * 1000);
  return {
    reference: row.order.orderNumber,
    token: manageToken(deps.signingSecret, row.order.orderNumber, until),
    expiresAt: until.toISOString(),
  };
}
