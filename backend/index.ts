import { createHmac } from 'node:crypto';
import { SANDBOX_PROVIDER, type ParkolotMode, type PaymentProviderName } from '../core/mode';
import { createApiApp, type Logger } from './app';
import { DEFAULT_CONTENT_CACHE_SECONDS } from './content/doc-cache';
import { purgeExpiredKeys } from './checkout/idempotency';
import { purgeOldCounters } from './lib/counters';
import { openDatabase, type Database } from './db/client';
import { paymentProviderFor, type PaymentProvider } from './payments/provider';
import { expireUnpaidOrders } from './orders/transitions';
import { lapseUnpaidDateChanges } from './orders/date-changes';
import { seedIfEmpty } from './seed/load';
import { createOutboxWorker, type MessagesConfig, type OutboxWorker, type VoucherRenderer } from './outbox/worker';
import type { Mailer } from './outbox/mailer';
import { databaseAppSecret, demoAppSecret } from './app-secret';
import type { SmsSender } from './outbox/sms';
import type { RouteEntry } from './lib/unmatched';

/**
 * The embedded marketplace API. `createBackend` opens the database (PGlite under `dataDir`, in memory
 * when `dataDir` is 'memory', or PostgreSQL when `databaseUrl` is set), runs the committed migrations,
 * seeds an empty database with the demo catalogue in demo mode, and returns a Web-standard fetch handler
 * that serves the full `/api/...` paths (the caller must NOT strip the `/api` prefix).
 */
export interface BackendConfig {
  /** Default 'demo'. Live never seeds and never runs the sandbox provider (core/mode.ts). */
  mode?: ParkolotMode;
  /** Default 'sandbox'; ignored when createBackend is given a provider. */
  paymentProvider?: PaymentProviderName;
  databaseUrl?: string;
  /** Directory for PGlite files, or 'memory'. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** Public origin of the site, used for payment return URLs (e.g. http://localhost:3000). */
  publicUrl: string;
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  /** Hold of an order that leaves its stay nearly sold out (fewer than max(5, 10 % of capacity) free). Default 10. */
  orderHoldScarceMinutes?: number;
  /** Cap on the vehicles in one client's (X-Parkolot-Client) unpaid orders. Default 10. */
  maxUnpaidVehiclesPerClient?: number;
  /** How long the API keeps populated content documents for the listing (seconds; 0 = off). Default 60. */
  contentCacheSeconds?: number;
  /** Load the demo catalogue and promo codes into an empty database. Default: true in demo, false in live. */
  seed?: boolean;
  /**
   * The voucher e-mails and SMS (backend/outbox): where they go and how often they are retried. Unset:
   * messages are queued but nothing sends them (tests that do not look at messages).
   */
  messages?: MessagesConfig;
  /** OPS_TOKEN: Bearer token of the ops endpoints (the outbox view); unset: no ops endpoints. */
  opsToken?: string;
  /**
   * APP_SECRET (≥ 32 characters): signs booking tokens, downloads, "pay again" links and the voucher's QR
   * check. Required in live mode; unset in demo: generated into `<data>/app-secret` (backend/app-secret.ts).
   */
  appSecret?: string;
}

export interface Backend {
  fetch(request: Request): Promise<Response>;
  /** The API's route table (method and full path of every route), for answers made before it is asked. */
  routes(): readonly RouteEntry[];
  /** True when the database answers a trivial query. */
  isReady(): Promise<boolean>;
  /** Stops timers and closes the database. */
  close(): Promise<void>;
  /** The open database (for tests and maintenance scripts). */
  database: Database;
  /** Runs the periodic maintenance once: expire unpaid orders, purge old idempotency keys. */
  sweep(now?: Date): Promise<number>;
  /** The outbox worker, when `messages` is configured. */
  outbox: OutboxWorker | null;
  /**
   * The key the edge tags clients with when no API_INTERNAL_TOKEN is set (server/rate-limits.ts
   * `clientTagger`): derived from APP_SECRET, so a restart keeps every client's tag — and with it the
   * count of their unpaid holds — without the secret itself leaving the API.
   */
  clientTagKey(): string;
}

const SWEEP_INTERVAL_MS = 60_000;
/** The API counts as busy this long after its last answer (the next request of a page is usually close). */
const QUIET_AFTER_REQUEST_MS = 50;

