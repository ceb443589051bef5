import { CACHE_TTL } from './cache';
import { segment, type Http } from './http';
import {
  ActiveSchema,
  AddonListSchema,
  AvailabilitySchema,
  ListingResultSchema,
  PerDayPricesSchema,
  PriceQuoteSchema,
} from './schemas/products';
import type { Id } from './schemas/shared';

export type DateInput = Date | string;
/** What the listing accepts; anything else is treated as price by the API. */
export type ListingSort = 'price' | 'rating' | 'distance';

export interface ListingParams {
  airportCode: string;
  arrivalAt: DateInput;
  departureAt: DateInput;
  /** Default 10. */
  limit?: number;
  /** Default 'price'. */
  sort?: ListingSort;
  /** Default 1. */
  page?: number;
  serviceTypes?: Id[];
  bookingOptions?: Id[];
  securityFeatures?: Id[];
}

function toIso(value: DateInput): string {
  return typeof value === 'string' ? value : value.toISOString();
}

function joinIds(ids: Id[] | undefined): string | undefined {
  return ids && ids.length > 0 ? ids.join(',') : undefined;
}

const parkingPath = (parkingId: Id, rest: string) => `/api/v1/products/parking/${segment(parkingId)}/${rest}`;

/**
 * The product service. The listing and prices are never cached, only shared by identical calls in flight
 * together (`shared`); the calendar data is cached (CACHE_TTL).
 */
export function productEndpoints(http: Http) {
  return {
    getListing: (params: ListingParams) =>
      http.get('/api/v1/products/parking/listing', ListingResultSchema, {
        query: {
          airportCode: params.airportCode,
          arrivalAt: toIso(params.arrivalAt),
          departureAt: toIso(params.departureAt),
          limit: params.limit ?? 10,
          sort: params.sort ?? 'price',
          page: params.page ?? 1,
          serviceTypes: joinIds(params.serviceTypes),
          bookingOptions: joinIds(params.bookingOptions),
          securityFeatures: joinIds(params.securityFeatures),
        },
        shared: true,
      }),

    getPrice: (parkingId: Id, { arrivalAt, departureAt }: { arrivalAt: DateInput; departureAt: DateInput }) =>
      http.get(parkingPath(parkingId, 'price'), PriceQuoteSchema, {
        query: { arrivalAt: toIso(arrivalAt), departureAt: toIso(departureAt) },
        shared: true,
      }),

    getPerDayPrices: (parkingId: Id, { days = 16, startDate }: { days?: number; startDate?: DateInput } = {}) =>
      http.get(parkingPath(parkingId, 'pricing/per-day'), PerDayPricesSchema, {
        query: { days, startDate: startDate === undefined ? undefined : toIso(startDate) },
        ttl: CACHE_TTL.perDayPrices,
      }),

    getAvailability: (parkingId: Id, { startDate, endDate }: { startDate: DateInput; endDate: DateInput }) =>
      http.get(parkingPath(parkingId, 'availability'), AvailabilitySchema, {
        query: { startDate: toIso(startDate), endDate: toIso(endDate) },
        ttl: CACHE_TTL.availability,
      }),

    getActive: (parkingId: Id) => http.get(parkingPath(parkingId, 'active'), ActiveSchema, { ttl: CACHE_TTL.active }),

    getAddons: (parkingId: Id) => http.get(parkingPath(parkingId, 'addons'), AddonListSchema, { empty: () => [] }),
  };
}
