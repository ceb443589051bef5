/**
 * The limits on unpaid holds: how long one lasts when the stay is nearly sold out, and how many vehicles one
 * client may hold unpaid at once (orders.ts places them, retry.ts holds them again).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { HttpError } from '../lib/http';
import { vehicleCount } from '../../core/plural';

/**
 * A hold is short when, after this order, the tightest day of the stay has fewer free spaces than
 * max(5, 10 % of capacity rounded up) — e.g. fewer than 12 of 120: an almost sold-out stay is not held
 * for long by someone who may never pay.
 */
export function isScarce(freeAfterOrder: number, capacity: number): boolean {
  return freeAfterOrder < Math.max(5, Math.ceil(capacity / 10));
}

export const DEFAULT_MAX_UNPAID_VEHICLES = 10;
export const DEFAULT_SCARCE_HOLD_MINUTES = 10;

/** Vehicles in the client's unpaid holds that have not lapsed (a lapsed one is released by the next sweep). */
async function unpaidVehicles(tx: Executor, clientKey: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ vehicles: sql<number>`coalesce(sum(${orders.vehicles}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.clientKey, clientKey), eq(orders.status, 'PENDING_PAYMENT'), gt(orders.holdExpiresAt, now)));
  return row?.vehicles ?? 0;
}

/**
 * The cap on one client's unpaid vehicles: 429 when its holds plus `vehicles` would pass `maxUnpaid`. The
 * caller holds the client's advisory lock (lockClient), so concurrent orders cannot each pass it.
 */
export async function checkUnpaidCap(tx: Executor, clientKey: string, vehicles: number, maxUnpaid: number, now: Date) {
  const held = await unpaidVehicles(tx, clientKey, now);
  if (held + vehicles <= maxUnpaid) return;
  const message =
    held > 0
      ? `Masz już nieopłacone rezerwacje na ${vehicleCount(held)}. Opłać je lub poczekaj, aż wygasną, zanim zarezerwujesz kolejne.`
      : `Nieopłacone rezerwacje mogą obejmować najwyżej ${vehicleCount(maxUnpaid)}.`;
  throw new HttpError(429, [{ message, code: 'TOO_MANY_UNPAID_ORDERS' }], {
    unpaidVehicles: held,
    maxUnpaidVehicles: maxUnpaid,
  });
}

/**
 * One client's order transactions run one at a time (PostgreSQL; PGlite runs transactions one at a time),
 * so concurrent ones cannot each see the others' holds as absent and together pass the cap. Taken before
 * any row lock, in the same order by every transaction that holds spaces.
 */
export const lockClient = (tx: Executor, clientKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${clientKey}))`);
