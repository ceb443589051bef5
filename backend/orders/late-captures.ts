/**
 * Money that came in when it could no longer be used — a payment captured after its order lapsed, was
 * cancelled or was paid already, or a date change's payment after that change lapsed or was replaced —
 * is refunded (refundLateCapture). An e-mail says so (late_capture_email), and the booking page and the payment
 * page for a day, so a traveller who paid an old page is told where the money went.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** A late capture with the payment it was (not told to callers: the messages find theirs by it). */
type PaymentLateCapture = LateCapture & { paymentId: string };
const withoutPayment = ({ paymentId: _, ...late }: PaymentLateCapture): LateCapture => late;

/** The order's captures refunded as late, oldest first (`orderPaymentsOnly`: not a date change's). */
async function lateCapturesWithPayments(
  db: Executor,
  orderId: string,
  orderPaymentsOnly: boolean,
): Promise<PaymentLateCapture[]> {
  const events = await db
    .select({ at: orderEvents.createdAt, details: orderEvents.details })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'late_capture_refunded')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const captures = events.flatMap((event) => {
    const details = LateCaptureDetails.safeParse(event.details);
    return details.success ? [{ at: event.at, ...details.data }] : [];
  });
  if (captures.length === 0) return [];
  const rows = await db
    .select({ payment: payments, change: dateChanges })
    .from(payments)
    .leftJoin(dateChanges, eq(dateChanges.id, payments.dateChangeId))
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(
          payments.id,
          captures.map((capture) => capture.paymentId),
        ),
      ),
    );
  const given = await db
    .select({ paymentId: refunds.paymentId, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return captures.flatMap((capture) => {
    const row = rows.find((r) => r.payment.id === capture.paymentId);
    if (!row || row.payment.amount === 0 || (orderPaymentsOnly && row.change)) return [];
    const own = given.filter((refund) => refund.paymentId === row.payment.id);
    return [
      {
        paymentId: row.payment.id,
        amount: row.payment.amount,
        capturedAt: capture.at.toISOString(),
        orderStatus: capture.orderStatus,
        dateChange: row.change
          ? { arrivalAt: row.change.arrivalAt.toISOString(), departureAt: row.change.departureAt.toISOString() }
          : null,
        refunded: own.length > 0 && own.every((refund) => refund.status === 'SUCCEEDED'),
      },
    ];
  });
}

/**
 * The order's captures refunded as late, ever, oldest first (`orderPaymentsOnly`: not a date change's — the
 * payment page speaks of the order's own payments).
 */
export async function lateCaptures(
  db: Executor,
  orderId: string,
  { orderPaymentsOnly = false }: { orderPaymentsOnly?: boolean } = {},
): Promise<LateCapture[]> {
  return (await lateCapturesWithPayments(db, orderId, orderPaymentsOnly)).map(withoutPayment);
}

/** Whether the pages still tell of a late capture at `now`: for a day after the money came. */
export const toldOnPages = (late: LateCapture, now: Date) =>
  Date.parse(late.capturedAt) > now.getTime() - LATE_CAPTURE_NOTICE_MS;

/** The order's captures refunded as late in the last day, oldest first (as `lateCaptures`). */
export async function recentLateCaptures(
  db: Executor,
  orderId: string,
  now: Date,
  options: { orderPaymentsOnly?: boolean } = {},
): Promise<LateCapture[]> {
  return (await lateCaptures(db, orderId, options)).filter((late) => toldOnPages(late, now));
}

/**
 * The order's payments refunded as late captures (ever): their refunds are theirs, told by their own e-mail,
 * not a cancellation's.
 */
export async function lateCapturedPaymentIds(db: Executor, orderId: string): Promise<Set<string>> {
  return new Set((await lateCapturesWithPayments(db, orderId, false)).map((late) => late.paymentId));
}

/** The payment's late capture (its e-mail tells of it, whenever it is sent); null when it was none. */
export async function lateCaptureOf(db: Executor, orderId: string, paymentId: string): Promise<LateCapture | null> {
  const found = (await lateCapturesWithPayments(db, orderId, false)).find((late) => late.paymentId === paymentId);
  return found ? withoutPayment(found) : null;
}
