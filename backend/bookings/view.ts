/**
 * A booking as its owner sees it on "Moja rezerwacja" (GET /api/v1/bookings/:reference): everything the
 * voucher says plus the status, the money paid and refunded, the deadlines and what can be done now.
 * Only ever answered to a caller holding the booking's token (routes.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  canChangeDates,
  canChangeDetails,
  dateChangesUntil,
  freeCancellationUntil,
  isFreeCancellation,
} from '../../core/cancellation';
import { billableDays } from '../../core/stay';
import type { Executor } from '../db/client';
import { airports, dateChanges, orders, parkings, payments } from '../db/schema';
import type { RefundRow } from '../orders/refunds';
import { HttpError } from '../lib/http';
import type { OrderRow } from '../orders/transitions';
import { documentQuery, emailManageToken, type DocumentKind } from '../outbox/signing';
import { carParkOf, partyOf } from '../outbox/voucher-data';
import { paidAmount, refundsOf, refundTotal } from '../orders/paid';
import { recentLateCaptures } from '../orders/late-captures';
import { isFinal } from '../payments/transitions';
import { canPayAgain, retryTokenFor } from '../checkout/retry';
import { latestPayment } from '../orders/order-payments';

export interface BookingContext {
  publicUrl: string;
  signingSecret: string;
}

export const bookingNotFound = () =>
  new HttpError(404, [
    {
      code: 'BOOKING_NOT_FOUND',
      message: 'Nie znaleźliśmy rezerwacji o tym numerze i adresie e-mail. Sprawdź oba w e-mailu z voucherem.',
    },
  ]);

/** The order row of a reference (with its car park and airport), or null. */
export async function findBooking(db: Executor, reference: string) {
  const [row] = await db
    .select({ order: orders, parking: parkings, airportName: airports.name })
    .from(orders)
    .innerJoin(parkings, eq(parkings.id, orders.parkingId))
    .innerJoin(airports, eq(airports.id, parkings.airportId))
    .where(eq(orders.orderNumber, reference))
    .limit(1);
  return row ?? null;
}

export type BookingStatus = OrderRow['status'] | 'COMPLETED';

/** The status a customer reads: a confirmed booking whose stay has ended is COMPLETED. */
export const bookingStatus = (order: Pick<OrderRow, 'status' | 'departureAt'>, now: Date): BookingStatus =>
  order.status === 'CONFIRMED' && order.departureAt.getTime() <= now.getTime() ? 'COMPLETED' : order.status;

/** What the customer may do with the booking now (the same rules the change and cancel calls apply). */
export function allowed(order: Pick<OrderRow, 'status' | 'arrivalAt'>, now: Date) {
  const live = order.status === 'CONFIRMED' || order.status === 'PENDING_PAYMENT';
  return {
    cancel: live && isFreeCancellation(order.arrivalAt, now),
    change: live && canChangeDetails(order.arrivalAt, now),
    resendVoucher: order.status === 'CONFIRMED',
    changeDates: order.status === 'CONFIRMED' && canChangeDates(order.arrivalAt, now),
  };
}

/**
 * Every refund of the booking as one: their sum, PENDING while any is, requested with the first, completed
 * with the last. Null when nothing was refunded.
 */
function refundSummary(given: RefundRow[]) {
  const total = refundTotal(given);
  if (!total) return null;
  const completed = given.map((refund) => refund.completedAt?.getTime() ?? 0);
  return {
    amount: total.amount,
    status: total.pending ? ('PENDING' as const) : ('SUCCEEDED' as const),
    requestedAt: given[0].createdAt.toISOString(),
    completedAt: total.pending ? null : new Date(Math.max(...completed)).toISOString(),
  };
}

/** The booking's date change awaiting its payment (the booking keeps its stay until it is paid), or null. */
async function pendingChange(db: Executor, orderId: string, now: Date) {
  const [row] = await db
    .select({ change: dateChanges, paymentUrl: payments.redirectUrl })
    .from(dateChanges)
    .leftJoin(payments, eq(payments.dateChangeId, dateChanges.id))
    .where(and(eq(dateChanges.orderId, orderId), eq(dateChanges.status, 'AWAITING_PAYMENT')))
    .limit(1);
  // Past its hold it is as good as lapsed (the sweep gives its days back on its next run).
  if (!row || (row.change.holdExpiresAt && row.change.holdExpiresAt <= now)) return null;
  const { change } = row;
  return {
    arrivalAt: change.arrivalAt.toISOString(),
    departureAt: change.departureAt.toISOString(),
    total: change.total,
    difference: change.total - change.fromTotal,
    payUntil: (change.holdExpiresAt ?? change.updatedAt).toISOString(),
    paymentUrl: row.paymentUrl,
  };
}

/** How long the booking page tells what became of its latest date change. */
const CHANGE_NOTICE_MS = 24 * 3600_000;

