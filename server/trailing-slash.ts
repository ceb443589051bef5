import type { RequestHandler } from 'express';

// `/__manifest` is Remix's lazy route discovery endpoint (v3_lazyRouteDiscovery); a redirect breaks it.
const EXCLUDED_EXACT = new Set(['/api', '/assets', '/healthz', '/readyz', '/__manifest']);
const EXCLUDED_PREFIXES = ['/api/', '/assets/'];
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
const CHECK_ORIGIN = 'http://parkolot.invalid';

/**
 * Where a page request without a trailing slash must go (spec §2), or null when it stays as it is.
 * Only `/` is appended; the query string is kept (the hash never reaches the server, browsers keep it).
 */
export function trailingSlashTarget(method: string, originalUrl: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;

  const queryStart = originalUrl.indexOf('?');
  const path = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : originalUrl.slice(queryStart + 1);

  if (!path.startsWith('/') || path.endsWith('/')) return null;
  if (EXCLUDED_EXACT.has(path) || EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (FILE_EXTENSION.test(lastSegment)) return null;
  // Remix data requests (`?_data=routeId`) answer JSON for the path as given.
  if (new URLSearchParams(query).has('_data')) return null;

  const target = `${path}/${query ? `?${query}` : ''}`;
  return isSameSitePath(target) ? target : null;
}

/**
 * `//evil.example` + `/` would be a protocol-relative URL (and `/\evil.example` is read the same way by
 * browsers), i.e. an open redirect. Only plain same-site paths may become a Location.
 */
function isSameSitePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  try {
    return new URL(target, CHECK_ORIGIN).origin === CHECK_ORIGIN;
  } catch {
    return false;
  }
}

export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  const target = trailingSlashTarget(req.method, req.originalUrl);
  if (target === null) return next();
  res.redirect(301, target);
};
