// What every request meets before any page or API handler, on the web server and on the standalone
// API alike: allowed methods, bounded bodies, the client's identity for the API, HTTP timeouts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { requestLogger, type Logger } from './logger';
import { clientKey, clientTagger, type RateLimits } from './rate-limits';
import { answersJson, decodeRuns, isApi } from './routed-path';
import { cspNonce, isMalformedPath, rejectMalformedPaths, sameOriginWrites, securityHeaders } from './security';
import { apiPromoLimit, apiWriteLimits, pageWriteLimits } from './write-limits';
import { bearerToken } from '../core/bearer';
import { CacheControl } from '../core/cache-control';
import { methodNotAllowedMessage } from '../core/http-methods';
import { DEFAULT_PAGE_WRITE_LIMIT, type PageWriteLimit } from '../core/write-limits';
import { addressMethods, NO_ROUTE, type RouteEntry } from '../backend/lib/unmatched';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request body, read (and bounded) by `boundedBodies`; @hono/node-server reads it from here too. */
    rawBody?: Buffer;
  }
}

/** The methods any route here answers; OPTIONS is answered by the edge itself. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
export const ALLOW = ALLOWED_METHODS.join(', ');
export const METHOD_NOT_ALLOWED_MESSAGE = 'Ta metoda HTTP nie jest obsługiwana. Dozwolone: GET, HEAD, POST, OPTIONS.';
export const BODY_TOO_LARGE_MESSAGE = 'Przesłane dane są zbyt duże. Skróć treść formularza i spróbuj ponownie.';
const UNREADABLE_BODY_MESSAGE = 'Nie udało się odczytać przesłanych danych. Spróbuj ponownie.';

/** A Polish error answer: `{ errors: [...] }` under /api, plain text for pages. */
export function sendError(req: Request, res: Response, status: number, message: string, code: string) {
  res.status(status).set('Cache-Control', CacheControl.noStore);
  if (answersJson(req, res)) res.json({ errors: [{ message, code }] });
  else res.type('text/plain; charset=utf-8').send(message);
}

/**
 * The methods the address of a request answers (server/route-limits.ts `pageMethods` for the pages,
 * `apiMethods` for the API), [] where there is no such address; a promise only while the pages' build
 * loads (development).
 */
export type MethodsOf = (req: Request) => readonly string[] | Promise<readonly string[]>;

/**
 * The methods an API address answers, read from the API's route table (`routes`, from the API itself) as
 * its router reads the path (percent-decoded, case and slashes as sent); ALLOWED_METHODS where the table is
 * not known (an API behind API_URL, a test's backend) and outside /api.
 */
export function apiMethods(routes: () => readonly RouteEntry[] | undefined): MethodsOf {
  let table: readonly RouteEntry[] | undefined;
  let methodsOf: ((path: string) => readonly string[]) | undefined;
  return (req) => {
    const current = routes();
    if (!isApi(req) || !current || current.length === 0) return ALLOWED_METHODS;
    if (current !== table) [table, methodsOf] = [current, addressMethods(current)];
    return methodsOf ? methodsOf(decodeRuns(req.path, decodeURI)) : ALLOWED_METHODS;
  };
}

/**
 * TRACE, TRACK, CONNECT, PUT, DELETE, WebDAV verbs …: 405 before any handler (undici refuses to build a
 * Request for some of them, and no route here has a use for any); so is a POST to an address without a
 * form or API route for it. OPTIONS gets the address's list. `methodsOf` knows each address's methods (the
 * pages' from the Remix build, the API's from its route table); without it every address lists
 * ALLOWED_METHODS. An address with no methods at all (an API path no route fits) is a 404, except for a
 * POST, which the API answers itself. GET and HEAD pass without a look-up. The answer is written in the
 * same tick when it can be: a client that sent a body its headers did not announce then reads the 405
 * before the 400 its stray bytes earn.
 */
