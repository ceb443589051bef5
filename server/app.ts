import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { DestinationStream } from 'pino';
import { EnvError, parseEnv, type ServerEnv } from '../app/.server/env';
import { createHoneypot } from '../app/.server/honeypot';
import { backendConfigFromEnv } from '../backend/config';
import { createBackend, type Backend } from '../backend/index';
import { startVoucherRenderer } from './voucher-renderer-client';
import type { MessagesConfig } from '../backend/outbox/worker';
import { DEFAULT_PAGE_WRITE_LIMIT } from '../core/write-limits';
import { ensureBuild, projectRoot, serverBuildPath } from './build';
import { createHttpServer, limitStores, rateLimitsFromEnv } from './http-server';
import type { DevMailboxDirs } from './dev-mailbox';
import { apiListener } from './api-listener';
import { ALLOWED_METHODS, apiMethods, mountEdge } from './edge';
import { startApiThread } from './embedded-api';
import { healthz, readyz, upstreamMode } from './health';
import { createLogger, type Logger } from './logger';
import { clientKey, type StoreFactory } from './rate-limits';
import { staticAssets } from './static-assets';
import { compressResponses } from './compression';
import { remixHandler } from './remix-handler';
import { isApi } from './routed-path';
import { pageMethods, pageWriteLimitOf } from './route-limits';
import { createShutdown, listenOrShutDown, shutdownTiming, type Closable, type Shutdown } from './shutdown';
import { clientErrorMessage, clientErrorStatus, paymentOrigins, prepareErrorAnswer } from './security';
import { canonicalPathRedirect } from './canonical-path';
import { UPSTREAM_NOT_LIVE, webApiClient } from './web-api-client';

const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** What the web server needs of the embedded backend. */
export type EmbeddedApi = Pick<Backend, 'fetch' | 'isReady' | 'close'> & {
  /** The API's route table (the edge answers OPTIONS and refused methods from it); none: generic answers. */
  routes?: Backend['routes'];
  /** False while the API cannot serve at all (its thread is down): /healthz answers 503. */
  isAlive?: () => boolean;
  /** The key of the edge's client tags without API_INTERNAL_TOKEN (Backend.clientTagKey); none: this process's. */
  clientTagKey?: () => string | undefined;
};

export interface StartServerOptions {
  /** Parsed settings; default: parseEnv(process.env). */
  env?: ServerEnv;
  /** Overrides env.PORT (0 = any free port) and env.HOST. */
  port?: number;
  host?: string;
  /** Use this embedded API instead of creating one (tests); ignored when env.API_URL is set. */
  backend?: EmbeddedApi;
  /** Where JSON logs go; default stdout. */
  logDestination?: DestinationStream;
  logger?: Logger;
  /** Project root holding app/, build/ and public/. */
  root?: string;
  /** Build `build/` first when missing or stale (production mode only). Default true. */
  ensureBuild?: boolean;
  /** How long in-flight requests may run on shutdown. Default 10 s. */
  shutdownTimeoutMs?: number;
  /** Where rate-limit counters live; default: Redis with REDIS_URL, else in-process. */
  rateLimitStores?: StoreFactory;
}

/**
 * Whether the development mailbox (/dev/poczta, server/dev-mailbox.ts) is mounted, and what it reads: only
 * in development, and only the outbox's file transports (no SMTP_URL; SMS_PROVIDER=file). Null: not mounted.
 */
export function devMailboxDirs(
  nodeEnv: ServerEnv['NODE_ENV'],
  messages: Pick<MessagesConfig, 'smtpUrl' | 'mailDir' | 'sms'> | undefined,
): DevMailboxDirs | null {
  if (nodeEnv !== 'development' || !messages) return null;
  const dirs = {
    mailDir: messages.smtpUrl ? undefined : messages.mailDir,
    smsDir: messages.sms.provider === 'file' ? messages.sms.dir : undefined,
  };
  return dirs.mailDir || dirs.smsDir ? dirs : null;
}

export interface RunningServer {
  /** e.g. http://localhost:3000 */
  url: string;
  server: Server;
  logger: Logger;
  /** Graceful shutdown (idempotent). */
  close: Shutdown;
}

/**
 * A live web copy does not start in front of an API that answers it runs in demo mode (configuration,
 * like every live-mode refusal). One that does not answer yet may start: /readyz stays 503 until it
 * answers live.
 */
