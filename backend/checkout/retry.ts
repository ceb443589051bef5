/**
 * "Pay again" (decision 0031): an order whose payment was declined or cancelled stays unpaid, holding its
 * spaces until its hold lapses; an expired one can take them again if they are still free. Either can start
 * a new payment at the order's price until its retry deadline — 24 hours after it was placed, and never
 * after the arrival — with a signed token that the order summary and the "pay again" e-mail carry.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { airports, orders, parkings, payments } from '../db/schema';
import { HttpError, isTextId } from '../lib/http';
import { stayCalendarDays } from '../../core/stay';
import type { PaymentProvider } from '../payments/provider';
import { isFinal } from '../payments/transitions';
import { expireOrder, reopenOrder, type OrderRow, type PaymentRow } from '../orders/transitions';
import { freeSpaces, hasRoom } from '../products/availability';
import { isValidRetryQuery, retryQuery, type SignedQuery } from '../outbox/signing';
import { answerFor, isScarce, type OrderAnswer } from './orders';

/** How long after it was placed an unpaid order can still be paid again. */
export const RETRY_WINDOW_HOURS = 24;

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
  if (retryDeadline(order) <= now) return false;
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

/** The order's latest payment (a retry adds one), or null. */
export async function latestPayment(db: Executor, orderId: string): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return payment ?? null;
}

export interface RetryDeps {
  provider: PaymentProvider;
  holdMinutes: number;
  scarceHoldMinutes: number;
  signingSecret: string;
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
 * parking row lock every order takes; returns the hold to give. 409 SOLD_OUT when they are gone.
 */
async function holdFor(tx: Tx, order: OrderRow, deps: RetryDeps, now: Date): Promise<Date> {
  const [parking] = await tx.select().from(parkings).where(eq(parkings.id, order.parkingId)).for('update');
  if (!parking?.active) {
    throw refuse(409, 'PARKING_INACTIVE', 'Ten parking nie przyjmuje teraz rezerwacji.', await searchAgain(tx, order));
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
    if (!isValidRetryQuery(deps.signingSecret, orderId, token, now) || retryDeadline(locked) <= now) {
      throw refuse(
        410,
        'RETRY_EXPIRED',
        'Czas na ponowną płatność za tę rezerwację minął. Wyszukaj parking na te same daty ponownie.',
        await searchAgain(tx, locked),
      );
    }
    // An unpaid order past its hold that the sweep has not reached yet expires here first.
    const order =
      locked.status === 'PENDING_PAYMENT' && locked.holdExpiresAt && locked.holdExpiresAt < now
        ? ((await expireOrder(tx, orderId, now))?.order ?? locked)
        : locked;
    const latest = await latestPayment(tx, orderId);
    if (order.status === 'PENDING_PAYMENT' && latest && !isFinal(latest.status)) return { order, payment: latest };
    const holdExpiresAt = await holdFor(tx, order, deps, now);
    const reopened = await reopenOrder(tx, order, { provider: deps.provider.name, holdExpiresAt }, now);
    if (!reopened) throw refuse(409, 'ORDER_CHANGED', 'Rezerwacja właśnie się zmieniła. Odśwież stronę.');
    return reopened;
  });
  // The provider refused: this payment is cancelled, the order stays payable (and held) as it was.
  return answerFor(db, started.order, started.payment, deps.provider, async (tx, _order, payment) => {
    await tx
      .update(payments)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'NEW')));
  });
}
