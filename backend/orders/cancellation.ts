/**
 * A booking cancelled by its owner (or an operator), unpaid or paid: the one transition that gives money
 * back and a date change's held days too. Like every transition (./transitions.ts), it runs inside the
 * caller's transaction as a guarded UPDATE and writes what it owes to the outbox in that transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { stayCalendarDays } from '../../core/stay';
import { moveVehicles } from '../products/availability';
import { enqueue } from '../outbox/queue';
import { recordEvent, type Actor } from './events';
import { lapseDateChange, pendingDateChange } from './date-changes';
import { refundUpTo, type RefundRow } from './refunds';
import { OPEN_PAYMENT, type OrderRow } from './transitions';

/**
 * cancelled by the customer (or an operator): an unpaid or paid booking becomes CANCELLED, its spaces are
 * released, an open payment is cancelled, every captured payment gets a PENDING refund (sent by the outbox,
 * kind `refund`), and the cancellation e-mail is queued. Null when the booking is not unpaid or confirmed
 * (already cancelled — cancelling twice changes nothing — or expired). The caller checks the deadline.
 */
export async function cancelBooking(
  tx: Tx,
  orderId: string,
  actor: Actor,
  now: Date,
): Promise<{ order: OrderRow; refunds: RefundRow[] } | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: now, holdExpiresAt: null, clientKey: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['PENDING_PAYMENT', 'CONFIRMED'])))
    .returning();
  if (!order) return null;
  // A date change awaiting its payment gives the days it added back too, in the same ascending pass.
  const pending = await pendingDateChange(tx, orderId);
  const lapsed = pending
    ? await lapseDateChange(tx, order, pending.id, 'booking_cancelled', now, { release: false })
    : null;
  await moveVehicles(tx, order.parkingId, order.vehicles, {
    release: [...stayCalendarDays(order.arrivalAt, order.departureAt), ...(lapsed?.released ?? [])],
  });
  await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN_PAYMENT)));
  const created = await refundUpTo(tx, orderId, Number.POSITIVE_INFINITY, now);
  const refunded = created.reduce((sum, refund) => sum + refund.amount, 0);
  await recordEvent(tx, orderId, actor, 'cancelled', now, { refund: refunded });
  await enqueue(tx, orderId, created.length ? ['refund', 'cancellation_email'] : ['cancellation_email'], now);
  return { order, refunds: created };
}
