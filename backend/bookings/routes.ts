/**
 * "Moja rezerwacja" over HTTP (decision 0032): find a booking with its reference and e-mail, then read,
 * change, cancel it and have its voucher sent again with the token the look-up (or an e-mail link) gives —
 * `Authorization: Bearer <token>` or `X-Booking-Token: <token>`. Changes and cancellations take an optional
 * Idempotency-Key.
 */
import { Hono, type Context } from 'hono';
import { parseBookingReference } from '../../core/booking-reference';
import type { Executor } from '../db/client';
import { HttpError, jsonBody, parseOr400 } from '../lib/http';
import type { Logger } from '../app';
import { parseIdempotencyKey, requestHash, withIdempotency } from '../checkout/idempotency';
import { verifyManageToken } from '../outbox/signing';
import { bookingTokenOf } from '../lib/booking-token';
import type { PaymentProvider } from '../payments/provider';
import { cancelBooking, changeDetails, DetailsChangeSchema, resendVoucher } from './actions';
import { changeDates, DateChangeSchema, DateOfferSchema, offerDateChange, startDateChangePayment } from './dates';
import { lookupBooking, LookupSchema } from './lookup';
import { sendRefunds } from './refunds';
import { bookingNotFound, bookingView } from './view';
import { parseClientKey } from '../checkout/client-key';

/** How long a cancellation waits for the provider's answer to its refund before leaving it to the outbox. */
const IMMEDIATE_REFUND_MS = 3_000;

/** `promise`, or a rejection after `ms` (the promise itself runs on; the outbox's send is idempotent). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const STATUSES = [200, 201, 202, 400, 401, 403, 404, 409, 410, 422, 429, 502] as const;
const isContentfulStatus = (status: number): status is (typeof STATUSES)[number] =>
  STATUSES.some((known) => known === status);

export interface BookingDeps {
  getDb: () => Executor;
  provider: PaymentProvider;
  publicUrl: string;
  signingSecret: string;
  /** How long a date change's offer holds its price, and a dearer change its added days while it is paid. */
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  logger?: Logger;
  /** The clock (tests set it to step over a deadline); default: the real one. */
  now?: () => Date;
}

/** The reference in the path, read as a person types it; one that cannot be a reference is not found. */
function referenceOf(c: Context): string {
  const reference = parseBookingReference(c.req.param('reference'));
  if (!reference) throw bookingNotFound();
  return reference;
}

/** The reference, once the caller proved it may open the booking (the token signed for it, not expired). */
function authorisedReference(c: Context, signingSecret: string, now: Date): string {
  const reference = referenceOf(c);
  const token = bookingTokenOf(c);
  if (token === undefined)
    throw new HttpError(401, [
      {
        code: 'MANAGE_TOKEN_REQUIRED',
        message: 'Aby zobaczyć rezerwację, podaj jej numer i adres e-mail albo otwórz link z e-maila.',
      },
    ]);
  if (!verifyManageToken(signingSecret, reference, token, now))
    throw new HttpError(403, [
      {
        code: 'INVALID_MANAGE_LINK',
        message: 'Link do rezerwacji jest nieprawidłowy lub wygasł. Znajdź rezerwację numerem i adresem e-mail.',
      },
    ]);
  return reference;
}

export function bookingRoutes(deps: BookingDeps) {
  const app = new Hono();
  const clock = deps.now ?? (() => new Date());
  const view = (reference: string) => bookingView(deps.getDb(), reference, deps, clock());
  const authorised = (c: Context) => authorisedReference(c, deps.signingSecret, clock());

  /** Sends the order's refunds now; if the provider refuses or is slow, the outbox's `refund` row sends them. */
  const refundNow = (db: Executor, orderId: string) =>
    withTimeout(sendRefunds(db, deps.provider, orderId), IMMEDIATE_REFUND_MS).catch((error: unknown) =>
      deps.logger?.info(
        { event: 'refund_deferred', orderId, reason: error instanceof Error ? error.message : String(error) },
        'refund left to the outbox',
      ),
    );

  /** Runs a change once per Idempotency-Key (when one is sent) and answers the booking as it is after it. */
  async function once(c: Context, scope: string, body: unknown, run: () => Promise<unknown>, status = 200) {
    const header = c.req.header('Idempotency-Key');
    const answer = async () => ({ status, body: await run() });
    const result = header
      ? await withIdempotency(
          deps.getDb(),
          { key: parseIdempotencyKey(header), scope, hash: requestHash(body) },
          answer,
        )
      : { ...(await answer()), replayed: false };
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    // A refusal stored under the key (409, 400) is answered as it was the first time.
    return c.json(result.body, isContentfulStatus(result.status) ? result.status : 500);
  }

  app.post('/bookings/lookup', async (c) => {
    const input = parseOr400(LookupSchema, await jsonBody(c));
    const clientKey = parseClientKey(c.req.header('X-Parkolot-Client'));
    return c.json(await lookupBooking(deps.getDb(), input, { signingSecret: deps.signingSecret, clientKey }, clock()));
  });

  app.get('/bookings/:reference', async (c) => c.json(await view(authorised(c))));

  app.post('/bookings/:reference/details', async (c) => {
    const reference = authorised(c);
    const body = await jsonBody(c);
    const change = parseOr400(DetailsChangeSchema, body);
    return once(c, `bookings.details:${reference}`, body, async () => {
      await changeDetails(deps.getDb(), reference, change, 'customer', clock());
      return view(reference);
    });
  });

  app.post('/bookings/:reference/cancellation', async (c) => {
    const reference = authorised(c);
    return once(c, `bookings.cancel:${reference}`, {}, async () => {
      const db = deps.getDb();
      const result = await cancelBooking(db, reference, 'customer', clock());
      if (result.changed && result.refunds.length) await refundNow(db, result.orderId);
      return view(reference);
    });
  });

  app.post('/bookings/:reference/dates/offer', async (c) => {
    const reference = authorised(c);
    const input = parseOr400(DateOfferSchema, await jsonBody(c));
    return c.json(await offerDateChange(deps.getDb(), reference, input, deps, clock()), 201);
  });

  app.post('/bookings/:reference/dates', async (c) => {
    const reference = authorised(c);
    const body = await jsonBody(c);
    const input = parseOr400(DateChangeSchema, body);
    return once(c, `bookings.dates:${reference}`, body, async () => {
      const db = deps.getDb();
      const result = await changeDates(
        db,
        reference,
        input,
        'customer',
        { provider: deps.provider, holdMinutes: deps.orderHoldMinutes },
        clock(),
      );
      if (result.status === 'APPLIED') {
        if (result.refunds) await refundNow(db, result.orderId);
        return {
          dateChange: {
            status: result.status,
            difference: result.difference,
            refund: result.refund,
            paymentUrl: null,
            payUntil: null,
          },
          booking: await view(reference),
        };
      }
      const paymentUrl = await startDateChangePayment(db, deps.provider, result, reference);
      return {
        dateChange: {
          status: result.status,
          difference: result.difference,
          refund: 0,
          paymentUrl,
          payUntil: result.payUntil.toISOString(),
        },
        booking: await view(reference),
      };
    });
  });

  // With an Idempotency-Key a double submit of one form sends the voucher once (and counts once).
  app.post('/bookings/:reference/voucher', async (c) => {
    const reference = authorised(c);
    return once(
      c,
      `bookings.voucher:${reference}`,
      {},
      () => resendVoucher(deps.getDb(), reference, 'customer', clock()),
      202,
    );
  });

  return app;
}
