// What the web server (server/app.ts) and the standalone API server (server/api-server.ts) share: the
// Node HTTP server with its timeouts, and the rate limits with where their counters live.
import { createServer } from 'node:http';
import type { Express } from 'express';
import type { ServerEnv } from '../app/.server/env';
import { answerBadHost, refuseOddRequests } from './parser-refusals';
import type { Logger } from './logger';
import { createRateLimits, type RateLimits, type StoreFactory } from './rate-limits';
import { redisStores } from './redis';
import type { Closable } from './shutdown';

/** The rate-limit settings of either server, from its environment. */
export function rateLimitsFromEnv(env: ServerEnv, stores: StoreFactory | undefined, logger: Logger): RateLimits {
  return createRateLimits(
    {
      enabled: env.RATE_LIMITS === 'on',
      pagesPerMinute: env.RATE_LIMIT_PAGES_PER_MINUTE,
      checkoutPerMinute: env.RATE_LIMIT_CHECKOUT_PER_MINUTE,
      apiWritesPerMinute: env.RATE_LIMIT_API_WRITES_PER_MINUTE,
      promoAttemptsPerHour: env.RATE_LIMIT_PROMO_PER_HOUR,
      proposalsPerHour: env.RATE_LIMIT_PROPOSALS_PER_HOUR,
    },
    stores,
    logger,
  );
}

/** A Node HTTP server for `app` with the configured timeouts, answering CONNECT and unknown methods with 405. */
export function createHttpServer(app: Express, env: ServerEnv) {
  const server = createServer(
    {
      keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      // How often Node looks for requests past those timeouts (default 30 s would let one overrun by that).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(env.HTTP_HEADERS_TIMEOUT_MS / 4))),
      // Answered by answerBadHost instead, with a message (Node's own answer has no body), and two Host lines too.
      requireHostHeader: false,
    },
    (req, res) => answerBadHost(req, res) || app(req, res),
  );
  // Behind a load balancer whose idle timeout is 60 s, a server closing idle sockets first (Node's
  // default: 5 s) races the balancer's next request on them: sporadic 502s.
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  refuseOddRequests(server);
  return server;
}

/** Shared counters (REDIS_URL) or the caller's stores; what to close on shutdown. */
export async function limitStores(
  env: ServerEnv,
  logger: Logger,
  given?: StoreFactory,
): Promise<{ stores?: StoreFactory; closable?: Closable }> {
  if (given) return { stores: given };
  if (!env.REDIS_URL || env.RATE_LIMITS === 'off') return {};
  // Every copy has the same API_INTERNAL_TOKEN when there is one, and always the same REDIS_URL.
  const shared = await redisStores(env.REDIS_URL, logger, env.API_INTERNAL_TOKEN ?? env.REDIS_URL);
  logger.info({ event: 'rate_limits_shared' }, 'Rate limits counted in Redis (REDIS_URL)');
  return { stores: shared.stores, closable: shared };
}
