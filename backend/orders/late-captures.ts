/**
 * Money that came in when it could no longer be used — a payment captured after its order lapsed, was
 * cancelled or was paid already, or a date change's payment after that change lapsed or was replaced —
 * is refunded (refundLateCapture). The booking page and the payment page say so for a day, so a traveller
 * who paid an old page is told where the money went.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { dateChanges, orderEvents, payments, refunds } from '../db/schema';

/** How long the pages tell of a late capture. */
const LATE_CAPTURE_NOTICE_MS = 24 * 3600_000;

const LateCaptureDetails = z.object({
  paymentId: z.string(),
  orderStatus: z.enum(['PENDING_PAYMENT', 'CONFIRMED', 'CANCELLED', 'EXPIRED', 'REFUNDED']),
});

export interface LateCapture {
  /** Grosze. */
  amount: number;
  capturedAt: string;
  /** What the order was when the money came (CONFIRMED: paid already, or a date change's payment). */
  orderStatus: z.output<typeof LateCaptureDetails>['orderStatus'];
  /** The date change the payment was for, when it was one's (its stay was not applied). */
  dateChange: { arrivalAt: string; departureAt: string } | null;
  /** The refund of it was completed. */
  refunded: boolean;
}

/** The order's latest capture refunded as late in the last day, or null. */
export async function recentLateCapture(db: Executor, orderId: string, now: Date): Promise<LateCapture | null> {
  const [event] = await db
    .select({ at: orderEvents.createdAt, details: orderEvents.details })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.action, 'late_capture_refunded'),
        gt(orderEvents.createdAt, new Date(now.getTime() - LATE_CAPTURE_NOTICE_MS)),
      ),
    )
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1);
  const details = LateCaptureDetails.safeParse(event?.details);
  if (!event || !details.success) return null;
  const [row] = await db
    .select({ payment: payments, change: dateChanges })
    .from(payments)
    .leftJoin(dateChanges, eq(dateChanges.id, payments.dateChangeId))
    .where(and(eq(payments.id, details.data.paymentId), eq(payments.orderId, orderId)))
    .limit(1);
  if (!row || row.payment.amount === 0) return null;
  const given = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.paymentId, row.payment.id));
  return {
    amount: row.payment.amount,
    capturedAt: event.at.toISOString(),
    orderStatus: details.data.orderStatus,
    dateChange: row.change
      ? { arrivalAt: row.change.arrivalAt.toISOString(), departureAt: row.change.departureAt.toISOString() }
      : null,
    refunded: given.length > 0 && given.every((refund) => refund.status === 'SUCCEEDED'),
  };
}