export function allowedMethods(methodsOf: MethodsOf = () => ALLOWED_METHODS): RequestHandler {
  return (req, res, next) => {
    // A malformed path is a 400 whatever the method (rejectMalformedPaths, in this same tick): no router
    // reads it, so it has no methods to list.
    if (req.method === 'GET' || req.method === 'HEAD' || isMalformedPath(req.path)) return next();
    const answer = (methods: readonly string[]) => {
      if (req.method !== 'OPTIONS' && methods.includes(req.method)) return next();
      if (methods.length === 0) {
        if (req.method === 'POST') return next();
        return sendError(req, res, 404, NO_ROUTE.message, NO_ROUTE.code);
      }
      const allow = methods.join(', ');
      if (req.method === 'OPTIONS') {
        res.status(204).set({ Allow: allow, 'Cache-Control': CacheControl.noStore }).end();
        return;
      }
      res.set('Allow', allow);
      sendError(req, res, 405, methodNotAllowedMessage(allow), 'METHOD_NOT_ALLOWED');
    };
    const methods = methodsOf(req);
    if ('then' in methods) methods.then(answer, next);
    else answer(methods);
  };
}

export interface BodyLimits {
  /** Forms and any other non-JSON body. */
  formBytes: number;
  /** `application/json` (and `+json`) bodies. */
  jsonBytes: number;
}

const ENCODED_BODY_MESSAGE = 'Treść żądania nie może być skompresowana (bez nagłówka Content-Encoding).';

const isJson = (req: Request) => /^application\/([\w.-]+\+)?json\b/i.test(req.get('content-type') ?? '');

/**
 * Reads a POST body into memory up to its limit, or answers 413 without reading further: a declared
 * `Content-Length` over the limit is refused before a byte is read, a chunked body as soon as it
 * passes it. The connection is closed after a refusal (the rest of the body is never parsed).
 */
export function boundedBodies(limits: BodyLimits): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const limit = isJson(req) ? limits.jsonBytes : limits.formBytes;
    getRawBody(req, { length: req.headers['content-length'] ?? null, limit }).then(
      (body) => {
        // A compressed body (`Content-Encoding: gzip`) would be parsed as its bytes and refused for what
        // they look like (a NUL, broken JSON): say what is wrong instead (RFC 9110 §15.5.16). Read first,
        // within the limit, so the connection stays usable.
        const coding = (req.get('content-encoding') ?? '').trim().toLowerCase();
        if (coding !== '' && coding !== 'identity')
          return sendError(req, res, 415, ENCODED_BODY_MESSAGE, 'UNSUPPORTED_CONTENT_ENCODING');
        req.rawBody = body;
        next();
      },
      (error: unknown) => {
        const tooLarge = error instanceof Error && 'type' in error && error.type === 'entity.too.large';
        res.set('Connection', 'close');
        if (tooLarge) sendError(req, res, 413, BODY_TOO_LARGE_MESSAGE, 'PAYLOAD_TOO_LARGE');
        else if (!res.headersSent && !req.destroyed)
          sendError(req, res, 400, UNREADABLE_BODY_MESSAGE, 'UNREADABLE_BODY');
      },
    );
  };
}

/** `Authorization: Bearer <API_INTERNAL_TOKEN>`: the web tier calling the standalone API for a traveller. */
export function isInternalCall(req: Request, token: string | undefined): boolean {
  const bearer = bearerToken(req.get('authorization'));
  if (!token || bearer === undefined) return false;
  const given = Buffer.from(bearer);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const CLIENT_HEADER = 'x-parkolot-client';

/**
 * The API caps unpaid holds per client by `X-Parkolot-Client`. Only the edge may say who the client
 * is: whatever a caller sent is replaced (in rawHeaders too, which @hono/node-server reads), except on
 * the web tier's own calls (`trusted`), which carry the traveller's tag.
 */
export function clientIdentity(
  tagOf: (key: string) => string,
  { trusted = () => false }: { trusted?: (req: Request) => boolean } = {},
): RequestHandler {
  return (req, _res, next) => {
    if (!isApi(req) || trusted(req)) return next();
    const tag = tagOf(clientKey(req));
    const raw: string[] = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i].toLowerCase() !== CLIENT_HEADER) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
    }
    req.rawHeaders = [...raw, CLIENT_HEADER, tag];
    req.headers[CLIENT_HEADER] = tag;
    next();
  };
}

