import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { addons, offers, parkings, promoCodes, type StoredOfferLine } from '../db/schema';
import { HttpError, isTextId, PG_INTEGER_MAX } from '../lib/http';
import { normaliseLines, OfferLineSchema } from './offer-lines';
import { addonNotApplicableReason } from '../../core/addons';
import { toMoney } from '../../core/money';
import {
  billableDays,
  isArrivalTooEarly,
  isArrivalTooLate,
  STAY_RULE_MESSAGES,
  stayCalendarDays,
} from '../../core/stay';
import { freeSpaces, hasRoom } from '../products/availability';
import { addonPrice, promoDiscount, quoteStay } from '../products/pricing';

export const OfferRequestSchema = z.object({
  offerLines: z.array(OfferLineSchema).min(1, 'Oferta musi zawierać co najmniej jedną pozycję.').max(20),
  promoCode: z.string().trim().max(50).nullish(),
});

/** 400 unless a stay may be booked now: its arrival neither passed (beyond the grace) nor beyond the horizon. */
/** `at`: where the body holds the stay (a line's `offerLines.0.specification`; none for a date change's body). */
export function checkStayWindow(stayPeriod: { arrivalAt: Date }, now: Date, at?: string) {
  const field = at ? `${at}.stayPeriod.arrivalAt` : 'stayPeriod.arrivalAt';
  if (isArrivalTooEarly(stayPeriod.arrivalAt, now)) {
    throw new HttpError(400, [{ message: STAY_RULE_MESSAGES.arrivalPassed, field }]);
  }
  if (isArrivalTooLate(stayPeriod.arrivalAt, now)) {
    throw new HttpError(400, [{ message: STAY_RULE_MESSAGES.tooFarAhead, field }]);
  }
}

async function findPromo(db: Executor, code: string, now: Date) {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toLowerCase())).limit(1);
  if (!promo || !promo.active || (promo.validUntil && promo.validUntil <= now)) {
    throw new HttpError(422, [
      { message: 'Podany kod jest nieprawidłowy.', field: 'promoCode', code: 'INVALID_PROMO_CODE' },
    ]);
  }
  return promo;
}

export async function createOffer(
  db: Executor,
  input: z.infer<typeof OfferRequestSchema>,
  /**
   * `checkRoom: false` — the caller checks room itself (a date change: the booking's own days are its).
   * `forOrderId` — the booking whose date change the offer prices (only that change may take it).
   */
  options: { ttlSeconds: number; now?: Date; checkRoom?: boolean; forOrderId?: string },
) {
  const now = options.now ?? new Date();
  const { parking: parkingLine, addonLines } = normaliseLines(input.offerLines);
  checkStayWindow(parkingLine.spec.stayPeriod, now, parkingLine.at);

  const parkingId = Number(parkingLine.productId);
  const [parking] =
    parkingId <= PG_INTEGER_MAX ? await db.select().from(parkings).where(eq(parkings.id, parkingId)).limit(1) : [];
  if (!parking) throw new HttpError(404, [{ message: 'Nie znaleziono parkingu.', code: 'PRODUCT_NOT_FOUND' }]);
  if (!parking.active) throw new HttpError(409, [{ message: 'Parking jest nieaktywny.', code: 'PARKING_INACTIVE' }]);

  const { arrivalAt, departureAt } = parkingLine.stay;
  const vehicles = parkingLine.spec.vehicles.length;
  if (options.checkRoom !== false) {
    const days = stayCalendarDays(arrivalAt, departureAt);
    const free = await freeSpaces(db, [parking], days[0], days[days.length - 1]);
    if (!hasRoom(free.get(parking.id), vehicles)) {
      throw new HttpError(409, [
        { message: 'Wybrany termin jest niedostępny – brak wolnych miejsc.', code: 'SOLD_OUT' },
      ]);
    }
  }

  const addonRows = addonLines.length
    ? await db
        .select()
        .from(addons)
        .where(
          inArray(
            addons.id,
            addonLines.map((l) => l.productId),
          ),
        )
    : [];
  const promo = input.promoCode ? await findPromo(db, input.promoCode, now) : null;

  const billable = billableDays(arrivalAt, departureAt);
  const stayQuote = quoteStay(parking, billable, vehicles);
  const priced: StoredOfferLine[] = [
    withPromo(
      {
        productId: String(parking.id),
        productName: parking.name,
        kind: 'parking',
        specification: parkingLine.specification,
        quantity: vehicles,
        unitPrice: stayQuote.unitPrice,
        basePrice: stayQuote.basePrice,
        discounts: stayQuote.discounts,
        price: stayQuote.price,
      },
      promo,
    ),
    ...addonLines.map((line) => {
      const addon = addonRows.find((a) => a.id === line.productId);
      if (!addon || !addon.active) {
        throw new HttpError(404, [{ message: `Nie znaleziono dodatku ${line.productId}.`, code: 'PRODUCT_NOT_FOUND' }]);
      }
      if (addon.parkingId !== parking.id) {
        throw new HttpError(422, [{ message: 'Dodatek nie należy do wybranego parkingu.', code: 'ADDON_MISMATCH' }]);
      }
      const { quantity, unitPrice, price } = addonPrice(addon, {
        vehicles,
        people: line.specification.people,
        days: billable,
      });
      // An addon this booking buys none of (e.g. a group transfer for fewer travellers) is not sold at 0 zł.
      if (quantity === 0) {
        throw new HttpError(422, [
          {
            message: `Dodatek „${addon.name}” nie dotyczy tej rezerwacji. ${addonNotApplicableReason(addon)}`,
            field: 'offerLines',
            code: 'ADDON_NOT_APPLICABLE',
          },
        ]);
      }
      return withPromo(
        {
          productId: addon.id,
          productName: addon.name,
          kind: 'addon',
          specification: line.specification,
          quantity,
          unitPrice,
          basePrice: price,
          discounts: [],
          price,
        },
        promo,
      );
    }),
  ];

  const [row] = await db
    .insert(offers)
    .values({
      id: randomUUID(),
      parkingId: parking.id,
      arrivalAt,
      departureAt,
      vehicles,
      lines: priced,
      promoCode: promo?.code ?? null,
      total: priced.reduce((sum, l) => sum + l.price, 0),
      expiresAt: new Date(now.getTime() + options.ttlSeconds * 1000),
      createdAt: now,
      forOrderId: options.forOrderId ?? null,
    })
    .returning();
  return offerView(row, promo?.percent ?? null);
}

