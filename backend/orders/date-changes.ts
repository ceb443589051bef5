/**
 * The transitions of a booking's date change (decision 0032), each inside the caller's transaction with
 * the order row locked first (then the parking row, then the day rows — the order every space-holding
 * transaction takes them in):
 * - applied at once: a stay no dearer than the booking's — the days it drops are released, the days it
 *   adds held, the order takes the new stay, lines and total, a cheaper stay refunds the difference;
 * - awaiting payment: a dearer stay — the days it adds are held now (the booking keeps its own stay) and a
 *   payment of the difference is opened; its capture applies the change, a decline or the hold lapsing
 *   (the sweep), a newer change or the booking's cancellation gives the added days back.
 * The voucher is sent again whenever the dates changed; every step writes the audit trail.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { stayCalendarDays } from '../../core/stay';
import type { Executor, Tx } from '../db/client';
import { dateChanges, offers, orders, payments } from '../db/schema';
import { adjustOccupancy, moveVehicles } from '../products/availability';
import { partyOf } from '../outbox/voucher-data';
import { withPlates } from './lines';
import { enqueueAgain, VOUCHER_KINDS } from '../outbox/queue';
import { recordEvent, type Actor } from './events';
import { refundUpTo, type RefundRow } from './refunds';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export type DateChangeRow = typeof dateChanges.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type Stay = Pick<OrderRow, 'arrivalAt' | 'departureAt'>;

/** The calendar days a move from `from` to `to` adds and drops (the days both stays share stay held). */
export function stayDelta(from: Stay, to: Stay): { added: string[]; dropped: string[] } {
  const before = stayCalendarDays(from.arrivalAt, from.departureAt);
  const after = stayCalendarDays(to.arrivalAt, to.departureAt);
  return { added: after.filter((d) => !before.includes(d)), dropped: before.filter((d) => !after.includes(d)) };
}

const stayOf = (s: Stay) => ({ arrivalAt: s.arrivalAt.toISOString(), departureAt: s.departureAt.toISOString() });

/**
 * The order takes the offer's stay, lines and total — with the plates it has now (they may have been
 * changed while a dearer change awaited its payment). Occupancy is the caller's.
 */
