/** What a booking's payments came to: one reading for Moja rezerwacja and the voucher. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payments, refunds } from '../db/schema';
import type { RefundRow } from './refunds';

/** The amount captured for the order, grosze: its captured payments (what was refunded is not subtracted). */
export async function paidAmount(db: Executor, orderId: string): Promise<number> {
  const rows = await db
    .select({ amount: payments.amount, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return rows.filter((p) => p.status === 'CAPTURED').reduce((sum, p) => sum + p.amount, 0);
}

/** The order's refunds, oldest first. */
export const refundsOf = (db: Executor, orderId: string) =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));

/** Every refund of the order as one: their sum, and pending while any of them is; null when there is none. */
export function refundTotal(given: RefundRow[]): { amount: number; pending: boolean } | null {
  if (given.length === 0) return null;
  return {
    amount: given.reduce((sum, refund) => sum + refund.amount, 0),
    pending: given.some((refund) => refund.status === 'PENDING'),
  };
}
