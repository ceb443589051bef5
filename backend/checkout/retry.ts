/**
 * "Pay again" (decision 0031): an order whose payment was declined or cancelled stays unpaid, holding its
 * spaces until its hold lapses; an expired one can take them again if they are still free. Either can start
 * a new payment at the order's price until its retry deadline — 24 hours after it was placed, and never
 * after the arrival — with a signed token that the order summary and the "pay again" e-mail carry.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { airports, orders, parkings, payments } from '../db/schema';
import { HttpError, isTextId } from '../lib/http';
import { stayCalendarDays } from '../../core/stay';
import type { PaymentProvider } from '../payments/provider';
import { isFinal } from '../payments/transitions';
import { latestPayment } from '../orders/order-payments';
import { expireOrder, reopenOrder, type OrderRow, type PaymentRow } from '../orders/transitions';

import { freeSpaces, hasRoom } from '../products/availability';
import { isValidRetryQuery, retryQuery, type SignedQuery } from '../outbox/signing';
import { checkUnpaidCap, isScarce, lockClient } from './holds';
import { answerFor, type OrderAnswer } from './orders';

/** How long after it was placed an unpaid order can still be paid again. */
export const RETRY_WINDOW_HOURS = 24;
/** A payment is not started with less than this left before the deadline: the hold would lapse mid-payment. */
const MIN_PAYMENT_MINUTES = 5;

/** Until when the order can be paid again: 24 h after it was placed, and never after the arrival. */
export function retryDeadline(order: Pick<OrderRow, 'createdAt' | 'arrivalAt'>): Date {
  const windowEnd = order.createdAt.getTime() + RETRY_WINDOW_HOURS * 3_600_000;
  return new Date(Math.min(windowEnd, order.arrivalAt.getTime()));
}

/**
 * Whether a new payment may start for the order now: unpaid with its last payment declined or cancelled,
 * or expired — either before its retry deadline.
 */
export function canPayAgain(
  order: Pick<OrderRow, 'status' | 'createdAt' | 'arrivalAt'>,
  latest: Pick<PaymentRow, 'status'> | null,
  now: Date,
): boolean {
  if (retryDeadline(order).getTime() - now.getTime() < MIN_PAYMENT_MINUTES * 60_000) return false;
  if (order.status === 'EXPIRED') return true;
  return order.status === 'PENDING_PAYMENT' && latest !== null && isFinal(latest.status);
}

/** The signed "pay again" token of an order that can be paid again now, with its deadline; else null. */
export function retryTokenFor(
  order: Pick<OrderRow, 'id' | 'status' | 'createdAt' | 'arrivalAt'>,
  latest: Pick<PaymentRow, 'status'> | null,
  signingSecret: string,
  now = new Date(),
): (SignedQuery & { until: string }) | null {
  if (!canPayAgain(order, latest, now)) return null;
  const until = retryDeadline(order);
  return { ...retryQuery(signingSecret, order.id, until), until: until.toISOString() };
}

export interface RetryDeps {
  provider: PaymentProvider;
  holdMinutes: number;
  scarceHoldMinutes: number;
  /** The cap on one client's unpaid vehicles (as for new orders). */
  maxUnpaidVehiclesPerClient: number;
  signingSecret: string;
  /** The HTTP edge's client key: an expired order taken again counts towards this client's cap. */
  clientKey?: string;
  now?: Date;
}

const refuse = (status: 403 | 404 | 409 | 410, code: string, message: string, extra?: Record<string, unknown>) =>
  new HttpError(status, [{ message, code }], extra);

/** Where to search the same stay again (the web tier builds its listing link from it). */
async function searchAgain(tx: Executor, order: OrderRow) {
  const [row] = await tx
    .select({ airport: airports.slug })
    .from(parkings)
    .innerJoin(airports, eq(airports.id, parkings.airportId))
    .where(eq(parkings.id, order.parkingId));
  return {
    search: {
      airportSlug: row?.airport ?? null,
      arrivalAt: order.arrivalAt.toISOString(),
      departureAt: order.departureAt.toISOString(),
    },
  };
}

/**
 * Takes the stay's spaces again for an expired order (or checks the held ones of an unpaid one), under the
 * parking row lock (taken by the caller); returns the hold to give. 409 SOLD_OUT when they are gone, 429
 * when an expired order would take the client past its cap on unpaid vehicles.
 */
