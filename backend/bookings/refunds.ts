/**
 * Sending a cancelled booking's refunds to the payment provider. Called right after the cancellation
 * commits (so the page can say "zwrócona" at once when the provider confirms at once) and by the outbox
 * worker (kind `refund`), which retries with backoff until the provider answers and parks the row for ops
 * after its last attempt — a refund is never lost. The refund's id is the provider's idempotency key.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, refunds } from '../db/schema';
import { completeRefund } from '../orders/refunds';
import type { PaymentProvider } from '../payments/provider';

/** Sends every PENDING refund of the order not yet accepted by the provider; returns how many were sent. */
export async function sendRefunds(db: Executor, provider: PaymentProvider, orderId: string): Promise<number> {
  const pending = await db
    .select({ refund: refunds, orderNumber: orders.orderNumber })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'PENDING')));
  let sent = 0;
  for (const { refund, orderNumber } of pending) {
    // Accepted earlier, confirmation awaited (the provider's notification completes it).
    if (refund.providerRefundId) continue;
    const answer = await provider.refund({
      id: refund.id,
      paymentId: refund.paymentId,
      orderNumber,
      amount: refund.amount,
      currency: refund.currency,
    });
    const now = new Date();
    if (answer.status === 'SUCCEEDED') {
      await db.transaction((tx) => completeRefund(tx, refund.id, answer.providerRefundId, now));
    } else {
      await db
        .update(refunds)
        .set({ providerRefundId: answer.providerRefundId, updatedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')));
    }
    sent++;
  }
  return sent;
}
