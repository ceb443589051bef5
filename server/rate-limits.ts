import type { Request, RequestHandler } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';

export const RATE_LIMIT_MESSAGE = 'Zbyt wiele prób w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateLimitSettings {
  enabled: boolean;
  pagesPerMinute: number;
  /** POSTs to the checkout (re-quotes, promo, order) per minute. */
  checkoutPerMinute: number;
  /** POSTs to the public API's offers and orders per minute. */
  apiWritesPerMinute: number;
  promoAttemptsPerHour: number;
  proposalsPerHour: number;
}

/**
 * Where the counters live. The default keeps them in this process; several copies behind a load
 * balancer must share them — pass a factory returning a shared store (e.g. `rate-limit-redis`'s
 * RedisStore, which implements express-rate-limit's Store interface).
 */
export type StoreFactory = (name: string) => Store;
export const memoryStores: StoreFactory = () => new MemoryStore();

/** The client's address (the proxy's `X-Forwarded-For` only with `TRUST_PROXY=true`). */
const clientKey = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export interface RateLimits {
  /** GET pages, generous. */
  pages: RequestHandler;
  /** POST /rezerwacja/ (every checkout action). */
  checkout: RequestHandler;
  /** POST /api/v1/offers and /api/v1/orders. */
  apiWrites: RequestHandler;
  /** POST /dodaj-parking/. */
  proposals: RequestHandler;
  /** One promo-code attempt by this client: false when it is over the limit (the action answers 429). */
  promoAttempt: (clientId: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

const pass: RequestHandler = (_req, _res, next) => next();

/** ASVS 2.4.1: limits per client address, answered with 429, a Polish message and `Retry-After`. */
export function createRateLimits(settings: RateLimitSettings, stores: StoreFactory = memoryStores): RateLimits {
  if (!settings.enabled) {
    return { pages: pass, checkout: pass, apiWrites: pass, proposals: pass, promoAttempt: async () => ({ allowed: true, retryAfterSeconds: 0 }) };
  }
  const limiter = (name: string, windowMs: number, limit: number): RequestHandler =>
    rateLimit({
      windowMs,
      limit,
      store: stores(name),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: clientKey,
      // Our own keys: IPv6 addresses are used whole (a /64 subnet rule would group one house's devices).
      validate: { keyGeneratorIpFallback: false },
      handler: (req, res) => {
        res.status(429).set('Cache-Control', 'no-store');
        if (req.path.startsWith('/api/')) res.json({ errors: [{ message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' }] });
        else res.type('text/plain; charset=utf-8').send(RATE_LIMIT_MESSAGE);
      },
    });

  const promoWindowMs = HOUR;
  const promoStore = stores('promo');
  // A promo attempt is known only inside the checkout action (it reads the form), so the action asks
  // this store directly; creating a limiter on it initialises it with the window.
  rateLimit({ windowMs: promoWindowMs, limit: settings.promoAttemptsPerHour, store: promoStore, validate: false });
  return {
    pages: limiter('pages', MINUTE, settings.pagesPerMinute),
    checkout: limiter('checkout', MINUTE, settings.checkoutPerMinute),
    apiWrites: limiter('api-writes', MINUTE, settings.apiWritesPerMinute),
    proposals: limiter('proposals', HOUR, settings.proposalsPerHour),
    async promoAttempt(clientId) {
      const { totalHits, resetTime } = await promoStore.increment(`promo:${clientId}`);
      const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + promoWindowMs) - Date.now()) / 1000));
      return { allowed: totalHits <= settings.promoAttemptsPerHour, retryAfterSeconds };
    },
  };
}