async function holdFor(
  tx: Tx,
  order: OrderRow,
  parking: typeof parkings.$inferSelect | undefined,
  deps: RetryDeps,
  now: Date,
): Promise<Date> {
  if (!parking?.active) {
    throw refuse(409, 'PARKING_INACTIVE', 'Ten parking nie przyjmuje teraz rezerwacji.', await searchAgain(tx, order));
  }
  if (order.status === 'EXPIRED' && deps.clientKey) {
    await checkUnpaidCap(tx, deps.clientKey, order.vehicles, deps.maxUnpaidVehiclesPerClient, now);
  }
  const days = stayCalendarDays(order.arrivalAt, order.departureAt);
  const free = (await freeSpaces(tx, [parking], days[0], days[days.length - 1])).get(parking.id);
  // An unpaid order's own spaces are still taken: it needs none more. An expired one needs its vehicles'.
  const needed = order.status === 'EXPIRED' ? order.vehicles : 0;
  if (!free || (needed > 0 && !hasRoom(free, needed))) {
    throw refuse(
      409,
      'SOLD_OUT',
      'Miejsca na ten termin zostały już zarezerwowane przez kogoś innego. Wyszukaj parking na te same daty ponownie.',
      await searchAgain(tx, order),
    );
  }
  const freeAfter = Math.min(...free.values()) - needed;
  const minutes = isScarce(freeAfter, parking.capacity)
    ? Math.min(deps.scarceHoldMinutes, deps.holdMinutes)
    : deps.holdMinutes;
  return new Date(Math.min(now.getTime() + minutes * 60_000, retryDeadline(order).getTime()));
}

/**
 * POST /orders/:id/payments: a new payment for an order that can be paid again, or the open one when a
 * payment is already under way (a double click starts one payment). The token must be ours and unexpired.
 */
export async function retryPayment(
  db: Executor,
  orderId: string,
  token: SignedQuery,
  deps: RetryDeps,
): Promise<OrderAnswer> {
  const now = deps.now ?? new Date();
  if (!isTextId(orderId)) throw refuse(404, 'ORDER_NOT_FOUND', 'Nie znaleziono zamówienia.');
  // Signed by us at all (whenever)? Then an expired token is a lapsed link, not a forged one.
  if (!isValidRetryQuery(deps.signingSecret, orderId, token, new Date(0))) {
    throw refuse(403, 'INVALID_RETRY_LINK', 'Link do ponownej płatności jest nieprawidłowy.');
  }
  const started = await db.transaction(async (tx) => {
    // Locks in the order every space-holding transaction takes them: the client, the order, the parking
    // (then the day rows) — placeOrder takes client → parking → days, the sweep order → days.
    if (deps.clientKey) await lockClient(tx, deps.clientKey);
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked) throw refuse(404, 'ORDER_NOT_FOUND', 'Nie znaleziono zamówienia.');
    if (locked.status === 'CONFIRMED') throw refuse(409, 'ORDER_PAID', 'Ta rezerwacja jest już opłacona.');
    if (locked.status === 'CANCELLED') {
      throw refuse(
        409,
        'ORDER_CANCELLED',
        'Ta rezerwacja została anulowana. Wyszukaj parking na te same daty ponownie.',
        await searchAgain(tx, locked),
      );
    }
    const latestBefore = await latestPayment(tx, orderId);
    const open = locked.status === 'PENDING_PAYMENT' && latestBefore !== null && !isFinal(latestBefore.status);
    if (
      !isValidRetryQuery(deps.signingSecret, orderId, token, now) ||
      (!open && !canPayAgain(locked, latestBefore, now))
    ) {
      throw refuse(
        410,
        'RETRY_EXPIRED',
        'Czas na ponowną płatność za tę rezerwację minął. Wyszukaj parking na te same daty ponownie.',
        await searchAgain(tx, locked),
      );
    }
    const [parking] = await tx.select().from(parkings).where(eq(parkings.id, locked.parkingId)).for('update');
    // An unpaid order past its hold that the sweep has not reached yet expires here first.
    const order =
      locked.status === 'PENDING_PAYMENT' && locked.holdExpiresAt && locked.holdExpiresAt < now
        ? ((await expireOrder(tx, orderId, now))?.order ?? locked)
        : locked;
    const latest = await latestPayment(tx, orderId);
    if (order.status === 'PENDING_PAYMENT' && latest && !isFinal(latest.status)) return { order, payment: latest };
    const holdExpiresAt = await holdFor(tx, order, parking, deps, now);
    const reopened = await reopenOrder(
      tx,
      order,
      { provider: deps.provider.name, holdExpiresAt, clientKey: deps.clientKey ?? null },
      now,
    );
    if (!reopened) throw refuse(409, 'ORDER_CHANGED', 'Rezerwacja właśnie się zmieniła. Odśwież stronę.');
    return reopened;
  });
  // The provider refused: this payment is cancelled (unless a racing request already got its page), and
  // the order stays payable, holding its spaces until its hold lapses.
  return answerFor(db, started.order, started.payment, deps.provider, async (tx, _order, payment) => {
    await tx
      .update(payments)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'NEW'), isNull(payments.redirectUrl)));
  });
}
