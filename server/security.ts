import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { z } from 'zod';
import { CacheControl } from '../core/cache-control';
import { answersJson } from './routed-path';

/** The map embed on the parking page (app/lib/parking-detail.ts). */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Each response's nonce, for the CSP header (helmet hands directives the raw response object). */
const nonces = new WeakMap<object, string>();

/** A fresh nonce per response (ASVS 3.4.3): Remix's inline scripts carry it, nothing else may run. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  nonces.set(res, nonce);
  res.locals.cspNonce = nonce;
  next();
};

/** HSTS: a year, subdomains included — helmet's option and the raw answers' header alike. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

/**
 * The security headers of an answer written before Express (helmet's are set on Express's responses): a
 * line of text or JSON that nothing may sniff, frame, or run anything in.
 */
export const RAW_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': `max-age=${HSTS.maxAge}; includeSubDomains`,
  'Cache-Control': CacheControl.noStore,
} as const;

export interface SecurityHeaderOptions {
  /** The chat widget script, when configured (its origin may load scripts, frames and connect). */
  chatWidgetUrl?: string;
  /** Origins of hosted payment pages the checkout may send the browser to (a form's redirect target). */
  paymentOrigins: string[];
  /** Vite's dev server injects its own scripts and a websocket: no CSP in development. */
  isDevelopment: boolean;
}

/**
 * Helmet's headers with a strict CSP: scripts only with this response's nonce ('strict-dynamic' lets
 * them load their chunks), no plugins, no <base>, no framing by other sites; frames, images and
 * connections only where the pages really go (the map, the chat widget).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const widget = originOf(options.chatWidgetUrl);
  const nonce = (_req: unknown, res: object) => `'nonce-${nonces.get(res) ?? ''}'`;
  const headers = helmet({
    contentSecurityPolicy: options.isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // 'https:' and 'unsafe-inline' only matter to browsers without CSP 3 (the nonce wins elsewhere).
            scriptSrc: [nonce, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(widget ? [widget] : [])],
            frameSrc: [MAP_ORIGIN, ...(widget ? [widget] : [])],
            formAction: ["'self'", ...options.paymentOrigins],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
          },
        },
    // The map and the chat widget are cross-origin frames/scripts that send no CORP header.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: HSTS,
  });
  return (req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    headers(req, res, next);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE =
  'Żądanie odrzucone: formularz wysłano z innej strony. Wróć na stronę Parkolot i spróbuj ponownie.';

/** The site's own origin as this request sees it (honours X-Forwarded-* only with `trust proxy`). */
const requestOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

/**
 * CSRF (ASVS 3.5): a state-changing request from a browser must come from our own pages. Browsers send
 * `Origin` (and `Sec-Fetch-Site`) on every POST; a request with neither is not from a browser form
 * (curl, a server) and cannot ride on a visitor's session — the site has none anyway.
 */
export function sameOriginWrites(
  publicUrl: () => string,
  { onlyPublicUrl = false }: { onlyPublicUrl?: boolean } = {},
): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    // Live, the site is PUBLIC_URL and nothing else: a Host header is the client's to write (a rebound
    // DNS name, a crafted request), so it never vouches for an Origin. A demo also answers on whatever
    // address it was opened at (localhost, 127.0.0.1, a LAN address).
    const allowed = new Set([originOf(publicUrl()), ...(onlyPublicUrl ? [] : [requestOrigin(req)])]);
    const crossSite = site === 'cross-site' || (origin !== undefined && !allowed.has(origin));
    if (!crossSite) return next();
    res.status(403).set('Cache-Control', CacheControl.noStore);
    if (answersJson(req, res)) res.json({ errors: [{ message: CSRF_MESSAGE, code: 'CROSS_SITE_REQUEST' }] });
    else res.type('text/plain; charset=utf-8').send(CSRF_MESSAGE);
  };
}

