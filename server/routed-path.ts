// The request's path as the routers read it, shared by the edge (edge.ts) and the write limits (write-limits.ts).
import type { Request, Response } from 'express';

/**
 * The path as the routers read it: percent-decoded (Hono decodes before it routes, Remix too), without
 * repeated or trailing slashes, in lower case (Remix matches routes case-insensitively). The edge's own
 * decisions (is this the API, which limit) use it, so `/%61pi/v1/%6Fffers` or `/DODAJ-PARKING/` are
 * what they are.
 */
export function routedPath(req: Request): string {
  return routedPathOf(req.path);
}

/**
 * Percent-escapes decoded run by run, as Hono decodes a path: a run that is not valid UTF-8 (`%FF`) stays
 * as it is and the rest is still read (`/%61pi/%FF` is the API's, refused there as a malformed path).
 * `decodeURIComponent` reads every escape (the edge's own decisions); `decodeURI` keeps reserved ones
 * (`%2F`) as Hono's router does (Hono also keeps `%25`, which this turns into `%`: no route has one).
 */
export const decodeRuns = (path: string, decode: (run: string) => string = decodeURIComponent) =>
  path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decode(run);
    } catch {
      return run;
    }
  });

/** `routedPath` of a path given as text (no query). */
export function routedPathOf(path: string): string {
  return decodeRuns(path)
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

export const isApiPath = (path: string) => {
  const routed = routedPathOf(path);
  return routed === '/api' || routed.startsWith('/api/');
};

export const isApi = (req: Request) => isApiPath(req.path);

/**
 * Whether an error answer takes the API's JSON shape: under /api, and at every address of a server that
 * is only the API (the standalone one: `res.locals.apiOnly`, set by its edge).
 */
export const answersJson = (req: Request, res: Response) => res.locals.apiOnly === true || isApi(req);

/**
 * Whether a request Node's parser refused was for the API, read from its request line: `error.rawPacket`
 * (the bytes the parser failed on) for a malformed or oversized request, the request itself when its
 * headers had been read (a body that came too slowly). The target may be absolute (`http://host/api/…`).
 */
export function isApiRequestLine(rawPacket: unknown, url: string | undefined): boolean {
  let target = url;
  if (target === undefined && Buffer.isBuffer(rawPacket)) {
    target = /^\S+ +(\S+)/.exec(rawPacket.subarray(0, 8192).toString('latin1'))?.[1];
  }
  if (target === undefined) return false;
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0];
  return isApiPath(path || '/');
}
