import { CACHE_TTL } from './cache';
import { withoutTrailingSlashes, type Http } from './http';
import {
  AirportListSchema,
  CmsPageListSchema,
  CmsPageLookupSchema,
  FilterOptionListSchema,
  HomePageSchema,
  ParkingLookupSchema,
  ParkingPageSchema,
  ParkingReviewListSchema,
  PostListSchema,
  PostLookupSchema,
  type HomePage,
} from './schemas/content';
import type { Id } from './schemas/shared';

/* The content collections (Payload-style). A 204 is no documents: an empty list, or null for a lookup. */

const PUBLISHED = { 'where[status][equals]': 'published' } as const;
const content = CACHE_TTL.content;
const noDocs = () => [];
const noDoc = () => null;

export function contentEndpoints(http: Http) {
  const getAirports = () =>
    http.get('/api/airports', AirportListSchema, {
      query: { page: 1, limit: 100, depth: 2 },
      ttl: content,
      empty: noDocs,
    });

  /** Service types, booking options and security features: the listing's filters, kept forever. */
  const getFilterOptions = (collection: string) =>
    http.get(`/api/${collection}`, FilterOptionListSchema, {
      query: { limit: 100 },
      ttl: CACHE_TTL.filters,
      empty: noDocs,
    });

  return {
    getAirports,

    async getHomePage(): Promise<HomePage> {
      const home = await http.get('/api/globals/home-page', HomePageSchema, {
        ttl: content,
        empty: () => ({ heroTitle: undefined, heroSubtitle: undefined, airports: [] }),
      });
      const needsLookup = home.airports.some((a) => typeof a !== 'object');
      // An upstream may answer the relation as ids; the airport list resolves them.
      const all = needsLookup ? await getAirports() : [];
      const airports = home.airports
        .map((a) => (typeof a === 'object' ? a : all.find((airport) => String(airport.id) === String(a))))
        .filter((a) => a !== undefined);
      return { heroTitle: home.heroTitle, heroSubtitle: home.heroSubtitle, airports };
    },

    getParkings: ({ page = 1, limit = 10 }: { page?: number; limit?: number } = {}) =>
      http.get('/api/parking', ParkingPageSchema, {
        query: { page, limit },
        ttl: content,
        empty: () => ({
          docs: [],
          totalDocs: 0,
          limit,
          totalPages: 0,
          page,
          hasPrevPage: false,
          hasNextPage: false,
          prevPage: null,
          nextPage: null,
        }),
      }),

    getParkingById: (id: Id) =>
      http.get('/api/parking', ParkingLookupSchema, {
        query: { 'where[id][equals]': id, limit: 1, depth: 2 },
        ttl: content,
        empty: noDoc,
      }),

    getParkingBySlug: (slug: string) =>
      http.get('/api/parking', ParkingLookupSchema, {
        query: { 'where[slug][equals]': withoutTrailingSlashes(slug), limit: 1, depth: 2 },
        ttl: content,
        empty: noDoc,
      }),

    getLatestPosts: (limit = 3) =>
      http.get('/api/posts', PostListSchema, {
        query: { ...PUBLISHED, limit, sort: '-publishedAt' },
        ttl: content,
        empty: noDocs,
      }),

    getPosts: () =>
      http.get('/api/posts', PostListSchema, {
        query: { ...PUBLISHED, limit: 100, sort: '-publishDate', depth: 2 },
        ttl: content,
        empty: noDocs,
      }),

    getPostBySlug: (slug: string) =>
      http.get('/api/posts', PostLookupSchema, {
        query: { 'where[slug][equals]': withoutTrailingSlashes(slug), ...PUBLISHED, limit: 1, depth: 2 },
        ttl: content,
        empty: noDoc,
      }),

    getLatestReviews: (limit = 9) =>
      http.get('/api/parking-reviews', ParkingReviewListSchema, {
        query: { limit, sort: '-reviewDate', depth: 1 },
        ttl: content,
        empty: noDocs,
      }),

    getParkingReviews: (parkingId: Id) =>
      http.get('/api/parking-reviews', ParkingReviewListSchema, {
        query: { 'where[parking][equals]': parkingId, sort: '-reviewDate', depth: 1, limit: 100 },
        ttl: content,
        empty: noDocs,
      }),

    getServiceTypes: () => getFilterOptions('service-types'),
    getBookingOptions: () => getFilterOptions('booking-options'),
    getSecurityFeatures: () => getFilterOptions('security-features'),

    getPages: () =>
      http.get('/api/pages', CmsPageListSchema, {
        query: { depth: 2, limit: 100, locale: 'pl' },
        ttl: content,
        empty: noDocs,
      }),

    getPageBySlug: (slug: string) =>
      http.get('/api/pages', CmsPageLookupSchema, {
        query: { 'where[slug][equals]': withoutTrailingSlashes(slug), limit: 1, depth: 2, locale: 'pl' },
        ttl: content,
        empty: noDoc,
      }),
  };
}
