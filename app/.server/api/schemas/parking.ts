import { z } from 'zod';
import {
  IdSchema,
  ImageSchema,
  MoneySchema,
  NumberLikeSchema,
  optionalLink,
  optionalNumber,
  optionalRichText,
  optionalString,
  text,
  type Id,
  type Money,
} from './shared';

/* A parking as the content collection and the listing give it, and the addons a parking sells. */

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
      .transform((o): NamedRef =>
        o.id === null || o.id === undefined ? { name: o.name } : { id: o.id, name: o.name },
      ),
    z.string().transform((name): NamedRef => ({ name })),
  ])
  .nullable()
  .catch(null);

const NamedRefListSchema = z
  .array(NamedRefSchema)
  .nullish()
  .transform((items) => (items ?? []).filter((item) => item !== null).filter((item) => item.name !== ''));

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
      : null,
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
    z.string().transform((name): ParkingAddon => ({
      id: null,
      name,
      description: '',
      price: null,
      quantityResolverStrategy: null,
      guestsThreshold: null,
    })),
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

const ParkingFields = z.object({
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
  /** The car park's own regulations: a page of this site or an https address (spec: parkingRegulations (url)). */
  parkingRegulations: optionalLink,
  active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  capacity: optionalNumber.catch(null),
});

/** The spec's top-tier `{product}Rating` value. */
const isTopTier = (parkolotRating: string | null) => parkolotRating === 'top';

/** A car park's airport as a document (or null) and its id, whichever way the API sent it. */
function airportOf(airport: z.output<typeof ParkingFields.shape.airport>) {
  return typeof airport === 'object' && airport !== null
    ? { airport, airportId: airport.id }
    : { airport: null, airportId: airport ?? null };
}

export const ParkingSchema = ParkingFields.transform(({ airport, ...parking }) => ({
  ...parking,
  ...airportOf(airport),
  isTopTier: isTopTier(parking.parkolotRating),
}));
export type Parking = z.output<typeof ParkingSchema>;

/**
 * A listing card's part of a car park: what the card shows, and its airport's id. The listing answer
 * carries the car park without its description and its airport as a reference (docs/API.md); a client
 * tolerant of a fuller document reads only this either way.
 */
export const ListingParkingSchema = ParkingFields.pick({
  id: true,
  slug: true,
  name: true,
  airport: true,
  location: true,
  gallery: true,
  bookingOptions: true,
  securityFeatures: true,
  rating: true,
  parkolotRating: true,
}).transform(({ airport, ...parking }) => ({
  ...parking,
  airportId: airportOf(airport).airportId,
  isTopTier: isTopTier(parking.parkolotRating),
}));
export type ListingParking = z.output<typeof ListingParkingSchema>;