/** The traveller's tag for the API calls a page request makes on their behalf (server/web-api-client.ts). */
const clientContext = new AsyncLocalStorage<string>();
export const currentClientTag = (): string | undefined => clientContext.getStore();
export const clientTagContext =
  (tagOf: (key: string) => string): RequestHandler =>
  (req, _res, next) =>
    clientContext.run(tagOf(clientKey(req)), next);

export interface EdgeOptions {
  logger: Logger;
  limits: RateLimits;
  bodies: BodyLimits;
  /** The site's public origin, for the same-origin check on writes (may change once the port is known). */
  publicUrl: () => string;
  /** Live mode: a write's Origin must be PUBLIC_URL's (a demo also accepts the origin the request names). */
  onlyPublicUrlOrigin?: boolean;
  paymentOrigins: () => string[];
  chatWidgetUrl?: string;
  isDevelopment: boolean;
  /** Calls from our own web tier (the standalone API): no per-client limits, their client tag is kept. */
  trusted?: (req: Request) => boolean;
  /**
   * The secret the client tags are keyed with: API_INTERNAL_TOKEN (the same on every copy), else the embedded
   * API's key derived from APP_SECRET (the same after a restart); none: a key of this process.
   */
  tagSecret?: string;
  isShuttingDown: () => boolean;
  /**
   * The limit the page answering a form post declares (server/route-limits.ts reads it from the Remix
   * build); without pages (the standalone API) every form post counts against the form-post limit alone.
   */
  pageWriteLimit?: (req: Request) => Promise<PageWriteLimit>;
  /** The methods each address answers (`apiMethods` for the API's); without it ALLOWED_METHODS everywhere. */
  methodsOf?: MethodsOf;
  /**
   * Renders a page request whose path is malformed (a 400, `res.locals.malformedPath` set): the web
   * server's pages show the site's error screen; without it (the standalone API) the answer is plain text.
   */
  malformedPathPage?: RequestHandler;
  /** A server that is only the API (the standalone one): every error answer in its JSON shape. */
  apiOnly?: boolean;
}

/**
 * The one front both servers put before their handlers, in this order: log, security headers (every
 * answer carries them: the edge's own 405 and 204, the error page of a malformed path), refuse odd
 * methods, refuse malformed paths, refuse
 * cross-site writes, count writes, read bounded bodies, settle who the client is, count promo codes in
 * API bodies.
 */
export function mountEdge(app: Express, options: EdgeOptions) {
  const trusted = options.trusted ?? (() => false);
  const tagOf = clientTagger(options.tagSecret);
  app.disable('x-powered-by');
  if (options.apiOnly) {
    app.use((_req, res, next) => {
      res.locals.apiOnly = true;
      next();
    });
  }
  app.use(requestLogger(options.logger));
  // Synchronous, so a refused method is still answered in the request's first tick (allowedMethods).
  app.use(cspNonce);
  app.use(
    securityHeaders({
      chatWidgetUrl: options.chatWidgetUrl,
      paymentOrigins: options.paymentOrigins(),
      isDevelopment: options.isDevelopment,
    }),
  );
  app.use(allowedMethods(options.methodsOf));
  app.use(rejectMalformedPaths(options.malformedPathPage));
  app.use(sameOriginWrites(options.publicUrl, { onlyPublicUrl: options.onlyPublicUrlOrigin }));
  app.use(pageWriteLimits(options.limits, options.pageWriteLimit ?? (async () => DEFAULT_PAGE_WRITE_LIMIT)));
  app.use(apiWriteLimits(options.limits, { exempt: trusted }));
  app.use(boundedBodies(options.bodies));
  app.use(clientIdentity(tagOf, { trusted }));
  app.use(apiPromoLimit(options.limits, { exempt: trusted }));
  app.use(clientTagContext(tagOf));
  app.use((_req, res, next) => {
    // Keep-alive clients must reconnect elsewhere once this process is stopping.
    if (options.isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  });
}
