import type { BrowserStorage } from '~/lib/storage';

/** A Map-backed localStorage for the storage helpers' tests; `items` shows what was written. */
export class MemoryStorage implements BrowserStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
