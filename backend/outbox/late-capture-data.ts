/** Reads a late capture's e-mail from the database as it is now (notifications/late-capture-email.tsx). */
import type { Executor } from '../db/client';
import type { LateCaptureView } from '../notifications/late-capture-email';
import { canPayAgain } from '../checkout/retry';
import { latestPayment } from '../orders/order-payments';
import { lateCaptureOf } from '../orders/late-captures';
import { payAgainLink } from './pay-again-data';
import { loadOrderForMessage, manageUrl, SUPPORT, type VoucherContext } from './voucher-data';

/** The message about the payment's late capture; null when the payment was no such capture (nothing to send). */
export async function loadLateCaptureView(
  db: Executor,
  orderId: string,
  paymentId: string,
  ctx: VoucherContext,
  now = new Date(),
): Promise<LateCaptureView | null> {
  const row = await loadOrderForMessage(db, orderId);
  const late = row ? await lateCaptureOf(db, orderId, paymentId) : null;
  if (!row || !late) return null;
  const { order } = row;
  return {
    ...row.basics,
    amount: late.amount,
    orderStatusThen: late.orderStatus,
    dateChange: late.dateChange && {
      arrivalAt: new Date(late.dateChange.arrivalAt),
      departureAt: new Date(late.dateChange.departureAt),
    },
    refunded: late.refunded,
    orderStatus: order.status,
    total: order.total,
    manageUrl: manageUrl(ctx, order),
    payAgain: canPayAgain(order, await latestPayment(db, orderId), now) ? payAgainLink(ctx, order) : null,
    support: SUPPORT,
  };
}
