import type { KeyValueStorage } from '~/lib/stored-form';

// Kept free of zod and other libraries: entry.client runs it on every page before hydration.

/** The `storage_version` flag (checkout-payment.md §3). */
export const STORAGE_VERSION_KEY = 'storage_version';

/** Bump to clear every visitor's storage once more (after a change of the stored shapes). */
export const STORAGE_VERSION = '1';

/** The Storage surface these helpers need: window.localStorage / sessionStorage, or a Map-backed fake. */
export interface BrowserStorage extends KeyValueStorage {
  removeItem(key: string): void;
  clear(): void;
}

/** The browser's localStorage or sessionStorage, or null where it is missing or blocked (private mode, SSR). */
export function webStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): BrowserStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

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
