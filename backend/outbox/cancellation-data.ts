/** Reads a cancelled booking's e-mail from the database as it is now (notifications/cancellation-email.tsx). */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox, refunds } from '../db/schema';
import type { CancellationView } from '../notifications/cancellation-email';
import { lateCapturedPaymentIds } from '../orders/late-captures';
import { loadOrderForMessage, manageUrl, SUPPORT, type VoucherContext } from './voucher-data';

/** The message of a cancelled (or refunded) booking; null when the order is not cancelled. */
export async function loadCancellationView(
  db: Executor,
  orderId: string,
  ctx: VoucherContext,
): Promise<CancellationView | null> {
  const row = await loadOrderForMessage(db, orderId);
  if (!row || (row.order.status !== 'CANCELLED' && row.order.status !== 'REFUNDED')) return null;
  const { order } = row;
  // What this cancellation gives back: the refunds made since — not a cheaper date change's, made before, nor
  // one of money that came in after the cancellation (a late capture: its own e-mail tells of it).
  const late = await lateCapturedPaymentIds(db, orderId);
  const given = (await db.select().from(refunds).where(eq(refunds.orderId, orderId))).filter(
    (refund) =>
      (!order.cancelledAt || refund.createdAt.getTime() >= order.cancelledAt.getTime()) && !late.has(refund.paymentId),
  );
  // A voucher e-mail went out: its calendar file may be in the traveller's calendar, so this one calls it off.
  const [voucherSent] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'voucher_email'), isNotNull(outbox.sentAt)))
    .limit(1);
  const { basics } = row;
  return {
    ...basics,
    calendar: voucherSent ? { ...basics, renderedAt: new Date() } : null,
    refund: {
      amount: given.reduce((sum, refund) => sum + refund.amount, 0),
      refunded: given.length > 0 && given.every((refund) => refund.status === 'SUCCEEDED'),
    },
    free: order.total === 0,
    manageUrl: manageUrl(ctx, order),
    support: SUPPORT,
  };
}
