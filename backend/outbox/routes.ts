/**
 * Ops view of the outbox (issue 15): `GET /api/v1/ops/outbox` lists messages not sent yet (pending and
 * parked) and the latest sent; `POST /api/v1/ops/outbox/:id/requeue` makes one due again with a fresh
 * attempt count; `GET /api/v1/ops/bookings/:reference/events` is a booking's audit trail. Only with `Authorization: Bearer <OPS_TOKEN>`; without OPS_TOKEN the routes do not exist.
 * The outbox answers carry no personal data: kinds, order ids, references, counts, times and error codes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { parseBookingReference } from '../../core/booking-reference';
import { eventsOf } from '../orders/events';
import { Hono } from 'hono';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { HttpError, isTextId } from '../lib/http';
import { bearerToken } from '../../core/bearer';
import { listSent, listUnsent, requeue, type OutboxRow } from './queue';

const digest = (value: string) => createHash('sha256').update(value).digest();

function authorised(header: string | undefined, token: string): boolean {
  const given = bearerToken(header) ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

async function describe(db: Executor, rows: OutboxRow[]) {
  const ids = [...new Set(rows.map((row) => row.orderId))];
  const refs = ids.length
    ? await db.select({ id: orders.id, ref: orders.orderNumber }).from(orders).where(inArray(orders.id, ids))
    : [];
  const reference = new Map(refs.map((r) => [r.id, r.ref]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    orderId: row.orderId,
    reference: reference.get(row.orderId) ?? null,
    state: row.sentAt ? 'SENT' : row.failedAt ? 'FAILED' : 'PENDING',
    attempts: row.attempts,
    nextAttemptAt: row.sentAt || row.failedAt ? null : row.runAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function outboxOpsRoutes(getDb: () => Executor, opsToken: string) {
  const app = new Hono();
  app.use(async (c, next) => {
    if (!authorised(c.req.header('authorization'), opsToken))
      throw new HttpError(401, [{ message: 'Brak dostępu: podaj nagłówek Authorization: Bearer <OPS_TOKEN>.' }]);
    await next();
  });
  app.get('/outbox', async (c) => {
    const db = getDb();
    const [unsent, sent] = await Promise.all([listUnsent(db), listSent(db)]);
    const rows = await describe(db, [...unsent, ...sent]);
    return c.json({
      pending: rows.filter((r) => r.state === 'PENDING'),
      failed: rows.filter((r) => r.state === 'FAILED'),
      recentlySent: rows.filter((r) => r.state === 'SENT'),
    });
  });
  // The audit trail of one booking: who changed what, when (decision 0032). Plates and phones changed are in it.
  app.get('/bookings/:reference/events', async (c) => {
    const reference = parseBookingReference(c.req.param('reference'));
    const db = getDb();
    const [order] = reference
      ? await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, reference))
      : [];
    if (!reference || !order) throw new HttpError(404, [{ message: 'Nie ma rezerwacji o tym numerze.' }]);
    const events = await eventsOf(db, order.id);
    return c.json({
      reference,
      events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    });
  });
  app.post('/outbox/:id/requeue', async (c) => {
    const id = c.req.param('id');
    if (!isTextId(id) || !(await requeue(getDb(), id, new Date())))
      throw new HttpError(404, [{ message: 'Nie ma niewysłanej wiadomości o tym identyfikatorze.' }]);
    return c.json({ id, requeued: true });
  });
  return app;
}
