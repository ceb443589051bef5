import type { z } from 'zod';
import { TtlCache } from './cache';
import { ApiError, ApiTimeoutError, MESSAGES, errorFromResponse } from './errors';
import {
  ActiveSchema,
  AddonListSchema,
  AirportSchema,
  AvailabilitySchema,
  CmsPageSchema,
  FilterOptionSchema,
  HasIdSchema,
  HomePageSchema,
  ListingResultSchema,
  OfferSchema,
  OrderResultSchema,
  OrderSchema,
  ParkingReviewSchema,
  ParkingSchema,
  ParkingProposalCreatedSchema,
  PaymentStatusSchema,
  PerDayPricesSchema,
  PostSchema,
  PriceQuoteSchema,
  paginatedSchema,
  type Addon,
  type Airport,
  type Availability,
  type CmsPage,
  type FilterOption,
  type HomePage,
  type Id,
  type ListingResult,
  type Money,
  type Offer,
  type Order,
  type OrderResult,
  type Paginated,
  type Parking,
  type ParkingProposalCreated,
  type ParkingReview,
  type PaymentStatus,
  type PerDayPrices,
  type Post,
  type PriceQuote,
} from './schemas';

const MINUTE = 60_000;

/** Cache lifetimes (spec §7 of search-browse-content). Listing, price and checkout calls are never cached. */
export const CACHE_TTL = {
  filters: Number.POSITIVE_INFINITY,
  availability: 5 * MINUTE,
  active: 5 * MINUTE,
  perDayPrices: 5 * MINUTE,
  content: 5 * MINUTE,
} as const;

/** A tunnel in front of a dev upstream (ngrok) answers an HTML warning page without this header. */
const TUNNEL_HEADER = 'ngrok-skip-browser-warning';

export interface ApiEvent {
  type: 'request' | 'retry' | 'error';
  url: string;
  status?: number;
  durationMs?: number;
}

export interface ApiClientOptions {
  /** Origin the `/api/...` paths are appended to (a trailing slash is ignored). */
  baseUrl: string;
  /** Transport; defaults to `globalThis.fetch`, looked up on every call. */
  fetch?: (request: Request) => Promise<Response>;
  /** Per attempt. Default 8000. */
  timeoutMs?: number;
  /** Extra attempts for GETs (never for POSTs). Default 2. */
  retries?: number;
  /** First backoff delay, doubled per retry. Default 200. */
  retryBaseMs?: number;
  /** Backoff ceiling. Default 30000. */
  retryMaxMs?: number;
  /** Response cache; `false` disables caching (and single-flight). Default: a new TtlCache. */
  cache?: TtlCache | false;
  onEvent?: (event: ApiEvent) => void;
  /** Extra headers for every call, read per call (e.g. the `x-request-id` of the page request). */
  requestHeaders?: () => Record<string, string | undefined>;
}

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

export interface StayPeriod {
  /** ISO date-time (the spec sends UTC). */
  arrivalAt: string;
  departureAt: string;
}

export interface ParkingOfferLineInput {
  /** The parking id. */
  productId: Id;
  specification: {
    vehicles: { plate: string }[];
    people: { adult: number; child: number; disabled: number };
    stayPeriod: StayPeriod;
  };
}

export interface AddonOfferLineInput {
  /** The addon id. */
  productId: Id;
  specification: { vehicles: number; people: number; stayPeriod: StayPeriod };
}

export type OfferLineInput = ParkingOfferLineInput | AddonOfferLineInput;

export interface CreateOfferInput {
  offerLines: OfferLineInput[];
  promoCode?: string;
}

export interface CreateOrderInput {
  offerId: Id;
  orderLines: OfferLineInput[];
  /** The total the customer saw; the API answers 409 PRICE_CHANGED when it differs. */
  expectedPrice?: Money;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  additionalInfo?: string;
  invoice?: {
    taxId: string;
    name: string;
    address: { street: string; city: string; zipCode: string; country: string };
  };
}

/** A car park an operator proposes (the /dodaj-parking/ form). */
export interface CreateParkingProposalInput {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  /** IATA code of the airport the car park serves, e.g. WAW. */
  airportCode: string;
  address: string;
  spaces: number;
  message?: string;
  /** The operator agreed to be contacted; the API refuses anything else. */
  consent: true;
}

