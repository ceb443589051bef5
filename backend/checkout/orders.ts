import { eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { orders, parkings, payments } from '../db/schema';
import { HttpError, isTextId } from '../lib/http';
import { toGrosze, toMoney } from '../lib/money';
import { stayCalendarDays } from '../lib/time';
import type { PaymentProvider } from '../payments/provider';
import { releaseSpaces } from '../payments/transitions';
import { adjustOccupancy, freeSpaces, hasRoom } from '../products/availability';
import { canonicalJson } from './idempotency';
import { normaliseLines, OfferLineSchema, readOffer } from './offers';

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const OrderRequestSchema = z.object({
  offerId: z.string({ error: 'Brak identyfikatora oferty.' }).trim().min(1, 'Brak identyfikatora oferty.').max(100),
  orderLines: z.array(OfferLineSchema).min(1).max(20),
  expectedPrice: z
    .object({ amount: z.coerce.number().min(0), currency: z.string().default('PLN') })
    .optional(),
  customer: z.object({
    firstName: required('Imię jest wymagane', 100),
    lastName: required('Nazwisko jest wymagane', 100),
    email: z.email('Nieprawidłowy format email').max(254),
    phone: z
      .string({ error: 'Numer telefonu musi mieć co najmniej 9 cyfr' })
      .trim()
      .max(25, 'Numer telefonu jest za długi')
      .regex(/^\+?[0-9 ()-]+$/, 'Numer telefonu może zawierać tylko cyfry, spacje i znak +')
      .refine((p) => p.replace(/\D/g, '').length >= 9, 'Numer telefonu musi mieć co najmniej 9 cyfr'),
  }),
  additionalInfo: z.string().max(2000, 'Uwagi mogą mieć najwyżej 2000 znaków').nullish().transform((v) => v ?? ''),
  invoice: z
    .object({
      taxId: required('NIP jest wymagany', 30),
      name: required('Nazwa firmy jest wymagana'),
      address: z.object({
        street: required('Adres firmy jest wymagany'),
        city: required('Miasto jest wymagane', 100),
        zipCode: required('Kod pocztowy jest wymagany', 20),
        country: required('Kraj jest wymagany', 100),
      }),
    })
    .nullish(),
});
export type OrderRequest = z.output<typeof OrderRequestSchema>;

const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const orderNumber = () =>
  `PK-${Array.from({ length: 8 }, () => ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]).join('')}`;

const lineKey = (l: { productId: string; specification: unknown }) => `${l.productId}|${canonicalJson(l.specification)}`;

/**
 * Places an order for an offer in one transaction that locks the parking row, checks every day of the
 * stay still has room for each vehicle, and holds the spaces — so two orders can never take the same
 * last space. A zero total is confirmed at once; otherwise the payer is sent to the provider.
 */
export async function placeOrder(
  db: Executor,
  input: OrderRequest,
  deps: { provider: PaymentProvider; holdMinutes: number; now?: Date },
) {
  const now = deps.now ?? new Date();
  const placed = await db.transaction(async (tx) => {
    const { row: offer } = await readOffer(tx, input.offerId, now);

    const { parking, addonLines } = normaliseLines(input.orderLines, { requirePlates: true });
    const asked = [parking, ...addonLines].map(lineKey).sort();
    const offered = offer.lines.map(lineKey).sort();
    if (asked.length !== offered.length || asked.some((k, i) => k !== offered[i])) {
      throw new HttpError(422, [{ message: 'Pozycje zamówienia nie odpowiadają ofercie.', code: 'LINES_MISMATCH' }]);
    }
    if (input.expectedPrice && toGrosze(input.expectedPrice.amount) !== offer.total) {
      throw new HttpError(409, [{ message: 'Cena oferty uległa zmianie.', code: 'PRICE_CHANGED' }], {
        currentPrice: toMoney(offer.total),
      });
    }
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.offerId, offer.id)).limit(1);
    if (used) throw new HttpError(409, [{ message: 'Ta oferta została już wykorzystana.', code: 'OFFER_USED' }]);

    // The row lock serialises every order for this parking (PostgreSQL); PGlite runs transactions one at a time.
    const [parkingRow] = await tx.select().from(parkings).where(eq(parkings.id, offer.parkingId)).for('update');
    if (!parkingRow) throw new HttpError(404, [{ message: 'Nie znaleziono parkingu.', code: 'PRODUCT_NOT_FOUND' }]);
    if (!parkingRow.active) throw new HttpError(409, [{ message: 'Parking jest nieaktywny.', code: 'PARKING_INACTIVE' }]);

    const days = stayCalendarDays(offer.arrivalAt, offer.departureAt);
    const free = await freeSpaces(tx, [parkingRow], days[0], days[days.length - 1]);
    if (!hasRoom(free.get(parkingRow.id), offer.vehicles)) {
      throw new HttpError(409, [{ message: 'Wybrany termin jest niedostępny – brak wolnych miejsc.', code: 'SOLD_OUT' }]);
    }
    await adjustOccupancy(tx, parkingRow.id, days, offer.vehicles);

    const free0 = offer.total === 0;
    const [order] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        orderNumber: orderNumber(),
        offerId: offer.id,
        parkingId: parkingRow.id,
        arrivalAt: offer.arrivalAt,
        departureAt: offer.departureAt,
        vehicles: offer.vehicles,
        status: free0 ? 'CONFIRMED' : 'PENDING_PAYMENT',
        total: offer.total,
        lines: offer.lines,
        customer: input.customer,
        additionalInfo: input.additionalInfo,
        invoice: input.invoice ?? null,
        holdExpiresAt: free0 ? null : new Date(now.getTime() + deps.holdMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        id: randomUUID(),
        orderId: order.id,
        provider: free0 ? 'none' : deps.provider.name,
        status: free0 ? 'CAPTURED' : 'NEW',
        amount: offer.total,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { order, payment };
  });

  const { order, payment } = placed;
  let paymentUrl: string | null = null;
  if (order.status === 'PENDING_PAYMENT') {
    try {
      paymentUrl = (
        await deps.provider.startPayment({
          id: payment.id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          amount: order.total,
          currency: order.currency,
        })
      ).redirectUrl;
    } catch {
      // The provider refused: give the spaces back rather than keep a booking nobody can pay.
      await db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'CANCELLED', holdExpiresAt: null }).where(eq(orders.id, order.id));
        await tx.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, payment.id));
        await releaseSpaces(tx, order);
      });
      throw new HttpError(502, [{ message: 'Nie udało się rozpocząć płatności. Spróbuj ponownie.', code: 'PAYMENT_PROVIDER_ERROR' }]);
    }
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    total: toMoney(order.total),
    paymentUrl,
  };
}

export async function orderSummary(db: Executor, orderId: string) {
  if (!isTextId(orderId)) throw new HttpError(404, [{ message: 'Nie znaleziono zamówienia.', code: 'ORDER_NOT_FOUND' }]);
  const [row] = await db
    .select({ order: orders, payment: payments, parking: { id: parkings.id, name: parkings.name, slug: parkings.slug } })
    .from(orders)
    .innerJoin(parkings, eq(parkings.id, orders.parkingId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new HttpError(404, [{ message: 'Nie znaleziono zamówienia.', code: 'ORDER_NOT_FOUND' }]);
  const { order, payment, parking } = row;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    total: toMoney(order.total),
    parking,
    arrivalAt: order.arrivalAt.toISOString(),
    departureAt: order.departureAt.toISOString(),
    vehicles: order.vehicles,
    lines: order.lines.map((l) => ({ product: { id: l.productId, name: l.productName }, price: toMoney(l.price) })),
    paymentStatus: payment?.status ?? 'NEW',
    createdAt: order.createdAt.toISOString(),
  };
}
