/**
 * Changing a booking's dates (decision 0032), in two calls, as the checkout does: the new stay is priced by
 * a new offer (POST …/dates/offer — the booking's lines and people, its promo code while that is still
 * valid), then that offer is taken (POST …/dates): no dearer → applied at once (a cheaper stay refunds the
 * difference); dearer → the difference is paid on the provider's page and the change applies when it is
 * captured. Open while a free cancellation is (until arrival − 24 h), for a paid (CONFIRMED) booking.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { toGrosze } from '../../core/money';
import { billableDays } from '../../core/stay';
import type { Executor, Tx } from '../db/client';
import { dateChanges, orders, parkings, payments } from '../db/schema';
import { HttpError, isTextId } from '../lib/http';
import { StayPeriodSchema } from '../lib/stay';
import { lineKey } from '../checkout/order-request';
import { normaliseLines } from '../checkout/offer-lines';
import { createOffer, readOffer } from '../checkout/offers';
import type { Actor } from '../orders/events';
import {
  applyDateChangeNow,
  heldByChange,
  lapseDateChange,
  pendingDateChange,
  requestDateChange,
} from '../orders/date-changes';
import type { OrderRow } from '../orders/transitions';
import type { PaymentProvider } from '../payments/provider';
import { checkAddedDays, checkChangeable, checkNewStay, conflict, linesFor, promoStillValid } from './date-checks';
import { bookingNotFound } from './view';
import { missingOr } from '../lib/zod-messages';

export const DateOfferSchema = z.object({ stayPeriod: StayPeriodSchema }).strict();
export const DateChangeSchema = z
  .object({
    offerId: z
      .string({ error: missingOr('Brak identyfikatora oferty.') })
      .trim()
      .min(1, 'Brak identyfikatora oferty.')
      .max(100),
    /** The booking's total the quote was shown against (grosze): a booking changed since is a 409. */
    currentTotal: z.number().int().min(0).optional(),
  })
  .strict();

async function lockedOrder(tx: Tx, reference: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, reference)).for('update');
  if (!order) throw bookingNotFound();
  return order;
}

async function orderOf(db: Executor, reference: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, reference)).limit(1);
  if (!order) throw bookingNotFound();
  return order;
}

/** POST …/dates/offer: the price of the booking on other dates, as an offer the change then takes. */
export async function offerDateChange(
  db: Executor,
  reference: string,
  input: z.output<typeof DateOfferSchema>,
  deps: { offerTtlSeconds: number },
  now: Date,
) {
  const order = await orderOf(db, reference);
  checkChangeable(order, now);
  const stay = input.stayPeriod;
  checkNewStay(order, stay, now);
  const [parking] = await db.select().from(parkings).where(eq(parkings.id, order.parkingId));
  if (!parking?.active) throw conflict('PARKING_INACTIVE', 'Ten parking nie przyjmuje teraz rezerwacji.');
  const [waiting] = await db
    .select()
    .from(dateChanges)
    .where(and(eq(dateChanges.orderId, order.id), eq(dateChanges.status, 'AWAITING_PAYMENT')));
  await checkAddedDays(db, order, stay, parking, waiting ? heldByChange(waiting) : []);
  const offer = await createOffer(
    db,
    { offerLines: linesFor(order, stay), promoCode: await promoStillValid(db, order, now) },
    { ttlSeconds: deps.offerTtlSeconds, now, checkRoom: false, forOrderId: order.id },
  );
  const total = toGrosze(offer.total.amount);
  return {
    offerId: offer.id,
    expiresAt: offer.expiresAt,
    stayPeriod: offer.stayPeriod,
    days: billableDays(stay.arrivalAt, stay.departureAt),
    total,
    currentTotal: order.total,
    difference: total - order.total,
    currency: order.currency,
  };
}

export interface DateChangeDeps {
  provider: PaymentProvider;
  /** How long a dearer change holds its added days while its difference is paid. */
  holdMinutes: number;
}

export type DateChangeResult =
  | { status: 'APPLIED'; orderId: string; difference: number; refund: number; refunds: number }
  | { status: 'AWAITING_PAYMENT'; orderId: string; difference: number; paymentId: string; payUntil: Date };

/** The answer for a change made earlier (applied, or still awaiting its payment). */
async function resultOf(tx: Tx, change: typeof dateChanges.$inferSelect): Promise<DateChangeResult> {
  const difference = change.total - change.fromTotal;
  if (change.status === 'APPLIED')
    return { status: 'APPLIED', orderId: change.orderId, difference, refund: Math.max(0, -difference), refunds: 0 };
  const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.dateChangeId, change.id));
  return {
    status: 'AWAITING_PAYMENT',
    orderId: change.orderId,
    difference,
    paymentId: payment.id,
    payUntil: change.holdExpiresAt ?? new Date(),
  };
}

/**
 * POST …/dates: takes the offer. Under the order row lock, then the parking row's: the offer must price
 * this booking's lines on its new stay, unused; a change still awaiting payment is replaced (its added days
 * given back first); the days the new stay adds must have room.
 */