export interface ApiClient {
  // Content (Payload-style collections)
  getAirports(): Promise<Airport[]>;
  getHomePage(): Promise<HomePage>;
  getParkings(params?: { page?: number; limit?: number }): Promise<Paginated<Parking>>;
  getParkingById(id: Id): Promise<Parking | null>;
  getParkingBySlug(slug: string): Promise<Parking | null>;
  getLatestPosts(limit?: number): Promise<Post[]>;
  getPosts(): Promise<Post[]>;
  getPostBySlug(slug: string): Promise<Post | null>;
  getLatestReviews(limit?: number): Promise<ParkingReview[]>;
  getParkingReviews(parkingId: Id): Promise<ParkingReview[]>;
  getServiceTypes(): Promise<FilterOption[]>;
  getBookingOptions(): Promise<FilterOption[]>;
  getSecurityFeatures(): Promise<FilterOption[]>;
  getPages(): Promise<CmsPage[]>;
  getPageBySlug(slug: string): Promise<CmsPage | null>;
  // Products
  getListing(params: ListingParams): Promise<ListingResult>;
  getPrice(parkingId: Id, params: { arrivalAt: DateInput; departureAt: DateInput }): Promise<PriceQuote>;
  getPerDayPrices(parkingId: Id, params?: { days?: number; startDate?: DateInput }): Promise<PerDayPrices>;
  getAvailability(parkingId: Id, params: { startDate: DateInput; endDate: DateInput }): Promise<Availability>;
  getActive(parkingId: Id): Promise<boolean>;
  getAddons(parkingId: Id): Promise<Addon[]>;
  // Checkout and payment
  /** With `idempotencyKey`, a repeated call answers the same offer (the API stores the first answer 24 h). */
  createOffer(input: CreateOfferInput, options?: { idempotencyKey?: string }): Promise<Offer>;
  getOffer(id: Id): Promise<Offer>;
  createOrder(body: CreateOrderInput, options: { idempotencyKey: string }): Promise<OrderResult>;
  getOrder(orderId: Id): Promise<Order>;
  getPaymentStatus(orderId: Id): Promise<PaymentStatus>;
  // Operators
  /** 400 (ApiError with per-field `errors`) when the API rejects a field. Never retried. */
  createParkingProposal(body: CreateParkingProposalInput): Promise<ParkingProposalCreated>;
}

type Method = 'GET' | 'POST';
type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue>;

type Outcome =
  | { kind: 'response'; status: number; ok: boolean; text: string; retryAfterMs: number | null }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

interface Call<T> {
  method: Method;
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Cache lifetime for a GET; absent = not cached. */
  ttlMs?: number;
  /** Turns the JSON body into the result (throws ApiError 502 when it does not fit). */
  decode: (data: unknown) => T;
  /** The result of a 204 or empty body. */
  empty: () => T;
}

/** Freezes a decoded JSON value all the way down (objects and arrays; Dates and other instances as they are). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function invalidResponse(body: unknown, cause?: unknown): ApiError {
  return new ApiError({
    status: 502,
    messages: [MESSAGES.invalidResponse],
    code: 'INVALID_RESPONSE',
    body,
    cause,
  });
}

function parseWith<S extends z.ZodType>(schema: S): (data: unknown) => z.output<S> {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw invalidResponse(data, result.error);
    return result.data;
  };
}

const noData = (): never => {
  throw invalidResponse(null);
};

function toIso(value: DateInput): string {
  return typeof value === 'string' ? value : value.toISOString();
}

function joinIds(ids: Id[] | undefined): string | undefined {
  return ids && ids.length > 0 ? ids.join(',') : undefined;
}

function segment(id: Id): string {
  return encodeURIComponent(String(id));
}

function withoutTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/** `Retry-After` as seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Error codes of a failed connection attempt (no request reached the upstream). */
const CONNECT_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The `code`s along an error's `cause` chain (fetch wraps the socket error; happy eyeballs aggregates). */
function errorCodes(error: unknown, depth = 0): string[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const codes: string[] = [];
  if ('code' in error && typeof error.code === 'string') codes.push(error.code);
  if ('cause' in error) codes.push(...errorCodes(error.cause, depth + 1));
  if (error instanceof AggregateError) for (const inner of error.errors) codes.push(...errorCodes(inner, depth + 1));
  return codes;
}

function isConnectFailure(error: unknown): boolean {
  return errorCodes(error).some((code) => CONNECT_FAILURE_CODES.has(code));
}

