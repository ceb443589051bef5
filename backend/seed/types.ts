import type { ImageRef, ParkingDiscount, RichText } from '../db/schema';

/**
 * The shape of the seed data. `backend/seed/data/` exports one `seedData: SeedData`;
 * `backend/seed/load.ts` writes it into an empty database. Money is integer grosze.
 */
export interface SeedData {
  serviceTypes: string[];
  bookingOptions: string[];
  securityFeatures: string[];
  airports: SeedAirport[];
  parkings: SeedParking[];
  reviews: SeedReview[];
  posts: SeedPost[];
  pages: SeedPage[];
  promoCodes: { code: string; percent: number }[];
  /** The `home-page` global: airport codes shown as featured (in order). */
  homePage: { heroTitle: string; heroSubtitle: string; featuredAirportCodes: string[] };
}

export interface SeedAirport {
  code: string;
  slug: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  image: ImageRef;
  h1Prefix: string;
  h1Title: string;
  description: RichText;
}

export interface SeedAddon {
  /** Unique text id, e.g. `ad-waw-okecie-park-myjnia`; never purely numeric. */
  id: string;
  name: string;
  description: string;
  price: number;
  strategy: 'PER_VEHICLE' | 'PER_VEHICLE_PER_DAY' | 'ABOVE_GUESTS_THRESHOLD';
  /** Only for ABOVE_GUESTS_THRESHOLD: guests included before the addon applies. */
  guestsThreshold?: number;
}

export interface SeedParking {
  airportCode: string;
  /** Globally unique. */
  slug: string;
  name: string;
  address: string;
  /** The car park's phone (E.164), which is also the transfer's: on the voucher and in the SMS. */
  phone: string;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number;
  transferMinutes: number;
  capacity: number;
  /** Total price (grosze) of a stay of 1..N days; then `extraDayPrice` per further day. */
  dayPrices: number[];
  extraDayPrice: number;
  discounts: ParkingDiscount[];
  /** Names from `SeedData.serviceTypes` / `bookingOptions` / `securityFeatures`. */
  serviceTypes: string[];
  bookingOptions: string[];
  securityFeatures: string[];
  addons: SeedAddon[];
  regulationsUrl: string | null;
  topTier: boolean;
  active: boolean;
  gallery: ImageRef[];
  description: RichText;
  /** Warsaw calendar days (YYYY-MM-DD) when the parking is closed. */
  closedDays: string[];
}

export interface SeedReview {
  parkingSlug: string;
  reviewerName: string;
  /** ISO date-time. */
  reviewDate: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date-time. */
  publishDate: string;
  status: 'draft' | 'published';
  featuredImage: ImageRef;
  content: RichText;
}

export interface SeedPage {
  slug: string;
  title: string;
  content: RichText;
}
