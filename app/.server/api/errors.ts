import { CacheControl } from '../../../core/cache-control';
import { z } from 'zod';

export const MESSAGES = {
  invalidResponse: 'Nieprawidłowa odpowiedź serwera API',
  network: 'Nie udało się połączyć z serwerem API',
  timeout: 'Serwer API nie odpowiedział na czas',
  offerFailed: 'Nie udało się wygenerować oferty. Spróbuj ponownie.',
  httpStatus: (status: number) => `Serwer API zwrócił błąd (HTTP ${status}).`,
} as const;

export interface ApiErrorDetail {
  message: string;
  code?: string;
  field?: string;
}

/** Brands for `instanceof` across module copies (server.ts loads the client from source, route
 * modules from build/server carry their own copy of this class). */
const API_ERROR_BRAND = Symbol.for('parkolot.ApiError');
const API_TIMEOUT_BRAND = Symbol.for('parkolot.ApiTimeoutError');

function hasBrand(value: unknown, brand: symbol): boolean {
  return typeof value === 'object' && value !== null && brand in value;
}

/**
 * Any failed call: a non-OK answer (status and messages from the `{ errors: [...] }` body),
 * an unreachable upstream, or an answer that does not match its schema (502).
 */
export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, API_ERROR_BRAND);
  }

  readonly [API_ERROR_BRAND] = true;
  readonly status: number;
  readonly messages: string[];
  readonly code?: string;
  readonly body: unknown;
  readonly errors: ApiErrorDetail[];
  /** The answer's `Retry-After`, in whole seconds (a 429, a 503), when it had one. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    messages: string[];
    code?: string;
    body?: unknown;
    errors?: ApiErrorDetail[];
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    super(init.messages.join(' ') || MESSAGES.httpStatus(init.status), { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.messages = init.messages;
    this.code = init.code;
    this.body = init.body;
    this.errors = init.errors ?? init.messages.map((message) => ({ message, code: init.code }));
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/**
 * The API refused the request as the caller's (a 4xx: not found, invalid, a conflict, a limit): an answer
 * about the input, which the page passes on, not a failure of the API (timeouts and 5xx are those).
 */
export function isApiRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** No answer within `timeoutMs` on the last attempt. */
export class ApiTimeoutError extends ApiError {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, API_TIMEOUT_BRAND);
  }

  readonly [API_TIMEOUT_BRAND] = true;

  constructor(url: string, timeoutMs: number) {
    // Logged with the error: the path only, as every log line (a query may carry a signed link's exp and sig).
    super({
      status: 504,
      messages: [MESSAGES.timeout],
      code: 'TIMEOUT',
      body: { url: url.split('?', 1)[0], timeoutMs },
    });
    this.name = 'ApiTimeoutError';
  }
}

const ErrorBodySchema = z.union([
  z.object({
    errors: z
      .array(
        z.object({
          message: z.string(),
          code: z.string().nullish(),
          field: z.string().nullish(),
        }),
      )
      .min(1),
  }),
  // Tolerated from upstreams that do not follow the contract exactly.
  z.object({ message: z.string(), code: z.string().nullish() }).transform((e) => ({ errors: [e] })),
  z.object({ error: z.string(), code: z.string().nullish() }).transform((e) => ({
    errors: [{ message: e.error, code: e.code }],
  })),
]);

/** Builds the error thrown for a non-OK answer from its status, raw body text and `Retry-After` (ms). */
export function errorFromResponse(status: number, text: string, retryAfterMs: number | null = null): ApiError {
  const retryAfterSeconds = retryAfterMs === null ? null : Math.ceil(retryAfterMs / 1000);
  let body: unknown = text;
  try {
    body = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page of a proxy, say): keep the text as the body.
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({ status, messages: [MESSAGES.httpStatus(status)], body, retryAfterSeconds });
  }
  const errors: ApiErrorDetail[] = parsed.data.errors.map((e) => ({
    message: e.message,
    ...('code' in e && e.code ? { code: e.code } : {}),
    ...('field' in e && e.field ? { field: e.field } : {}),
  }));
  return new ApiError({
    status,
    messages: errors.map((e) => e.message),
    code: errors.find((e) => e.code)?.code,
    body,
    errors,
    retryAfterSeconds,
  });
}

/**
 * The status a page answers when the upstream failed it: 503 when the API could not be reached in time
 * (timeout, connection refused, or the API itself says it is unavailable/overloaded), 502 for a bad
 * answer (a 5xx, a malformed or unexpected body, a connection dropped mid-answer).
 */
export function upstreamStatus(error: unknown): 502 | 503 {
  if (error instanceof ApiTimeoutError) return 503;
  if (error instanceof ApiError && (error.code === 'UNREACHABLE' || error.status === 503 || error.status === 429))
    return 503;
  return 502;
}

/** Shown by the error screen; the page never shows the upstream's own text. */
const UPSTREAM_FAILURE_MESSAGE = 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.';

/**
 * What a loader throws when data it cannot do without failed upstream: the error screen renders it with
 * the right status, no cache keeps it, and a 503 tells crawlers when to come back.
 */
export function upstreamFailure(error: unknown): Response {
  const status = upstreamStatus(error);
  return Response.json(
    { message: UPSTREAM_FAILURE_MESSAGE },
    {
      status,
      statusText: status === 503 ? 'Service Unavailable' : 'Bad Gateway',
      headers: { 'Cache-Control': CacheControl.noStore, ...(status === 503 ? { 'Retry-After': '30' } : {}) },
    },
  );
}
