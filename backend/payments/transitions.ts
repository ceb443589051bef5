import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { stayCalendarDays } from '../../core/stay';
import { adjustOccupancy } from '../products/availability';

export type PaymentStatus = (typeof payments.$inferSelect)['status'];
export type PaymentOutcome = 'CAPTURED' | 'DECLINED' | 'CANCELLED';
const FINAL: PaymentStatus[] = ['CAPTURED', 'DECLINED', 'CANCELLED'];
export const isFinal = (status: PaymentStatus) => FINAL.includes(status);

type OrderRow = typeof orders.$inferSelect;

/** Gives the order's spaces back to the parking, day by day. */
export async function releaseSpaces(tx: Executor, order: OrderRow) {
  await adjustOccupancy(tx, order.parkingId, stayCalendarDays(order.arrivalAt, order.departureAt), -order.vehicles);
}

/** The payer opened the hosted page: NEW becomes PENDING. */
export async function markPaymentPending(db: Executor, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'PENDING', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'NEW')));
}

/**
 * Applies the provider's final answer once. A repeated notification changes nothing; a capture
 * for an order whose hold already lapsed is refused (the payment is cancelled, no space is taken).
 */
export async function settlePayment(db: Executor, paymentId: string, outcome: PaymentOutcome) {
  return db.transaction(async (tx) => {
    // Lock the order before its payment, in the same order as expireUnpaidOrders: the other way round,
    // a notification arriving while the sweep expires that order deadlocks on PostgreSQL.
    const [target] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!target) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return null;
    if (!order || isFinal(payment.status)) return { payment, order };
    const now = new Date();
    if (outcome === 'CAPTURED' && order.status === 'PENDING_PAYMENT') {
      await tx.update(orders).set({ status: 'CONFIRMED', holdExpiresAt: null, clientKey: null, updatedAt: now }).where(eq(orders.id, order.id));
    } else if (order.status === 'PENDING_PAYMENT') {
      await tx.update(orders).set({ status: 'CANCELLED', holdExpiresAt: null, clientKey: null, updatedAt: now }).where(eq(orders.id, order.id));
      await releaseSpaces(tx, order);
    }
    const status: PaymentStatus = outcome === 'CAPTURED' && order.status !== 'PENDING_PAYMENT' ? 'CANCELLED' : outcome;
    const [updated] = await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, payment.id)).returning();
    return { payment: updated, order };
  });
}

/** Unpaid orders past their hold: EXPIRED, payment CANCELLED, spaces released. Returns how many. */
export async function expireUnpaidOrders(db: Executor, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.holdExpiresAt, now)))
    .limit(200);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx: Tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.status !== 'PENDING_PAYMENT' || !order.holdExpiresAt || order.holdExpiresAt >= now) return false;
      await tx.update(orders).set({ status: 'EXPIRED', holdExpiresAt: null, clientKey: null, updatedAt: now }).where(eq(orders.id, id));
      await tx
        .update(payments)
        .set({ status: 'CANCELLED', updatedAt: now })
        .where(and(eq(payments.orderId, id), inArray(payments.status, ['NEW', 'PENDING'])));
      await releaseSpaces(tx, order);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
