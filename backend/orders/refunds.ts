/**
 * Money given back: from what a booking's captured payments hold — one rule for a cancellation (all of it)
 * and a cheaper date change (the difference) —, for a capture that came too late, and the provider's
 * confirmation that a refund was made (the order's last one makes it REFUNDED).
 */
import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import { orders, payments, refunds } from '../db/schema';
import { enqueueAgain, enqueueForPayment } from '../outbox/queue';
import { recordEvent } from './events';

type OrderRow = typeof orders.$inferSelect;

/** A late capture's e-mail is due this long after its refund is queued (the outbox sends by due time). */
export const TELL_AFTER_REFUND_MS = 5_000;
type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * PENDING refunds of up to `amount` from what the order's captured payments still hold (each payment's
 * amount less what was refunded from it already — a late capture, a cheaper date change), newest payment
 * first; the outbox's `refund` row sends them. Returns the refunds created (none when nothing is held).
 */
export async function refundUpTo(tx: Tx, orderId: string, amount: number, now: Date): Promise<RefundRow[]> {
  const captured = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'CAPTURED')))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const given = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
  let left = amount;
  const owed: { payment: PaymentRow; amount: number }[] = [];
  for (const payment of captured) {
    const held = payment.amount - given.filter((r) => r.paymentId === payment.id).reduce((sum, r) => sum + r.amount, 0);
    const take = Math.min(held, left);
    if (take <= 0) continue;
    owed.push({ payment, amount: take });
    left -= take;
  }
  if (owed.length === 0) return [];
  return tx
    .insert(refunds)
    .values(
      owed.map(({ payment, amount: part }) => ({
        id: randomUUID(),
        orderId,
        paymentId: payment.id,
        amount: part,
        currency: payment.currency,
        status: 'PENDING' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}

/**
 * refunded: the provider confirmed a refund. When no refund of the cancelled order is pending any more,
 * the order becomes REFUNDED. A repeated confirmation changes nothing (null).
 */
export async function completeRefund(
  tx: Tx,
  refundId: string,
  providerRefundId: string,
  now: Date,
): Promise<RefundRow | null> {
  const [target] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
  if (!target) return null;
  // The order's row first, as every transition of the order takes it: two refunds of one order completing
  // at once then see each other's outcome below.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, target.orderId)).for('update');
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerRefundId, completedAt: now, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  if (!refund) return null;
  await recordEvent(tx, refund.orderId, 'system', 'refund_succeeded', now, {
    amount: refund.amount,
    providerRefundId,
  });
  const pending = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, refund.orderId), eq(refunds.status, 'PENDING')))
    .limit(1);
  if (pending.length === 0)
    await tx
      .update(orders)
      .set({ status: 'REFUNDED', updatedAt: now })
      .where(and(eq(orders.id, refund.orderId), eq(orders.status, 'CANCELLED')));
  return refund;
}

/**
 * captured too late: the provider took the money for an order that had already left its hold (expired, or
 * cancelled) and whose payment we had closed. No space is taken; the payment is recorded as CAPTURED and a
 * refund of it is queued (the outbox sends it until the provider takes it).
 */
export async function refundLateCapture(tx: Tx, order: OrderRow, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  const [captured] = await tx
    .update(payments)
    .set({ status: 'CAPTURED', updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (payment.amount > 0) {
    await tx.insert(refunds).values({
      id: randomUUID(),
      orderId: order.id,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
    });
    // A key of its own: the order's first refund row may have been sent long ago.
    await enqueueAgain(tx, order.id, ['refund'], now);
    // And the payer is told where the money went, a little after the refund is asked for, so the e-mail
    // can say it is done when the provider confirms at once.
    await enqueueForPayment(
      tx,
      order.id,
      payment.id,
      'late_capture_email',
      new Date(now.getTime() + TELL_AFTER_REFUND_MS),
    );
    // Refunded, but money came in again: refunded only once this refund is done too.
    await tx
      .update(orders)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'REFUNDED')));
  }
  await recordEvent(tx, order.id, 'system', 'late_capture_refunded', now, {
    paymentId: payment.id,
    amount: payment.amount,
    orderStatus: order.status,
  });
  return captured;
}
