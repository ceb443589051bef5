/**
 * Money given back from what a booking's captured payments hold — one rule for a cancellation (all of it)
 * and a cheaper date change (the difference).
 */
import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import { payments, refunds } from '../db/schema';

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
