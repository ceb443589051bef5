/** Car parks: their tariffs, addons, closed days, held spaces per day, reviews, and proposed new ones. */
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
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { airports, type ImageRef, type RichText } from './content';

/** Tariff: total price in grosze for a stay of 1..N days, then a per-day rate for each further day. */
export type Tariff = { dayPrices: number[]; extraDayPrice: number };
/** A parking discount: `percent` off the tariff price for stays of at least `minDays` days. */
export type ParkingDiscount = { label: string; percent: number; minDays: number };

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
    /** The car park's phone in E.164, also the transfer's; null: the voucher gives Parkolot's support line. */
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceKm: doublePrecision('distance_km').notNull(),
    transferMinutes: integer('transfer_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    tariff: jsonb('tariff').$type<Tariff>().notNull(),
    discounts: jsonb('discounts').$type<ParkingDiscount[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<ImageRef[]>().notNull().default([]),
    serviceTypeIds: integer('service_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    bookingOptionIds: integer('booking_option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    securityFeatureIds: integer('security_feature_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    regulationsUrl: text('regulations_url'),
    /** `{product}Rating` of the spec: 'top' is the top-tier value that earns the badge. */
    parkolotRating: text('parkolot_rating', { enum: ['top', 'standard'] })
      .notNull()
      .default('standard'),
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
