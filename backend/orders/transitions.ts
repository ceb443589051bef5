/**
 * Every change of an order's status, one function per transition: created, confirmed, payment failed,
 * expired, reopened (paid again), cancelled (by the owner, with its refunds: ./cancellation.ts; refunds:
 * ./refunds.ts). Each runs inside the caller's transaction, moves the order only from the states it allows
 * (a guarded UPDATE … WHERE status IN (…) RETURNING, so a racing duplicate changes nothing and gets null),
 * settles the order's open payment and holds or releases its spaces.
 *
 * This is where a transition's outbox rows (voucher, failure and expiry e-mails) are written: in the same
 * transaction as the status change, so a message exists exactly when its transition committed.
 */
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor, Tx } from '../db/client';
import { orders, outbox, payments, type offers } from '../db/schema';
import { stayCalendarDays } from '../../core/stay';
import { adjustOccupancy } from '../products/availability';
import { enqueue, VOUCHER_KINDS } from '../outbox/queue';
import { recordEvent } from './events';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type PaymentStatus = PaymentRow['status'];
export type { RefundRow } from './refunds';

/** What a transition changed: the order as it is now and its payment, if that changed too. */
export type OrderChange = { order: OrderRow; payment: PaymentRow | null };

/**
 * Only an unpaid order leaves a hold; a CONFIRMED one moves only when its owner cancels it (cancelBooking),
 * CANCELLED only to REFUNDED (completeRefund), EXPIRED only until its retry deadline (reopenOrder).
 */
const UNPAID: OrderStatus[] = ['PENDING_PAYMENT'];
/** Still held for its payment: payable, and confirmed by a capture. */
export const isUnpaid = (status: OrderStatus) => UNPAID.includes(status);
/** A payment the provider has not settled: the order's transition settles it. */
export const OPEN_PAYMENT: PaymentStatus[] = ['NEW', 'PENDING'];

/** Gives the order's spaces back to the parking, day by day. */
const releaseSpaces = (tx: Executor, order: OrderRow) =>
  adjustOccupancy(tx, order.parkingId, stayCalendarDays(order.arrivalAt, order.departureAt), -order.vehicles);

/**
 * The guarded move out of an unpaid hold: the order changes only if it is still in `from` (and matches
 * `also`), and forgets its hold and client key (kept only while PENDING_PAYMENT), then its open payment
 * becomes `payment` — or, with `captured`, that payment (whatever its status) becomes CAPTURED and any other
 * open one `payment`.
 */
async function leaveHold(
  tx: Tx,
  orderId: string,
  move: {
    to: OrderStatus;
    payment: PaymentStatus;
    now: Date;
    also?: SQL;
    forgetIdempotencyKey?: boolean;
    captured?: string;
  },
): Promise<OrderChange | null> {
  const [order] = await tx
    .update(orders)
    .set({
      status: move.to,
      holdExpiresAt: null,
      clientKey: null,
      updatedAt: move.now,
      ...(move.forgetIdempotencyKey ? { idempotencyKey: null } : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, UNPAID), move.also))
    .returning();
  if (!order) return null;
  const [captured] = move.captured
    ? await tx
        .update(payments)
        .set({ status: 'CAPTURED', updatedAt: move.now })
        .where(and(eq(payments.id, move.captured), eq(payments.orderId, orderId)))
        .returning()
    : [];
  const [payment] = await tx
    .update(payments)
    .set({ status: move.payment, updatedAt: move.now })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN_PAYMENT)))
    .returning();
  return { order, payment: captured ?? payment ?? null };
}

/** A NEW payment of the order's total with `provider`. */
async function newPayment(tx: Tx, order: OrderRow, provider: string, now: Date): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      orderId: order.id,
      provider,
      status: 'NEW',
      amount: order.total,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return payment;
}

export interface NewOrder {
  offer: typeof offers.$inferSelect;
  orderNumber: string;
  customer: OrderRow['customer'];
  additionalInfo: string;
  invoice: OrderRow['invoice'];
  /** The provider that will take the payment ('none' for a zero total, which is confirmed at once). */
  provider: string;
  holdExpiresAt: Date | null;
  idempotencyKey: string | null;
  clientKey: string | null;
}

/**
 * created: an unpaid order for the offer, its NEW payment, and its spaces held. The caller has locked the
 * parking row and checked every day of the stay has room.
 */
export async function createOrder(
  tx: Tx,
  input: NewOrder,
  now: Date,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const { offer } = input;
  await adjustOccupancy(tx, offer.parkingId, stayCalendarDays(offer.arrivalAt, offer.departureAt), offer.vehicles);
  const [order] = await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      orderNumber: input.orderNumber,
      offerId: offer.id,
      parkingId: offer.parkingId,
      arrivalAt: offer.arrivalAt,
      departureAt: offer.departureAt,
      vehicles: offer.vehicles,
      status: 'PENDING_PAYMENT',
      total: offer.total,
      lines: offer.lines,
      customer: input.customer,
      additionalInfo: input.additionalInfo,
      invoice: input.invoice,
      holdExpiresAt: input.holdExpiresAt,
      idempotencyKey: input.idempotencyKey,
      clientKey: input.clientKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordEvent(tx, order.id, 'customer', 'created', now, { total: order.total });
  return { order, payment: await newPayment(tx, order, input.provider, now) };
}

