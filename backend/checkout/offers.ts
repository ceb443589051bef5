import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { addons, offers, parkings, promoCodes, type StoredOfferLine } from '../db/schema';
import { HttpError, isTextId, PG_INTEGER_MAX, zodErrors } from '../lib/http';
import { StayPeriodSchema } from '../lib/stay';
import { toMoney } from '../../core/money';
import { billableDays, isArrivalTooEarly, isArrivalTooLate, stayCalendarDays } from '../../core/stay';
import { freeSpaces, hasRoom } from '../products/availability';
import { addonPrice, promoDiscount, quoteStay } from '../products/pricing';

const MAX_VEHICLES = 10;

const plateSchema = (required: boolean) => {
  const plate = z.string({ error: 'Tablica rejestracyjna jest wymagana' }).trim();
  return (required ? plate.min(1, 'Tablica rejestracyjna jest wymagana') : plate)
    .max(15, 'Tablica rejestracyjna może mieć najwyżej 15 znaków')
    .transform((p) => p.toUpperCase());
};

/**
 * An offer is a quote: a plate may still be blank (the checkout prices the stay before the traveller
 * types it; the price never depends on the plate). An order needs every plate, and its lines must equal
 * the offer's — so an order for a quote with a blank plate is refused and the shop re-quotes.
 */
const parkingSpecification = (requirePlates: boolean) =>
  z.object({
    vehicles: z
      .array(z.object({ plate: plateSchema(requirePlates) }))
      .min(1, 'Podaj co najmniej jeden pojazd.')
      .max(MAX_VEHICLES, `Jedna rezerwacja obejmuje najwyżej ${MAX_VEHICLES} pojazdów.`),
    people: z.object({
      adult: z.number().int().min(1, 'Liczba dorosłych musi być większa od 0').max(8, 'Najwyżej 8 dorosłych.'),
      child: z.number().int().min(0, 'Liczba dzieci nie może być ujemna').max(8, 'Najwyżej 8 dzieci.').default(0),
      disabled: z.number().int().min(0).max(8).default(0),
    }),
    stayPeriod: StayPeriodSchema,
  });
const QuoteParkingSpecification = parkingSpecification(false);
const OrderParkingSpecification = parkingSpecification(true);

const AddonSpecification = z.object({
  vehicles: z.number().int().min(1).max(MAX_VEHICLES),
  people: z.number().int().min(1).max(16),
  stayPeriod: StayPeriodSchema,
});

const ProductId = z.union([z.string().trim().min(1).max(100), z.number().int().positive()]).transform((v) => String(v));

export const OfferLineSchema = z.object({ productId: ProductId, specification: z.unknown() });

export const OfferRequestSchema = z.object({
  offerLines: z.array(OfferLineSchema).min(1, 'Oferta musi zawierać co najmniej jedną pozycję.').max(20),
  promoCode: z.string().trim().max(50).nullish(),
});
export type OfferLineInput = z.infer<typeof OfferLineSchema>;

type ParkingSpec = z.output<typeof QuoteParkingSpecification>;

/** Parking lines have numeric product ids; addon ids are never numeric. */
const isParkingProduct = (productId: string) => /^\d+$/.test(productId);

function parseSpec<T extends z.ZodType>(schema: T, value: unknown, index: number): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      zodErrors(result.error).map((e) => ({
        ...e,
        field: `offerLines.${index}.specification${e.field ? `.${e.field}` : ''}`,
      })),
    );
  }
  return result.data;
}

