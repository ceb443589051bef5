/** Reads an unpaid order's "pay again" e-mail from the database as it is now (notifications/pay-again-email.tsx). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payments, refunds } from '../db/schema';
import type { OrderRow } from '../orders/transitions';
import type { PayAgainView } from '../notifications/pay-again-email';
import { canPayAgain, retryDeadline } from '../checkout/retry';
import { latestPayment } from '../orders/order-payments';
import { isFinal } from '../payments/transitions';
import { emailManageToken, retryQuery } from './signing';
import { loadOrderForMessage, SUPPORT, type VoucherContext } from './voucher-data';

/**
 * The e-mails' "pay again" link of an order that can be paid again (canPayAgain), and until when it works.
 * With the booking token too, as every e-mail link: the page then shows the booking, not the status only.
 */
export function payAgainLink(
  ctx: VoucherContext,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'createdAt' | 'arrivalAt' | 'departureAt'>,
): { payUrl: string; payUntil: Date } {
  const payUntil = retryDeadline(order);
  const { exp, sig } = retryQuery(ctx.signingSecret, order.id, payUntil);
  const query = new URLSearchParams({
    orderId: order.id,
    exp: String(exp),
    sig,
    token: emailManageToken(ctx.signingSecret, order.orderNumber, order.departureAt),
  });
  return { payUrl: `${ctx.publicUrl}/platnosc/?${query}`, payUntil };
}

/** A "pay again" e-mail waits while a new payment for its order is open: it may yet be paid. */
export const PAY_AGAIN_WAIT_MS = 10 * 60_000;

/**
 * The message for an order that can still be paid again; 'later' while a new payment is open (paid, the
 * message is not owed; failed or lapsed, it is); null when it cannot be paid again (paid, cancelled, past
 * its retry deadline): then there is nothing to send.
 */
export async function loadPayAgainView(
  db: Executor,
  orderId: string,
  reason: PayAgainView['reason'],
  ctx: VoucherContext,
  now = new Date(),
): Promise<PayAgainView | 'later' | null> {
  const row = await loadOrderForMessage(db, orderId);
  if (!row) return null;
  const { order } = row;
  const latest = await latestPayment(db, orderId);
  if (order.status === 'PENDING_PAYMENT' && latest && !isFinal(latest.status)) return 'later';
  if (!canPayAgain(order, latest, now)) return null;
  const held = order.status === 'PENDING_PAYMENT' && order.holdExpiresAt && order.holdExpiresAt > now;
  // The order is not paid, so any of its payments captured is one that came too late and is being refunded.
  const late = await db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.dateChangeId), eq(payments.status, 'CAPTURED')));
  const given = late.length
    ? await db
        .select({ status: refunds.status })
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            late.map((payment) => payment.id),
          ),
        )
    : [];
  return {
    reason,
    ...row.basics,
    total: order.total,
    heldUntil: held ? order.holdExpiresAt : null,
    lateRefund: {
      amount: late.reduce((sum, payment) => sum + payment.amount, 0),
      done: given.length > 0 && given.every((refund) => refund.status === 'SUCCEEDED'),
    },
    ...payAgainLink(ctx, order),
    support: SUPPORT,
  };
}
