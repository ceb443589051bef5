/**
 * The audit trail (order_events): who changed an order, when and what. Written in the transaction of the
 * change itself, so an event exists exactly when its change committed.
 */
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { orderEvents } from '../db/schema';

export type Actor = (typeof orderEvents.$inferInsert)['actor'];

export async function recordEvent(
  tx: Executor,
  orderId: string,
  actor: Actor,
  action: string,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(orderEvents).values({ id: randomUUID(), orderId, actor, action, details, createdAt: now });
}

/** An order's events, oldest first. */
export const eventsOf = (db: Executor, orderId: string) =>
  db
    .select({
      at: orderEvents.createdAt,
      actor: orderEvents.actor,
      action: orderEvents.action,
      details: orderEvents.details,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