/** The offer lines in a canonical form: what is priced, stored and later compared with an order's lines. */
export function normaliseLines(lines: OfferLineInput[], { requirePlates = false }: { requirePlates?: boolean } = {}) {
  const parkingIndexes = lines.flatMap((l, i) => (isParkingProduct(l.productId) ? [i] : []));
  if (parkingIndexes.length !== 1) {
    throw new HttpError(400, [{ message: 'Oferta musi zawierać dokładnie jeden parking.', field: 'offerLines' }]);
  }
  const parkingIndex = parkingIndexes[0];
  const spec = parseSpec(
    requirePlates ? OrderParkingSpecification : QuoteParkingSpecification,
    lines[parkingIndex].specification,
    parkingIndex,
  );
  const parking = {
    productId: lines[parkingIndex].productId,
    specification: {
      vehicles: spec.vehicles,
      people: spec.people,
      stayPeriod: {
        arrivalAt: spec.stayPeriod.arrivalAt.toISOString(),
        departureAt: spec.stayPeriod.departureAt.toISOString(),
      },
    },
    stay: spec.stayPeriod,
    spec,
  };
  const addonLines = lines.flatMap((line, index) => {
    if (isParkingProduct(line.productId)) return [];
    const a = parseSpec(AddonSpecification, line.specification, index);
    // The quantity of an addon follows the booking: the client cannot buy one car wash for three cars.
    const matches =
      a.vehicles === spec.vehicles.length &&
      a.people === spec.people.adult + spec.people.child &&
      a.stayPeriod.arrivalAt.getTime() === spec.stayPeriod.arrivalAt.getTime() &&
      a.stayPeriod.departureAt.getTime() === spec.stayPeriod.departureAt.getTime();
    if (!matches) {
      throw new HttpError(422, [
        {
          message: 'Specyfikacja dodatku nie zgadza się z rezerwacją parkingu.',
          field: `offerLines.${index}.specification`,
          code: 'ADDON_MISMATCH',
        },
      ]);
    }
    return [
      {
        productId: line.productId,
        specification: { vehicles: a.vehicles, people: a.people, stayPeriod: parking.specification.stayPeriod },
      },
    ];
  });
  const ids = addonLines.map((l) => l.productId);
  if (new Set(ids).size !== ids.length) {
    throw new HttpError(400, [{ message: 'Każdy dodatek może wystąpić w ofercie tylko raz.', field: 'offerLines' }]);
  }
  return { parking, addonLines };
}

export function checkStayWindow(spec: ParkingSpec, now: Date) {
  if (isArrivalTooEarly(spec.stayPeriod.arrivalAt, now)) {
    throw new HttpError(400, [
      { message: 'Data przyjazdu nie może być w przeszłości.', field: 'stayPeriod.arrivalAt' },
    ]);
  }
  if (isArrivalTooLate(spec.stayPeriod.arrivalAt, now)) {
    throw new HttpError(400, [
      { message: 'Rezerwacje przyjmujemy najwyżej rok naprzód.', field: 'stayPeriod.arrivalAt' },
    ]);
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
  options: { ttlSeconds: number; now?: Date },
) {
  const now = options.now ?? new Date();
  const { parking: parkingLine, addonLines } = normaliseLines(input.offerLines);
  checkStayWindow(parkingLine.spec, now);

  const parkingId = Number(parkingLine.productId);
  const [parking] =
    parkingId <= PG_INTEGER_MAX ? await db.select().from(parkings).where(eq(parkings.id, parkingId)).limit(1) : [];
  if (!parking) throw new HttpError(404, [{ message: 'Nie znaleziono parkingu.', code: 'PRODUCT_NOT_FOUND' }]);
  if (!parking.active) throw new HttpError(409, [{ message: 'Parking jest nieaktywny.', code: 'PARKING_INACTIVE' }]);

  const { arrivalAt, departureAt } = parkingLine.stay;
  const vehicles = parkingLine.spec.vehicles.length;
  const days = stayCalendarDays(arrivalAt, departureAt);
  const free = await freeSpaces(db, [parking], days[0], days[days.length - 1]);
  if (!hasRoom(free.get(parking.id), vehicles)) {
    throw new HttpError(409, [{ message: 'Wybrany termin jest niedostępny – brak wolnych miejsc.', code: 'SOLD_OUT' }]);
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
  const stayQuote = quoteStay(parking, billable);
  const priced: StoredOfferLine[] = [
    withPromo(
      {
        productId: String(parking.id),
        productName: parking.name,
        kind: 'parking',
        specification: parkingLine.specification,
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
      const base = addonPrice(addon, { vehicles, people: line.specification.people, days: billable });
      return withPromo(
        {
          productId: addon.id,
          productName: addon.name,
          kind: 'addon',
          specification: line.specification,
          basePrice: base,
          discounts: [],
          price: base,
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
