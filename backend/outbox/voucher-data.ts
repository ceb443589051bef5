/** Reads a confirmed order's voucher from the database as it is now (backend/notifications/voucher-view.ts). */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CONTACT } from '../../core/contact';
import { formatGroszeZl } from '../../core/format';
import { billableDays } from '../../core/stay';
import { dayWord, vehicleCount } from '../../core/plural';
import type { Executor } from '../db/client';
import { airports, orders, parkings, type StoredOfferLine, type VoucherUpdate } from '../db/schema';
import { paidAmount, refundsOf, refundTotal } from '../orders/paid';
import type { VoucherLine, VoucherView } from '../notifications/voucher-view';
import type { BookingBasics } from '../notifications/email-layout';
import { freeCancellationUntil } from '../../core/cancellation';
import type { OrderRow } from '../orders/transitions';
import { emailManageToken, voucherQrText } from './signing';

/** The parking line's specification as the order stored it (offer-lines.ts); read defensively. */
const ParkingSpec = z.object({
  vehicles: z.array(z.object({ plate: z.string() })).default([]),
  people: z.object({ adult: z.number().default(1), child: z.number().default(0) }).loose(),
});

/** The line's arithmetic: "229,00 zł × 2 pojazdy", then each discount ("Rabat 10 %: −45,80 zł"). */
function lineView(line: StoredOfferLine, days: number): VoucherLine {
  const quantity = line.quantity ?? 1;
  const unit = line.unitPrice ?? line.basePrice;
  const discounts = line.discounts.map((d) => `${d.label}: −${formatGroszeZl(Math.abs(d.amount))}`);
  if (line.kind === 'parking') {
    return {
      label: `${line.productName} · ${days} ${dayWord(days)}`,
      detail: [`${formatGroszeZl(unit)} × ${vehicleCount(quantity)}`, ...discounts].join(', '),
      amount: line.price,
    };
  }
  const math = quantity > 1 ? [`${quantity} × ${formatGroszeZl(unit)}`] : [];
  return { label: line.productName, detail: [...math, ...discounts].join(', '), amount: line.price };
}

/** Plates and people as the order's parking line stored them (a line that does not parse: none, one adult). */
export function partyOf(order: Pick<OrderRow, 'lines'>): { plates: string[]; adults: number; children: number } {
  const parkingLine = order.lines.find((line) => line.kind === 'parking');
  const spec = ParkingSpec.safeParse(parkingLine?.specification);
  return {
    plates: spec.success ? spec.data.vehicles.map((v) => v.plate) : [],
    adults: spec.success ? spec.data.people.adult : 1,
    children: spec.success ? spec.data.people.child : 0,
  };
}

/** The car park as the customer needs it: where, whom to call (its phone, else our support line), a map link. */
export function carParkOf(parking: typeof parkings.$inferSelect) {
  const coordinates =
    parking.latitude !== null && parking.longitude !== null ? `${parking.latitude},${parking.longitude}` : null;
  return {
    name: parking.name,
    address: parking.address,
    phone: parking.phone ?? CONTACT.phone.replace(/\s/g, ''),
    phoneIsSupport: parking.phone === null,
    latitude: parking.latitude,
    longitude: parking.longitude,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(coordinates ?? parking.address)}`,
    transferMinutes: parking.transferMinutes,
  };
}

/** The support line every message names. */
export const SUPPORT = { phone: CONTACT.phone, email: CONTACT.email, hours: CONTACT.weekdayHours };

export interface VoucherContext {
  publicUrl: string;
  signingSecret: string;
}

/** An order with what every message about it names (BookingBasics); null for an unknown order. */
export async function loadOrderForMessage(
  db: Executor,
  orderId: string,
): Promise<{ order: OrderRow; basics: BookingBasics } | null> {
  const [row] = await db
    .select({ order: orders, parkingName: parkings.name })
    .from(orders)
    .innerJoin(parkings, eq(parkings.id, orders.parkingId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  return {
    order,
    basics: {
      reference: order.orderNumber,
      firstName: order.customer.firstName,
      email: order.customer.email,
      parkingName: row.parkingName,
      arrivalAt: order.arrivalAt,
      departureAt: order.departureAt,
    },
  };
}

/** The booking's page (Moja rezerwacja) with the e-mails' token: the link every message carries. */
export const manageUrl = (ctx: VoucherContext, order: Pick<OrderRow, 'orderNumber' | 'departureAt'>) =>
  `${ctx.publicUrl}/moja-rezerwacja/${order.orderNumber}/?token=${emailManageToken(ctx.signingSecret, order.orderNumber, order.departureAt)}`;

/**
 * The voucher of a CONFIRMED order, or null when the order is not (or no longer) confirmed; `update` is why a
 * voucher is sent once more (the outbox row's reason).
 */
export async function loadVoucherView(
  db: Executor,
  orderId: string,
  ctx: VoucherContext,
  update: VoucherUpdate | null = null,
): Promise<VoucherView | null> {
  const [row] = await db
    .select({ order: orders, parking: parkings, airportName: airports.name })
    .from(orders)
    .innerJoin(parkings, eq(parkings.id, orders.parkingId))
    .innerJoin(airports, eq(airports.id, parkings.airportId))
    .where(eq(orders.id, orderId));
  if (!row || row.order.status !== 'CONFIRMED') return null;
  const { order, parking } = row;
  const days = billableDays(order.arrivalAt, order.departureAt);
  return {
    reference: order.orderNumber,
    qrText: voucherQrText(ctx.signingSecret, order.orderNumber),
    customer: order.customer,
    parking: carParkOf(parking),
    airportName: row.airportName,
    arrivalAt: order.arrivalAt,
    departureAt: order.departureAt,
    days,
    ...partyOf(order),
    lines: order.lines.map((line) => lineView(line, days)),
    total: order.total,
    paid: await paidAmount(db, order.id),
    refund: refundTotal(await refundsOf(db, order.id)),
    update,
    freeCancellationUntil: freeCancellationUntil(order.arrivalAt),
    renderedAt: new Date(),
    manageUrl: manageUrl(ctx, order),
    bookingUrl: `${ctx.publicUrl}/moja-rezerwacja/${order.orderNumber}/`,
    support: SUPPORT,
  };
}
