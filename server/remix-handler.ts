// Remix behind Express, reading the body the edge already read and bounded (server/edge.ts), where
// @remix-run/express would stream the raw request a second time.
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { CacheControl } from '../core/cache-control';

export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

/**
 * What Remix is asked for when the edge found the path malformed (`res.locals.malformedPath`, its root
 * loader then answers 400): a path only the catch-all route matches, so no page's loader reads the
 * malformed value or answers first (a redirect wins over an error). The browser keeps its own URL; the
 * catch-all matches it there too, so hydration finds the same routes.
 */
export const MALFORMED_PATH_STAND_IN = '/-/-/-/';

/** The page's URL as the browser asked for it (`X-Forwarded-Host`/`-Proto` only with TRUST_PROXY). */
function requestUrl(req: ExpressRequest, res: ExpressResponse): string {
  const forwardedPort = req.app.get('trust proxy') ? req.get('x-forwarded-host')?.split(':')[1] : undefined;
  const port = forwardedPort ?? req.get('host')?.split(':')[1];
  const path = res.locals.malformedPath === true ? MALFORMED_PATH_STAND_IN : req.originalUrl;
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${path}`;
}

/**
 * Left out of the request Remix sees: `Origin`. The edge has already checked it on every write
 * (server/security.ts `sameOriginWrites`: the public address or the request's own origin). Remix's own
 * check compares it only with `X-Forwarded-Host` (trusted or not) or `Host`, and throws — a 500 — when a
 * proxy in front rewrites Host, or when a client adds an X-Forwarded-Host.
 */
const CHECKED_AT_THE_EDGE = new Set(['origin']);

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (CHECKED_AT_THE_EDGE.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The page's own value replaces the edge's default (a booking page's stricter Referrer-Policy: one header,
  // not two); Headers already joins a repeated name, except cookies, each their own line.
  for (const [name, value] of response.headers.entries()) {
    if (name === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Remix's own refusal of a `?_data=` request for a route the address does not match (403, `X-Remix-Error`),
 * which production sanitises to an English "Unexpected Server Error": the same answer, in Polish, saying what
 * was wrong; and `/__manifest`'s English 400. Other answers pass as they are.
 */
function inPolish(url: URL, response: Response): Response {
  // Remix's lazy route discovery asked without the routes it wants (`p`): its 400 says "Invalid Request".
  if (url.pathname === '/__manifest' && response.status === 400) {
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response('Nieprawidłowe zapytanie o trasy strony (parametry version i p).', { status: 400, headers });
  }
  if (response.status !== 403 || !url.searchParams.has('_data') || !response.headers.has('x-remix-error'))
    return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const routeId = (url.searchParams.get('_data') ?? '').slice(0, 100);
  const message = `Strona pod tym adresem nie ma danych „${routeId}” (parametr _data).`;
  return new Response(JSON.stringify({ message }), { status: 403, headers });
}

export function remixHandler({ build, mode, getLoadContext }: RemixHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      // Loaders and actions see an aborted signal once the response can no longer be written.
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const url = URL.canParse(requestUrl(req, res)) ? new URL(requestUrl(req, res)) : null;
      if (!url) {
        // A Host (or trusted X-Forwarded-Host) no URL can be built from: a client error, not ours.
        res
          .status(400)
          .type('text/plain; charset=utf-8')
          .set('Cache-Control', CacheControl.noStore)
          .send('Nieprawidłowy adres lub żądanie.');
        return;
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = req.rawBody ?? Buffer.alloc(0);
      const request = new Request(url, {
        method: req.method,
        headers: requestHeaders(req),
        signal: controller.signal,
        ...(hasBody ? { body: new Uint8Array(body) } : {}),
      });
      await send(res, inPolish(url, await handle(request, getLoadContext(req, res))));
    } catch (error) {
      next(error);
    }
  };
}
