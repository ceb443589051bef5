/** Which of an order's payments its answers name (reads; the transitions that change them: ./transitions.ts). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payments } from '../db/schema';
import type { OrderRow, PaymentRow } from './transitions';

/** The order's latest payment (a retry adds one; a date change's payment is the change's, not this), or null. */
export async function latestPayment(db: Executor, orderId: string): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.dateChangeId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return payment ?? null;
}

/**
 * The payment an order's status answers name: the latest (`latestPayment`) while the order waits for one or
 * lapsed; for a booking that was paid — confirmed, or cancelled since — its latest capture (an older
 * payment may have confirmed it and closed a newer one, which is not its story).
 */
export async function paymentOfRecord(db: Executor, order: Pick<OrderRow, 'id' | 'status'>) {
  if (order.status === 'PENDING_PAYMENT' || order.status === 'EXPIRED') return latestPayment(db, order.id);
  const [captured] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), isNull(payments.dateChangeId), eq(payments.status, 'CAPTURED')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return captured ?? latestPayment(db, order.id);
}
