import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, payments } from '../db/schema';
import { settleDateChangePayment } from '../orders/date-changes';
import { refundLateCapture } from '../orders/refunds';
import { confirmOrder, failPayment, isUnpaid, type PaymentStatus } from '../orders/transitions';

export type { PaymentStatus };
export type PaymentOutcome = 'CAPTURED' | 'DECLINED' | 'CANCELLED';
const FINAL: PaymentStatus[] = ['CAPTURED', 'DECLINED', 'CANCELLED'];
export const isFinal = (status: PaymentStatus) => FINAL.includes(status);

/** The payer opened the hosted page: NEW becomes PENDING. */
export async function markPaymentPending(db: Executor, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'PENDING', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'NEW')));
}

/**
 * Applies the provider's final answer once, through the order's transition (orders/transitions.ts): a
 * capture confirms the order, a decline or cancel leaves it unpaid and payable again until its hold lapses.
 * A repeated notification changes nothing. A capture of any of the order's payments while the order is
 * still unpaid confirms it — also after that payment's decline or cancel (a provider may take a failed
 * payment again), and also when a newer payment was started since ("pay again", then the old page paid):
 * the booking is held for the money, and the newer payment is closed. A capture that comes too late — the
 * order's hold lapsed, or it was cancelled, or it was paid already — takes no space: the money is recorded
 * and given back (refundLateCapture).
 */
export async function settlePayment(db: Executor, paymentId: string, outcome: PaymentOutcome) {
  return db.transaction(async (tx) => {
    // Lock the order before its payment, in the same order as the expiry sweep: the other way round,
    // a notification arriving while the sweep expires that order deadlocks on PostgreSQL.
    const [target] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!target) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return null;
    if (!order || payment.status === 'CAPTURED') return { payment, order };
    const now = new Date();
    // The difference of a dearer stay: its capture applies the date change, not the order.
    if (payment.dateChangeId) return settleDateChangePayment(tx, order, payment, outcome, now, refundLateCapture);
    if (outcome === 'CAPTURED' && isUnpaid(order.status)) {
      const change = await confirmOrder(tx, order.id, now, payment.id);
      if (change) return { payment: change.payment ?? payment, order: change.order };
    }
    if (outcome !== 'CAPTURED' && !isFinal(payment.status)) {
      const change = await failPayment(tx, order.id, payment.id, outcome, now);
      if (change) return { payment: change.payment ?? payment, order: change.order };
    }
    // The money was taken for an order that will not be confirmed: recorded, and refunded.
    if (outcome === 'CAPTURED') return { payment: await refundLateCapture(tx, order, payment, now), order };
    if (isFinal(payment.status)) return { payment, order };
    // The order had already left its hold: the decline or cancel is only recorded.
    const status: PaymentStatus = outcome;
    const [updated] = await tx
      .update(payments)
      .set({ status, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: updated, order };
  });
}
