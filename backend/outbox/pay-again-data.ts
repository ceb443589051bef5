/** Reads an unpaid order's "pay again" e-mail from the database as it is now (notifications/pay-again-email.tsx). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, parkings } from '../db/schema';
import type { PayAgainView } from '../notifications/pay-again-email';
import { canPayAgain, latestPayment, retryDeadline } from '../checkout/retry';
import { retryQuery } from './signing';
import { SUPPORT, type VoucherContext } from './voucher-data';

/**
 * The message for an order that can still be paid again, or null when it cannot (paid meanwhile, or past
 * its retry deadline): then there is nothing to send.
 */
export async function loadPayAgainView(
  db: Executor,
  orderId: string,
  reason: PayAgainView['reason'],
  ctx: VoucherContext,
  now = new Date(),
): Promise<PayAgainView | null> {
  const [row] = await db
    .select({ order: orders, parkingName: parkings.name })
    .from(orders)
    .innerJoin(parkings, eq(parkings.id, orders.parkingId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  if (!canPayAgain(order, await latestPayment(db, orderId), now)) return null;
  const payUntil = retryDeadline(order);
  const { exp, sig } = retryQuery(ctx.signingSecret, order.id, payUntil);
  const held = order.status === 'PENDING_PAYMENT' && order.holdExpiresAt && order.holdExpiresAt > now;
  return {
    reason,
    reference: order.orderNumber,
    firstName: order.customer.firstName,
    email: order.customer.email,
    parkingName: row.parkingName,
    arrivalAt: order.arrivalAt,
    departureAt: order.departureAt,
    total: order.total,
    heldUntil: held ? order.holdExpiresAt : null,
    payUntil,
    payUrl: `${ctx.publicUrl}/platnosc/?${new URLSearchParams({ orderId: order.id, exp: String(exp), sig })}`,
    support: SUPPORT,
  };
}
