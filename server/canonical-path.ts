import type { RequestHandler } from 'express';
import { isBookingReference } from '../core/booking-reference';

// `/__manifest` is Remix's lazy route discovery endpoint (v3_lazyRouteDiscovery); a redirect breaks it.
const EXCLUDED_EXACT = new Set(['/api', '/assets', '/healthz', '/readyz', '/__manifest']);
const EXCLUDED_PREFIXES = ['/api/', '/assets/'];
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
const CHECK_ORIGIN = 'http://parkolot.invalid';
/**
 * A Location longer than this is not sent: with the rest of the head it would pass the 16 KB that Node's
 * HTTP client (and many proxies) read, so the client would fail on the answer instead of following it.
 * Such an address is answered as it is (no page has one).
 */
const MAX_TARGET_LENGTH = 8 * 1024;

/**
 * A segment in its one spelling: ASCII letters in lower case, percent-escapes in capitals (`%C5%BC`, the usual
 * spelling of ż); any other character as it is.
 */
const canonicalSegment = (segment: string) =>
  segment.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) =>
    part.startsWith('%') ? part.toUpperCase() : part.toLowerCase(),
  );

/** The path as the routers read it (decoded), for the exclusions: `/%61pi/…` is the API too. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * Where a page request must go to reach the page's one address, or null when it is there: a trailing slash
 * (spec §2), no repeated slashes, lower case — Remix matches routes whatever their case and slashes, so
 * `/FAQ/` and `/faq//` were the FAQ under addresses of their own. A booking reference keeps its capitals
 * (PK-…), an escaped letter stays escaped. The query string is kept (the hash never reaches the server, browsers keep it).
 */
export function canonicalPathTarget(method: string, originalUrl: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;

  const queryStart = originalUrl.indexOf('?');
  const path = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : originalUrl.slice(queryStart + 1);

  // `//evil.example` is a protocol-relative URL to browsers (so is `/\evil.example`): never a Location.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const routed = decoded(path);
  if (EXCLUDED_EXACT.has(routed) || EXCLUDED_PREFIXES.some((prefix) => routed.startsWith(prefix))) return null;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (FILE_EXTENSION.test(lastSegment)) return null;
  // Remix data requests (`?_data=routeId`) answer JSON for the path as given.
  if (new URLSearchParams(query).has('_data')) return null;

  const segments = path
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map((segment) => (isBookingReference(segment) ? segment : canonicalSegment(segment)));
  const canonical = segments.join('/').replace(/([^/])$/, '$1/');
  if (canonical === path) return null;
  const target = `${canonical}${query ? `?${query}` : ''}`;
  if (target.length > MAX_TARGET_LENGTH) return null;
  return isSameSitePath(target) ? target : null;
}

/** A plain same-site path only may become a Location (no open redirect through a crafted path). */
function isSameSitePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  try {
    return new URL(target, CHECK_ORIGIN).origin === CHECK_ORIGIN;
  } catch {
    return false;
  }
}

export const canonicalPathRedirect: RequestHandler = (req, res, next) => {
  const target = canonicalPathTarget(req.method, req.originalUrl);
  if (target === null) return next();
  // Express's own redirect body is English ("Moved Permanently. Redirecting to …"): a Polish line instead.
  res.status(301).location(target).type('text/plain; charset=utf-8').send(`Strona jest pod adresem ${target}`);
};
