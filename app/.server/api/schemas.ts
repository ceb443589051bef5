import { z } from 'zod';

/*
 * Response schemas of the marketplace API (docs/API.md). They parse into view shapes: variants the
 * specs allow ("string or object") are normalised to one form, missing optional fields get their
 * neutral value, unknown extra fields are dropped.
 */

/** Ids are numbers in the embedded API and may be strings upstream (addon ids always are). */
export const IdSchema = z.union([z.number(), z.string().min(1)]);
export type Id = z.output<typeof IdSchema>;

/** A number, or a numeric string such as "123.45" (a decimal comma is accepted too). */
const NumberLikeSchema = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:[.,]\d+)?$/)
    .transform((s) => Number(s.replace(',', '.'))),
]);

const text = (fallback = '') =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? fallback);
const optionalNumber = NumberLikeSchema.nullish().transform((v) => v ?? null);
const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const MoneySchema = z.object({
  amount: NumberLikeSchema,
  currency: z
    .string()
    .trim()
    .nullish()
    .transform((c) => (c ? c.toUpperCase() : 'PLN')),
});
export type Money = z.output<typeof MoneySchema>;

const zeroMoney = (): Money => ({ amount: 0, currency: 'PLN' });

export interface Image {
  url: string;
  alt: string;
}

/** An image as a url string or an upload object with url (and alt). */
/** An image address a page may render: http(s) or a path on this site — never `javascript:` or `data:`. */
const ImageUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine((url) => /^(https?:\/\/|\/(?![/\\]))/i.test(url), 'not an http(s) or site-relative image URL');

export const ImageSchema = z.union([
  ImageUrlSchema.transform((url): Image => ({ url, alt: '' })),
  z
    .object({ url: ImageUrlSchema, alt: z.string().nullish() })
    .transform((image): Image => ({ url: image.url, alt: image.alt ?? '' })),
]);

/** An optional image: anything unusable (missing, an unpopulated id) becomes null. */
const optionalImage = ImageSchema.nullable().catch(null);

/** Lexical JSON; the rich-text renderer walks the tree, so unknown node fields are kept. */
export const RichTextSchema = z.looseObject({
  root: z.looseObject({ type: z.string().optional(), children: z.array(z.unknown()) }),
});
export type RichText = z.output<typeof RichTextSchema>;

/** Content that is not Lexical JSON is treated as no content. */
const optionalRichText = RichTextSchema.nullable().catch(null);

/** A gallery item: `{ image: url | {url} }`, or directly a url string / `{url}`. */
const GalleryItemSchema = z
  .union([ImageSchema, z.object({ image: ImageSchema })])
  .transform((item) => ('image' in item ? item.image : item))
  .nullable()
  .catch(null);

const GallerySchema = z
  .array(GalleryItemSchema)
  .nullish()
  .transform((items) => (items ?? []).filter((item) => item !== null));

/**
 * A filter-like relation (service type, booking option, security feature): an object with name, or
 * a plain name. Bare numeric ids (an unpopulated relation) carry no name and are dropped.
 */
export interface NamedRef {
  id?: Id;
  name: string;
}

const NamedRefSchema = z
  .union([
    z
      .object({ id: IdSchema.nullish(), name: z.string() })
      .transform(
        (o): NamedRef => (o.id === null || o.id === undefined ? { name: o.name } : { id: o.id, name: o.name })
      ),
    z.string().transform((name): NamedRef => ({ name })),
  ])
  .nullable()
  .catch(null);

const NamedRefListSchema = z
  .array(NamedRefSchema)
  .nullish()
  .transform((items) => (items ?? []).filter((item) => item !== null).filter((item) => item.name !== ''));

export const FilterOptionSchema = z.object({ id: IdSchema, name: z.string() });
export type FilterOption = z.output<typeof FilterOptionSchema>;

export const AirportSchema = z.object({
  id: IdSchema,
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  city: text(),
  latitude: optionalNumber,
  longitude: optionalNumber,
  image: optionalImage,
  h1Prefix: text(),
  h1Title: text(),
  description: optionalRichText,
});
export type Airport = z.output<typeof AirportSchema>;

/** The airport as populated inside a parking (object with slug and name; code may be absent). */
const ParkingAirportSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  code: optionalString,
  city: text(),
});
export type ParkingAirport = z.output<typeof ParkingAirportSchema>;

const coordinate = NumberLikeSchema.nullish().catch(null);
const CoordinatesSchema = z
  .object({ latitude: coordinate, longitude: coordinate })
  .nullish()
  .catch(null)
  .transform((c) =>
    c && typeof c.latitude === 'number' && typeof c.longitude === 'number'
      ? { latitude: c.latitude, longitude: c.longitude }
      : null
  );

