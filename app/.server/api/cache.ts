export interface TtlCacheOptions {
  /** Most entries kept; past it the oldest-written entry is dropped first. Default 1000. */
  maxEntries?: number;
  /** Clock in milliseconds; injectable so tests can move time without sleeping. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * In-process cache with a lifetime per entry (`Infinity` = forever) and single-flight loading:
 * concurrent `getOrLoad` calls for one key share one load. Failed loads are not cached.
 * The API client stores raw response bodies here (V = string) and parses on every read, so no
 * two callers ever share (and mutate) one parsed object.
 */
export class TtlCache<V = string> {
  readonly maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #inflight = new Map<string, Promise<V>>();

  constructor(options: TtlCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 1000);
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: V, ttlMs: number): void {
    if (!(ttlMs > 0)) return;
    // Re-inserting moves the key to the end of the Map, which is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#inflight.clear();
  }

  /**
   * The cached value, or the result of `load` (shared by concurrent callers, cached on success —
   * unless `keep` says the value is not worth keeping).
   */
  getOrLoad(key: string, ttlMs: number, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const promise = load().then(
      (value) => {
        if (this.#inflight.get(key) === promise) {
          this.#inflight.delete(key);
          if (keep(value)) this.set(key, value, ttlMs);
        }
        return value;
      },
      (error: unknown) => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
        throw error;
      }
    );
    this.#inflight.set(key, promise);
    return promise;
  }
}
