import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Executor } from '../db/client';
import { dateChanges, orders, parkings, payments } from '../db/schema';
import { HttpError } from '../lib/http';
import { generateBookingReference } from '../../core/booking-reference';
import { toGrosze, toMoney } from '../../core/money';
import { stayCalendarDays } from '../../core/stay';
import type { PaymentProvider } from '../payments/provider';
import {
  cancelOrder,
  confirmOrder,
  createOrder,
  OPEN_PAYMENT,
  type OrderRow,
  type PaymentRow,
} from '../orders/transitions';
import { freeSpaces, hasRoom } from '../products/availability';
import { lineKey, type OrderRequest } from './order-request';
import { normaliseLines } from './offer-lines';
import { readOffer } from './offers';
import {
  checkUnpaidCap,
  DEFAULT_MAX_UNPAID_VEHICLES,
  DEFAULT_SCARCE_HOLD_MINUTES,
  isScarce,
  lockClient,
} from './holds';

export interface PlaceOrderDeps {
  provider: PaymentProvider;
  holdMinutes: number;
  /** Hold for a stay that is nearly sold out (see isScarce); never longer than holdMinutes. */
  scarceHoldMinutes?: number;
  /** Cap on the vehicles of one client's unpaid holds; applies only when the request names a client. */
  maxUnpaidVehiclesPerClient?: number;
  now?: Date;
  /** Draws a booking reference (tests); by default at random (core/booking-reference.ts). */
  drawReference?: () => string;
}

/** Who placed the order: the request's Idempotency-Key and the HTTP edge's client key, when given. */
export interface OrderOrigin {
  idempotencyKey?: string;
  clientKey?: string;
}

export type OrderAnswer = {
  orderId: string;
  orderNumber: string;
  status: OrderRow['status'];
  total: ReturnType<typeof toMoney>;
  paymentUrl: string | null;
};

function keyReused(): HttpError {
  return new HttpError(422, [
    { message: 'Ten klucz Idempotency-Key użyto już dla innego żądania.', code: 'IDEMPOTENCY_KEY_REUSED' },
  ]);
}

/** The order placed under this Idempotency-Key and its payment, if any. */
async function orderByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.idempotencyKey, idempotencyKey))
    // The payment this request started is the order's first (a "pay again" adds later ones).
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * The answer to a retry whose first request committed an order under this Idempotency-Key (it may have
 * crashed before its answer was stored, or still be running): the same order, or null when there is none.
 */
export async function resumeOrder(
  db: Executor,
  input: { offerId: string },
  idempotencyKey: string,
  deps: { provider: PaymentProvider },
): Promise<OrderAnswer | null> {
  const found = await orderByKey(db, idempotencyKey);
  if (!found) return null;
  if (found.order.offerId !== input.offerId) throw keyReused();
  return answerFor(db, found.order, found.payment, deps.provider);
}

/**
 * A booking reference no order has yet: drawn at random (31⁸ ≈ 850 billion), and drawn again in the rare
 * case it is taken — the unique index would otherwise turn that draw into a failed order.
 */
async function unusedReference(tx: Executor, draw: () => string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const reference = draw();
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, reference)).limit(1);
    if (!taken) return reference;
  }
  // Ten taken draws in a row: not chance but a broken generator.
  throw new Error('No unused booking reference in 10 draws');
}

/**
 * Places an order for an offer in one transaction that locks the parking row, checks every day of the
 * stay still has room for each vehicle, and holds the spaces — so two orders can never take the same
 * last space. A zero total is confirmed at once; otherwise the payer is sent to the provider.
 * The order records its Idempotency-Key, so a retry with that key after a crash at any point gets this
 * order back (resumeOrder) instead of a second one or an OFFER_USED.
 */