async function moveOrder(
  tx: Tx,
  order: OrderRow,
  offer: Pick<OfferRow, 'arrivalAt' | 'departureAt' | 'lines' | 'total'>,
  now: Date,
) {
  const [moved] = await tx
    .update(orders)
    .set({
      arrivalAt: offer.arrivalAt,
      departureAt: offer.departureAt,
      lines: withPlates(offer.lines, partyOf(order).plates),
      total: offer.total,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return moved;
}

/** The change's row: from the booking's stay and total to the offer's. */
async function insertChange(
  tx: Tx,
  order: OrderRow,
  offer: OfferRow,
  state: Pick<DateChangeRow, 'status' | 'holdExpiresAt'>,
  now: Date,
): Promise<DateChangeRow> {
  const [change] = await tx
    .insert(dateChanges)
    .values({
      id: randomUUID(),
      orderId: order.id,
      offerId: offer.id,
      ...state,
      fromArrivalAt: order.arrivalAt,
      fromDepartureAt: order.departureAt,
      fromTotal: order.total,
      arrivalAt: offer.arrivalAt,
      departureAt: offer.departureAt,
      total: offer.total,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return change;
}

/**
 * applied at once: the offer's stay costs no more than the booking. The days it adds are held (the caller
 * checked they have room, under the parking row lock), the dropped ones released, the difference refunded
 * from what was captured, and the voucher sent again.
 */
export async function applyDateChangeNow(
  tx: Tx,
  order: OrderRow,
  offer: OfferRow,
  actor: Actor,
  now: Date,
  /** Days a replaced change held, released with these in one ascending pass. */
  alsoRelease: readonly string[] = [],
): Promise<{ change: DateChangeRow; order: OrderRow; refunds: RefundRow[] }> {
  const { added, dropped } = stayDelta(order, offer);
  await moveVehicles(tx, order.parkingId, order.vehicles, { hold: added, release: [...dropped, ...alsoRelease] });
  const change = await insertChange(tx, order, offer, { status: 'APPLIED', holdExpiresAt: null }, now);
  const moved = await moveOrder(tx, order, offer, now);
  const given = order.total > offer.total ? await refundUpTo(tx, order.id, order.total - offer.total, now) : [];
  const refund = given.reduce((sum, r) => sum + r.amount, 0);
  await recordEvent(tx, order.id, actor, 'dates_changed', now, {
    stay: { from: stayOf(order), to: stayOf(offer) },
    total: { from: order.total, to: offer.total },
    refund,
    dateChangeId: change.id,
  });
  await enqueueAgain(tx, order.id, given.length ? [...VOUCHER_KINDS, 'refund'] : VOUCHER_KINDS, now, 'dates_changed');
  return { change, order: moved, refunds: given };
}

/**
 * awaiting payment: the offer's stay costs more. Its added days are held until `holdExpiresAt` (the caller
 * checked they have room) and a NEW payment of the difference is opened; the booking keeps its stay.
 */
export async function requestDateChange(
  tx: Tx,
  order: OrderRow,
  offer: OfferRow,
  input: { provider: string; holdExpiresAt: Date; actor: Actor },
  now: Date,
  /** Days a replaced change held, released with these in one ascending pass. */
  alsoRelease: readonly string[] = [],
): Promise<{ change: DateChangeRow; payment: PaymentRow }> {
  const { added } = stayDelta(order, offer);
  await moveVehicles(tx, order.parkingId, order.vehicles, { hold: added, release: alsoRelease });
  const change = await insertChange(
    tx,
    order,
    offer,
    { status: 'AWAITING_PAYMENT', holdExpiresAt: input.holdExpiresAt },
    now,
  );
  const [payment] = await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      orderId: order.id,
      provider: input.provider,
      status: 'NEW',
      amount: offer.total - order.total,
      currency: order.currency,
      dateChangeId: change.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordEvent(tx, order.id, input.actor, 'date_change_requested', now, {
    stay: { from: stayOf(order), to: stayOf(offer) },
    total: { from: order.total, to: offer.total },
    dateChangeId: change.id,
    paymentId: payment.id,
  });
  return { change, payment };
}

/** The booking's change awaiting payment, locked, or null. */
export async function pendingDateChange(tx: Tx, orderId: string): Promise<DateChangeRow | null> {
  const [change] = await tx
    .select()
    .from(dateChanges)
    .where(and(eq(dateChanges.orderId, orderId), eq(dateChanges.status, 'AWAITING_PAYMENT')))
    .for('update');
  return change ?? null;
}

/** The days a change adds to the stay the booking had when it was asked (what it holds while it waits). */
export const heldByChange = (
  change: Pick<DateChangeRow, 'fromArrivalAt' | 'fromDepartureAt' | 'arrivalAt' | 'departureAt'>,
) => stayDelta({ arrivalAt: change.fromArrivalAt, departureAt: change.fromDepartureAt }, change).added;

/**
 * lapsed: a change awaiting payment gives its added days back and its open payment is cancelled (the
 * booking keeps its stay), for `reason`. With `release: false` the caller releases the returned days
 * itself, together with its own (one ascending pass). Null when the change was no longer awaiting payment.
 */
export async function lapseDateChange(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'parkingId' | 'vehicles'>,
  changeId: string,
  reason: 'expired' | 'declined' | 'payment_not_started' | 'replaced' | 'booking_cancelled',
  now: Date,
  { release = true }: { release?: boolean } = {},
): Promise<{ change: DateChangeRow; released: string[] } | null> {
  const [change] = await tx
    .update(dateChanges)
    .set({ status: 'LAPSED', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(dateChanges.id, changeId), eq(dateChanges.status, 'AWAITING_PAYMENT')))
    .returning();
  if (!change) return null;
  // The booking has not moved since the change was asked: a change awaiting payment is the only one, and a
  // newer one lapses it first.
  const released = heldByChange(change);
  if (release) await adjustOccupancy(tx, order.parkingId, released, -order.vehicles);
  await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(payments.dateChangeId, change.id), inArray(payments.status, ['NEW', 'PENDING'])));
  await recordEvent(tx, order.id, 'system', 'date_change_lapsed', now, { dateChangeId: change.id, reason });
  return { change, released };
}

/**
 * The provider's final answer for a date change's payment (settlePayment routes it here, order row and
 * payment row locked). A capture while the change awaits it applies the change; a capture after it lapsed
 * (or the booking was cancelled) is refunded by `refundLate`; a decline or cancel lapses the change.
 */
export async function settleDateChangePayment(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  outcome: 'CAPTURED' | 'DECLINED' | 'CANCELLED',
  now: Date,
  refundLate: (tx: Tx, order: OrderRow, payment: PaymentRow, now: Date) => Promise<PaymentRow>,
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const [change] = payment.dateChangeId
    ? await tx.select().from(dateChanges).where(eq(dateChanges.id, payment.dateChangeId)).for('update')
    : [];
  const open = payment.status === 'NEW' || payment.status === 'PENDING';
  const awaiting = change?.status === 'AWAITING_PAYMENT' && order.status === 'CONFIRMED' && open;
  if (outcome === 'CAPTURED') {
    if (!change || !awaiting) return { payment: await refundLate(tx, order, payment, now), order };
    const [captured] = await tx
      .update(payments)
      .set({ status: 'CAPTURED', updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    await tx
      .update(dateChanges)
      .set({ status: 'APPLIED', holdExpiresAt: null, updatedAt: now })
      .where(eq(dateChanges.id, change.id));
    const [offer] = await tx.select().from(offers).where(eq(offers.id, change.offerId));
    // The added days are held since the change was asked; the dropped ones go back now.
    await adjustOccupancy(tx, order.parkingId, stayDelta(order, offer).dropped, -order.vehicles);
    const moved = await moveOrder(tx, order, offer, now);
    await recordEvent(tx, order.id, 'system', 'dates_changed', now, {
      stay: { from: stayOf(order), to: stayOf(change) },
      total: { from: order.total, to: change.total },
      refund: 0,
      dateChangeId: change.id,
      paymentId: payment.id,
    });
    await enqueueAgain(tx, order.id, VOUCHER_KINDS, now, 'dates_changed');
    return { payment: captured, order: moved };
  }
  if (!open) return { payment, order };
  const [settled] = await tx
    .update(payments)
    .set({ status: outcome, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (change) await lapseDateChange(tx, order, change.id, 'declined', now);
  return { payment: settled, order };
}

/** The sweep: changes awaiting payment past their hold lapse, each in its own transaction. Returns how many. */
export async function lapseUnpaidDateChanges(db: Executor, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: dateChanges.id, orderId: dateChanges.orderId })
    .from(dateChanges)
    .where(and(eq(dateChanges.status, 'AWAITING_PAYMENT'), lt(dateChanges.holdExpiresAt, now)))
    .limit(200);
  let lapsed = 0;
  for (const { id, orderId } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return order ? lapseDateChange(tx, order, id, 'expired', now) : null;
    });
    if (done) lapsed++;
  }
  return lapsed;
}
