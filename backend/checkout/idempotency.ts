import { and, eq, isNull, lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../lib/http';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still without an answer after this long belongs to a request that died (the process crashed or
 * a shutdown cut it): no request runs that long (API client timeout 8 s, shutdown grace 10 s).
 */
export const ABANDONED_CLAIM_MS = 30_000;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,255}$/;

export type StoredResponse = { status: number; body: unknown; replayed: boolean };

/** Stable hash of a request body, independent of key order. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function parseIdempotencyKey(header: string | undefined): string {
  if (!header) {
    throw new HttpError(400, [
      { message: 'Brak nagłówka Idempotency-Key.', field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_REQUIRED' },
    ]);
  }
  if (!KEY_PATTERN.test(header)) {
    throw new HttpError(400, [
      { message: 'Nagłówek Idempotency-Key musi mieć 8–255 znaków: litery, cyfry, - _ : .', field: 'Idempotency-Key' },
    ]);
  }
  return header;
}

const isStored = (status: number) => status < 500 && status !== 429;

/**
 * Stripe's semantics: the first answer (2xx or 4xx) to a key is stored for 24 h and replayed;
 * the same key with a different body is a 422; a key whose first request is still running is a 409.
 * A 5xx or a 429 forgets the key (a 429 is about the caller's other orders, not this request), and a
 * claim a crash left behind is taken over after ABANDONED_CLAIM_MS, so the client may safely retry.
 *
 * The answer is stored in its own statement after `run` committed its work, so a crash in between leaves
 * a claim without an answer. `resume` closes that gap: for a claim without an answer (its request still
 * running, or dead) it looks for the work `run` already committed under this key and answers from it;
 * null when there is none yet.
 */
export async function withIdempotency(
  db: Executor,
  request: { key: string; scope: string; hash: string; now?: Date },
  run: () => Promise<{ status: number; body: unknown }>,
  resume?: () => Promise<{ status: number; body: unknown } | null>,
): Promise<StoredResponse> {
  const now = request.now ?? new Date();
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, request.key),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      ),
    );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key: request.key, scope: request.scope, requestHash: request.hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, request.key)).limit(1);
    if (!stored || stored.scope !== request.scope || stored.requestHash !== request.hash) {
      throw new HttpError(422, [
        { message: 'Ten klucz Idempotency-Key użyto już dla innego żądania.', code: 'IDEMPOTENCY_KEY_REUSED' },
      ]);
    }
    if (stored.statusCode !== null) return { status: stored.statusCode, body: stored.response, replayed: true };
    const resumed = resume ? await resume() : null;
    if (resumed) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: resumed.status, response: resumed.body })
        .where(and(eq(idempotencyKeys.key, request.key), isNull(idempotencyKeys.statusCode)));
      return { ...resumed, replayed: true };
    }
    const abandoned = stored.createdAt.getTime() < now.getTime() - ABANDONED_CLAIM_MS;
    // Atomic: of several retries of an abandoned claim, exactly one takes it over.
    const takenOver = abandoned
      ? await db
          .update(idempotencyKeys)
          .set({ createdAt: now })
          .where(
            and(
              eq(idempotencyKeys.key, request.key),
              isNull(idempotencyKeys.statusCode),
              eq(idempotencyKeys.createdAt, stored.createdAt),
            ),
          )
          .returning({ key: idempotencyKeys.key })
      : [];
    if (takenOver.length === 0) {
      // Retry once the claim is answered — or, at the latest, once it counts as abandoned and can be taken over.
      const abandonedAt = stored.createdAt.getTime() + ABANDONED_CLAIM_MS;
      const retryAfter = Math.min(
        Math.max(1, Math.ceil((abandonedAt - now.getTime()) / 1000)),
        ABANDONED_CLAIM_MS / 1000,
      );
      throw new HttpError(
        409,
        [
          {
            message: 'Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane.',
            code: 'IDEMPOTENCY_KEY_IN_USE',
          },
        ],
        {},
        { 'Retry-After': String(retryAfter) },
      );
    }
  }

  let result: { status: number; body: unknown };
  try {
    result = await run();
  } catch (error) {
    if (!(error instanceof HttpError) || !isStored(error.status)) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, request.key));
      throw error;
    }
    result = { status: error.status, body: { errors: error.errors, ...error.extra } };
  }
  if (!isStored(result.status)) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, request.key));
  } else {
    await db
      .update(idempotencyKeys)
      .set({ statusCode: result.status, response: result.body })
      .where(eq(idempotencyKeys.key, request.key));
  }
  return { ...result, replayed: false };
}

export async function purgeExpiredKeys(db: Executor, now = new Date()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
