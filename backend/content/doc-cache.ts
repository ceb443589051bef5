import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/client';
import type { Collection, Doc } from './define-collection';

/** How long the API keeps a populated content document (CONTENT_CACHE_SECONDS); 0 turns the cache off. */
export const DEFAULT_CONTENT_CACHE_SECONDS = 60;

export interface DocCache {
  /** The visible documents among `ids`, populated to the cache's depth: cached ones first, the rest in one read. */
  byIds(db: Executor, ids: number[]): Promise<Map<number, Doc>>;
}

/**
 * A short-lived cache of one collection's populated documents for the hot read paths (the listing reads
 * ten car parks with their airport, features and add-ons on every search: seven queries without it).
 * Content changes only through the database (seed, ops), never through the API, so a document is at most
 * `ttlSeconds` old: the same promise the web tier's five-minute content cache already makes (spec §7).
 * Prices, capacity and availability are never read from here.
 */
export function createDocCache(
  collection: Collection,
  depth: number,
  {
    ttlSeconds,
    maxEntries = 5000,
    now,
    project = (doc) => doc,
  }: {
    ttlSeconds: number;
    maxEntries?: number;
    now?: () => number;
    /** What of a document the readers get (and the cache keeps). */
    project?: (doc: Doc) => Doc;
  },
): DocCache {
  const read = async (db: Executor, ids: number[]) =>
    new Map([...(await collection.byIds(db, ids, depth))].map(([id, doc]) => [id, project(doc)]));
  if (ttlSeconds <= 0) return { byIds: read };
  const cache = new LRUCache<number, Doc>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  return {
    async byIds(db, ids) {
      const found = new Map<number, Doc>();
      const missing: number[] = [];
      for (const id of ids) {
        const doc = cache.get(id);
        if (doc) found.set(id, doc);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const [id, doc] of await read(db, missing)) {
          cache.set(id, doc);
          found.set(id, doc);
        }
      }
      return found;
    },
  };
}
