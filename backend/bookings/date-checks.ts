/**
 * Whether a booking's dates may change, and to what (dates.ts asks): a paid booking before its deadline, a
 * new stay in the future and not the same, room on every day it adds, the promo code still valid.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { CONTACT } from '../../core/contact';
import { canChangeDates, dateChangesClosedText, dateChangesUntil } from '../../core/cancellation';
import { formatWarsawDateTime } from '../../core/format';
import { STAY_RULE_MESSAGES } from '../../core/stay';
import type { Executor } from '../db/client';
import { offers, promoCodes } from '../db/schema';
import { checkStayWindow } from '../checkout/offers';
import { HttpError } from '../lib/http';
import { stayDelta } from '../orders/date-changes';
import type { OrderRow } from '../orders/transitions';
import { freeSpaces } from '../products/availability';

export const conflict = (code: string, message: string) => new HttpError(409, [{ code, message }]);
const support = `${CONTACT.phone}, ${CONTACT.email} (${CONTACT.weekdayHours})`;

/** 409 unless the booking's dates may change now: paid, and before arrival − 24 h. */
export function checkChangeable(order: OrderRow, now: Date) {
  if (order.status !== 'CONFIRMED')
    throw conflict(
      'NOT_CHANGEABLE',
      order.status === 'PENDING_PAYMENT'
        ? 'Termin można zmienić w opłaconej rezerwacji – najpierw ją opłać.'
        : 'Terminu tej rezerwacji nie można już zmienić.',
    );
  if (!canChangeDates(order.arrivalAt, now))
    throw conflict(
      'DATE_CHANGES_CLOSED',
      `${dateChangesClosedText(formatWarsawDateTime(dateChangesUntil(order.arrivalAt)))} ` +
        `Skontaktuj się z obsługą: ${support}.`,
    );
}

const sameStay = (order: OrderRow, stay: { arrivalAt: Date; departureAt: Date }) =>
  order.arrivalAt.getTime() === stay.arrivalAt.getTime() && order.departureAt.getTime() === stay.departureAt.getTime();

/**
 * 400 unless the new stay can replace the booking's: it arrives in the future (a new booking may arrive up
 * to an hour ago — a checkout finished as the hour turns; a moved one may not) and differs from it.
 */
export function checkNewStay(order: OrderRow, stay: { arrivalAt: Date; departureAt: Date }, now: Date) {
  if (stay.arrivalAt.getTime() <= now.getTime())
    throw new HttpError(400, [
      { field: 'stayPeriod.arrivalAt', code: 'ARRIVAL_PASSED', message: STAY_RULE_MESSAGES.arrivalPassed },
    ]);
  // Beyond the booking horizon: the same 400 as a new booking's (before any day is looked up).
  checkStayWindow(stay, now);
  if (sameStay(order, stay))
    throw new HttpError(400, [
      { code: 'SAME_DATES', field: 'stayPeriod', message: 'To jest obecny termin rezerwacji – wybierz inne daty.' },
    ]);
}

/** The booking's lines as an offer request for another stay (plates, people and addons as booked). */
export function linesFor(order: OrderRow, stay: { arrivalAt: Date; departureAt: Date }) {
  const stayPeriod = { arrivalAt: stay.arrivalAt.toISOString(), departureAt: stay.departureAt.toISOString() };
  return order.lines.map((line) => {
    const spec = typeof line.specification === 'object' && line.specification !== null ? line.specification : {};
    return { productId: line.productId, specification: { ...spec, stayPeriod } };
  });
}

/** The booking's promo code while it is still valid (an expired or withdrawn one is not carried over). */
export async function promoStillValid(db: Executor, order: OrderRow, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ code: promoCodes.code })
    .from(offers)
    .innerJoin(promoCodes, eq(promoCodes.code, offers.promoCode))
    .where(
      and(
        eq(offers.id, order.offerId),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
      ),
    )
    .limit(1);
  return row?.code ?? null;
}

/**
 * 409 SOLD_OUT unless every day the new stay adds to the booking's has a space for each of its vehicles
 * (the days both stays share are the booking's own already).
 */
export async function checkAddedDays(
  db: Executor,
  order: OrderRow,
  stay: { arrivalAt: Date; departureAt: Date },
  parking: { id: number; capacity: number },
  /** Days the booking's own change awaiting payment holds: free for this one. */
  ownHeld: readonly string[] = [],
) {
  const { added } = stayDelta(order, stay);
  if (added.length === 0) return;
  const free = (await freeSpaces(db, [parking], added[0], added[added.length - 1])).get(parking.id);
  const room = (day: string) => (free?.get(day) ?? 0) + (ownHeld.includes(day) ? order.vehicles : 0);
  if (added.some((day) => room(day) < order.vehicles))
    throw conflict('SOLD_OUT', 'Na ten termin nie ma wolnych miejsc na tym parkingu. Wybierz inne daty.');
}
