/** What the pages may say about an order's messages (read from the outbox, never assumed) and its files. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import type { OrderRow } from '../orders/transitions';
import { documentQuery, type DocumentKind } from './signing';

/** "anna@example.pl" → "a***@example.pl": enough for the customer to recognise, not to read. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

/**
 * Where the voucher e-mail of a confirmed order stands (the outbox row): SENT, QUEUED (not yet, or being
 * retried) or FAILED (parked) — so a page says "sent" only when it was. Null for an unconfirmed order.
 */
export async function confirmationOf(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'status' | 'customer' | 'departureAt'>,
  signingSecret: string,
) {
  if (order.status !== 'CONFIRMED') return null;
  const [row] = await db
    .select({ sentAt: outbox.sentAt, failedAt: outbox.failedAt })
    .from(outbox)
    .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'voucher_email')));
  // No row: confirmed before vouchers were sent (or by another path) — nothing may be said about an e-mail.
  const status = !row ? null : row.sentAt ? 'SENT' : row.failedAt ? 'FAILED' : 'QUEUED';
  const link = (kind: DocumentKind) => {
    const { exp, sig } = documentQuery(signingSecret, order.id, kind, order.departureAt);
    return `/api/v1/orders/${encodeURIComponent(order.id)}/documents/${kind}?exp=${exp}&sig=${sig}`;
  };
  return {
    email: status ? { status, to: maskEmail(order.customer.email) } : null,
    // Signed download links (valid until 30 days after the departure), API paths.
    documents: { voucherPdf: link('voucher.pdf'), calendar: link('calendar.ics') },
  };
}
