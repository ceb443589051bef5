import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { HttpError, isTextId, jsonBody, parseOr400 } from '../lib/http';
import { emailManageToken } from '../outbox/signing';
import { bookingTokenOf } from '../lib/booking-token';
import type { PaymentProvider } from '../payments/provider';
import { parseIdempotencyKey, requestHash, type StoredResponse, withIdempotency } from './idempotency';
import { createOffer, OfferRequestSchema, readOffer } from './offers';
import { orderSummary } from './order-summary';
import { OrderRequestSchema } from './order-request';
import { placeOrder, resumeOrder } from './orders';
import { retryPayment } from './retry';
import { paymentOfRecord } from '../orders/order-payments';
import { parseClientKey } from './client-key';

export interface CheckoutDeps {
  getDb: () => Executor;
  provider: PaymentProvider;
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  orderHoldScarceMinutes: number;
  maxUnpaidVehiclesPerClient: number;
  /**
   * Signs the confirmed order's download links (GET /orders/:id → confirmation.documents), the "pay again"
   * tokens and the booking token POST /orders answers as `accessToken`.
   */
  signingSecret: string;
}

/** The signed "pay again" token: `exp` (Unix seconds) and `sig`, as GET /orders/:id → retry gives them. */
export const RetryTokenSchema = z.object({
  // Missing is said as such; anything else as what it is not (a fraction, a word): a string of digits is fine.
  exp: z
    .unknown()
    .refine((value): boolean => value !== undefined, 'Brak daty ważności linku.')
    .pipe(z.coerce.number().int().positive()),
  sig: z.string({ error: 'Brak podpisu linku.' }).min(1).max(100),
});

function jsonAnswer(result: StoredResponse): Response {
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: {
      'Content-Type': 'application/json; charset=UTF-8',
      ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    },
  });
}

const PlacedOrderSchema = z.looseObject({ orderId: z.string(), paymentUrl: z.string().nullable().optional() });

/**
 * POST /orders' answer as the order stands now. A replayed answer was stored when the order was placed:
 * its `status` becomes the order's current one, and an order no longer waiting for its payment (paid,
 * expired, cancelled) has no `paymentUrl` to offer. Every answer, a replayed one too, carries the placing
 * client's proof of ownership: `accessToken`, the booking token of the order's reference (as the e-mails
 * carry it: valid until 30 days after the departure), which opens GET /orders/:id in full and Moja
 * rezerwacja — never stored with the Idempotency-Key's answer.
 */
async function asTheOrderStands(db: Executor, result: StoredResponse, signingSecret: string): Promise<StoredResponse> {
  const placed = result.status === 201 ? PlacedOrderSchema.safeParse(result.body) : null;
  if (!placed?.success) return result;
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, departureAt: orders.departureAt, status: orders.status })
    .from(orders)
    .where(eq(orders.id, placed.data.orderId))
    .limit(1);
  if (!order) return result;
  const accessToken = emailManageToken(signingSecret, order.orderNumber, order.departureAt);
  const paymentUrl = order.status === 'PENDING_PAYMENT' ? (placed.data.paymentUrl ?? null) : null;
  return { ...result, body: { ...placed.data, status: order.status, paymentUrl, accessToken } };
}

export function checkoutRoutes(deps: CheckoutDeps) {
  const app = new Hono();

  app.post('/offers', async (c) => {
    const body = await jsonBody(c);
    const input = parseOr400(OfferRequestSchema, body);
    const db = deps.getDb();
    const create = async () => ({
      status: 201,
      body: await createOffer(db, input, { ttlSeconds: deps.offerTtlSeconds }),
    });
    // Optional here (an offer is only a quote), but a shop re-quoting an expired offer inside an order
    // attempt sends one, so a double submit gets the same new offer and so the same order.
    const header = c.req.header('Idempotency-Key');
    const result = header
      ? await withIdempotency(
          db,
          { key: parseIdempotencyKey(header), scope: 'offers', hash: requestHash(body) },
          create,
        )
      : { ...(await create()), replayed: false };
    return jsonAnswer(result);
  });

  const getOffer = async (id: string) => (await readOffer(deps.getDb(), id)).view;
  app.get('/offer/:id', async (c) => c.json(await getOffer(c.req.param('id'))));
  app.get('/offers/:id', async (c) => c.json(await getOffer(c.req.param('id'))));

  app.post('/orders', async (c) => {
    const key = parseIdempotencyKey(c.req.header('Idempotency-Key'));
    const clientKey = parseClientKey(c.req.header('X-Parkolot-Client'));
    const body = await jsonBody(c);
    const input = parseOr400(OrderRequestSchema, body);
    const db = deps.getDb();
    const orderDeps = {
      provider: deps.provider,
      holdMinutes: deps.orderHoldMinutes,
      scarceHoldMinutes: deps.orderHoldScarceMinutes,
      maxUnpaidVehiclesPerClient: deps.maxUnpaidVehiclesPerClient,
    };
    const result = await withIdempotency(
      db,
      { key, scope: 'orders', hash: requestHash(body) },
      async () => ({ status: 201, body: await placeOrder(db, input, orderDeps, { idempotencyKey: key, clientKey }) }),
      // The order commits before the answer is stored: a retry finds it by its key, whether the first
      // request died after the commit or is still running.
      async () => {
        const order = await resumeOrder(db, input, key, orderDeps);
        return order && { status: 201, body: order };
      },
    );
    return jsonAnswer(await asTheOrderStands(db, result, deps.signingSecret));
  });

  // The order id alone answers { orderId, status, paymentStatus }; its booking token (accessToken above, or
  // an e-mail link's) as `X-Booking-Token` or `Authorization: Bearer` answers the whole summary.
  app.get('/orders/:id', async (c) =>
    c.json(await orderSummary(deps.getDb(), c.req.param('id'), deps.signingSecret, bookingTokenOf(c) ?? null)),
  );

  // A new payment for an order whose payment failed or whose hold lapsed, with its signed "pay again" token
  // (GET /orders/:id → retry, or the link in the "pay again" e-mail). Answers like POST /orders.
  app.post('/orders/:id/payments', async (c) => {
    const token = parseOr400(RetryTokenSchema, await jsonBody(c));
    const answer = await retryPayment(deps.getDb(), c.req.param('id'), token, {
      provider: deps.provider,
      holdMinutes: deps.orderHoldMinutes,
      scarceHoldMinutes: deps.orderHoldScarceMinutes,
      maxUnpaidVehiclesPerClient: deps.maxUnpaidVehiclesPerClient,
      signingSecret: deps.signingSecret,
      clientKey: parseClientKey(c.req.header('X-Parkolot-Client')),
    });
    return c.json(answer, 201);
  });

  // The order's latest payment (a declined one, then the retry's; a confirmed order's capture) and its own status: a captured
  // payment alone is not a booking (paid after the hold lapsed, or cancelled since); `free`: nothing was
  // to be paid (a 100 % code), so a page says "confirmed", not "paid".
  app.get('/payment/:orderId/status', async (c) => {
    const orderId = c.req.param('orderId');
    const db = deps.getDb();
    const [order] = isTextId(orderId)
      ? await db.select({ status: orders.status, total: orders.total }).from(orders).where(eq(orders.id, orderId))
      : [];
    const payment = order ? await paymentOfRecord(db, { id: orderId, status: order.status }) : null;
    if (!order || !payment)
      throw new HttpError(404, [{ message: 'Nie znaleziono zamówienia.', code: 'ORDER_NOT_FOUND' }]);
    return c.json({ paymentStatus: payment.status, orderStatus: order.status, free: order.total === 0 });
  });

  return app;
}
