/**
 * What the owner of a booking can do with it (decision 0032): cancel it for free until 24 hours before the
 * arrival (with a refund of what was paid), change plates, phone and notes until the stay starts, and have
 * the voucher sent again. Each runs in one transaction with the order row locked, writes the audit trail,
 * and queues what it owes (refund, e-mails) in the outbox in that same transaction.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  canChangeDetails,
  cancellationClosedText,
  freeCancellationUntil,
  isFreeCancellation,
} from '../../core/cancellation';
import { CONTACT } from '../../core/contact';
import { formatWarsawDateTime } from '../../core/format';
import {
  duplicatePlateIndexes,
  DUPLICATE_PLATE_MESSAGE,
  isPlateFormat,
  PLATE_FORMAT_MESSAGE,
  plateKey,
} from '../../core/plates';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import type { Executor } from '../db/client';
import { AdditionalInfoSchema, PhoneSchema } from '../checkout/order-request';
import { plateSchema } from '../checkout/offer-lines';
import { hit } from '../lib/counters';
import { HttpError } from '../lib/http';
import { recordEvent, type Actor } from '../orders/events';
import { withPlates } from '../orders/lines';
import { cancelBooking as cancelTransition } from '../orders/cancellation';
import type { OrderRow } from '../orders/transitions';
import { enqueueAgain, VOUCHER_KINDS } from '../outbox/queue';
import { maskEmail } from '../outbox/status';
import { partyOf } from '../outbox/voucher-data';
import { bookingNotFound } from './view';

const conflict = (code: string, message: string) => new HttpError(409, [{ code, message }]);
const support = `${CONTACT.phone}, ${CONTACT.email} (${CONTACT.weekdayHours})`;

/** The booking's order row, locked for the rest of the transaction. */
async function lockBooking(tx: Tx, reference: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, reference)).for('update');
  if (!order) throw bookingNotFound();
  return order;
}

/**
 * Cancels the booking: free until arrival − 24 h (core/cancellation.ts); after that a 409 that names the
 * support line. A cancelled or refunded booking answers as it is (cancelling twice changes nothing).
 */
export async function cancelBooking(db: Executor, reference: string, actor: Actor, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockBooking(tx, reference);
    if (order.status === 'CANCELLED' || order.status === 'REFUNDED') return { changed: false } as const;
    if (order.status === 'EXPIRED')
      throw conflict('NOT_CANCELLABLE', 'Ta rezerwacja wygasła bez płatności – nie ma czego anulować.');
    if (!isFreeCancellation(order.arrivalAt, now))
      throw conflict(
        'CANCELLATION_CLOSED',
        `${cancellationClosedText(formatWarsawDateTime(freeCancellationUntil(order.arrivalAt)))} ` +
          `Skontaktuj się z obsługą: ${support}.`,
      );
    const done = await cancelTransition(tx, order.id, actor, now);
    if (!done) throw conflict('NOT_CANCELLABLE', 'Tej rezerwacji nie można już anulować.');
    return { changed: true, orderId: order.id, refunds: done.refunds } as const;
  });
}

const HOUR_MS = 60 * 60 * 1000;
/** "Wyślij voucher ponownie": this many times per booking per hour. */
export const RESENDS_PER_HOUR = 3;
/** Changes of plates or phone (each re-sends the voucher e-mail and SMS): this many per booking per hour. */
export const DETAIL_CHANGES_PER_HOUR = 5;

export const DetailsChangeSchema = z
  .object({
    // The format only for a plate the booking does not hold yet (changeDetails): one made before the
    // format rule keeps its plates.
    plates: z
      .array(plateSchema(true, { format: false }))
      .min(1)
      .max(10)
      .optional(),
    phone: PhoneSchema.optional(),
    additionalInfo: AdditionalInfoSchema.optional(),
  })
  .strict()
  .superRefine((change, ctx) => {
    for (const index of duplicatePlateIndexes(change.plates ?? []))
      ctx.addIssue({ code: 'custom', path: ['plates', index], message: DUPLICATE_PLATE_MESSAGE });
  });
export type DetailsChange = z.output<typeof DetailsChangeSchema>;

/**
 * Changes plates, phone or notes until the stay starts. The number of plates stays the number of vehicles
 * (it set the price and the spaces). A change of plates or phone re-sends the voucher (the car park and the
 * SMS read them); notes alone do not.
 */
