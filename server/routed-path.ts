// The request's path as the routers read it, shared by the edge (edge.ts) and the write limits (write-limits.ts).
import type { Request } from 'express';

/**
 * The path as the routers read it: percent-decoded (Hono decodes before it routes, Remix too), without
 * repeated or trailing slashes, in lower case (Remix matches routes case-insensitively). The edge's own
 * decisions (is this the API, which limit) use it, so `/%61pi/v1/%6Fffers` or `/DODAJ-PARKING/` are
 * what they are.
 */
export function routedPath(req: Request): string {
  let decoded = req.path;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    // Invalid percent-encoding: refused as a malformed path later; compare it as it is.
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

export const isApi = (req: Request) => {
  const path = routedPath(req);
  return path === '/api' || path.startsWith('/api/');
};