/**
 * confirmed: paid (or free) — the payment is CAPTURED, the spaces stay held, and the voucher e-mail and
 * SMS are queued in the same transaction (a repeated confirmation moves nothing and queues nothing).
 * `paymentId`: the payment the provider captured — any of the order's, even an older one than a payment
 * started since (an old payment page paid after "pay again"): that one is CAPTURED and the other open
 * payment CANCELLED (a capture of it later is refunded as late). Without it (a free order) the open payment
 * is the one.
 */
export async function confirmOrder(
  tx: Tx,
  orderId: string,
  now: Date,
  paymentId?: string,
): Promise<OrderChange | null> {
  const change = await leaveHold(
    tx,
    orderId,
    paymentId
      ? { to: 'CONFIRMED', payment: 'CANCELLED', captured: paymentId, now }
      : { to: 'CONFIRMED', payment: 'CAPTURED', now },
  );
  if (change) {
    await enqueue(tx, orderId, VOUCHER_KINDS, now);
    await recordEvent(tx, orderId, 'system', 'confirmed', now, { paymentId: change.payment?.id ?? null });
  }
  return change;
}

/**
 * payment failed: the payer declined or cancelled on the provider's page. The order stays unpaid and keeps
 * its spaces until its hold lapses, so it can be paid again (retryPayment); the customer is e-mailed a
 * "pay again" link. Only this payment moves (an older or newer one is not touched); null when it was
 * already settled or the order is no longer unpaid.
 */
export async function failPayment(
  tx: Tx,
  orderId: string,
  paymentId: string,
  outcome: 'DECLINED' | 'CANCELLED',
  now: Date,
): Promise<OrderChange | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, UNPAID)));
  if (!order) return null;
  const [payment] = await tx
    .update(payments)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId), inArray(payments.status, OPEN_PAYMENT)))
    .returning();
  if (!payment) return null;
  await enqueue(tx, orderId, ['payment_failed_email'], now);
  await recordEvent(tx, orderId, 'system', 'payment_failed', now, { paymentId, outcome });
  return { order, payment };
}

/** expired: unpaid past its hold — EXPIRED, payment CANCELLED, spaces released. */
export async function expireOrder(tx: Tx, orderId: string, now: Date): Promise<OrderChange | null> {
  const change = await leaveHold(tx, orderId, {
    to: 'EXPIRED',
    payment: 'CANCELLED',
    now,
    also: lt(orders.holdExpiresAt, now),
  });
  if (change) {
    await releaseSpaces(tx, change.order);
    await recordEvent(tx, orderId, 'system', 'expired', now);
    // One "pay again" e-mail per order: after a failed payment's e-mail, its link still works after expiry.
    const [failed] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'payment_failed_email')))
      .limit(1);
    if (!failed) await enqueue(tx, orderId, ['hold_expired_email'], now);
  }
  return change;
}

/**
 * paid again: a new payment for an unpaid order whose last payment failed, or for an expired one (its
 * spaces taken again — the caller has locked the parking row and checked the stay still has room). The
 * order holds its spaces until `holdExpiresAt`. Null when the order is neither (paid, cancelled, or a
 * racing retry got there first).
 */
export async function reopenOrder(
  tx: Tx,
  order: OrderRow,
  input: { provider: string; holdExpiresAt: Date; clientKey: string | null },
  now: Date,
): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  if (order.status === 'EXPIRED')
    await adjustOccupancy(tx, order.parkingId, stayCalendarDays(order.arrivalAt, order.departureAt), order.vehicles);
  const [reopened] = await tx
    .update(orders)
    // An expired order taken again counts towards its client's cap again (an unpaid one still does).
    .set({
      status: 'PENDING_PAYMENT',
      holdExpiresAt: input.holdExpiresAt,
      updatedAt: now,
      ...(order.status === 'EXPIRED' ? { clientKey: input.clientKey } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!reopened) return null;
  await recordEvent(tx, order.id, 'customer', 'payment_restarted', now, { from: order.status });
  return { order: reopened, payment: await newPayment(tx, reopened, input.provider, now) };
}

/**
 * cancelled by us: the payment could not even be started, so nobody can pay — CANCELLED, spaces released.
 * `forgetIdempotencyKey` lets a retry with the same key place a new order (the 502 forgot the key too).
 */
export async function cancelOrder(
  tx: Tx,
  orderId: string,
  now: Date,
  options: { forgetIdempotencyKey?: boolean } = {},
): Promise<OrderChange | null> {
  const change = await leaveHold(tx, orderId, { to: 'CANCELLED', payment: 'CANCELLED', now, ...options });
  if (change) {
    await releaseSpaces(tx, change.order);
    await recordEvent(tx, orderId, 'system', 'cancelled', now, { reason: 'payment could not be started' });
  }
  return change;
}

/** The sweep: unpaid orders past their hold expire, each in its own short transaction. Returns how many. */
export async function expireUnpaidOrders(db: Executor, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, UNPAID), lt(orders.holdExpiresAt, now)))
    .limit(200);
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => expireOrder(tx, id, now))) expired++;
  }
  return expired;
}