export async function placeOrder(db: Executor, input: OrderRequest, deps: PlaceOrderDeps, origin: OrderOrigin = {}) {
  const now = deps.now ?? new Date();
  const maxUnpaid = deps.maxUnpaidVehiclesPerClient ?? DEFAULT_MAX_UNPAID_VEHICLES;
  const placed = await db.transaction(async (tx) => {
    if (origin.idempotencyKey) {
      const mine = await orderByKey(tx, origin.idempotencyKey);
      if (mine) {
        if (mine.order.offerId !== input.offerId) throw keyReused();
        return mine;
      }
    }
    if (origin.clientKey) await lockClient(tx, origin.clientKey);

    const { row: offer } = await readOffer(tx, input.offerId, now);

    const { parking, addonLines } = normaliseLines(input.orderLines, { requirePlates: true, field: 'orderLines' });
    const asked = [parking, ...addonLines].map(lineKey).sort();
    const offered = offer.lines.map(lineKey).sort();
    if (asked.length !== offered.length || asked.some((k, i) => k !== offered[i])) {
      throw new HttpError(422, [{ message: 'Pozycje zamówienia nie odpowiadają ofercie.', code: 'LINES_MISMATCH' }]);
    }
    // An offer that prices a booking's date change (POST …/dates/offer) is taken by that change only.
    if (offer.forOrderId !== null) {
      throw new HttpError(422, [
        {
          message: 'Ta wycena dotyczy zmiany terminu istniejącej rezerwacji, nie nowego zamówienia.',
          code: 'LINES_MISMATCH',
        },
      ]);
    }
    if (input.expectedPrice && toGrosze(input.expectedPrice.amount) !== offer.total) {
      throw new HttpError(409, [{ message: 'Cena oferty uległa zmianie.', code: 'PRICE_CHANGED' }], {
        currentPrice: toMoney(offer.total),
      });
    }
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.offerId, offer.id)).limit(1);
    // A date change's offer from before offers recorded their booking (migration 0010) may have been taken.
    const [changed] = used
      ? []
      : await tx.select({ id: dateChanges.id }).from(dateChanges).where(eq(dateChanges.offerId, offer.id)).limit(1);
    if (used || changed)
      throw new HttpError(409, [{ message: 'Ta oferta została już wykorzystana.', code: 'OFFER_USED' }]);

    const free0 = offer.total === 0;
    // A free order is confirmed at once: it never becomes an unpaid hold, so the cap does not apply.
    if (origin.clientKey && !free0) await checkUnpaidCap(tx, origin.clientKey, offer.vehicles, maxUnpaid, now);

    // The row lock serialises every order for this parking (PostgreSQL); PGlite runs transactions one at a time.
    const [parkingRow] = await tx.select().from(parkings).where(eq(parkings.id, offer.parkingId)).for('update');
    if (!parkingRow) throw new HttpError(404, [{ message: 'Nie znaleziono parkingu.', code: 'PRODUCT_NOT_FOUND' }]);
    if (!parkingRow.active)
      throw new HttpError(409, [{ message: 'Parking jest nieaktywny.', code: 'PARKING_INACTIVE' }]);

    const days = stayCalendarDays(offer.arrivalAt, offer.departureAt);
    const free = await freeSpaces(tx, [parkingRow], days[0], days[days.length - 1]);
    const freeByDay = free.get(parkingRow.id);
    if (!freeByDay || !hasRoom(freeByDay, offer.vehicles)) {
      throw new HttpError(409, [
        { message: 'Wybrany termin jest niedostępny – brak wolnych miejsc.', code: 'SOLD_OUT' },
      ]);
    }
    const freeAfter = Math.min(...freeByDay.values()) - offer.vehicles;
    const holdMinutes = isScarce(freeAfter, parkingRow.capacity)
      ? Math.min(deps.scarceHoldMinutes ?? DEFAULT_SCARCE_HOLD_MINUTES, deps.holdMinutes)
      : deps.holdMinutes;
    const created = await createOrder(
      tx,
      {
        offer,
        orderNumber: await unusedReference(tx, deps.drawReference ?? (() => generateBookingReference(randomInt))),
        customer: input.customer,
        additionalInfo: input.additionalInfo,
        invoice: input.invoice ?? null,
        provider: free0 ? 'none' : deps.provider.name,
        holdExpiresAt: free0 ? null : new Date(now.getTime() + holdMinutes * 60_000),
        idempotencyKey: origin.idempotencyKey ?? null,
        clientKey: free0 ? null : (origin.clientKey ?? null),
      },
      now,
    );
    // A zero total (a 100 % code) needs no payment: confirmed at once, like a paid order.
    const confirmed = free0 ? await confirmOrder(tx, created.order.id, now) : null;
    return confirmed ? { order: confirmed.order, payment: confirmed.payment ?? created.payment } : created;
  });

  return answerFor(db, placed.order, placed.payment, deps.provider);
}

/**
 * The order's answer. An unpaid order whose payment has no redirect URL yet (just placed, or its first
 * request died before or during startPayment) starts the payment — startPayment is idempotent per payment
 * id — and stores the URL. The status is the order's current one.
 */
export async function answerFor(
  db: Executor,
  order: OrderRow,
  payment: PaymentRow,
  provider: PaymentProvider,
  onProviderFailure: (db: Executor, order: OrderRow, payment: PaymentRow) => Promise<void> = cancelAfterProviderFailure,
): Promise<OrderAnswer> {
  let paymentUrl = payment.redirectUrl;
  if (order.status === 'PENDING_PAYMENT' && payment.status === 'NEW' && paymentUrl === null) {
    try {
      paymentUrl = (
        await provider.startPayment({
          id: payment.id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          amount: order.total,
          currency: order.currency,
        })
      ).redirectUrl;
    } catch {
      await onProviderFailure(db, order, payment);
      throw new HttpError(502, [
        { message: 'Nie udało się rozpocząć płatności. Spróbuj ponownie.', code: 'PAYMENT_PROVIDER_ERROR' },
      ]);
    }
    const [stored] = await db
      .update(payments)
      .set({ redirectUrl: paymentUrl, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.redirectUrl), inArray(payments.status, OPEN_PAYMENT)))
      .returning({ id: payments.id });
    if (!stored) return asItStands(db, order, payment);
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    total: toMoney(order.total),
    paymentUrl,
  };
}

/**
 * While the provider started the payment, a racing request stored its page first (the same payment: that
 * page), or the payment was closed — another of the order's payments confirmed it, or the hold lapsed —:
 * no page is sent to pay a closed payment, the order's status says what became of it.
 */
async function asItStands(db: Executor, order: OrderRow, payment: PaymentRow): Promise<OrderAnswer> {
  const [now] = await db
    .select({ status: orders.status, paymentStatus: payments.status, paymentUrl: payments.redirectUrl })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, payment.id));
  const open = now !== undefined && OPEN_PAYMENT.includes(now.paymentStatus);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: now?.status ?? order.status,
    total: toMoney(order.total),
    paymentUrl: open ? now.paymentUrl : null,
  };
}

/**
 * The provider refused: give the spaces back rather than keep a booking nobody can pay — once, even when
 * a retry and its first request both got here. The key is forgotten with the 502, as the answer is.
 */
async function cancelAfterProviderFailure(db: Executor, order: OrderRow) {
  await db.transaction((tx) => cancelOrder(tx, order.id, new Date(), { forgetIdempotencyKey: true }));
}