function withPromo(line: StoredOfferLine, promo: { code: string; percent: number } | null): StoredOfferLine {
  if (!promo) return line;
  const amount = promoDiscount(line.price, promo.percent);
  if (amount === 0) return line;
  return {
    ...line,
    discounts: [...line.discounts, { label: `Kod rabatowy ${promo.code.toUpperCase()}`, amount }],
    price: line.price - amount,
  };
}

export type OfferRow = typeof offers.$inferSelect;

export function offerView(row: OfferRow, promoPercent: number | null) {
  const base = row.lines.reduce((sum, l) => sum + l.basePrice, 0);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    parkingId: row.parkingId,
    stayPeriod: { arrivalAt: row.arrivalAt.toISOString(), departureAt: row.departureAt.toISOString() },
    total: toMoney(row.total),
    subtotal: toMoney(base),
    totalDiscounts: toMoney(base - row.total),
    promoCode: row.promoCode ? { code: row.promoCode, percent: promoPercent } : null,
    offerLines: row.lines.map((l) => ({
      product: { id: l.productId, name: l.productName, type: l.kind },
      price: toMoney(l.price),
      originalPrice: toMoney(l.basePrice),
      quantity: l.quantity ?? 1,
      unitPrice: toMoney(l.unitPrice ?? l.basePrice),
      specification: l.specification,
      appliedDiscounts: l.discounts.map((d) => ({ name: d.label, value: toMoney(d.amount) })),
    })),
  };
}

export async function readOffer(db: Executor, id: string, now = new Date()) {
  const [row] = isTextId(id) ? await db.select().from(offers).where(eq(offers.id, id)).limit(1) : [];
  if (!row) throw new HttpError(404, [{ message: 'Nie znaleziono oferty.', code: 'OFFER_NOT_FOUND' }]);
  if (row.expiresAt <= now) throw new HttpError(410, [{ message: 'Oferta wygasła.', code: 'OFFER_EXPIRED' }]);
  const promo = row.promoCode
    ? (
        await db
          .select({ percent: promoCodes.percent })
          .from(promoCodes)
          .where(eq(promoCodes.code, row.promoCode))
          .limit(1)
      )[0]
    : undefined;
  return { row, view: offerView(row, promo?.percent ?? null) };
}