export async function changeDates(
  db: Executor,
  reference: string,
  input: z.output<typeof DateChangeSchema>,
  actor: Actor,
  deps: DateChangeDeps,
  now: Date,
): Promise<DateChangeResult> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, reference);
    // The same offer taken again (a retry after a lost answer — past the deadline or the offer's expiry
    // too) answers the change it made.
    const [taken] = isTextId(input.offerId)
      ? await tx.select().from(dateChanges).where(eq(dateChanges.offerId, input.offerId)).limit(1)
      : [];
    if (taken && taken.orderId === order.id && taken.status !== 'LAPSED') return resultOf(tx, taken);
    checkChangeable(order, now);
    const { row: offer } = await readOffer(tx, input.offerId, now);
    const [usedByOrder] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.offerId, offer.id)).limit(1);
    if (taken || usedByOrder)
      throw conflict('OFFER_USED', 'Ta wycena została już wykorzystana. Sprawdź cenę ponownie.');
    const expected = normaliseLines(linesFor(order, offer), { requirePlates: true });
    const asked = [expected.parking, ...expected.addonLines].map(lineKey).sort();
    const offered = offer.lines.map(lineKey).sort();
    // Priced for this booking by …/dates/offer: its car park, its lines on the new stay and its own promo
    // code (or none). An offer of the checkout (POST /offers) is not one: with another code it would be a
    // discount taken after paying, and an order could take it a second time.
    if (
      offer.forOrderId !== order.id ||
      offer.parkingId !== order.parkingId ||
      offer.promoCode !== (await promoStillValid(tx, order, now)) ||
      asked.length !== offered.length ||
      asked.some((key, i) => key !== offered[i])
    )
      throw new HttpError(422, [
        {
          code: 'LINES_MISMATCH',
          message:
            'Ta wycena nie dotyczy tej rezerwacji albo rezerwacja zmieniła się od wyceny. Sprawdź cenę ponownie.',
        },
      ]);
    // The difference the traveller was shown is the one charged or refunded: the booking may have moved
    // since the quote (in another tab).
    if (input.currentTotal !== undefined && input.currentTotal !== order.total)
      throw conflict('PRICE_CHANGED', 'Rezerwacja zmieniła się od wyceny – sprawdź nową cenę ponownie.');
    checkNewStay(order, offer, now);

    const [parking] = await tx.select().from(parkings).where(eq(parkings.id, order.parkingId)).for('update');
    if (!parking?.active) throw conflict('PARKING_INACTIVE', 'Ten parking nie przyjmuje teraz rezerwacji.');
    // A change still waiting for its payment is replaced: its days are free for this one, and go back in
    // the same ascending pass as this change's own.
    const pending = await pendingDateChange(tx, order.id);
    const replaced = pending ? await lapseDateChange(tx, order, pending.id, 'replaced', now, { release: false }) : null;
    const released = replaced?.released ?? [];
    await checkAddedDays(tx, order, offer, parking, released);

    const difference = offer.total - order.total;
    if (difference <= 0) {
      const applied = await applyDateChangeNow(tx, order, offer, actor, now, released);
      const refund = applied.refunds.reduce((sum, r) => sum + r.amount, 0);
      return { status: 'APPLIED', orderId: order.id, difference, refund, refunds: applied.refunds.length };
    }
    const payUntil = new Date(now.getTime() + deps.holdMinutes * 60_000);
    const requested = await requestDateChange(
      tx,
      order,
      offer,
      { provider: deps.provider.name, holdExpiresAt: payUntil, actor },
      now,
      released,
    );
    return { status: 'AWAITING_PAYMENT', orderId: order.id, difference, paymentId: requested.payment.id, payUntil };
  });
}

/**
 * The hosted page of a change's payment: started now (startPayment is idempotent per payment id), its URL
 * stored. When the provider refuses, the change lapses (its days given back) and the caller answers 502.
 */
export async function startDateChangePayment(
  db: Executor,
  provider: PaymentProvider,
  result: Extract<DateChangeResult, { status: 'AWAITING_PAYMENT' }>,
  reference: string,
): Promise<string> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, result.paymentId));
  if (payment?.redirectUrl) return payment.redirectUrl;
  try {
    const { redirectUrl } = await provider.startPayment({
      id: result.paymentId,
      orderId: result.orderId,
      orderNumber: reference,
      amount: result.difference,
      currency: payment?.currency ?? 'PLN',
    });
    await db
      .update(payments)
      .set({ redirectUrl, updatedAt: new Date() })
      .where(and(eq(payments.id, result.paymentId), isNull(payments.redirectUrl)));
    return redirectUrl;
  } catch {
    await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, reference);
      if (payment?.dateChangeId)
        await lapseDateChange(tx, order, payment.dateChangeId, 'payment_not_started', new Date());
    });
    throw new HttpError(502, [
      { message: 'Nie udało się rozpocząć płatności. Spróbuj ponownie.', code: 'PAYMENT_PROVIDER_ERROR' },
    ]);
  }
}
