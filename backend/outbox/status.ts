/** What the pages may say about an order's messages: read from the outbox, never assumed. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import type { OrderRow } from '../orders/transitions';

/** "anna@example.pl" → "a***@example.pl": enough for the customer to recognise, not to read. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

/**
 * Where the voucher e-mail of a confirmed order stands (the outbox row): SENT, QUEUED (not yet, or being
 * retried) or FAILED (parked) — so a page says "sent" only when it was. Null for an unconfirmed order.
 */
export async function confirmationOf(db: Executor, order: Pick<OrderRow, 'id' | 'status' | 'customer'>) {
  if (order.status !== 'CONFIRMED') return null;
  const [row] = await db
    .select({ sentAt: outbox.sentAt, failedAt: outbox.failedAt })
    .from(outbox)
    .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'voucher_email')));
  const status = !row ? 'QUEUED' : row.sentAt ? 'SENT' : row.failedAt ? 'FAILED' : 'QUEUED';
  return { email: { status, to: maskEmail(order.customer.email) } };
}
