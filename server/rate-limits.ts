import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Logger as RateLimitLogger, type Store } from 'express-rate-limit';
import type { Logger } from './logger';
import { answersJson } from './routed-path';
import { CacheControl } from '../core/cache-control';

export const RATE_LIMIT_MESSAGE = 'Zbyt wiele prób w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.';
export const PROMO_LIMIT_MESSAGE = 'Zbyt wiele prób kodu rabatowego. Spróbuj ponownie później.';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** One IPv6 /64 is one household or one server: its 2^64 addresses are one client. */
const IPV6_SUBNET = 64;

export interface RateLimitSettings {
  enabled: boolean;
  pagesPerMinute: number;
  /** Form posts to pages (checkout re-quotes, promo, order; any page action) per minute. */
  checkoutPerMinute: number;
  /** Writes to the public API (offers, orders, proposals …) per minute. */
  apiWritesPerMinute: number;
  /** Different promo codes priced per hour, on every path that prices one. */
  promoAttemptsPerHour: number;
  /** Car-park proposals per hour, through the page or the API (one counter). */
  proposalsPerHour: number;
}

/**
 * Where the counters live. The default keeps them in this process; with several copies behind a load
 * balancer, REDIS_URL gives every limiter a shared store (server/redis.ts).
 */
export type StoreFactory = (name: string) => Store;
export const memoryStores: StoreFactory = () => new MemoryStore();

/** The client a limit counts: its address (the proxy's `X-Forwarded-For` only with TRUST_PROXY), IPv6 by /64. */
export const clientKey = (req: Request): string =>
  ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', IPV6_SUBNET);

/**
 * The client as the API sees it (`X-Parkolot-Client`, for its cap on unpaid holds): an HMAC of the key
 * above, so no address is stored with an order. Keyed with API_INTERNAL_TOKEN (the same on every copy)
 * or, without one, the API's key derived from APP_SECRET (one process is then the whole deployment, and
 * its tags outlive a restart); a random key of this process only where neither is known (tests).
 */
export function clientTagger(secret: string = randomBytes(32).toString('hex')): (key: string) => string {
  return (key) => createHmac('sha256', secret).update(key).digest('base64url').slice(0, 32);
}

export type PromoAttempt = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimits {
  /** GET pages, generous. */
  pages: RequestHandler;
  /** Every form post to a page. */
  pageWrites: RequestHandler;
  /** Every write to the public API. */
  apiWrites: RequestHandler;
  /** POST /dodaj-parking/ and POST /api/v1/parking-proposals, counted together. */
  proposals: RequestHandler;
  /**
   * The client prices `code`: allowed unless it is a code this client has not priced within the hour
   * and it has already priced `promoAttemptsPerHour` different ones. Re-pricing a code already
   * allowed (every re-quote of an applied code) is free, so only guessing is limited.
   */
  promoAttempt: (clientKey: string, code: string) => Promise<PromoAttempt>;
}

const pass: RequestHandler = (_req, _res, next) => next();

/** Sends the 429 answer: JSON under /api (however the path is spelt), Polish text for pages. */
export function sendTooMany(
  req: Request,
  res: Parameters<RequestHandler>[1],
  message = RATE_LIMIT_MESSAGE,
  retryAfterSeconds?: number,
) {
  res.status(429).set('Cache-Control', CacheControl.noStore);
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  if (answersJson(req, res)) res.json({ errors: [{ message, code: 'RATE_LIMITED' }] });
  else res.type('text/plain; charset=utf-8').send(message);
}

/**
 * The limiter's own complaints (a shared store that is down: one per request) as JSON log lines, at most
 * one per message every 10 s — express-rate-limit writes them to the console, stack and all, by default.
 */
function limiterLogger(logger: Logger | undefined): RateLimitLogger {
  const lastLogged = new Map<string, number>();
  const log =
    (level: 'error' | 'warn') =>
    (error: unknown, message = 'express-rate-limit') => {
      // Its configuration warnings come without a message, each with its own code.
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      const kind = `${message}|${code}`;
      const now = Date.now();
      if (now - (lastLogged.get(kind) ?? 0) < 10_000) return;
      lastLogged.set(kind, now);
      logger?.[level]({ err: error, event: 'rate_limiter' }, message);
    };
  return { error: log('error'), warn: log('warn') };
}

/** ASVS 2.4.1: limits per client, answered with 429, a Polish message and `Retry-After`. */
export function createRateLimits(
  settings: RateLimitSettings,
  stores: StoreFactory = memoryStores,
  logger?: Logger,
): RateLimits {
  if (!settings.enabled) {
    return {
      pages: pass,
      pageWrites: pass,
      apiWrites: pass,
      proposals: pass,
      promoAttempt: async () => ({ allowed: true, retryAfterSeconds: 0 }),
    };
  }
  const storeErrors = limiterLogger(logger);
  const limiter = (name: string, windowMs: number, limit: number): RequestHandler =>
    rateLimit({
      windowMs,
      limit,
      store: stores(name),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: clientKey,
      // A shared store that is down must not take the site with it: the request passes, the error is logged.
      passOnStoreError: true,
      logger: storeErrors,
      validate: { keyGeneratorIpFallback: false },
      handler: (req, res) => sendTooMany(req, res),
    });

  const promoWindowMs = HOUR;
  const promoCounts = stores('promo');
  const promoCodes = stores('promo-codes');
  // The checkout and the API ask these stores directly (only they know a code is being priced);
  // creating a limiter on a store initialises it with its window.
  for (const store of [promoCounts, promoCodes])
    rateLimit({ windowMs: promoWindowMs, limit: settings.promoAttemptsPerHour, store, validate: false });
  const codeKey = (client: string, code: string) =>
    `${client}:${createHash('sha256').update(code.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

  return {
    pages: limiter('pages', MINUTE, settings.pagesPerMinute),
    pageWrites: limiter('page-writes', MINUTE, settings.checkoutPerMinute),
    apiWrites: limiter('api-writes', MINUTE, settings.apiWritesPerMinute),
    proposals: limiter('proposals', HOUR, settings.proposalsPerHour),
    async promoAttempt(client, code) {
      try {
        const seen = await promoCodes.get?.(codeKey(client, code));
        if (seen && seen.totalHits > 0) return { allowed: true, retryAfterSeconds: 0 };
        const { totalHits, resetTime } = await promoCounts.increment(client);
        if (totalHits > settings.promoAttemptsPerHour) {
          const retryAfterSeconds = Math.max(
            1,
            Math.ceil(((resetTime?.getTime() ?? Date.now() + promoWindowMs) - Date.now()) / 1000),
          );
          return { allowed: false, retryAfterSeconds };
        }
        // Remembered only once allowed: a code first tried over the limit stays refused.
        await promoCodes.increment(codeKey(client, code));
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        storeErrors.error(error, 'rate limit store failed (promo attempt allowed)');
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
