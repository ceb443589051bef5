// REDIS_URL: every rate limiter of every copy (web servers, standalone APIs) counts in one Redis, so N
// copies behind a load balancer enforce one limit, not N.
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { z } from 'zod';
import type { Logger } from './logger';
import type { StoreFactory } from './rate-limits';

const ReplySchema = z.union([z.boolean(), z.number(), z.string(), z.array(z.union([z.boolean(), z.number(), z.string()]))]);

export interface SharedStores {
  stores: StoreFactory;
  close(): Promise<void>;
}

/** Connects (fails start-up when Redis cannot be reached) and returns a store factory on that client. */
export async function redisStores(url: string, logger: Logger): Promise<SharedStores> {
  const client = createClient({
    url,
    // While Redis is away a command fails at once (the limiter lets the request through and logs it)
    // instead of queueing every request behind the reconnect.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(5_000, 100 * 2 ** retries), connectTimeout: 5_000 },
  });
  let lastErrorLog = 0;
  client.on('error', (error: unknown) => {
    // node-redis emits one error per failed reconnect: log at most one every 10 s.
    if (Date.now() - lastErrorLog < 10_000) return;
    lastErrorLog = Date.now();
    logger.error({ err: error }, 'Redis (shared rate limits) unavailable');
  });
  await client.connect();
  return {
    stores: (name) =>
      new RedisStore({
        prefix: `parkolot:rl:${name}:`,
        sendCommand: async (...args: string[]) => ReplySchema.parse(await client.sendCommand(args)),
      }),
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
