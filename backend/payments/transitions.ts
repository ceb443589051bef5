import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, payments } from '../db/schema';
import { confirmOrder, failPayment, type PaymentStatus } from '../orders/transitions';

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
 * A repeated notification changes nothing; a capture for an order whose hold already lapsed is refused
 * (the payment is cancelled, no space is taken).
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
    if (!order || isFinal(payment.status)) return { payment, order };
    const now = new Date();
    const change =
      outcome === 'CAPTURED'
        ? await confirmOrder(tx, order.id, now)
        : await failPayment(tx, order.id, payment.id, outcome, now);
    if (change) return { payment: change.payment ?? payment, order: change.order };
    // The order had already left its hold (expired): a late capture is refused, any other answer recorded.
    const status: PaymentStatus = outcome === 'CAPTURED' ? 'CANCELLED' : outcome;
    const [updated] = await tx
      .update(payments)
      .set({ status, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: updated, order };
  });
}
