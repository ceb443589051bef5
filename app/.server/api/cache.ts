import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

const MINUTE = 60_000;

/** Cache lifetimes (spec §7 of search-browse-content). Listing, price and checkout calls are never cached. */
export const CACHE_TTL = {
  filters: Number.POSITIVE_INFINITY,
  availability: 5 * MINUTE,
  active: 5 * MINUTE,
  perDayPrices: 5 * MINUTE,
  content: 5 * MINUTE,
} as const;

/**
 * A cached GET answer as its schema decoded it. A cached answer is read by every page that needs it
 * (the airports by every page), so it is parsed and validated once, not once per reader; it is frozen,
 * so no reader can change what the next one gets.
 */
export interface CachedAnswer {
  schema: z.ZodType;
  value: unknown;
}

/** Loads an answer; `undefined` means "no data", given to the waiting callers but not kept. */
type Load = () => Promise<CachedAnswer | undefined>;

export type ResponseCache = LRUCache<string, CachedAnswer, Load>;

export interface ResponseCacheOptions {
  /** Most entries kept; past it the least recently used entry is dropped first. Default 1000. */
  maxEntries?: number;
  /** Clock in milliseconds; injectable so tests can move time without sleeping. */
  now?: () => number;
}

export function createResponseCache({ maxEntries = 1000, now }: ResponseCacheOptions = {}): ResponseCache {
  return new LRUCache<string, CachedAnswer, Load>({
    max: Math.max(1, maxEntries),
    // lru-cache would reuse one clock reading for 1 ms; a test clock moves between two calls.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: (_key, _stale, { context }) => context(),
    // An entry dropped while it loads (evicted, cleared) still answers the callers waiting for it.
    ignoreFetchAbort: true,
  });
}

/** Freezes a decoded JSON value all the way down (objects and arrays; Dates and other instances as they are). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * lru-cache's lifetime for `ttlMs` (Infinity = forever). lru-cache still serves an entry exactly `ttl`
 * old; here an entry of 5 minutes is gone at 5 minutes.
 */
function lruTtl(ttlMs: number): number {
  return Number.isFinite(ttlMs) ? Math.max(1, ttlMs - 1) : 0;
}

/**
 * The answer cached under `key`, or the one `load` gives: concurrent callers share one load, and its
 * answer is kept `ttlMs` (frozen). A failed load is not kept.
 */
export function cachedAnswer(
  cache: ResponseCache,
  key: string,
  ttlMs: number,
  load: Load,
): Promise<CachedAnswer | undefined> {
  return cache.fetch(key, {
    ttl: lruTtl(ttlMs),
    context: async () => {
      const answer = await load();
      if (answer) deepFreeze(answer.value);
      return answer;
    },
  });
}

/**
 * `derive` memoised per cached object: a cached answer's objects are frozen and shared by every reader
 * until the entry refreshes (then they are new objects), so what a page derives from one of them — an
 * airport's parsed description, a post's card — is computed once per cache lifetime, not per request.
 * Kept in a WeakMap: it goes when the cached object goes. Only for pure derivations of `value`.
 */
export function perCachedObject<T extends object, V extends NonNullable<unknown>>(
  derive: (value: T) => V,
): (value: T) => V {
  const derived = new WeakMap<T, V>();
  return (value) => {
    const known = derived.get(value);
    if (known !== undefined) return known;
    const result = derive(value);
    derived.set(value, result);
    return result;
  };
}
