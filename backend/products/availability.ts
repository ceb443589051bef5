import { and, between, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { parkingClosedDays, parkingDayOccupancy } from '../db/schema';
import { daysBetweenKeys } from '../../core/warsaw-time';

/**
 * Free spaces per Warsaw calendar day for several parkings over [first, last]:
 * capacity minus spaces held by orders, and zero on a closed day.
 */
export async function freeSpaces(
  db: Executor,
  parkingsCapacity: { id: number; capacity: number }[],
  first: string,
  last: string,
): Promise<Map<number, Map<string, number>>> {
  const ids = parkingsCapacity.map((p) => p.id);
  const result = new Map<number, Map<string, number>>();
  if (ids.length === 0) return result;
  const [used, closed] = await Promise.all([
    db
      .select()
      .from(parkingDayOccupancy)
      .where(and(inArray(parkingDayOccupancy.parkingId, ids), between(parkingDayOccupancy.day, first, last))),
    db
      .select()
      .from(parkingClosedDays)
      .where(and(inArray(parkingClosedDays.parkingId, ids), between(parkingClosedDays.day, first, last))),
  ]);
  const days = daysBetweenKeys(first, last);
  for (const p of parkingsCapacity) result.set(p.id, new Map(days.map((d) => [d, p.capacity])));
  for (const row of used) {
    const byDay = result.get(row.parkingId);
    const free = byDay?.get(row.day);
    if (byDay && free !== undefined) byDay.set(row.day, Math.max(0, free - row.used));
  }
  for (const row of closed) result.get(row.parkingId)?.set(row.day, 0);
  return result;
}

/**
 * `freeSpaces` + `hasRoom` as an SQL condition on one parking (its id and capacity as SQL expressions,
 * e.g. columns of an outer query): every day of [first, last] is open and has at least `spaces` free.
 * Correlated sub-queries on the (parking_id, day) keys, so it costs a few index probes per parking.
 */
export function hasRoomSql(
  parking: { id: SQL; capacity: SQL },
  first: string | SQLWrapper,
  last: string | SQLWrapper,
  spaces = 1,
): SQL {
  return sql`(${parking.capacity} >= ${spaces}
    and not exists (select 1 from ${parkingDayOccupancy}
      where ${parkingDayOccupancy.parkingId} = ${parking.id} and ${parkingDayOccupancy.day} between ${first} and ${last}
        and ${parking.capacity} - ${parkingDayOccupancy.used} < ${spaces})
    and not exists (select 1 from ${parkingClosedDays}
      where ${parkingClosedDays.parkingId} = ${parking.id} and ${parkingClosedDays.day} between ${first} and ${last}))`;
}

/** True when every day has at least `spaces` free. */
export function hasRoom(free: Map<string, number> | undefined, spaces = 1): boolean {
  if (!free) return false;
  for (const n of free.values()) if (n < spaces) return false;
  return true;
}

/** Adds (or with a negative `delta`, releases) held spaces on each day, inside the caller's transaction. */
export async function adjustOccupancy(db: Executor, parkingId: number, days: string[], delta: number) {
  if (days.length === 0 || delta === 0) return;
  await db
    .insert(parkingDayOccupancy)
    .values(days.map((day) => ({ parkingId, day, used: Math.max(0, delta) })))
    .onConflictDoUpdate({
      target: [parkingDayOccupancy.parkingId, parkingDayOccupancy.day],
      set: { used: sql`greatest(0, ${parkingDayOccupancy.used} + ${delta})` },
    });
}

/**
 * Applies several days' changes of held spaces (day → delta) in ascending day order, one statement per run
 * of equal deltas: a transaction that adds some days and releases others (a date change; a cancellation
 * with a change awaiting payment) takes the day rows' locks in the same order as every other transaction,
 * never a later day before an earlier one — which on PostgreSQL would deadlock with a release of the same
 * days.
 */
async function adjustOccupancyByDay(db: Executor, parkingId: number, deltas: ReadonlyMap<string, number>) {
  const days = [...deltas.entries()]
    .filter(([, delta]) => delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let run: string[] = [];
  let runDelta = 0;
  for (const [day, delta] of days) {
    if (run.length > 0 && delta !== runDelta) {
      await adjustOccupancy(db, parkingId, run, runDelta);
      run = [];
    }
    run.push(day);
    runDelta = delta;
  }
  await adjustOccupancy(db, parkingId, run, runDelta);
}

/**
 * Holds `vehicles` spaces on the days in `hold` and gives them back on the days in `release` (a day in
 * both, or twice in one, gets every move), as one ascending pass over the day rows (the lock order).
 */
export async function moveVehicles(
  db: Executor,
  parkingId: number,
  vehicles: number,
  days: { hold?: readonly string[]; release?: readonly string[] },
) {
  const deltas = new Map<string, number>();
  const add = (list: readonly string[], delta: number) => {
    for (const day of list) deltas.set(day, (deltas.get(day) ?? 0) + delta);
  };
  add(days.hold ?? [], vehicles);
  add(days.release ?? [], -vehicles);
  await adjustOccupancyByDay(db, parkingId, deltas);
}
