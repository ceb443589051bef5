// REDIS_URL: every rate limiter of every copy (web servers, standalone APIs) counts in one Redis, so N
// copies behind a load balancer enforce one limit, not N.
import { createHmac } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import { z } from 'zod';
import type { Logger } from './logger';
import type { StoreFactory } from './rate-limits';

// Redis answers nil (null here) where rate-limit-redis expects Lua's false: a key that does not exist.
const Scalar = z.union([z.boolean(), z.number(), z.string(), z.null().transform(() => false)]);
const ReplySchema = z.union([Scalar, z.array(Scalar)]);

export interface SharedStores {
  stores: StoreFactory;
  close(): Promise<void>;
}

/**
 * The store with every key replaced by its HMAC (keyed with a secret all copies share), so Redis holds
 * counters, never a client's address.
 */
export function hashedKeys(store: Store, secret: string): Store {
  // A key of its own, derived from the shared secret: a counter's key never equals the client tag the
  // API stores with an order (server/rate-limits.ts `clientTagger`, an HMAC of the same client).
  const keyKey = createHmac('sha256', secret).update('parkolot:rate-limit-keys').digest();
  const hash = (key: string) => createHmac('sha256', keyKey).update(key).digest('base64url').slice(0, 32);
  return {
    prefix: store.prefix,
    localKeys: store.localKeys,
    init: (options) => store.init?.(options),
    get: (key) => store.get?.(hash(key)),
    increment: (key) => store.increment(hash(key)),
    decrement: (key) => store.decrement(hash(key)),
    resetKey: (key) => store.resetKey(hash(key)),
    resetAll: () => store.resetAll?.(),
    shutdown: () => store.shutdown?.(),
  };
}

/**
 * Connects (fails start-up when Redis cannot be reached) and returns a store factory on that client;
 * `keySecret` (the same on every copy) keys the HMAC of the counters' keys.
 */
export async function redisStores(url: string, logger: Logger, keySecret: string): Promise<SharedStores> {
  // Loaded only when REDIS_URL is set: a single copy never holds the Redis client in memory.
  const [{ createClient }, { RedisStore }] = await Promise.all([import('redis'), import('rate-limit-redis')]);
  let connected = false;
  const client = createClient({
    url,
    // While Redis is away a command fails at once (the limiter lets the request through and logs it)
    // instead of queueing every request behind the reconnect.
    disableOfflineQueue: true,
    // Until the first connection a failure ends start-up (a REDIS_URL nobody answers is a mistake, and
    // limits would silently be per copy); after it, reconnect with backoff.
    socket: {
      reconnectStrategy: (retries, cause) => (connected ? Math.min(5_000, 100 * 2 ** retries) : cause),
      connectTimeout: 5_000,
    },
  });
  let lastErrorLog = 0;
  client.on('error', (error: unknown) => {
    // node-redis emits one error per failed reconnect: log at most one every 10 s.
    if (Date.now() - lastErrorLog < 10_000) return;
    lastErrorLog = Date.now();
    logger.error({ err: error }, 'Redis (shared rate limits) unavailable');
  });
  await client.connect();
  connected = true;
  return {
    stores: (name) =>
      hashedKeys(
        new RedisStore({
          prefix: `parkolot:rl:${name}:`,
          sendCommand: async (...args: string[]) => ReplySchema.parse(await client.sendCommand(args)),
        }),
        keySecret,
      ),
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
