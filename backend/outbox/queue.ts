/**
 * The outbox's rows: written in the transaction of the order transition that owes a message
 * (orders/transitions.ts), claimed by the worker with a lease, then marked sent, retried later or parked.
 *
 * Claiming is one short statement (`FOR UPDATE SKIP LOCKED` inside an UPDATE … RETURNING), so several API
 * copies on one PostgreSQL never take the same row, and no transaction stays open while a message is sent
 * (PGlite has one connection: a transaction held over an SMTP call would stall every request). A worker
 * that dies mid-send leaves the lease to lapse; the row is then claimed again — at-least-once, with the
 * same Message-ID / SMS idx so a repeat is recognisable.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { outbox, type OutboxKind, type VoucherUpdate } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** The rows an order owes once it is confirmed (paid, or free). */
export const VOUCHER_KINDS: OutboxKind[] = ['voucher_email', 'voucher_sms'];

/**
 * The dedupe key: one message of a kind per order, however many times the transition is reported (a message
 * sent again, or about one payment, adds a suffix: enqueueAgain, enqueueForPayment).
 */
export const dedupeKey = (orderId: string, kind: OutboxKind) => `${kind}:${orderId}`;

/** Queues messages for an order inside the caller's transaction; a second call for the same kinds adds nothing. */
export async function enqueue(tx: Executor, orderId: string, kinds: OutboxKind[], now: Date): Promise<void> {
  await tx
    .insert(outbox)
    .values(kinds.map((kind) => ({ id: randomUUID(), kind, orderId, dedupeKey: dedupeKey(orderId, kind), runAt: now })))
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/**
 * Queues a message about one of the order's payments (a late capture given back) inside the caller's
 * transaction: one per payment, however many times its capture is reported.
 */
export async function enqueueForPayment(
  tx: Executor,
  orderId: string,
  paymentId: string,
  kind: OutboxKind,
  now: Date,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      id: randomUUID(),
      kind,
      orderId,
      paymentId,
      dedupeKey: `${dedupeKey(orderId, kind)}:${paymentId}`,
      runAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/**
 * Queues messages of `kinds` once more (a voucher re-sent on request, or after a change of plates or dates):
 * each gets the key `<kind>:<order id>:<n>`, and the voucher rows the `reason` their message names. The caller
 * holds the order's row lock, so two requests do not pick one n.
 */
export async function enqueueAgain(
  tx: Executor,
  orderId: string,
  kinds: OutboxKind[],
  now: Date,
  reason: VoucherUpdate | null = null,
): Promise<void> {
  for (const kind of kinds) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, kind)));
    await tx.insert(outbox).values({
      id: randomUUID(),
      kind,
      orderId,
      dedupeKey: `${dedupeKey(orderId, kind)}:${n + 1}`,
      runAt: now,
      reason: VOUCHER_KINDS.includes(kind) ? reason : null,
    });
  }
}

/**
 * Takes up to `limit` due rows for `leaseMs`: not sent, not parked, due, not leased by a live worker, and
 * with attempts left. Each claim counts as an attempt; a row whose lease lapsed after its last allowed
 * attempt (its worker died every time, e.g. out of memory while rendering) is parked here instead.
 */
export async function claimDue(
  db: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
  maxAttempts: number,
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const free = sql`${outbox.sentAt} is null and ${outbox.failedAt} is null
    and (${outbox.lockedUntil} is null or ${outbox.lockedUntil} < ${at})`;
  await db
    .update(outbox)
    .set({
      failedAt: now,
      lockedUntil: null,
      lastError: sql`coalesce(${outbox.lastError}, 'no answer from the worker')`,
    })
    .where(sql`${free} and ${outbox.attempts} >= ${maxAttempts}`);
  const due = sql`select ${outbox.id} from ${outbox}
    where ${free} and ${outbox.runAt} <= ${at} and ${outbox.attempts} < ${maxAttempts}
    order by ${outbox.runAt} limit ${limit} for update skip locked`;
  return db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} in (${due})`)
    .returning();
}

/** Only the worker still holding the row's lease may settle it (a lapsed lease may have gone to another). */
const heldBy = (row: Pick<OutboxRow, 'id' | 'lockedUntil'>) =>
  row.lockedUntil ? and(eq(outbox.id, row.id), eq(outbox.lockedUntil, row.lockedUntil)) : eq(outbox.id, row.id);

export async function markSent(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'lockedUntil'>,
  providerId: string,
  now: Date,
): Promise<void> {
  await db.update(outbox).set({ sentAt: now, lockedUntil: null, providerId, lastError: null }).where(heldBy(row));
}

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A failed attempt: tried again after the backoff, or parked when it was the last one allowed — or at
 * once when the failure is `permanent` (a refusal another attempt would meet again, send-error.ts).
 */
export async function markFailed(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts' | 'lockedUntil'>,
  error: string,
  now: Date,
  maxAttempts: number,
  { permanent = false }: { permanent?: boolean } = {},
): Promise<'retry' | 'parked'> {
  const parked = permanent || row.attempts >= maxAttempts;
  await db
    .update(outbox)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 500),
      ...(parked ? { failedAt: now } : { runAt: new Date(now.getTime() + backoffMs(row.attempts)) }),
    })
    .where(heldBy(row));
  return parked ? 'parked' : 'retry';
}

/**
 * Not yet: the message waits for the order to settle (a "pay again" e-mail while a new payment is open).
 * Due again at `runAt`; the claim's attempt is given back, since nothing failed.
 */
export async function postpone(db: Executor, row: Pick<OutboxRow, 'id' | 'lockedUntil'>, runAt: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: null, runAt, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(heldBy(row));
}

/** For ops: messages not sent yet (pending and parked), oldest first. */
export function listUnsent(db: Executor, limit = 100) {
  return db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(asc(outbox.createdAt)).limit(limit);
}

/** For ops: the latest sent messages. */
export function listSent(db: Executor, limit = 20) {
  return db.select().from(outbox).where(isNotNull(outbox.sentAt)).orderBy(desc(outbox.sentAt)).limit(limit);
}

/**
 * For ops: a parked (or waiting) message is due again now with a fresh attempt count. Not one a worker is
 * sending right now (that would send it twice). Returns false if there is no such message.
 */
export async function requeue(db: Executor, id: string, now: Date): Promise<boolean> {
  const notBeingSent = sql`(${outbox.failedAt} is not null or ${outbox.lockedUntil} is null or ${outbox.lockedUntil} < ${now.toISOString()})`;
  const rows = await db
    .update(outbox)
    .set({ failedAt: null, lockedUntil: null, attempts: 0, runAt: now })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), notBeingSent))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
