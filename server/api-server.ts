// The marketplace API as its own service (the scale-out path, `npm run start:api`): the same edge as the
// web server (methods, headers, same-origin writes, limits, bounded bodies, timeouts) before the same
// backend. Browsers reach it too — the sandbox payment page lives under /api.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import type { DestinationStream } from 'pino';
import { parseEnv, type ServerEnv } from '../app/.server/env';
import { backendConfigFromEnv } from '../backend/config';
import { createBackend, type Backend } from '../backend/index';
import { startVoucherRenderer } from './voucher-renderer-client';
import { createHttpServer, limitStores, rateLimitsFromEnv } from './http-server';
import { apiListener } from './api-listener';
import { apiMethods, isInternalCall, mountEdge, sendError } from './edge';
import { healthz, readyz } from './health';
import { isApi } from './routed-path';
import { READ_METHODS } from '../core/http-methods';
import { withEveryProblem } from '../core/env';
import { MODE_HEADER } from '../core/mode';
import { createLogger, type Logger } from './logger';
import type { StoreFactory } from './rate-limits';
import { clientErrorStatus, paymentOrigins } from './security';
import { createShutdown, listenOrShutDown, shutdownTiming, type Closable, type Shutdown } from './shutdown';

/** The probes (GET, HEAD), the only addresses of this server outside /api, matched as Express matches them. */
const PROBE = /^\/(healthz|readyz)\/?$/i;

export const API_DEFAULT_PORT = 4000;

export interface StartApiServerOptions {
  env?: ServerEnv;
  port?: number;
  host?: string;
  /** Use this backend instead of creating one from the environment (tests). */
  backend?: Backend;
  logDestination?: DestinationStream;
  rateLimitStores?: StoreFactory;
  shutdownTimeoutMs?: number;
}

export interface RunningApiServer {
  url: string;
  server: Server;
  logger: Logger;
  backend: Backend;
  close: Shutdown;
}

export async function startApiServer(options: StartApiServerOptions = {}): Promise<RunningApiServer> {
  const withPort = { ...process.env, PORT: process.env.PORT ?? String(API_DEFAULT_PORT) };
  // The API's own settings beside the server's, so a refusal lists every problem at once.
  const env =
    options.env ??
    withEveryProblem(
      () => parseEnv(withPort, { role: 'standalone-api' }),
      options.backend ? [] : [() => backendConfigFromEnv(withPort, { standalone: true })],
    );
  const logger = createLogger({ level: env.LOG_LEVEL, destination: options.logDestination }).child({
    service: 'parkolot-api',
  });
  const backend =
    options.backend ??
    (await createBackend(
      backendConfigFromEnv({ ...process.env, PORT: String(options.port ?? env.PORT) }, { standalone: true }),
      {
        logger: logger.child({ component: 'backend' }),
        voucherRenderer: startVoucherRenderer(logger),
        outboxGivesWay: true,
      },
    ));

  const app = express();
  const server = createHttpServer(app, env);
  const extra: Closable[] = [];
  const shutdown = createShutdown({ server, backend, extra, logger, ...shutdownTiming(env, options) });
  const { stores, closable } = await limitStores(env, logger, options.rateLimitStores).catch(async (error: unknown) => {
    await backend.close();
    throw error;
  });
  if (closable) extra.push(closable);

  if (!env.API_INTERNAL_TOKEN) {
    logger.warn(
      { event: 'api_without_token' },
      'No API_INTERNAL_TOKEN: web copies calling this API are limited as one client each (set the same token on every copy)',
    );
  }
  app.set('trust proxy', env.TRUST_PROXY);
  // On every answer, the edge's own refusals included: a live web copy reads it on each call.
  app.use((_req, res, next) => {
    res.setHeader(MODE_HEADER, env.PARKOLOT_MODE);
    next();
  });
  // The probes read only; every other address outside /api is the API's 404.
  const apiMethodsOf = apiMethods(() => backend.routes());
  mountEdge(app, {
    logger,
    limits: rateLimitsFromEnv(env, stores, logger),
    bodies: { formBytes: env.BODY_LIMIT_FORM_KB * 1024, jsonBytes: env.BODY_LIMIT_JSON_KB * 1024 },
    publicUrl: () => env.PUBLIC_URL,
    onlyPublicUrlOrigin: env.PARKOLOT_MODE === 'live',
    paymentOrigins: () => paymentOrigins(env.PAYMENT_URL_ALLOWLIST, env.PUBLIC_URL),
    isDevelopment: false,
    trusted: (req) => isInternalCall(req, env.API_INTERNAL_TOKEN),
    tagSecret: env.API_INTERNAL_TOKEN ?? backend.clientTagKey(),
    isShuttingDown: shutdown.isShuttingDown,
    methodsOf: (req) => (PROBE.test(req.path) ? READ_METHODS : isApi(req) ? apiMethodsOf(req) : []),
    apiOnly: true,
  });
  app.get('/healthz', healthz());
  app.get('/readyz', readyz({ isReady: () => backend.isReady(), isShuttingDown: shutdown.isShuttingDown }));
  const toApi = apiListener((request) => backend.fetch(request), env.PUBLIC_URL);
  app.use((req, res) => void toApi(req, res));

  const onError: ErrorRequestHandler = (error, req, res, next) => {
    const status = clientErrorStatus(error);
    if (status === null) logger.error({ err: error, reqId: res.locals.requestId }, 'Unhandled server error');
    if (res.headersSent) return next(error);
    sendError(
      req,
      res,
      status ?? 500,
      status === null ? 'Wewnętrzny błąd serwera. Spróbuj ponownie za chwilę.' : 'Nieprawidłowe żądanie.',
      status === null ? 'INTERNAL' : 'BAD_REQUEST',
    );
  };
  app.use(onError);

  const port = options.port ?? env.PORT;
  const host = options.host ?? env.HOST;
  await listenOrShutDown(server, port, host, shutdown);
  const { port: actualPort } = server.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`;
  logger.info({ url }, `Parkolot API listening on ${url}/api`);
  return { url, server, logger, backend, close: shutdown };
}