export async function changeDetails(
  db: Executor,
  reference: string,
  change: DetailsChange,
  actor: Actor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockBooking(tx, reference);
    if (order.status !== 'CONFIRMED' && order.status !== 'PENDING_PAYMENT')
      throw conflict('NOT_CHANGEABLE', 'Tej rezerwacji nie można już zmienić.');
    if (!canChangeDetails(order.arrivalAt, now))
      throw conflict(
        'CHANGES_CLOSED',
        `Postój już się rozpoczął – zmian można dokonać tylko przez obsługę: ${support}.`,
      );
    if (change.plates && change.plates.length !== order.vehicles)
      throw new HttpError(400, [
        {
          field: 'plates',
          message: `Podaj tyle tablic rejestracyjnych, ile pojazdów obejmuje rezerwacja: ${order.vehicles}.`,
        },
      ]);
    const before = { plates: partyOf(order).plates, phone: order.customer.phone, additionalInfo: order.additionalInfo };
    const held = new Set(before.plates.map(plateKey));
    change.plates?.forEach((plate, index) => {
      if (!held.has(plateKey(plate)) && !isPlateFormat(plate))
        throw new HttpError(400, [{ field: `plates.${index}`, message: PLATE_FORMAT_MESSAGE }]);
    });
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    if (change.plates && change.plates.join('\n') !== before.plates.join('\n'))
      changed.plates = { from: before.plates, to: change.plates };
    if (change.phone !== undefined && change.phone !== before.phone)
      changed.phone = { from: before.phone, to: change.phone };
    if (change.additionalInfo !== undefined && change.additionalInfo !== before.additionalInfo)
      changed.additionalInfo = { from: before.additionalInfo, to: change.additionalInfo };
    if (Object.keys(changed).length === 0) return { changed: [], voucherResent: false };
    const voucherResent = order.status === 'CONFIRMED' && Boolean(changed.plates || changed.phone);
    // Each such change sends the e-mail and an SMS again: as bounded as "Wyślij voucher ponownie".
    if (voucherResent) {
      await withinHourlyLimit(
        tx,
        `details:${order.id}`,
        DETAIL_CHANGES_PER_HOUR,
        now,
        'Tablice lub telefon tej rezerwacji zmieniono już kilka razy w ciągu godziny, a każda zmiana wysyła nowy voucher. Spróbuj ponownie później.',
      );
    }
    await tx
      .update(orders)
      .set({
        ...(changed.plates && change.plates ? { lines: withPlates(order.lines, change.plates) } : {}),
        ...(changed.phone && change.phone ? { customer: { ...order.customer, phone: change.phone } } : {}),
        ...(changed.additionalInfo ? { additionalInfo: change.additionalInfo ?? '' } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, order.id, actor, 'details_changed', now, changed);
    if (voucherResent) await enqueueAgain(tx, order.id, VOUCHER_KINDS, now, 'details_changed');
    return { changed: Object.keys(changed), voucherResent };
  });
}

/** Counts one more `key` in this hour; past `limit`, 429 RATE_LIMITED with `message` and Retry-After. */
async function withinHourlyLimit(tx: Executor, key: string, limit: number, now: Date, message: string) {
  const allowed = await hit(tx, key, limit, HOUR_MS, now);
  if (!allowed.allowed) {
    throw new HttpError(
      429,
      [{ code: 'RATE_LIMITED', message }],
      {},
      { 'Retry-After': String(allowed.retryAfterSeconds) },
    );
  }
}

/** Queues the voucher e-mail and SMS again for a confirmed booking (at most RESENDS_PER_HOUR an hour). */
export async function resendVoucher(db: Executor, reference: string, actor: Actor, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockBooking(tx, reference);
    if (order.status !== 'CONFIRMED')
      throw conflict('NOT_CONFIRMED', 'Voucher wysyłamy tylko dla opłaconej, aktywnej rezerwacji.');
    await withinHourlyLimit(
      tx,
      `resend:${order.id}`,
      RESENDS_PER_HOUR,
      now,
      'Voucher wysłaliśmy już kilka razy w ciągu godziny. Spróbuj ponownie później.',
    );
    await enqueueAgain(tx, order.id, VOUCHER_KINDS, now, 'copy_requested');
    await recordEvent(tx, order.id, actor, 'voucher_resent', now);
    return { sentTo: maskEmail(order.customer.email) };
  });
}
