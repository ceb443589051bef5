import { z } from 'zod';
import { AddonSchema, ListingParkingSchema } from './parking';
import { MoneySchema, NumberLikeSchema, count, optionalNumber, zeroMoney } from './shared';

/* The product service: listing, prices, availability and addons of a parking. */

const PricingSchema = z.object({
  price: MoneySchema,
  pricePerDay: MoneySchema,
  totalDiscounts: MoneySchema.nullish().transform((v) => v ?? zeroMoney()),
});

export const ListingItemSchema = z.object({
  content: ListingParkingSchema,
  pricing: PricingSchema,
  /** false = unavailable for the stay. */
  available: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});
export type ListingItem = z.output<typeof ListingItemSchema>;

export const ListingResultSchema = z
  .object({
    parkings: z.array(ListingItemSchema),
    total: count,
    page: count,
    hasNextPage: z.boolean().nullish(),
  })
  .transform((r) => ({
    parkings: r.parkings,
    total: r.total ?? r.parkings.length,
    page: r.page ?? 1,
    hasNextPage: r.hasNextPage ?? false,
  }));
export type ListingResult = z.output<typeof ListingResultSchema>;

export const PriceQuoteSchema = z.object({
  price: MoneySchema,
  pricePerDay: MoneySchema.nullable().catch(null),
  totalDiscounts: MoneySchema.nullish().transform((v) => v ?? zeroMoney()),
  days: optionalNumber.catch(null),
});
export type PriceQuote = z.output<typeof PriceQuoteSchema>;

export const PerDayPricesSchema = z.object({
  prices: z.array(z.object({ days: NumberLikeSchema, price: MoneySchema })),
});
export type PerDayPrices = z.output<typeof PerDayPricesSchema>;
export type PerDayPrice = PerDayPrices['prices'][number];

export const AvailabilitySchema = z.object({
  availability: z.array(z.object({ date: z.string(), available: z.boolean() })),
});
export type Availability = z.output<typeof AvailabilitySchema>;
export type AvailabilityDay = Availability['availability'][number];

/** The answer is `{ active }`; callers get the flag. */
export const ActiveSchema = z.object({ active: z.boolean() }).transform((answer) => answer.active);

/** The contract's bare array; `{ addons }` / `{ docs }` wrappers are tolerated. */
export const AddonListSchema = z.union([
  z.array(AddonSchema),
  z.object({ addons: z.array(AddonSchema) }).transform((o) => o.addons),
  z.object({ docs: z.array(AddonSchema) }).transform((o) => o.docs),
]);