/** ASVS 3.7.2: the checkout may send the browser only to a payment page on this allow-list. */
export function paymentOrigins(configured: string | undefined, publicUrl: string): string[] {
  const list = (configured ?? '')
    .split(',')
    .map((value) => originOf(value.trim()))
    .filter((value): value is string => value !== null);
  const own = originOf(publicUrl);
  return [...new Set([...(own ? [own] : []), ...list])];
}

const MALFORMED_PATH_MESSAGE = 'Nieprawidłowy adres strony.';

/** The 4xx status an error carries (Express's own, e.g. a URIError from a bad `%zz`), or null. */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** What an error answer says, by its status: Express's and `send`'s own 4xx get their own words. */
export function clientErrorMessage(status: number | null): string {
  if (status === null) return 'Wystąpił błąd serwera. Spróbuj ponownie za chwilę.';
  if (status === 412) return 'Plik zmienił się od wersji, o którą pyta przeglądarka (If-Match, If-Unmodified-Since).';
  if (status === 416) return 'Żądany zakres bajtów wykracza poza plik.';
  return 'Nieprawidłowy adres lub żądanie.';
}

/**
 * Readies an error answer: nothing of the file it is not (`send` sets the file's ETag, Last-Modified and a
 * year of caching before it finds a precondition or a range it cannot meet, and a precompressed copy's
 * coding was set before that: the Polish line is not brotli), never cached, and a 416's
 * `Content-Range: bytes *\/<size>`, which `send` hands over with the error (RFC 9110 §15.5.17).
 */
export function prepareErrorAnswer(error: unknown, res: Response) {
  for (const header of ['ETag', 'Last-Modified', 'Accept-Ranges', 'Content-Range', 'Content-Encoding'])
    res.removeHeader(header);
  res.set('Cache-Control', CacheControl.noStore);
  const range = ErrorHeadersSchema.safeParse(error);
  if (range.success && clientErrorStatus(error) === 416) res.set('Content-Range', range.data.headers['Content-Range']);
}

const ErrorHeadersSchema = z.object({ headers: z.object({ 'Content-Range': z.string() }) });

/**
 * A path no page has: invalid percent-encoding, a control character, a backslash (the router would
 * read `/\x` as another host), a `.` or `..` segment, plain or encoded (browsers resolve them before
 * they ask; the routers would resolve `/x/%2E%2E/api/…` to another address than the edge read; an
 * encoded slash, as in `..%2F`, separates no segment).
 */
export function isMalformedPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  // Control characters (a tab, a newline) too: the router's URL parser drops or refuses them.
  // eslint-disable-next-line no-control-regex
  return /[\\\x00-\x1f\x7f]/.test(decoded) || path.split('/').some(isDotSegment);
}

/** `.` or `..` as a URL parser reads a segment between two slashes (`%2e` is a dot there too). */
function isDotSegment(segment: string): boolean {
  const dots = segment.toLowerCase().replaceAll('%2e', '.');
  return dots === '.' || dots === '..';
}

/**
 * A malformed path gets a 400 here, before any handler reads it: the API's Polish JSON error under
 * /api; for a page (a document GET or HEAD) the `page` handler when there is one — the web server
 * renders the site's error screen there, with `res.locals.malformedPath` set; plain text otherwise
 * (the standalone API, a form post, a Remix data request).
 */
export function rejectMalformedPaths(page?: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!isMalformedPath(req.path)) return next();
    res.status(400).set('Cache-Control', CacheControl.noStore);
    if (answersJson(req, res)) {
      res.json({ errors: [{ message: MALFORMED_PATH_MESSAGE, code: 'MALFORMED_PATH' }] });
      return;
    }
    const isDocument = (req.method === 'GET' || req.method === 'HEAD') && req.query._data === undefined;
    if (page && isDocument) {
      res.locals.malformedPath = true;
      page(req, res, next);
      return;
    }
    res.type('text/plain; charset=utf-8').send(MALFORMED_PATH_MESSAGE);
  };
}