export const LocationSchema = z
  .union([
    z.string().transform((address) => ({
      address,
      transferTime: null,
      distanceFromAirport: null,
      coordinates: null,
    })),
    z.object({
      address: text(),
      transferTime: optionalNumber.catch(null),
      distanceFromAirport: optionalNumber.catch(null),
      coordinates: CoordinatesSchema,
    }),
  ])
  .nullish()
  .transform((l) => l ?? { address: '', transferTime: null, distanceFromAirport: null, coordinates: null });
/** transferTime in minutes, distanceFromAirport in km; null when the upstream does not say. */
export type ParkingLocation = z.output<typeof LocationSchema>;

export const RatingSchema = z
  .object({ average: NumberLikeSchema.nullish(), count: NumberLikeSchema.nullish() })
  .nullish()
  .catch(null)
  .transform((r) => ({ average: r?.average ?? 0, count: r?.count ?? 0 }));
export type Rating = z.output<typeof RatingSchema>;

export const AddonStrategySchema = z.string();
/** Known values: PER_VEHICLE, PER_VEHICLE_PER_DAY, ABOVE_GUESTS_THRESHOLD (others passed through). */
export type AddonStrategy = z.output<typeof AddonStrategySchema>;

/** An addon as the addons call returns it: everything needed to book it. */
export const AddonSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: text(),
  price: MoneySchema,
  quantityResolverStrategy: AddonStrategySchema.nullish().transform((v) => v ?? 'PER_VEHICLE'),
  guestsThreshold: optionalNumber,
});
export type Addon = z.output<typeof AddonSchema>;

/** An addon as listed in parking data; only the name is sure. */
export interface ParkingAddon {
  id: Id | null;
  name: string;
  description: string;
  price: Money | null;
  quantityResolverStrategy: AddonStrategy | null;
  guestsThreshold: number | null;
}

/** An addon as listed in parking data: a plain name or an object with at least a name. */
const ParkingAddonSchema = z
  .union([
    z.string().transform(
      (name): ParkingAddon => ({
        id: null,
        name,
        description: '',
        price: null,
        quantityResolverStrategy: null,
        guestsThreshold: null,
      })
    ),
    z
      .object({
        id: IdSchema.nullish().transform((v) => v ?? null),
        name: z.string(),
        description: text(),
        price: MoneySchema.nullable().catch(null),
        quantityResolverStrategy: AddonStrategySchema.nullish().transform((v) => v ?? null),
        guestsThreshold: optionalNumber.catch(null),
      })
      .transform((addon): ParkingAddon => addon),
  ])
  .nullable()
  .catch(null);

export const ParkingSchema = z
  .object({
    id: IdSchema,
    slug: z.string(),
    name: z.string(),
    airport: z.union([ParkingAirportSchema, IdSchema]).nullish(),
    description: optionalRichText,
    location: LocationSchema,
    gallery: GallerySchema,
    serviceTypes: NamedRefListSchema,
    bookingOptions: NamedRefListSchema,
    securityFeatures: NamedRefListSchema,
    addons: z
      .array(ParkingAddonSchema)
      .nullish()
      .transform((items) => (items ?? []).filter((a) => a !== null)),
    rating: RatingSchema,
    parkolotRating: optionalString.catch(null),
    parkingRegulations: optionalString.catch(null),
    active: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
    capacity: optionalNumber.catch(null),
  })
  .transform(({ airport, ...parking }) => ({
    ...parking,
    airport: typeof airport === 'object' && airport !== null ? airport : null,
    airportId: typeof airport === 'object' && airport !== null ? airport.id : airport ?? null,
    /** The spec's top-tier `{product}Rating` value. */
    isTopTier: parking.parkolotRating === 'top',
  }));
export type Parking = z.output<typeof ParkingSchema>;

export const ParkingReviewSchema = z
  .object({
    id: IdSchema,
    parking: z.union([z.object({ id: IdSchema, name: z.string(), slug: optionalString }), IdSchema]).nullish(),
    reviewerName: text(),
    reviewDate: z.string(),
    rating: NumberLikeSchema,
    comment: text(),
  })
  .transform(({ parking, ...review }) => ({
    ...review,
    parking: typeof parking === 'object' && parking !== null ? parking : null,
    parkingId: typeof parking === 'object' && parking !== null ? parking.id : parking ?? null,
  }));
export type ParkingReview = z.output<typeof ParkingReviewSchema>;

export const PostSchema = z
  .object({
    id: IdSchema,
    slug: z.string(),
    title: z.string(),
    excerpt: text(),
    author: text(),
    publishDate: z.string().nullish(),
    publishedAt: z.string().nullish(),
    status: text('published'),
    featuredImage: optionalImage,
    content: optionalRichText,
  })
  .transform(({ publishedAt, publishDate, ...post }) => ({
    ...post,
    publishDate: publishDate ?? publishedAt ?? null,
  }));
