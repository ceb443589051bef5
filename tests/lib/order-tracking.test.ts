// Order tracking and browser storage of the payment pages (checkout-payment.md §3, §4, §9): the purchase
// is pushed once within 24 h, storage failures never escape, and the storage version flag clears once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  buildTrackingRecord,
  CHECKOUT_STORAGE_KEYS,
  readStoredOrderId,
  storeOrderForTracking,
  storeOrderId,
  type TrackingOrderRecord,
  trackPurchaseOnce,
} from '~/lib/order-tracking';
import { type BrowserStorage, browserStorage, ensureStorageVersion, STORAGE_VERSION } from '~/lib/storage';
import { isFinalView, OrderIdSchema, pageOutcome, paymentOutcome } from '~/lib/payment-status';
import { MemoryStorage } from '../setup/memory-storage';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T09:17:00Z');

/** A browser with storage blocked (Safari private mode, quota exceeded, disabled cookies). */
const blockedStorage: BrowserStorage = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  clear() {
    throw new DOMException('denied', 'SecurityError');
  },
};

const record: TrackingOrderRecord = {
  orderId: 'ord_123-abc',
  orderNumber: 'PK-2026-0001',
  items: [
    { productId: '12', productName: 'Okęcie Park', price: 180, quantity: 1 },
    { productId: 'ad-7', productName: 'Mycie auta', price: 35.5, quantity: 2 },
  ],
  totals: { subtotal: 251, tax: 0, shipping: 0, total: 251, currency: 'PLN' },
  parkingData: { id: '12', name: 'Okęcie Park' },
  bookingDetails: { arrivalAt: '2026-12-01T05:30:00.000Z', departureAt: '2026-12-05T20:00:00.000Z' },
  storedAt: NOW,
};

const DataLayerEventSchema = z.object({ event: z.string() }).loose();

