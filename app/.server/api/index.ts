/**
 * The web tier's one client for the marketplace API (docs/API.md). Server-only: loaders and
 * actions get a client from the server context; nothing here reaches the browser.
 */
export { createApiClient, type ApiClient } from './client';
export { type ApiClientOptions, type ApiEvent } from './http';
export {
  CACHE_TTL,
  createResponseCache,
  perCachedObject,
  type ResponseCache,
  type ResponseCacheOptions,
} from './cache';
export {
  ApiError,
  ApiTimeoutError,
  isApiRefusal,
  upstreamFailure,
  upstreamStatus,
  type ApiErrorDetail,
} from './errors';
export type {
  AddonOfferLineInput,
  CreateOfferInput,
  CreateOrderInput,
  OfferLineInput,
  ParkingOfferLineInput,
  StayPeriod,
} from './checkout';
export type { DateInput, ListingParams, ListingSort } from './products';
export type { CreateParkingProposalInput } from './proposals';
export type { BookingChanges, NewStayPeriod } from './bookings';
export type { Id, Image, Money, Paginated, RichText } from './schemas/shared';
export type {
  Addon,
  AddonStrategy,
  NamedRef,
  Parking,
  ParkingAddon,
  ParkingAirport,
  ParkingLocation,
  Rating,
} from './schemas/parking';
export type { Airport, CmsPage, FilterOption, HomePage, ParkingReview, Post } from './schemas/content';
export type {
  Availability,
  AvailabilityDay,
  ListingItem,
  ListingResult,
  PerDayPrice,
  PerDayPrices,
  PriceQuote,
} from './schemas/products';
export type { Offer, OfferLine, Order, OrderResult } from './schemas/checkout';
export type { PaymentStatus } from './schemas/payments';
export type { ParkingProposalCreated } from './schemas/proposals';
export type {
  Booking,
  BookingAccess,
  BookingStatus,
  DateChangeOffer,
  DateChangeResult,
  VoucherResent,
} from './schemas/bookings';