async function refuseDemoUpstream(apiUrl: string, logger: Logger) {
  const mode = await upstreamMode(apiUrl);
  if (mode === 'live') return;
  if (mode !== null) throw new EnvError([UPSTREAM_NOT_LIVE]);
  logger.warn(
    { event: 'upstream_api_unknown_mode' },
    'API_URL does not answer its mode yet: /readyz is 503 until it answers live',
  );
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? parseEnv(process.env);
  const root = options.root ?? PROJECT_ROOT;
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL, destination: options.logDestination });
  const isDevelopment = env.NODE_ENV === 'development';
  const port = options.port ?? env.PORT;
  const host = options.host ?? env.HOST;

  if (env.PARKOLOT_MODE === 'live' && env.API_URL) await refuseDemoUpstream(env.API_URL, logger);
  if (!isDevelopment && options.ensureBuild !== false) {
    await ensureBuild(root, (message) => logger.info(message));
  }

  // The embedded marketplace API runs only when no upstream API_URL is configured.
  // By default it runs in a worker thread (server/embedded-api.ts); API_THREAD=off keeps it on this one.
  const writeLog = (line: string) => (options.logDestination ?? process.stdout).write(line);
  const backend: EmbeddedApi | undefined = env.API_URL
    ? undefined
    : (options.backend ??
      (env.API_THREAD === 'on'
        ? await startApiThread({ logLevel: env.LOG_LEVEL, writeLog, logger })
        : await createBackend(backendConfigFromEnv(process.env), {
            logger: logger.child({ component: 'backend' }),
            voucherRenderer: startVoucherRenderer(logger),
            outboxGivesWay: true,
          })));
  const { api, isReady } = webApiClient(env, backend, logger);
  let publicUrl = env.PUBLIC_URL;
  const extra: Closable[] = [];
  const app = express();
  const server = createHttpServer(app, env);
  const shutdown = createShutdown({ server, backend, extra, logger, ...shutdownTiming(env, options) });
  const { stores, closable } = await limitStores(env, logger, options.rateLimitStores).catch(async (error: unknown) => {
    await backend?.close();
    throw error;
  });
  if (closable) extra.push(closable);
  const limits = rateLimitsFromEnv(env, stores, logger);

  app.set('trust proxy', env.TRUST_PROXY);
  const apiMethodsOf = apiMethods(() => backend?.routes?.());
  const allowedPaymentOrigins = () => paymentOrigins(env.PAYMENT_URL_ALLOWLIST, publicUrl);
  // Loaded below (after the edge, before the server listens); the edge reads the pages' declared limits from it.
  let build: ServerBuild | (() => Promise<ServerBuild>) | undefined;
  // The pages (Remix), mounted below; the edge renders a malformed path's 400 through them too.
  const pages: { handler?: RequestHandler } = {};
  mountEdge(app, {
    logger,
    limits,
    bodies: { formBytes: env.BODY_LIMIT_FORM_KB * 1024, jsonBytes: env.BODY_LIMIT_JSON_KB * 1024 },
    publicUrl: () => publicUrl,
    onlyPublicUrlOrigin: env.PARKOLOT_MODE === 'live',
    paymentOrigins: allowedPaymentOrigins,
    chatWidgetUrl: env.CHAT_WIDGET_URL,
    isDevelopment,
    tagSecret: env.API_INTERNAL_TOKEN ?? backend?.clientTagKey?.(),
    isShuttingDown: shutdown.isShuttingDown,
    pageWriteLimit: async (req) => {
      const loaded = typeof build === 'function' ? await build() : build;
      return loaded ? pageWriteLimitOf(loaded, req.originalUrl) : DEFAULT_PAGE_WRITE_LIMIT;
    },
    // The API's addresses from its route table; a page's allows POST only where a route has an action.
    methodsOf: (req) => {
      if (isApi(req)) return apiMethodsOf(req);
      if (!build) return ALLOWED_METHODS;
      if (typeof build === 'function') return build().then((loaded) => pageMethods(loaded, req.originalUrl));
      return pageMethods(build, req.originalUrl);
    },
    // Counted like any page.
    malformedPathPage: (req, res, next) =>
      limits.pages(req, res, (error?: unknown) =>
        error || !pages.handler ? next(error) : pages.handler(req, res, next),
      ),
  });
  app.get('/healthz', healthz({ isAlive: () => backend?.isAlive?.() ?? true }));
  app.get('/readyz', readyz({ isReady, isShuttingDown: shutdown.isShuttingDown }));

  try {
    if (isDevelopment) {
      const vite = await import('vite');
      const sigtermBefore = new Set(process.listeners('SIGTERM'));
      const viteDevServer = await vite.createServer({ root, server: { middlewareMode: true } });
      // Vite (through the Remix plugin's child compiler) installs a SIGTERM handler that exits the process
      // at once; graceful shutdown is ours (server.ts), and it closes the dev server too.
      for (const listener of process.listeners('SIGTERM')) {
        if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
      }
      extra.push(viteDevServer);
      // With the embedded API, the messages its outbox wrote to files (module loaded in development only).
      const mailbox = backend ? devMailboxDirs(env.NODE_ENV, backendConfigFromEnv(process.env).messages) : null;
      if (mailbox) {
        const { devMailbox, DEV_MAILBOX_PATH } = await import('./dev-mailbox');
        app.use(await devMailbox(mailbox));
        logger.info({ event: 'dev_mailbox' }, `Development mailbox at ${DEV_MAILBOX_PATH}`);
      }
      // Before the canonical-path rule: Vite's own paths (/@vite/client, /@id/…) have no extension.
      app.use(viteDevServer.middlewares);
      build = () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
    } else {
      build = (await import(pathToFileURL(serverBuildPath(root)).href)) as ServerBuild;
    }
  } catch (error) {
    // The database, the API thread and Redis are open by now: release them before giving up.
    await shutdown('startup failed');
    throw error;
  }

  app.use(canonicalPathRedirect);
  // Pages (not assets, probes or the API, which have their own limits above).
  app.get(/^(?!\/(assets|api)\/)/, (req, res, next) =>
    path.extname(req.path) ? next() : limits.pages(req, res, next),
  );
  // Brotli at quality 2 (browsers ask for it over HTTPS): measured on the listing page it is ~2× cheaper
  // than the library's default quality 4 and still smaller than gzip at level 6 (15.1 vs 15.6 KB). The
  // window is 128 KB (LGWIN 17) instead of brotli's 4 MB: the encoder allocates and clears its window
  // for every response, which cost more than the compressing itself — 65 → 100 listing pages a second
  // at 10 connections on 2 cores, for the same 15.1 KB (a page's HTML is ~150 KB).
  app.use(
    compressResponses({
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_LGWIN]: 17 } },
    }),
  );

  if (backend) {
    // Mounted without a path so the full /api/... URL reaches the backend (it serves the full paths).
    const toApi = apiListener((request) => backend.fetch(request), publicUrl);
    app.use((req, res, next) => (isApi(req) ? toApi(req, res) : next()));
  }

  if (!isDevelopment) {
    const clientDir = path.join(root, 'build', 'client');
    app.use('/assets', ...staticAssets(path.join(clientDir, 'assets')));
    // Only names with an extension can be files there (favicon.svg, images/…): a page URL skips the disk
    // look-up, whose miss (a stat, then an error object with its stack) every page request used to pay.
    const publicFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  const appLogger = logger.child({ component: 'app' });
  const honeypot = createHoneypot(env.API_INTERNAL_TOKEN);
  pages.handler = remixHandler({
    build,
    mode: isDevelopment ? 'development' : 'production',
    getLoadContext: (req, res) => ({
      api,
      // The app's lines carry the request's id, as the request log line does (server/logger.ts).
      logger: appLogger.child(typeof res.locals.requestId === 'string' ? { reqId: res.locals.requestId } : {}),
      honeypot,
      publicUrl,
      chatWidgetUrl: env.CHAT_WIDGET_URL,
      cspNonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
      paymentOrigins: allowedPaymentOrigins(),
      promoAttempt: (code: string) => limits.promoAttempt(clientKey(req), code),
      malformedPath: res.locals.malformedPath === true,
    }),
  });
  app.all('*', pages.handler);

  const onError: ErrorRequestHandler = (error, _req, res, next) => {
    // Express's own 4xx (a path that is not valid percent-encoding, say) stay 4xx.
    const status = clientErrorStatus(error);
    if (status === null) logger.error({ err: error, reqId: res.locals.requestId }, 'Unhandled server error');
    if (res.headersSent) return next(error);
    prepareErrorAnswer(error, res);
    res
      .status(status ?? 500)
      .type('text/plain; charset=utf-8')
      .send(clientErrorMessage(status));
  };
  app.use(onError);

  await listenOrShutDown(server, port, host, shutdown);

  const { port: actualPort } = server.address() as AddressInfo;
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${displayHost}:${actualPort}`;
  // With PORT=0 (tests) the default public origin follows the port actually bound.
  if (env.isPublicUrlDefault) publicUrl = `http://localhost:${actualPort}`;
  logger.info({ url, mode: env.NODE_ENV, api: backend ? 'embedded' : 'upstream' }, `Parkolot listening on ${url}`);

  return { url, server, logger, close: shutdown };
}
