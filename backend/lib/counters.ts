/**
 * Fixed-window counters in the database (rate_counters): limits that must hold across every API copy and
 * that the edge cannot count (it does not read bodies) — booking look-ups per reference and per client,
 * voucher re-sends per booking. One upsert per hit.
 */
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateCounters } from '../db/schema';

export interface Hit {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts one hit on `key` in the current window of `windowMs`; allowed while the count is at most `limit`. */
export async function hit(db: Executor, key: string, limit: number, windowMs: number, now: Date): Promise<Hit> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${rateCounters.windowStart} < ${windowStart.toISOString()} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`greatest(${rateCounters.windowStart}, ${windowStart.toISOString()})`,
      },
    })
    .returning({ count: rateCounters.count });
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: (row?.count ?? 1) <= limit, retryAfterSeconds };
}

/** Drops counters whose window ended more than a day ago (the sweep). */
export async function purgeOldCounters(db: Executor, now = new Date()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
