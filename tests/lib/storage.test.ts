// The one browser-storage helper (app/lib/storage.ts): text and JSON reads and writes never throw
// (spec §8: a storage failure is logged and ignored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BrowserStorage, parseJson, readItem, readJson, removeItem, writeItem, writeJson } from '~/lib/storage';
import { MemoryStorage } from '../setup/memory-storage';

const refuse = () => {
  throw new DOMException('denied', 'SecurityError');
};
const blocked: BrowserStorage = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('writes and reads text and JSON', () => {
    const storage = new MemoryStorage();
    writeItem(storage, 'order_id', 'ord_1');
    writeJson(storage, 'record', { a: [1, 'b'] });
    expect(readItem(storage, 'order_id')).toBe('ord_1');
    expect(readJson(storage, 'record')).toEqual({ a: [1, 'b'] });
    removeItem(storage, 'order_id');
    expect(readItem(storage, 'order_id')).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('reads nothing, never an error, for a missing key, text that is not JSON, no storage or a blocked one', () => {
    const storage = new MemoryStorage();
    storage.setItem('record', '{not json');
    expect(readJson(storage, 'missing')).toBeUndefined();
    expect(readJson(storage, 'record')).toBeUndefined();
    expect(readJson(null, 'record')).toBeUndefined();
    expect(readJson(blocked, 'record')).toBeUndefined();
    expect(readItem(blocked, 'record')).toBeNull();
    expect(() => writeJson(blocked, 'record', { a: 1 })).not.toThrow();
    expect(() => removeItem(blocked, 'record')).not.toThrow();
    expect(parseJson(null)).toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});
