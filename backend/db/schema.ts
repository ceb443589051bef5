import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Lexical rich text as stored by the CMS: `{ root: { children: [...] } }`. Opaque to SQL. */
export type RichText = { root: { type?: string; children: unknown[]; [key: string]: unknown } };
export type ImageRef = { url: string; alt: string; width?: number; height?: number };

/** Tariff: total price in grosze for a stay of 1..N days, then a per-day rate for each further day. */
export type Tariff = { dayPrices: number[]; extraDayPrice: number };
/** A parking discount: `percent` off the tariff price for stays of at least `minDays` days. */
export type ParkingDiscount = { label: string; percent: number; minDays: number };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const airports = pgTable('airports', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  image: jsonb('image').$type<ImageRef>(),
  h1Prefix: text('h1_prefix').notNull().default(''),
  h1Title: text('h1_title').notNull().default(''),
  description: jsonb('description').$type<RichText>(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** The three filter collections share one shape: `{ id, name }`. */
function filterTable(name: string) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  });
}
export const serviceTypes = filterTable('service_types');
export const bookingOptions = filterTable('booking_options');
export const securityFeatures = filterTable('security_features');

export const parkings = pgTable(
  'parkings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    description: jsonb('description').$type<RichText>(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceKm: doublePrecision('distance_km').notNull(),
    transferMinutes: integer('transfer_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    tariff: jsonb('tariff').$type<Tariff>().notNull(),
    discounts: jsonb('discounts').$type<ParkingDiscount[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<ImageRef[]>().notNull().default([]),
    serviceTypeIds: integer('service_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    bookingOptionIds: integer('booking_option_ids').array().notNull().default(sql`'{}'::integer[]`),
    securityFeatureIds: integer('security_feature_ids').array().notNull().default(sql`'{}'::integer[]`),
    regulationsUrl: text('regulations_url'),
    /** `{product}Rating` of the spec: 'top' is the top-tier value that earns the badge. */
    parkolotRating: text('parkolot_rating', { enum: ['top', 'standard'] }).notNull().default('standard'),
    active: boolean('active').notNull().default(true),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('parkings_airport_idx').on(t.airportId),
    // The collection's default order (`sort=name`): the home page's car parks and the sitemap's pages.
    index('parkings_name_idx').on(t.name, t.id),
  ],
);

export const addons = pgTable(
  'addons',
  {
    /** Text ids (e.g. `ad-waw-1-myjnia`) so an offer line's productId tells addons from parkings (numeric). */
    id: text('id').primaryKey(),
    parkingId: integer('parking_id')
      .notNull()
      .references(() => parkings.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    strategy: text('strategy', {
      enum: ['PER_VEHICLE', 'PER_VEHICLE_PER_DAY', 'ABOVE_GUESTS_THRESHOLD'],
    }).notNull(),
    guestsThreshold: integer('guests_threshold'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('addons_parking_idx').on(t.parkingId)],
);

export const parkingClosedDays = pgTable(
  'parking_closed_days',
  {
    parkingId: integer('parking_id')
      .notNull()
      .references(() => parkings.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.parkingId, t.day] })],
);

/** Spaces held per parking and Warsaw calendar day; updated in the order transaction. */
export const parkingDayOccupancy = pgTable(
  'parking_day_occupancy',
  {
    parkingId: integer('parking_id')
      .notNull()
      .references(() => parkings.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parkingId, t.day] })],
);

export const parkingReviews = pgTable(
  'parking_reviews',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id')
      .notNull()
      .references(() => parkings.id),
    reviewerName: text('reviewer_name').notNull(),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    ...timestamps,
  },
  (t) => [
    index('parking_reviews_parking_date_idx').on(t.parkingId, t.reviewDate),
    // The latest reviews across all car parks (`sort=-reviewDate`, ties by id): the home page carousel.
    index('parking_reviews_date_idx').on(t.reviewDate.desc().nullsFirst(), t.id),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    author: text('author').notNull().default(''),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    featuredImage: jsonb('featured_image').$type<ImageRef>(),
    content: jsonb('content').$type<RichText>(),
    ...timestamps,
  },
  (t) => [index('posts_status_date_idx').on(t.status, t.publishDate)],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: jsonb('content').$type<RichText>(),
  ...timestamps,
});