export type Post = z.output<typeof PostSchema>;

export const CmsPageSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: text(),
  content: optionalRichText,
});
export type CmsPage = z.output<typeof CmsPageSchema>;

const count = NumberLikeSchema.nullish();

/** Payload's paginated answer; only `docs` is required, the rest is derived when absent. */
export function paginatedSchema<T extends z.ZodType>(doc: T) {
  return z
    .object({
      docs: z.array(doc),
      totalDocs: count,
      limit: count,
      totalPages: count,
      page: count,
      hasPrevPage: z.boolean().nullish(),
      hasNextPage: z.boolean().nullish(),
      prevPage: count,
      nextPage: count,
    })
    .transform((p) => {
      const page = p.page ?? 1;
      const hasNextPage = p.hasNextPage ?? false;
      const hasPrevPage = p.hasPrevPage ?? page > 1;
      return {
        docs: p.docs,
        totalDocs: p.totalDocs ?? p.docs.length,
        limit: p.limit ?? p.docs.length,
        totalPages: p.totalPages ?? page,
        page,
        hasPrevPage,
        hasNextPage,
        prevPage: p.prevPage ?? (hasPrevPage ? page - 1 : null),
        nextPage: p.nextPage ?? (hasNextPage ? page + 1 : null),
      };
    });
}
export interface Paginated<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

export const HomePageSchema = z.object({
  heroTitle: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
  heroSubtitle: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
  airports: z
    .array(z.union([AirportSchema, IdSchema]))
    .nullish()
    .transform((v) => v ?? []),
});
export interface HomePage {
  heroTitle?: string;
  heroSubtitle?: string;
  airports: Airport[];
}

const PricingSchema = z.object({
  price: MoneySchema,
  pricePerDay: MoneySchema,
  totalDiscounts: MoneySchema.nullish().transform((v) => v ?? zeroMoney()),
});

export const ListingItemSchema = z.object({
  content: ParkingSchema,
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

export const ActiveSchema = z.object({ active: z.boolean() });

/** The contract's bare array; `{ addons }` / `{ docs }` wrappers are tolerated. */
export const AddonListSchema = z.union([
  z.array(AddonSchema),
  z.object({ addons: z.array(AddonSchema) }).transform((o) => o.addons),
  z.object({ docs: z.array(AddonSchema) }).transform((o) => o.docs),
]);

const AppliedDiscountSchema = z.object({ name: text(), value: MoneySchema });

export const OfferLineSchema = z.object({
  product: z.object({ id: IdSchema, name: text() }),
  price: MoneySchema,
  originalPrice: MoneySchema.nullable().catch(null),
  specification: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
  appliedDiscounts: z
    .array(AppliedDiscountSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type OfferLine = z.output<typeof OfferLineSchema>;

export const OfferSchema = z.object({
  id: IdSchema,
  /** null when the upstream gives none; the spec's default lifetime (1 h) applies then. */
  expiresAt: optionalString,
  createdAt: optionalString,
  total: MoneySchema,
  promoCode: z.object({ code: z.string(), percent: NumberLikeSchema }).nullable().catch(null),
  offerLines: z
    .array(OfferLineSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type Offer = z.output<typeof OfferSchema>;

/** Only to tell "an answer without id" (a failed offer, spec) from a malformed one. */
export const HasIdSchema = z.object({ id: IdSchema });

const OrderNumberSchema = z.union([z.string(), z.number().transform(String)]);

export const OrderResultSchema = z.object({
  orderId: IdSchema,
  orderNumber: OrderNumberSchema.nullish().transform((v) => v ?? null),
  /** PENDING_PAYMENT or CONFIRMED (zero total, no payment needed). */
  status: z.string(),
  total: MoneySchema,
  paymentUrl: optionalString,
});
export type OrderResult = z.output<typeof OrderResultSchema>;

export const OrderSchema = z.object({
  orderId: IdSchema,
  orderNumber: OrderNumberSchema.nullish().transform((v) => v ?? null),
  status: z.string(),
  total: MoneySchema,
  parking: z.object({ id: IdSchema, name: z.string(), slug: text() }).nullable().catch(null),
  arrivalAt: optionalString,
  departureAt: optionalString,
  paymentStatus: optionalString,
});
export type Order = z.output<typeof OrderSchema>;

/** NEW | PENDING | CAPTURED | DECLINED | CANCELLED; any other value means "in progress". */
export const PaymentStatusSchema = z.object({ paymentStatus: z.string() });
export type PaymentStatus = z.output<typeof PaymentStatusSchema>;

/** POST /api/v1/parking-proposals answers the stored proposal's id. */
export const ParkingProposalCreatedSchema = z.object({ id: IdSchema });
export type ParkingProposalCreated = z.output<typeof ParkingProposalCreatedSchema>;
