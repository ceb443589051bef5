import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { isDateKey, parseIsoDateTime } from '../../core/warsaw-time';
import { apiErrorMap } from './zod-messages';

// Validation messages in Polish wherever a schema gives no message of its own: ours for the usual issues,
// zod's Polish locale for the rest.
z.config({ ...z.locales.pl(), customError: apiErrorMap });

export type ApiErrorItem = { message: string; field?: string; code?: string };

/** An error with a status and Payload-style body `{ errors: [...] }`, thrown anywhere in a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ApiErrorItem[],
    readonly extra: Record<string, unknown> = {},
    /** Headers of the answer (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

export const notFound = (message = 'Nie znaleziono zasobu.') => new HttpError(404, [{ message }]);
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, [{ message, ...(field ? { field } : {}) }]);

/** One entry per field: its first issue (`limit=10^20` fails two bounds, the caller needs one sentence). */
export function zodErrors(error: z.ZodError): ApiErrorItem[] {
  const seen = new Set<string>();
  const items: ApiErrorItem[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    const key = field || issue.message;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ message: issue.message, ...(field ? { field } : {}) });
  }
  return items;
}

/** Parses with a zod schema; a failure becomes a 400 with one message per field. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, zodErrors(result.error));
  return result.data;
}

/** The query string as a flat object (last value wins), for zod. */
export function queryObject(c: Context): Record<string, string> {
  return Object.fromEntries(new URL(c.req.url).searchParams);
}

/** No API body nests deeper than a handful of levels; the limit keeps recursive code (hashing, zod) safe. */
const MAX_JSON_DEPTH = 32;

/** True when arrays/objects in a JSON text nest deeper than `limit` (brackets inside strings do not count). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      if (++depth > limit) return true;
    } else if (ch === ']' || ch === '}') depth--;
  }
  return false;
}

/** Half of a surrogate pair without its other half: not valid Unicode, and jsonb refuses its escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
class LoneSurrogateError extends Error {}

/** `application/json`, or a `+json` type (`application/merge-patch+json`), with or without parameters. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The request's JSON body. Only a body declared as JSON is read: a `text/plain` or form body is a 415, which
 * also keeps a cross-site page's form or no-preflight `fetch` (they cannot send `application/json`) out.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  // No body at all is the caller's first mistake to hear about (400), whatever type it named.
  if (!text.trim()) throw badRequest('Brak treści żądania (JSON).');
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? ''))
    throw new HttpError(415, [
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Treść żądania musi być JSON-em (Content-Type: application/json).' },
    ]);
  // PostgreSQL cannot store U+0000 in text or jsonb: refuse it here rather than fail in the database.
  if (/\\u0000/i.test(text) || text.includes('\u0000'))
    throw badRequest('Treść żądania zawiera niedozwolony znak (NUL).');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest('Treść żądania jest zbyt głęboko zagnieżdżona.');
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value)))
        throw new LoneSurrogateError();
      return value;
    });
  } catch (error) {
    if (error instanceof LoneSurrogateError) throw badRequest('Treść żądania zawiera niepoprawne znaki Unicode.');
    throw badRequest('Treść żądania nie jest poprawnym JSON-em.');
  }
}

/**
 * Text ids in paths (offers, orders and payments have UUIDs, globals a slug): anything else cannot
 * exist, and must not reach the database (a NUL byte there is an error, not a miss).
 */
export const isTextId = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{1,100}$/.test(value);

/** The largest PostgreSQL `integer`: a bigger id cannot exist, and comparing one with an integer column is an error. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A number as a person writes it in an address: optional sign, digits, optional fraction; spaces around. */
const DECIMAL_NUMBER = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * A whole number in a query parameter, in decimal notation only: `Number` — and `z.coerce.number()` —
 * would also read `0x10`, `0b1` or `1e1`, which nobody writes for a page or a limit (decision 0048: a
 * number is decimal); those read as no number at all. Bounds and defaults are the caller's.
 */
export const QueryInt = z.preprocess(
  (value) => (typeof value === 'string' && !DECIMAL_NUMBER.test(value) ? Number.NaN : value),
  z.coerce.number().int(),
);

/** A positive integer id from a path parameter. */
export function intId(value: string | undefined, what = 'id'): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > PG_INTEGER_MAX || !/^\d+$/.test(value ?? '')) {
    throw new HttpError(404, [{ message: `Nie znaleziono zasobu (nieprawidłowe ${what}).` }]);
  }
  return id;
}

/**
 * ISO 8601 date-time with offset (or Z), as a Date. Parsed by core's strict reader, so an impossible day
 * (2026-02-30T10:00+01:00) is refused instead of rolling over into March as `Date.parse` would.
 */
export const IsoDateTime = z
  .string({ error: 'Wymagana data w formacie ISO 8601.' })
  .trim()
  .transform((v, ctx) => {
    const instant = parseIsoDateTime(v);
    if (instant) return instant;
    ctx.addIssue({
      code: 'custom',
      message: 'Nieprawidłowa data – oczekiwano ISO 8601 ze strefą czasową, np. 2026-12-01T10:00:00+01:00.',
    });
    return z.NEVER;
  });

/** A calendar date (YYYY-MM-DD, noon UTC) or an ISO date-time; yields a Date. Impossible days are refused. */
export const IsoDateOrDateTime = z
  .string({ error: 'Wymagana data.' })
  .trim()
  .transform((v, ctx) => {
    const instant = isDateKey(v) ? new Date(`${v}T12:00:00Z`) : parseIsoDateTime(v);
    if (instant) return instant;
    ctx.addIssue({ code: 'custom', message: 'Nieprawidłowa data – oczekiwano RRRR-MM-DD lub daty ISO 8601.' });
    return z.NEVER;
  });

/** Comma-separated positive integer ids (`1,2,3`); empty → []. */
export const IdList = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((v, ctx) => {
    if (!v) return [];
    const parts = v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id, i) => !Number.isSafeInteger(id) || id < 1 || id > PG_INTEGER_MAX || !/^\d+$/.test(parts[i]))) {
      ctx.addIssue({ code: 'custom', message: 'Oczekiwano listy identyfikatorów oddzielonych przecinkami.' });
      return z.NEVER;
    }
    return ids;
  });

/**
 * For cross-field refinements: run only when every field parsed, so a refinement never sees a raw
 * string where a Date is expected (zod 4 otherwise runs object refinements after field errors).
 */
export const whenFieldsValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