let storage: MemoryStorage;
let dataLayer: unknown[];
beforeEach(() => {
  storage = new MemoryStorage();
  dataLayer = [];
  // `track` pushes to window.dataLayer; the node environment has no window, so the test gives it one.
  vi.stubGlobal('window', { dataLayer });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const events = () => dataLayer.map((entry) => DataLayerEventSchema.parse(entry));
const purchases = () => events().filter((entry) => entry.event === 'purchase');
const storedRecord = () => storage.items.get(CHECKOUT_STORAGE_KEYS.orderDetailsForTracking);

describe('storage keys (spec §3)', () => {
  it('are the spec names', () => {
    expect(CHECKOUT_STORAGE_KEYS).toEqual({
      orderDetailsForTracking: 'order_details_for_tracking',
      orderId: 'order_id',
      storageVersion: 'storage_version',
    });
  });
});

describe('storeOrderForTracking', () => {
  it('writes the record and the order id', () => {
    storeOrderForTracking(storage, record);
    expect(JSON.parse(storedRecord() ?? 'null')).toEqual(record);
    expect(storage.items.get('order_id')).toBe('ord_123-abc');
  });

  it('keeps no customer data (analytics gets no personal data)', () => {
    storeOrderForTracking(storage, record);
    expect(Object.keys(JSON.parse(storedRecord() ?? '{}'))).not.toContain('customer');
  });

  it('swallows a blocked storage', () => {
    expect(() => storeOrderForTracking(blockedStorage, record)).not.toThrow();
    expect(() => storeOrderForTracking(null, record)).not.toThrow();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('buildTrackingRecord', () => {
  it('sums the lines, with tax and shipping 0 and PLN when no currency is given', () => {
    const built = buildTrackingRecord(
      {
        orderId: 'o1',
        orderNumber: null,
        lines: [
          { productId: '12', productName: 'Okęcie Park', price: 180.1 },
          { productId: 'ad-7', productName: 'Mycie auta', price: 0.2, quantity: 3 },
        ],
        total: { amount: 180.7, currency: '' },
        parking: { id: '12', name: 'Okęcie Park' },
        stay: null,
      },
      NOW,
    );
    expect(built.totals).toEqual({ subtotal: 180.7, tax: 0, shipping: 0, total: 180.7, currency: 'PLN' });
    expect(built.items[0].quantity).toBe(1);
    expect(built.storedAt).toBe(NOW);
  });
});

describe('readStoredOrderId / storeOrderId', () => {
  it('reads back a well-formed id', () => {
    storeOrderId(storage, 'abc_DEF-123');
    expect(readStoredOrderId(storage)).toBe('abc_DEF-123');
  });

  it('ignores missing and malformed ids, and a blocked storage', () => {
    expect(readStoredOrderId(storage)).toBeNull();
    storage.setItem('order_id', '<script>');
    expect(readStoredOrderId(storage)).toBeNull();
    storeOrderId(storage, 'x'.repeat(101));
    expect(storage.items.get('order_id')).toBe('<script>');
    expect(readStoredOrderId(blockedStorage)).toBeNull();
    expect(readStoredOrderId(null)).toBeNull();
  });
});

describe('trackPurchaseOnce (spec §4, §9)', () => {
  it('pushes one purchase for the stored order and removes the record', () => {
    storeOrderForTracking(storage, record);
    expect(trackPurchaseOnce(storage, record.orderId, NOW + HOUR)).toBe(true);
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        transaction_id: 'ord_123-abc',
        value: 251,
        currency: 'PLN',
        items: [
          { item_id: '12', item_name: 'Okęcie Park', price: 180, quantity: 1 },
          { item_id: 'ad-7', item_name: 'Mycie auta', price: 35.5, quantity: 2 },
        ],
      },
    ]);
    expect(storedRecord()).toBeUndefined();
    expect(storage.items.get('order_id')).toBe(record.orderId);
  });

  it('never pushes twice (a reload of the success page)', () => {
    storeOrderForTracking(storage, record);
    trackPurchaseOnce(storage, record.orderId, NOW);
    expect(trackPurchaseOnce(storage, record.orderId, NOW)).toBe(false);
    expect(purchases()).toHaveLength(1);
  });

  it('still tracks at exactly 24 h; later the record is removed without tracking', () => {
    storeOrderForTracking(storage, record);
    expect(trackPurchaseOnce(storage, record.orderId, NOW + 24 * HOUR)).toBe(true);

    storeOrderForTracking(storage, record);
    expect(trackPurchaseOnce(storage, record.orderId, NOW + 24 * HOUR + 1)).toBe(false);
    expect(storedRecord()).toBeUndefined();
    expect(purchases()).toHaveLength(1);
  });

  it('leaves a fresh record of another order alone', () => {
    storeOrderForTracking(storage, record);
    expect(trackPurchaseOnce(storage, 'another-order', NOW)).toBe(false);
    expect(storedRecord()).toBeDefined();
    expect(purchases()).toEqual([]);
  });

  it('drops an unreadable record (not JSON, or not the record shape)', () => {
    storage.setItem('order_details_for_tracking', '{oops');
    expect(trackPurchaseOnce(storage, record.orderId, NOW)).toBe(false);
    expect(storedRecord()).toBeUndefined();
    storage.setItem('order_details_for_tracking', JSON.stringify({ ...record, totals: { total: 'sto' } }));
    expect(trackPurchaseOnce(storage, record.orderId, NOW)).toBe(false);
    expect(storedRecord()).toBeUndefined();
    expect(purchases()).toEqual([]);
  });

  it('does nothing without a record, and swallows a blocked or missing storage', () => {
    expect(trackPurchaseOnce(storage, record.orderId, NOW)).toBe(false);
    expect(trackPurchaseOnce(blockedStorage, record.orderId, NOW)).toBe(false);
    expect(trackPurchaseOnce(null, record.orderId, NOW)).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(purchases()).toEqual([]);
  });

  it('pushes nothing when the record cannot be removed (so it can never be sent twice)', () => {
    storeOrderForTracking(storage, record);
    const stuck: BrowserStorage = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      clear: () => storage.clear(),
    };
    expect(trackPurchaseOnce(stuck, record.orderId, NOW)).toBe(false);
    expect(purchases()).toEqual([]);
  });
});

describe('ensureStorageVersion (spec §3 history flag)', () => {
  it('clears local and session storage once when the flag is missing, then writes it', () => {
    const session = new MemoryStorage();
    storage.setItem('checkout_form_data', '{}');
    storage.setItem('selected_parking_id', '5');
    session.setItem('something', 'old');
    expect(ensureStorageVersion(storage, session)).toBe(true);
    expect([...storage.items]).toEqual([['storage_version', STORAGE_VERSION]]);
    expect(session.items.size).toBe(0);

    storage.setItem('selected_parking_id', '6');
    expect(ensureStorageVersion(storage, session)).toBe(false);
    expect(storage.items.get('selected_parking_id')).toBe('6');
  });

  it('clears when the flag is from another version', () => {
    storage.setItem('storage_version', 'old');
    storage.setItem('order_id', 'abc');
    expect(ensureStorageVersion(storage)).toBe(true);
    expect([...storage.items]).toEqual([['storage_version', STORAGE_VERSION]]);
  });

  it('never throws on a blocked or missing storage', () => {
    expect(ensureStorageVersion(blockedStorage, blockedStorage)).toBe(false);
    expect(ensureStorageVersion(null)).toBe(false);
  });
});

describe('browserStorage', () => {
  it('is null without a window (SSR) and when the browser blocks access', () => {
    vi.unstubAllGlobals();
    expect(browserStorage()).toBeNull();
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(browserStorage('localStorage')).toBeNull();
  });
});

describe('payment status rules (spec §4)', () => {
  it('maps CAPTURED to success, DECLINED/CANCELLED to failure, anything else to in progress', () => {
    expect(paymentOutcome('CAPTURED')).toBe('success');
    expect(paymentOutcome('DECLINED')).toBe('failure');
    expect(paymentOutcome('CANCELLED')).toBe('failure');
    expect(paymentOutcome('NEW')).toBe('pending');
    expect(paymentOutcome('PENDING')).toBe('pending');
    expect(paymentOutcome('SOMETHING_NEW')).toBe('pending');
  });

  it('the page is a success only for a CONFIRMED order: a captured payment of a lapsed or cancelled one is not', () => {
    expect(pageOutcome('CONFIRMED', 'CAPTURED')).toBe('success');
    expect(pageOutcome('EXPIRED', 'CAPTURED')).toBe('late');
    expect(pageOutcome('CANCELLED', 'CAPTURED')).toBe('cancelled');
    expect(pageOutcome('REFUNDED', 'CAPTURED')).toBe('cancelled');
    expect(pageOutcome('PENDING_PAYMENT', 'CAPTURED')).toBe('pending');
    expect(pageOutcome('PENDING_PAYMENT', 'DECLINED')).toBe('failure');
    expect(pageOutcome('PENDING_PAYMENT', 'PENDING')).toBe('pending');
    expect(pageOutcome('PENDING_PAYMENT', null)).toBe('pending');
    expect(pageOutcome('EXPIRED', 'CANCELLED')).toBe('failure');
    // Cancelled by its owner before it was paid: cancelled, as its booking page says, not a failed payment.
    expect(pageOutcome('CANCELLED', 'CANCELLED')).toBe('cancelled');
    expect(pageOutcome('CANCELLED', 'NEW')).toBe('cancelled');
    expect(pageOutcome('CANCELLED', 'PENDING')).toBe('cancelled');
    expect(pageOutcome('REFUNDED', null)).toBe('cancelled');
  });

  it('stops polling only on a final state (and on an order id that is malformed or unknown)', () => {
    expect(isFinalView('late', null)).toBe(true);
    expect(isFinalView('cancelled', null)).toBe(true);
    expect(isFinalView('success', null)).toBe(true);
    expect(isFinalView('failure', null)).toBe(true);
    expect(isFinalView('pending', null)).toBe(false);
    expect(isFinalView('error', 'unavailable')).toBe(false);
    expect(isFinalView('error', 'not-found')).toBe(true);
    expect(isFinalView('error', 'invalid-id')).toBe(true);
  });

  it('accepts 1–100 characters of [A-Za-z0-9_-] as an order id', () => {
    expect(OrderIdSchema.safeParse('a').success).toBe(true);
    expect(OrderIdSchema.safeParse('3f2b8c1e-9d4a-4b7e-8f00-123456789abc').success).toBe(true);
    expect(OrderIdSchema.safeParse('x'.repeat(100)).success).toBe(true);
    for (const bad of ['', 'x'.repeat(101), 'a b', '../etc', 'ą', 'a%20b', '1;DROP']) {
      expect(OrderIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
