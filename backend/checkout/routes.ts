import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { HttpError, isTextId, jsonBody, parseOr400 } from '../lib/http';
import type { PaymentProvider } from '../payments/provider';
import { parseIdempotencyKey, requestHash, type StoredResponse, withIdempotency } from './idempotency';
import { createOffer, OfferRequestSchema, readOffer } from './offers';
import { orderSummary } from './order-summary';
import { OrderRequestSchema, placeOrder, resumeOrder } from './orders';
import { latestPayment, retryPayment } from './retry';
import { parseClientKey } from './client-key';

export interface CheckoutDeps {
  getDb: () => Executor;
  provider: PaymentProvider;
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  orderHoldScarceMinutes: number;
  maxUnpaidVehiclesPerClient: number;
  /** Signs the confirmed order's download links (GET /orders/:id → confirmation.documents). */
  signingSecret: string;
}

/** The signed "pay again" token: `exp` (Unix seconds) and `sig`, as GET /orders/:id → retry gives them. */
const RetryTokenSchema = z.object({
  exp: z.coerce.number({ error: 'Brak daty ważności linku.' }).int().positive(),
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
    return jsonAnswer(result);
  });

  app.get('/orders/:id', async (c) => c.json(await orderSummary(deps.getDb(), c.req.param('id'), deps.signingSecret)));

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

  // The order's latest payment: a declined one, then the retry's.
  app.get('/payment/:orderId/status', async (c) => {
    const orderId = c.req.param('orderId');
    const payment = isTextId(orderId) ? await latestPayment(deps.getDb(), orderId) : null;
    if (!payment) throw new HttpError(404, [{ message: 'Nie znaleziono zamówienia.', code: 'ORDER_NOT_FOUND' }]);
    return c.json({ paymentStatus: payment.status });
  });

  return app;
}
