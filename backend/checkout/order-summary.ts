/**
 * GET /orders/:id: the order as the payment pages show it, with what may be said about its messages — to
 * its owner. An order id travels in URLs (the provider's return address, history, logs), so the id alone
 * reveals only the payment status (issue 16); the rest needs the booking token (`Authorization: Bearer`),
 * which POST /orders gives the placing client and every e-mail link carries.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, parkings } from '../db/schema';
import { HttpError, isTextId } from '../lib/http';
import { toMoney } from '../../core/money';
import { verifyManageToken } from '../outbox/signing';
import { lateCaptures, toldOnPages } from '../orders/late-captures';
import { confirmationOf } from '../outbox/status';
import { isFinal } from '../payments/transitions';
import { retryTokenFor } from './retry';
import { paymentOfRecord } from '../orders/order-payments';

/** What an order id alone reveals: the order's status and its latest payment's, nothing else. */
export interface OrderStatusOnly {
  orderId: string;
  status: string;
  paymentStatus: string;
  /** Nothing was to be paid (a 100 % code): the pages then say "confirmed", never "paid". */
  free: boolean;
}

/**
 * The order's summary when `accessToken` is the booking token of its reference (signed by us, not
 * expired); otherwise — no token, a malformed, another order's or an expired one — only its status.
 */
export async function orderSummary(
  db: Executor,
  orderId: string,
  signingSecret: string,
  accessToken: string | null = null,
  now = new Date(),
) {
  const notFound = () => new HttpError(404, [{ message: 'Nie znaleziono zamówienia.', code: 'ORDER_NOT_FOUND' }]);
  if (!isTextId(orderId)) throw notFound();
  const [row] = await db
    .select({ order: orders, parking: { id: parkings.id, name: parkings.name, slug: parkings.slug } })
    .from(orders)
    .innerJoin(parkings, eq(parkings.id, orders.parkingId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound();
  const { order, parking } = row;
  const payment = await paymentOfRecord(db, order);
  /** The latest payment's status (a "pay again" starts a new payment; a confirmed order's capture). */
  const paymentStatus = payment?.status ?? 'NEW';
  if (!accessToken || !verifyManageToken(signingSecret, order.orderNumber, accessToken, now)) {
    const statusOnly: OrderStatusOnly = {
      orderId: order.id,
      status: order.status,
      paymentStatus,
      free: order.total === 0,
    };
    return statusOnly;
  }
  const open = order.status === 'PENDING_PAYMENT' && payment !== null && !isFinal(payment.status);
  const late = await lateCaptures(db, order.id, { orderPaymentsOnly: true });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    total: toMoney(order.total),
    parking,
    arrivalAt: order.arrivalAt.toISOString(),
    departureAt: order.departureAt.toISOString(),
    vehicles: order.vehicles,
    lines: order.lines.map((l) => ({
      product: { id: l.productId, name: l.productName, type: l.kind },
      quantity: l.quantity ?? 1,
      unitPrice: toMoney(l.unitPrice ?? l.basePrice),
      originalPrice: toMoney(l.basePrice),
      price: toMoney(l.price),
    })),
    paymentStatus,
    /** The open payment's hosted page ("Wróć do płatności"), while the order waits for it. */
    paymentUrl: open ? payment.redirectUrl : null,
    /** Until when the spaces are held for this unpaid order. */
    // Only a hold still running: one that lapsed before the sweep reached it holds nothing for the customer.
    holdExpiresAt:
      order.status === 'PENDING_PAYMENT' && order.holdExpiresAt && order.holdExpiresAt > new Date()
        ? order.holdExpiresAt.toISOString()
        : null,
    /** The signed "pay again" token (POST /orders/:id/payments) while the order can be paid again. */
    retry: retryTokenFor(order, payment, signingSecret),
    createdAt: order.createdAt.toISOString(),
    confirmation: await confirmationOf(db, order, signingSecret),
    /** This order's payments captured too late in the last day (paid twice, or after the hold), refunded. */
    lateCaptures: late
      .filter((capture) => toldOnPages(capture, now))
      .map((capture) => ({
        amount: toMoney(capture.amount),
        orderStatus: capture.orderStatus,
        refunded: capture.refunded,
      })),
    /**
     * A lapsed order paid after all (the payment page's "Płatność dotarła po czasie"): whether all that money
     * is back, its refunds confirmed by the provider; null for any other order.
     */
    latePaymentRefunded:
      order.status === 'EXPIRED' && paymentStatus === 'CAPTURED' && late.length > 0
        ? late.every((capture) => capture.refunded)
        : null,
  };
}