/** Payload globals, one row each (e.g. `home-page`); relation ids inside are populated on read. */
export const globals = pgTable('globals', {
  slug: text('slug').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

export const promoCodes = pgTable('promo_codes', {
  /** Stored lower-case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  percent: integer('percent').notNull(),
  active: boolean('active').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  ...timestamps,
});

export type StoredOfferLine = {
  productId: string;
  productName: string;
  kind: 'parking' | 'addon';
  specification: unknown;
  /** Price before any discount, grosze. */
  basePrice: number;
  discounts: { label: string; amount: number }[];
  /** Final price of the line, grosze. */
  price: number;
};

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  parkingId: integer('parking_id')
    .notNull()
    .references(() => parkings.id),
  arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
  departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
  vehicles: integer('vehicles').notNull(),
  lines: jsonb('lines').$type<StoredOfferLine[]>().notNull(),
  promoCode: text('promo_code'),
  total: integer('total').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
    parkingId: integer('parking_id')
      .notNull()
      .references(() => parkings.id),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    /** Spaces held: one per vehicle. */
    vehicles: integer('vehicles').notNull(),
    /** PENDING_PAYMENT holds spaces until `holdExpiresAt`; CONFIRMED holds them; CANCELLED/EXPIRED released them. */
    status: text('status', { enum: ['PENDING_PAYMENT', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] }).notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('PLN'),
    lines: jsonb('lines').$type<StoredOfferLine[]>().notNull(),
    customer: jsonb('customer')
      .$type<{ firstName: string; lastName: string; email: string; phone: string }>()
      .notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    invoice: jsonb('invoice').$type<Record<string, unknown> | null>(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The Idempotency-Key of the request that placed the order: a retry after a crash at any point finds
     * the order by it (the stored answer in idempotency_keys is committed only after the order).
     */
    idempotencyKey: text('idempotency_key'),
    /**
     * The HTTP edge's opaque client key (a keyed hash of the IP address or IPv6 /64), for the cap on unpaid
     * vehicles per client. Pseudonymous personal data: kept only while the order is PENDING_PAYMENT and
     * set to null on every transition out of it (paid, declined, cancelled, expired, provider failure).
     */
    clientKey: text('client_key'),
    ...timestamps,
  },
  (t) => [
    index('orders_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('orders_parking_idx').on(t.parkingId),
    // One offer becomes at most one order.
    uniqueIndex('orders_offer_idx').on(t.offerId),
    // One idempotency key places at most one order.
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_client_key_idx').on(t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['NEW', 'PENDING', 'CAPTURED', 'DECLINED', 'CANCELLED'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** The provider's hosted page for this payment, once startPayment answered. */
    redirectUrl: text('redirect_url'),
    ...timestamps,
  },
  (t) => [uniqueIndex('payments_order_idx').on(t.orderId)],
);

/** Stripe-style idempotency: the first answer to a key is stored and replayed. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A car park an operator proposes through /dodaj-parking/; reviewed by the partner team. */
export const parkingProposals = pgTable(
  'parking_proposals',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    address: text('address').notNull(),
    spaces: integer('spaces').notNull(),
    message: text('message').notNull().default(''),
    /** When the operator agreed to be contacted (the form's required consent). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['NEW', 'CONTACTED', 'ACCEPTED', 'REJECTED'] })
      .notNull()
      .default('NEW'),
    ...timestamps,
  },
  (t) => [index('parking_proposals_status_created_idx').on(t.status, t.createdAt)],
);
