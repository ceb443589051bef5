import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { outboxOpsRoutes } from './outbox/routes';
import { documentRoutes } from './notifications/routes';
import { CacheControl } from '../core/cache-control';
import { SANDBOX_PROVIDER, type ParkolotMode } from '../core/mode';
import { checkoutRoutes } from './checkout/routes';
import { bookingRoutes } from './bookings/routes';
import { contentRoutes } from './content/routes';
import { ping, type Executor } from './db/client';
import { trueWithin } from '../core/within';
import { HttpError } from './lib/http';
import { addressMethods, unmatchedRequest } from './lib/unmatched';
import type { PaymentProvider } from './payments/provider';
import { sandboxRoutes } from './payments/sandbox';
import { productRoutes } from './products/routes';
import { proposalRoutes } from './proposals/routes';
import { loggablePath } from '../core/loggable-path';

/** How long the health check waits for `select 1` (a hung database is as down as a stopped one). */
const HEALTH_QUERY_TIMEOUT_MS = 1_500;

export interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export interface ApiAppDeps {
  getDb: () => Executor;
  /** PARKOLOT_MODE, told by /health (default 'demo'). */
  mode?: ParkolotMode;
  provider: PaymentProvider;
  publicUrl: string;
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  orderHoldScarceMinutes: number;
  maxUnpaidVehiclesPerClient: number;
  /** Lifetime of the listing's cached content documents (backend/content/doc-cache.ts); 0 = off. */
  contentCacheSeconds: number;
  /** APP_SECRET: signs booking tokens, download and "pay again" links, the voucher's QR check value. */
  signingSecret: string;
  /** Bearer token of the ops endpoints (backend/outbox/routes.ts); unset: they do not exist. */
  opsToken?: string;
  logger?: Logger;
  /** The clock of the booking rules (tests step it over deadlines); default: the real one. */
  now?: () => Date;
}

// The caller's request id (the web tier forwards its own), logged only when it is a plain short token.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const requestIdOf = (header: string | undefined) => (header && SAFE_REQUEST_ID.test(header) ? header : undefined);

/**
 * What of an unexpected error goes to the log. A failed query's message and stack carry its parameters
 * (an order's customer, invoice and plates): log the SQL and the database's own error instead.
 */
function loggableError(error: Error) {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
    return {
      name: 'DrizzleQueryError',
      query: error.query,
      cause: cause && { name: cause.name, message: cause.message, code },
    };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}

/** The marketplace API as a Web-standard fetch handler serving full `/api/...` paths. */
export function createApiApp(deps: ApiAppDeps) {
  const app = new Hono().basePath('/api');

  // One line per API request: no query string and no body (both can carry a traveller's data).
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Answers carry bookings, orders, offers and tokens: no cache keeps an API answer unless its route
    // says otherwise (the documents say `private, no-store` themselves).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', CacheControl.noStore);
    deps.logger?.info(
      {
        reqId: requestIdOf(c.req.header('x-request-id')),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
      },
      'api request',
    );
  });

  // What a web copy's /readyz asks an upstream API (server/health.ts): it answers, and so does its database.
  // Its mode too: a live web copy is ready only in front of a live API (a demo one sells with the sandbox).
  const mode = deps.mode ?? 'demo';
  app.get('/health', async (c) =>
    (await trueWithin(() => ping(deps.getDb()), HEALTH_QUERY_TIMEOUT_MS))
      ? c.json({ ok: true, mode })
      : c.json({ ok: false, reason: 'database', mode }, 503),
  );
  // Read from the route table once it is complete (at the first request).
  let methods: { of: ReturnType<typeof addressMethods>; unmatched: ReturnType<typeof unmatchedRequest> } | undefined;
  const routeTable = () => {
    if (methods) return methods;
    const of = addressMethods(app.routes);
    return (methods = { of, unmatched: unmatchedRequest(of) });
  };
  const answerUnmatched = (path: string) => routeTable().unmatched(path);
  // A GET the route table does not list for its address — one a pattern would take for a path a route names
  // in full (GET /v1/bookings/lookup, a POST-only address, is not the booking "lookup"): 405 like any other.
  app.use('/v1/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const allowed = routeTable().of(c.req.path);
      if (allowed.length > 0 && !allowed.includes(c.req.method)) throw answerUnmatched(c.req.path);
    }
    await next();
  });
  // v1 first: the content router's `/:collection/:id` would otherwise swallow `/v1/...`.
  app.route('/v1/products', productRoutes(deps.getDb, { contentCacheSeconds: deps.contentCacheSeconds }));
  // The sandbox's hosted page exists only while the sandbox is the provider: with a real one these
  // URLs would confirm any order for free.
  if (deps.provider.name === SANDBOX_PROVIDER)
    app.route('/v1/payments/sandbox', sandboxRoutes(deps.getDb, deps.publicUrl));
  app.route('/v1', documentRoutes(deps.getDb, { publicUrl: deps.publicUrl, signingSecret: deps.signingSecret }));
  app.route('/v1', checkoutRoutes(deps));
  app.route('/v1', bookingRoutes(deps));
  app.route('/v1', proposalRoutes(deps.getDb));
  if (deps.opsToken) app.route('/v1/ops', outboxOpsRoutes(deps.getDb, deps.opsToken));
  // A path no route of the request's method matches: 405 where other methods have a route, else 404.
  app.all('/v1/*', (c) => {
    throw answerUnmatched(c.req.path);
  });
  app.route('/', contentRoutes(deps.getDb));

  app.notFound((c) => {
    const answer = answerUnmatched(c.req.path);
    // Also outside /api (`/API/health` reaches the API through the edge), where the middleware above is not.
    c.header('Cache-Control', CacheControl.noStore);
    return c.json({ errors: answer.errors }, answer.status, answer.headers);
  });
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return c.json({ errors: error.errors, ...error.extra }, error.status, error.headers);
    deps.logger?.error(
      { err: loggableError(error), path: loggablePath(c.req.path), reqId: requestIdOf(c.req.header('x-request-id')) },
      'api error',
    );
    return c.json({ errors: [{ message: 'Wewnętrzny błąd serwera. Spróbuj ponownie za chwilę.' }] }, 500);
  });
  return app;
}