/**
 * What became of the booking's latest date change, when that was in the last day and the booking is live:
 * `lapsed` — its payment was declined or not made in time, so the booking kept its dates; `paid` — its extra
 * payment was captured and the new dates apply. The booking page says so (a cheaper change, applied at once,
 * has the page's own confirmation).
 */
async function latestChange(db: Executor, order: OrderRow, now: Date) {
  const none = { lapsed: null, paid: null };
  if (order.status !== 'CONFIRMED') return none;
  const [latest] = await db
    .select({ change: dateChanges, paymentId: payments.id })
    .from(dateChanges)
    .leftJoin(payments, and(eq(payments.dateChangeId, dateChanges.id), eq(payments.status, 'CAPTURED')))
    .where(eq(dateChanges.orderId, order.id))
    .orderBy(desc(dateChanges.createdAt), desc(dateChanges.id))
    .limit(1);
  if (!latest || now.getTime() - latest.change.updatedAt.getTime() > CHANGE_NOTICE_MS) return none;
  const { change } = latest;
  const stay = { arrivalAt: change.arrivalAt.toISOString(), departureAt: change.departureAt.toISOString() };
  // A lapsed change whose payment came in after all is told of as a late capture (lateCaptures), not as unpaid.
  if (change.status === 'LAPSED')
    return latest.paymentId ? none : { lapsed: { ...stay, lapsedAt: change.updatedAt.toISOString() }, paid: null };
  if (change.status === 'APPLIED' && latest.paymentId)
    return {
      lapsed: null,
      paid: { ...stay, difference: change.total - change.fromTotal, paidAt: change.updatedAt.toISOString() },
    };
  return none;
}

export async function bookingView(db: Executor, reference: string, ctx: BookingContext, now = new Date()) {
  const row = await findBooking(db, reference);
  if (!row) throw bookingNotFound();
  const { order, parking } = row;
  const given = await refundsOf(db, order.id);
  const payment = await latestPayment(db, order.id);
  const latest = await latestChange(db, order, now);
  const status = bookingStatus(order, now);
  const link = (kind: DocumentKind) => {
    const { exp, sig } = documentQuery(ctx.signingSecret, order.id, kind, order.departureAt);
    return `${ctx.publicUrl}/api/v1/orders/${encodeURIComponent(order.id)}/documents/${kind}?exp=${exp}&sig=${sig}`;
  };
  const { mapUrl, name, address, phone } = carParkOf(parking);
  return {
    reference: order.orderNumber,
    status,
    createdAt: order.createdAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    parking: { name, address, phone, mapUrl, airportName: row.airportName },
    arrivalAt: order.arrivalAt.toISOString(),
    departureAt: order.departureAt.toISOString(),
    days: billableDays(order.arrivalAt, order.departureAt),
    vehicles: order.vehicles,
    ...partyOf(order),
    customer: order.customer,
    additionalInfo: order.additionalInfo,
    invoice: order.invoice ?? null,
    lines: order.lines.map((line) => ({
      name: line.productName,
      kind: line.kind,
      quantity: line.quantity ?? 1,
      unitPrice: line.unitPrice ?? line.basePrice,
      basePrice: line.basePrice,
      discounts: line.discounts,
      price: line.price,
    })),
    total: order.total,
    currency: order.currency,
    paid: await paidAmount(db, order.id),
    refund: refundSummary(given),
    freeCancellationUntil: freeCancellationUntil(order.arrivalAt).toISOString(),
    changesUntil: order.arrivalAt.toISOString(),
    dateChangesUntil: dateChangesUntil(order.arrivalAt).toISOString(),
    pendingDateChange: await pendingChange(db, order.id, now),
    lapsedDateChange: latest.lapsed,
    paidDateChange: latest.paid,
    lateCaptures: await recentLateCaptures(db, order.id, now),
    can: allowed(order, now),
    documents:
      order.status === 'CONFIRMED' ? { voucherPdf: link('voucher.pdf'), calendarIcs: link('calendar.ics') } : null,
    paymentPage: paymentPage(order, payment, ctx, now),
  };
}

/** Where an unpaid booking is paid: its open payment's hosted page, or "pay again" while that is possible. */
function paymentPage(
  order: OrderRow,
  payment: Awaited<ReturnType<typeof latestPayment>>,
  ctx: BookingContext,
  now: Date,
): string | null {
  if (order.status === 'PENDING_PAYMENT' && payment && !isFinal(payment.status) && payment.redirectUrl)
    return payment.redirectUrl;
  if (!canPayAgain(order, payment, now)) return null;
  const token = retryTokenFor(order, payment, ctx.signingSecret, now);
  if (!token) return null;
  return `${ctx.publicUrl}/platnosc/?${new URLSearchParams({
    orderId: order.id,
    exp: String(token.exp),
    sig: token.sig,
    token: emailManageToken(ctx.signingSecret, order.orderNumber, order.departureAt),
  })}`;
}

export type Booking = Awaited<ReturnType<typeof bookingView>>;
