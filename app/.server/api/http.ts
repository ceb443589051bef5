import type { z } from 'zod';
import { cachedAnswer, createResponseCache, deepFreeze, type ResponseCache } from './cache';
import { attempt, type Answer, type ApiFile, type Method } from './attempt';
import { ApiError, ApiTimeoutError, MESSAGES, errorFromResponse } from './errors';

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
  /** Response cache; `false` disables caching and every kind of sharing (`shared`). Default: a new one (createResponseCache). */
  cache?: ResponseCache | false;
  onEvent?: (event: ApiEvent) => void;
  /** Extra headers for every call, read per call (e.g. the `x-request-id` of the page request). */
  requestHeaders?: () => Record<string, string | undefined>;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

interface AnswerOptions<E> {
  /** The result of a 204 or empty body; absent, such an answer is invalid (502). */
  empty?: () => E;
  /** The error for an answer that fails the schema, when it is not the generic invalid answer (502). */
  invalid?: (data: unknown) => ApiError | undefined;
}

export interface GetOptions<E> extends AnswerOptions<E> {
  query?: Query;
  /** Cache lifetime (CACHE_TTL); absent, the call is never cached. Ignored with `headers`. */
  ttl?: number;
  /** The call's own headers (a traveller's credential): such a call is never cached. */
  headers?: Record<string, string>;
  /**
   * An uncached call that concurrent identical calls may share (docs/decisions/0042): made while the
   * same URL is in flight, and no write has finished since that request left, it gets that request's
   * answer instead of sending its own. Nothing is kept once the answer is in. Ignored with `headers`,
   * with `ttl` (a cached call is shared through the cache) and with `cache: false`.
   */
  shared?: boolean;
}

export interface PostOptions<E> extends AnswerOptions<E> {
  /** Sent as JSON. */
  body: unknown;
  headers?: Record<string, string>;
}

/** The transport every endpoint goes through: the result is what `schema` makes of the JSON answer. */
export interface Http {
  get<S extends z.ZodType, E = never>(path: string, schema: S, options?: GetOptions<E>): Promise<z.output<S> | E>;
  post<S extends z.ZodType, E = never>(path: string, schema: S, options: PostOptions<E>): Promise<z.output<S> | E>;
  /** A GET whose answer is a file, not JSON (never cached). */
  getFile(path: string, query?: Query): Promise<ApiFile>;
}

function invalidResponse(body: unknown, cause?: unknown): ApiError {
  return new ApiError({ status: 502, messages: [MESSAGES.invalidResponse], code: 'INVALID_RESPONSE', body, cause });
}

/** A path segment from an id (`/api/v1/orders/${segment(id)}`). */
export function segment(id: string | number): string {
  return encodeURIComponent(String(id));
}

export function withoutTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
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

/** What `schema` makes of a body ('' for a 204); throws ApiError 502 when it does not fit. */
function decode<S extends z.ZodType, E>(text: string, schema: S, options: AnswerOptions<E>): z.output<S> | E {
  if (text.trim() === '') {
    if (options.empty) return options.empty();
    throw options.invalid?.(null) ?? invalidResponse(null);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw invalidResponse(text, error);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw options.invalid?.(data) ?? invalidResponse(data, result.error);
  return result.data;
}

export function createHttp(options: ApiClientOptions): Http {
  const baseUrl = withoutTrailingSlashes(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 8000;
  const retries = Math.max(0, options.retries ?? 2);
  const retryBaseMs = options.retryBaseMs ?? 200;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const cache = options.cache === false ? null : (options.cache ?? createResponseCache());
  /** Shared GETs under way, by URL, each with the number of writes finished when it left. */
  const inFlight = new Map<string, { schema: z.ZodType; writesBefore: number; answer: Promise<unknown> }>();
  /** Writes (POSTs) finished, answered or not: a shared GET that left before one is not joined after it. */
  let writesFinished = 0;

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

  /** One call with retries; resolves to the body ('' for 204/empty), throws ApiError. */
  async function send(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    // A POST is never re-sent: a lost answer may still have created an offer or an order.
    const attempts = method === 'GET' ? retries + 1 : 1;
    for (let n = 1; ; n++) {
      const started = performance.now();
      const outcome = await attempt(options, timeoutMs, method, url, body, headers);
      const durationMs = Math.round(performance.now() - started);
      let failure: ApiError;
      let retryAfterMs: number | null = null;
      if (outcome.kind === 'response') {
        emit({ type: 'request', url, status: outcome.status, durationMs });
        if (outcome.ok) return outcome.answer;
        failure = errorFromResponse(outcome.status, outcome.answer.text, outcome.retryAfterMs);
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

  return {
    async get(path, schema, getOptions = {}) {
      const url = buildUrl(path, getOptions.query);
      const fresh = async () =>
        decode((await send('GET', url, undefined, getOptions.headers)).text, schema, getOptions);
      if (getOptions.shared && getOptions.ttl === undefined && !getOptions.headers && cache) {
        const flight = inFlight.get(url);
        // Joined only if decoded by this very schema, so the answer is its output.
        if (flight && flight.schema === schema && flight.writesBefore === writesFinished) {
          return flight.answer as Promise<z.output<typeof schema>>;
        }
        // Frozen: every caller that joined reads the same objects.
        const answer = fresh().then(deepFreeze);
        const entry = { schema, writesBefore: writesFinished, answer };
        inFlight.set(url, entry);
        const settle = () => {
          if (inFlight.get(url) === entry) inFlight.delete(url);
        };
        answer.then(settle, settle);
        return answer;
      }
      if (getOptions.ttl === undefined || getOptions.headers || !cache) return fresh();
      const answer = await cachedAnswer(cache, url, getOptions.ttl, async () => {
        const { text } = await send('GET', url);
        // A 204 or empty body is "no data" for this caller only: a collection never answers it when
        // healthy, so keeping it would hide the content for a whole TTL after the upstream recovers.
        return text.trim() === '' ? undefined : { schema, value: decode(text, schema, getOptions) };
      });
      if (answer === undefined) return decode('', schema, getOptions);
      // Kept per URL; another schema reading the same URL asks for itself.
      if (answer.schema !== schema) return fresh();
      // Decoded by this very schema (checked above), so the value is its output.
      return answer.value as z.output<typeof schema>;
    },

    async post(path, schema, postOptions) {
      try {
        const { text } = await send('POST', buildUrl(path), postOptions.body, postOptions.headers);
        return decode(text, schema, postOptions);
      } finally {
        writesFinished++;
      }
    },

    async getFile(path, query) {
      return (await send('GET', buildUrl(path, query))).file;
    },
  };
}
