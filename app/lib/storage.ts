// Browser storage, one way for the whole site (spec §3; checkout-payment.md §3): the accessor, reads
// and writes that never throw (spec §8: a storage failure is logged and ignored, defaults are used),
// JSON values, and the storage version flag. Kept free of zod and other libraries: entry.client runs
// it on every page before hydration. What each key holds is its owner's (stored-form, checkout-draft,
// order-tracking).

/** The minimal storage surface (window.localStorage in the browser, a Map-backed fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The Storage surface that also removes: window.localStorage / sessionStorage, or a Map-backed fake. */
export interface BrowserStorage extends KeyValueStorage {
  removeItem(key: string): void;
  clear(): void;
}

/** The browser's localStorage (or sessionStorage), or null where it is missing or blocked (private mode, SSR). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): BrowserStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The stored text, or null when there is none or the storage refuses (logged). */
export function readItem(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`${key} could not be read`, error);
    return null;
  }
}

/** Stores the text; a full or blocked storage is logged and ignored. */
export function writeItem(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (error) {
    console.warn(`${key} could not be written`, error);
  }
}

/** Removes the key; a blocked storage is logged and ignored. */
export function removeItem(storage: BrowserStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    console.warn(`${key} could not be removed`, error);
  }
}

/**
 * The stored JSON value, still unchecked (the owner narrows it), or undefined when there is none or it
 * cannot be read or parsed (logged).
 */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  const raw = readItem(storage, key);
  const value = parseJson(raw);
  if (raw && value === undefined) console.warn(`${key} is not JSON`);
  return value;
}

/** The parsed JSON text, or undefined for none or for text that is not JSON. Never throws. */
export function parseJson(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Stores the value as JSON; never throws. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  writeItem(storage, key, JSON.stringify(value));
}

/** The `storage_version` flag (checkout-payment.md §3). */
export const STORAGE_VERSION_KEY = 'storage_version';

/** Bump to clear every visitor's storage once more (after a change of the stored shapes). */
export const STORAGE_VERSION = '1';

/**
 * Spec §3 "local-storage history flag": when the version flag is missing (or from another version),
 * all storage is cleared once and the flag written. Returns whether it cleared. Never throws.
 */
export function ensureStorageVersion(storage: BrowserStorage | null, session?: BrowserStorage | null): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(STORAGE_VERSION_KEY) === STORAGE_VERSION) return false;
    storage.clear();
    session?.clear();
    storage.setItem(STORAGE_VERSION_KEY, STORAGE_VERSION);
    return true;
  } catch (error) {
    console.warn('Storage version check failed', error);
    return false;
  }
}