const PUBLISHED = { 'where[status][equals]': 'published' } as const;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = withoutTrailingSlashes(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 8000;
  const retries = Math.max(0, options.retries ?? 2);
  const retryBaseMs = options.retryBaseMs ?? 200;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const cache = options.cache === false ? null : options.cache ?? new TtlCache();

  function emit(event: ApiEvent): void {
    try {
      options.onEvent?.(event);
    } catch {
      // A failing logger must not fail the call.
    }
  }

  function buildUrl(path: string, query: Query = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  async function attempt(
    method: Method,
    url: string,
    body: unknown,
    extraHeaders: Record<string, string> | undefined
  ): Promise<Outcome> {
    const headers = new Headers(extraHeaders);
    for (const [name, value] of Object.entries(options.requestHeaders?.() ?? {})) {
      if (value) headers.set(name, value);
    }
    headers.set('Accept', 'application/json');
    headers.set(TUNNEL_HEADER, 'true');
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
    const controller = new AbortController();
    const request = new Request(url, { method, headers, body: payload, signal: controller.signal });
    const send = options.fetch ?? ((req: Request) => globalThis.fetch(req));

    // The body is read inside the timeout too: a stalled stream is as bad as no answer.
    const work = (async (): Promise<Outcome> => {
      const response = await send(request);
      const text = response.status === 204 ? '' : await response.text();
      return {
        kind: 'response',
        status: response.status,
        ok: response.ok,
        text,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      };
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing (not only aborting) also bounds transports that ignore the signal, like an in-process app.
    const timeout = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => {
        resolve({ kind: 'timeout' });
        controller.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network', error };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One call with retries; resolves to the body text ('' for 204/empty), throws ApiError. */
  async function send(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<string> {
    // A POST is never re-sent: a lost answer may still have created an offer or an order.
    const attempts = method === 'GET' ? retries + 1 : 1;
    for (let n = 1; ; n++) {
      const started = performance.now();
      const outcome = await attempt(method, url, body, headers);
      const durationMs = Math.round(performance.now() - started);
      let failure: ApiError;
      let retryAfterMs: number | null = null;
      if (outcome.kind === 'response') {
        emit({ type: 'request', url, status: outcome.status, durationMs });
        if (outcome.ok) return outcome.text;
        failure = errorFromResponse(outcome.status, outcome.text);
        retryAfterMs = outcome.retryAfterMs;
        if (!isRetryableStatus(outcome.status)) {
          emit({ type: 'error', url, status: failure.status, durationMs });
          throw failure;
        }
      } else if (outcome.kind === 'timeout') {
        emit({ type: 'request', url, durationMs });
        failure = new ApiTimeoutError(url, timeoutMs);
      } else {
        emit({ type: 'request', url, durationMs });
        const unreachable = isConnectFailure(outcome.error);
        // Refused or unresolvable: the upstream is down (503). A connection dropped mid-answer is a bad answer (502).
        failure = new ApiError({
          status: unreachable ? 503 : 502,
          messages: [MESSAGES.network],
          code: unreachable ? 'UNREACHABLE' : 'NETWORK_ERROR',
          body: null,
          cause: outcome.error,
        });
      }
      if (n >= attempts) {
        emit({ type: 'error', url, status: failure.status, durationMs });
        throw failure;
      }
      emit({ type: 'retry', url, status: failure.status, durationMs });
      const backoff = Math.min(retryBaseMs * 2 ** (n - 1), retryMaxMs);
      await sleep(retryAfterMs === null ? backoff : Math.min(retryAfterMs, retryMaxMs));
    }
  }

  function read<T>(text: string, call: Call<T>): T {
    if (text.trim() === '') return call.empty();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw invalidResponse(text, error);
    }
    return call.decode(data);
  }

  /*
   * A cached body is read by every page that needs it (the airports by every page): it is parsed and
   * validated once per body, not once per reader. The value is frozen, so no reader can change what the
   * next one gets; it is kept per decoder and URL, and only while the cache serves that same body.
   */
  const decodedBodies = new WeakMap<(data: unknown) => unknown, Map<string, { text: string; value: unknown }>>();

  function remember<T>(url: string, text: string, call: Call<T>, value: T): T {
    let byUrl = decodedBodies.get(call.decode);
    if (!byUrl) decodedBodies.set(call.decode, (byUrl = new Map()));
    byUrl.set(url, { text, value: deepFreeze(value) });
    return value;
  }

  function recall<T>(url: string, text: string, call: Call<T>): T | undefined {
    const known = decodedBodies.get(call.decode)?.get(url);
    // Stored by `remember` for this decoder, whose results are T: the value is this call's T.
    return known && known.text === text ? (known.value as T) : undefined;
  }

  async function request<T>(call: Call<T>): Promise<T> {
    const url = buildUrl(call.path, call.query);
    if (call.method === 'GET' && call.ttlMs !== undefined && cache) {
      // The cache holds body text; it is stored only once it parses, and every reader parses its own copy.
      const fresh: { done: boolean; value?: T } = { done: false };
      const text = await cache.getOrLoad(
        url,
        call.ttlMs,
        async () => {
          const body = await send('GET', url);
          fresh.value = read(body, call);
          fresh.done = true;
          return body;
        },
        // A 204 or empty body is "no data" for this caller only: a collection never answers it when
        // healthy, so keeping it would hide the content for a whole TTL after the upstream recovers.
        (body) => body.trim() !== ''
      );
      if (fresh.done && fresh.value !== undefined) return remember(url, text, call, fresh.value);
      return recall(url, text, call) ?? remember(url, text, call, read(text, call));
    }
    return read(await send(call.method, url, call.body, call.headers), call);
  }

  function get<T>(
    path: string,
    query: Query | undefined,
    ttlMs: number | undefined,
    decode: (data: unknown) => T,
    empty: () => T = noData
  ): Promise<T> {
    return request({ method: 'GET', path, query, ttlMs, decode, empty });
  }

  const docsOf = <S extends z.ZodType>(doc: S) => {
    const parse = parseWith(paginatedSchema(doc));
    return (data: unknown): z.output<S>[] => parse(data).docs;
  };
  const firstOf = <S extends z.ZodType>(doc: S) => {
    const docs = docsOf(doc);
    return (data: unknown): z.output<S> | null => docs(data)[0] ?? null;
  };
  const noDocs = () => [];
  const noDoc = () => null;

  const decodeAirports = docsOf(AirportSchema);
  const decodeFilters = docsOf(FilterOptionSchema);
  const decodePosts = docsOf(PostSchema);
  const decodeReviews = docsOf(ParkingReviewSchema);
  const decodePages = docsOf(CmsPageSchema);

  const client: ApiClient = {
    getAirports: () =>
      get('/api/airports', { page: 1, limit: 100, depth: 2 }, CACHE_TTL.content, decodeAirports, noDocs),

    async getHomePage() {
      const home = await get('/api/globals/home-page', undefined, CACHE_TTL.content, parseWith(HomePageSchema), () => ({
        heroTitle: undefined,
        heroSubtitle: undefined,
        airports: [],
      }));
      const needsLookup = home.airports.some((a) => typeof a !== 'object');
      // An upstream may answer the relation as ids; the airport list resolves them.
      const all = needsLookup ? await client.getAirports() : [];
      const airports = home.airports
        .map((a) => (typeof a === 'object' ? a : all.find((airport) => String(airport.id) === String(a))))
        .filter((a) => a !== undefined);
      return { heroTitle: home.heroTitle, heroSubtitle: home.heroSubtitle, airports };
    },

    getParkings: ({ page = 1, limit = 10 } = {}) =>
      get('/api/parking', { page, limit }, CACHE_TTL.content, parseWith(paginatedSchema(ParkingSchema)), () => ({
        docs: [],
        totalDocs: 0,
        limit,
        totalPages: 0,
        page,
        hasPrevPage: false,
        hasNextPage: false,
        prevPage: null,
        nextPage: null,
      })),

    getParkingById: (id) =>
      get(
        '/api/parking',
        { 'where[id][equals]': id, limit: 1, depth: 2 },
        CACHE_TTL.content,
        firstOf(ParkingSchema),
        noDoc
      ),

    getParkingBySlug: (slug) =>
      get(
        '/api/parking',
        { 'where[slug][equals]': withoutTrailingSlashes(slug), limit: 1, depth: 2 },
        CACHE_TTL.content,
        firstOf(ParkingSchema),
        noDoc
      ),

    getLatestPosts: (limit = 3) =>
      get('/api/posts', { ...PUBLISHED, limit, sort: '-publishedAt' }, CACHE_TTL.content, decodePosts, noDocs),

    getPosts: () =>
      get(
        '/api/posts',
        { ...PUBLISHED, limit: 100, sort: '-publishDate', depth: 2 },
        CACHE_TTL.content,
        decodePosts,
        noDocs
      ),

    getPostBySlug: (slug) =>
      get(
        '/api/posts',
        { 'where[slug][equals]': withoutTrailingSlashes(slug), ...PUBLISHED, limit: 1, depth: 2 },
        CACHE_TTL.content,
        firstOf(PostSchema),
        noDoc
      ),

    getLatestReviews: (limit = 9) =>
      get('/api/parking-reviews', { limit, sort: '-reviewDate', depth: 1 }, CACHE_TTL.content, decodeReviews, noDocs),

    getParkingReviews: (parkingId) =>
      get(
        '/api/parking-reviews',
        { 'where[parking][equals]': parkingId, sort: '-reviewDate', depth: 1, limit: 100 },
        CACHE_TTL.content,
        decodeReviews,
        noDocs
      ),

    getServiceTypes: () => get('/api/service-types', { limit: 100 }, CACHE_TTL.filters, decodeFilters, noDocs),
    getBookingOptions: () => get('/api/booking-options', { limit: 100 }, CACHE_TTL.filters, decodeFilters, noDocs),
    getSecurityFeatures: () => get('/api/security-features', { limit: 100 }, CACHE_TTL.filters, decodeFilters, noDocs),

    getPages: () => get('/api/pages', { depth: 2, limit: 100, locale: 'pl' }, CACHE_TTL.content, decodePages, noDocs),

    getPageBySlug: (slug) =>
      get(
        '/api/pages',
        { 'where[slug][equals]': withoutTrailingSlashes(slug), limit: 1, depth: 2, locale: 'pl' },
        CACHE_TTL.content,
        firstOf(CmsPageSchema),
        noDoc
      ),

    getListing: (params) =>
      get(
        '/api/v1/products/parking/listing',
        {
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
        undefined,
        parseWith(ListingResultSchema)
      ),

    getPrice: (parkingId, { arrivalAt, departureAt }) =>
      get(
        `/api/v1/products/parking/${segment(parkingId)}/price`,
        { arrivalAt: toIso(arrivalAt), departureAt: toIso(departureAt) },
        undefined,
        parseWith(PriceQuoteSchema)
      ),

    getPerDayPrices: (parkingId, { days = 16, startDate } = {}) =>
      get(
        `/api/v1/products/parking/${segment(parkingId)}/pricing/per-day`,
        { days, startDate: startDate === undefined ? undefined : toIso(startDate) },
        CACHE_TTL.perDayPrices,
        parseWith(PerDayPricesSchema)
      ),

    getAvailability: (parkingId, { startDate, endDate }) =>
      get(
        `/api/v1/products/parking/${segment(parkingId)}/availability`,
        { startDate: toIso(startDate), endDate: toIso(endDate) },
        CACHE_TTL.availability,
        parseWith(AvailabilitySchema)
      ),

    async getActive(parkingId) {
      const { active } = await get(
        `/api/v1/products/parking/${segment(parkingId)}/active`,
        undefined,
        CACHE_TTL.active,
        parseWith(ActiveSchema)
      );
      return active;
    },

    getAddons: (parkingId) =>
      get(
        `/api/v1/products/parking/${segment(parkingId)}/addons`,
        undefined,
        undefined,
        parseWith(AddonListSchema),
        (): Addon[] => []
      ),

    createOffer: (input, { idempotencyKey } = {}) => {
      const parseOffer = parseWith(OfferSchema);
      // Spec: an offer answer without an id is a failed offer, whatever else it holds.
      const missingId = (body: unknown) =>
        new ApiError({ status: 502, messages: [MESSAGES.offerFailed], code: 'OFFER_WITHOUT_ID', body });
      return request<Offer>({
        method: 'POST',
        path: '/api/v1/offers',
        body: input,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        decode: (data) => {
          if (!HasIdSchema.safeParse(data).success) throw missingId(data);
          return parseOffer(data);
        },
        empty: () => {
          throw missingId(null);
        },
      });
    },

    getOffer: (id) => get(`/api/v1/offer/${segment(id)}`, undefined, undefined, parseWith(OfferSchema)),

    createOrder: (body, { idempotencyKey }) =>
      request({
        method: 'POST',
        path: '/api/v1/orders',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        decode: parseWith(OrderResultSchema),
        empty: noData,
      }),

    getOrder: (orderId) => get(`/api/v1/orders/${segment(orderId)}`, undefined, undefined, parseWith(OrderSchema)),

    getPaymentStatus: (orderId) =>
      get(`/api/v1/payment/${segment(orderId)}/status`, undefined, undefined, parseWith(PaymentStatusSchema)),

    createParkingProposal: (body) =>
      request({
        method: 'POST',
        path: '/api/v1/parking-proposals',
        body,
        decode: parseWith(ParkingProposalCreatedSchema),
        empty: noData,
      }),
  };

  return client;
}