export async function createBackend(
  config: BackendConfig,
  options: {
    logger?: Logger;
    provider?: PaymentProvider;
    mailer?: Mailer;
    sms?: SmsSender;
    outboxPollMs?: number;
    /** Where the outbox renders voucher e-mails (server/voucher-renderer-client.ts); by default in this thread. */
    voucherRenderer?: VoucherRenderer;
    /** The outbox waits between messages while the API is answering requests (servers; not the tests). */
    outboxGivesWay?: boolean;
    /** The clock of the booking rules (tests step it over the cancellation deadline); default: the real one. */
    now?: () => Date;
  } = {},
): Promise<Backend> {
  const mode = config.mode ?? 'demo';
  const provider = options.provider ?? paymentProviderFor(config.paymentProvider ?? SANDBOX_PROVIDER, config.publicUrl);
  const seed = config.seed ?? mode === 'demo';
  // The env parsers refuse these with the full list (core/mode.ts); this guards a config built in code.
  if (mode === 'live' && provider.name === SANDBOX_PROVIDER)
    throw new Error('Live mode cannot run the sandbox payment provider');
  if (mode === 'live' && seed) throw new Error('Live mode never seeds the demo catalogue and promo codes');
  if (mode === 'live' && !config.appSecret) throw new Error('Live mode needs its own APP_SECRET');
  const database = await openDatabase({
    ...config,
    onIdleConnectionError: (error) =>
      options.logger?.error({ err: error, event: 'database_connection_lost' }, 'An idle database connection closed'),
  });
  let appSecret: string;
  try {
    appSecret =
      config.appSecret ??
      (database.kind === 'postgres' ? await databaseAppSecret(database.db) : await demoAppSecret(config.dataDir));
  } catch (error) {
    await database.close();
    throw error;
  }
  if (mode === 'demo' && database.kind === 'postgres') {
    // PostgreSQL looks like a deployment; say loudly what demo mode means there (PARKOLOT_MODE unset = demo).
    options.logger?.warn(
      { event: 'demo_mode', seed },
      'Demo mode on PostgreSQL: the sandbox payment page confirms orders without taking money and the demo promo codes (test100: 100 % off) work. A real deployment sets PARKOLOT_MODE=live.',
    );
  }
  if (seed) {
    const { seedData } = await import('./seed/data/index');
    if (await seedIfEmpty(database.db, seedData)) options.logger?.info({ event: 'seeded' }, 'database seeded');
  }
  const app = createApiApp({
    getDb: () => database.db,
    mode,
    provider,
    publicUrl: config.publicUrl,
    offerTtlSeconds: config.offerTtlSeconds,
    orderHoldMinutes: config.orderHoldMinutes,
    orderHoldScarceMinutes: config.orderHoldScarceMinutes ?? 10,
    maxUnpaidVehiclesPerClient: config.maxUnpaidVehiclesPerClient ?? 10,
    contentCacheSeconds: config.contentCacheSeconds ?? DEFAULT_CONTENT_CACHE_SECONDS,
    opsToken: config.opsToken,
    signingSecret: appSecret,
    logger: options.logger,
    now: options.now,
  });

  // Requests being answered, and when the last one ended: the outbox gives way to them (outboxGivesWay).
  let inFlight = 0;
  let lastAnswerAt = 0;
  const isBusy = () => inFlight > 0 || Date.now() - lastAnswerAt < QUIET_AFTER_REQUEST_MS;

  const outbox = config.messages
    ? createOutboxWorker({
        getDb: () => database.db,
        config: config.messages,
        publicUrl: config.publicUrl,
        logger: options.logger,
        mailer: options.mailer,
        sms: options.sms,
        renderer: options.voucherRenderer,
        isBusy: options.outboxGivesWay ? isBusy : undefined,
        provider,
        signingSecret: appSecret,
        pollMs: options.outboxPollMs,
      })
    : null;

  const sweep = async (now = new Date()) => {
    const expired = await expireUnpaidOrders(database.db, now);
    const lapsed = await lapseUnpaidDateChanges(database.db, now);
    if (lapsed) options.logger?.info({ event: 'date_changes_lapsed', count: lapsed }, 'released unpaid date changes');
    await purgeExpiredKeys(database.db, now);
    await purgeOldCounters(database.db, now);
    if (expired) options.logger?.info({ event: 'orders_expired', count: expired }, 'released unpaid orders');
    return expired;
  };
  let closed = false;
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => {
      if (!closed) options.logger?.error({ err: String(err) }, 'sweep failed');
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  await sweep();

  // Read once: the edge keeps the table it was given and rebuilds its matcher only for another one.
  const routes = app.routes.map(({ method, path }) => ({ method, path }));
  return {
    fetch: async (request) => {
      inFlight++;
      try {
        return await app.fetch(request);
      } finally {
        inFlight--;
        lastAnswerAt = Date.now();
      }
    },
    routes: () => routes,
    clientTagKey: () => createHmac('sha256', appSecret).update('parkolot client tag').digest('hex'),
    isReady: () => (closed ? Promise.resolve(false) : database.ping()),
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await outbox?.stop();
      await database.close();
    },
    database,
    sweep,
    outbox,
  };
}
