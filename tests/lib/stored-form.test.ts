// localStorage `checkout_form_data` (spec §3/§4; §8: storage failures are logged and ignored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atWarsawTime, toIsoWithOffset } from '../../core/warsaw-time';
import { resolveStay, type Stay } from '~/lib/search-state';
import {
  browserStorage,
  initialStay,
  type KeyValueStorage,
  readStoredForm,
  STORAGE_KEYS,
  storedStay,
  storeReservation,
  validStoredStay,
  writeStoredStay,
} from '~/lib/stored-form';
import { MemoryStorage } from '../setup/memory-storage';

/** Friday 20 November 2026, 10:17 in Warsaw. */
const NOW = new Date('2026-11-20T09:17:00Z');
const iso = (d: Date | null | undefined) => (d ? toIsoWithOffset(d) : d);

/** A browser with storage blocked (Safari private mode, quota exceeded, disabled cookies). */
const throwingStorage: KeyValueStorage = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

function stored(storage: MemoryStorage): unknown {
  const raw = storage.items.get(STORAGE_KEYS.checkoutFormData);
  return raw === undefined ? undefined : JSON.parse(raw);
}

const stay: Stay = { arrival: atWarsawTime('2026-12-01', '06:30'), departure: atWarsawTime('2026-12-05', '21:00') };

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage keys (spec §3)', () => {
  it('are the spec names', () => {
    expect(STORAGE_KEYS).toEqual({ selectedParkingId: 'selected_parking_id', checkoutFormData: 'checkout_form_data' });
  });

  it('browserStorage is null where there is no window (server render)', () => {
    expect(browserStorage()).toBeNull();
  });
});

describe('readStoredForm', () => {
  it('is null when nothing is stored, or without storage', () => {
    expect(readStoredForm(storage)).toBeNull();
    expect(readStoredForm(null)).toBeNull();
  });

  it('is null for malformed JSON or a foreign shape, and logs', () => {
    storage.setItem(STORAGE_KEYS.checkoutFormData, '{not json');
    expect(readStoredForm(storage)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
    storage.setItem(STORAGE_KEYS.checkoutFormData, JSON.stringify({ hello: 'world' }));
    expect(readStoredForm(storage)).toBeNull();
    storage.setItem(STORAGE_KEYS.checkoutFormData, JSON.stringify('text'));
    expect(readStoredForm(storage)).toBeNull();
  });

  it('tolerates bad fields inside a known shape', () => {
    storage.setItem(
      STORAGE_KEYS.checkoutFormData,
      JSON.stringify({ parkingId: { bad: true }, formData: { arrivalDate: 5, addons: 'x', firstName: 'Anna' } }),
    );
    expect(readStoredForm(storage)).toEqual({
      parkingId: null,
      formData: { arrivalDate: null, addons: [], firstName: 'Anna' },
    });
  });

  it('a throwing storage reads as nothing', () => {
    expect(readStoredForm(throwingStorage)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('writeStoredStay (spec §4: persists dates and times)', () => {
  it('writes the dates as ISO and the Warsaw times', () => {
    writeStoredStay(storage, stay);
    expect(stored(storage)).toEqual({
      parkingId: null,
      formData: {
        arrivalDate: '2026-12-01T05:30:00.000Z',
        departureDate: '2026-12-05T20:00:00.000Z',
        arrivalTime: '06:30',
        departureTime: '21:00',
        addons: [],
      },
    });
  });

  it('keeps the rest of the form, the parking and its addons when no parking is given', () => {
    storage.setItem(
      STORAGE_KEYS.checkoutFormData,
      JSON.stringify({ parkingId: 7, formData: { firstName: 'Anna', addons: [3, 'wash'], arrivalDate: null } }),
    );
    writeStoredStay(storage, stay);
    expect(stored(storage)).toMatchObject({
      parkingId: 7,
      formData: { firstName: 'Anna', addons: [3, 'wash'], arrivalTime: '06:30' },
    });
  });

  it('keeps the addons when the same parking is given (number or string id)', () => {
    storage.setItem(STORAGE_KEYS.checkoutFormData, JSON.stringify({ parkingId: 7, formData: { addons: [3] } }));
    writeStoredStay(storage, stay, '7');
    expect(stored(storage)).toMatchObject({ parkingId: '7', formData: { addons: [3] } });
  });

  it('resets the addons and updates the parking when the parking changes (spec §4)', () => {
    storage.setItem(STORAGE_KEYS.checkoutFormData, JSON.stringify({ parkingId: 7, formData: { addons: [3, 4] } }));
    writeStoredStay(storage, stay, 8);
    expect(stored(storage)).toMatchObject({ parkingId: 8, formData: { addons: [] } });
  });

  it('ignores a throwing storage (spec §8) and logs', () => {
    expect(() => writeStoredStay(throwingStorage, stay, 8)).not.toThrow();
    expect(console.warn).toHaveBeenCalled();
  });

  it('ignores a storage that reads but cannot write', () => {
    const readOnly: KeyValueStorage = { getItem: () => null, setItem: throwingStorage.setItem };
    expect(() => writeStoredStay(readOnly, stay)).not.toThrow();
  });

  it('does nothing without storage', () => {
    expect(() => writeStoredStay(null, stay)).not.toThrow();
  });
});

describe('storeReservation (spec §4 Reserve)', () => {
  it('stores the parking id and the dates', () => {
    storeReservation(storage, 12, stay);
    expect(storage.getItem(STORAGE_KEYS.selectedParkingId)).toBe('12');
    expect(stored(storage)).toMatchObject({ parkingId: 12, formData: { departureTime: '21:00' } });
  });

  it('ignores a throwing storage', () => {
    expect(() => storeReservation(throwingStorage, 12, stay)).not.toThrow();
  });
});

describe('validStoredStay (the stored stay a page without dates takes into its URL)', () => {
  it('is the stored stay when its arrival is ahead and it can be booked', () => {
    writeStoredStay(storage, stay);
    expect(validStoredStay(storage, NOW)).toEqual(stay);
  });

  it('corrects a departure not after arrival to arrival + 7 days', () => {
    writeStoredStay(storage, { arrival: stay.arrival, departure: stay.arrival });
    expect(iso(validStoredStay(storage, NOW)?.departure)).toBe('2026-12-08T06:30:00+01:00');
  });

  it.each([
    ['nothing stored', null],
    [
      'a past arrival',
      { arrival: atWarsawTime('2026-11-19', '12:00'), departure: atWarsawTime('2026-12-24', '12:00') },
    ],
    ['a stay longer than 365 days', { arrival: stay.arrival, departure: atWarsawTime('2027-12-10', '12:00') }],
    [
      'an arrival beyond the booking horizon',
      { arrival: atWarsawTime('2028-01-10', '12:00'), departure: atWarsawTime('2028-01-12', '12:00') },
    ],
  ])('is null for %s', (_, stored) => {
    if (stored) writeStoredStay(storage, stored);
    expect(validStoredStay(storage, NOW)).toBeNull();
    expect(initialStay(storage, NOW)).toEqual(resolveStay({}, NOW));
  });

  it('is null when the storage refuses', () => {
    expect(validStoredStay(throwingStorage, NOW)).toBeNull();
  });
});

describe('initialStay / storedStay (spec §4 initial state and stored corrections)', () => {
  it('without stored data: the next full hour and 7 days later', () => {
    expect(initialStay(storage, NOW)).toEqual(resolveStay({}, NOW));
    expect(initialStay(throwingStorage, NOW)).toEqual(resolveStay({}, NOW));
    expect(initialStay(null, NOW)).toEqual(resolveStay({}, NOW));
  });

  it('a valid later stored stay is used (round trip)', () => {
    writeStoredStay(storage, stay);
    const initial = initialStay(storage, NOW);
    expect(iso(initial.arrival)).toBe('2026-12-01T06:30:00+01:00');
    expect(iso(initial.departure)).toBe('2026-12-05T21:00:00+01:00');
  });

  it('a past stored arrival becomes the next full hour and departure 7 days later', () => {
    writeStoredStay(storage, {
      arrival: atWarsawTime('2026-11-01', '12:00'),
      departure: atWarsawTime('2026-12-24', '12:00'),
    });
    const initial = initialStay(storage, NOW);
    expect(iso(initial.arrival)).toBe('2026-11-20T11:00:00+01:00');
    expect(iso(initial.departure)).toBe('2026-11-27T11:00:00+01:00');
  });

  it('a stored departure not after arrival becomes arrival + 7 days', () => {
    writeStoredStay(storage, {
      arrival: atWarsawTime('2026-12-01', '12:00'),
      departure: atWarsawTime('2026-11-30', '12:00'),
    });
    expect(iso(initialStay(storage, NOW).departure)).toBe('2026-12-08T12:00:00+01:00');
  });

  it('unparseable stored dates are ignored', () => {
    storage.setItem(
      STORAGE_KEYS.checkoutFormData,
      JSON.stringify({ parkingId: null, formData: { arrivalDate: 'wczoraj', departureDate: '2026-02-30T10:00:00Z' } }),
    );
    expect(storedStay(readStoredForm(storage))).toEqual({ arrival: null, departure: null });
    expect(initialStay(storage, NOW)).toEqual(resolveStay({}, NOW));
  });

  it('plain stored days are combined with the stored times (12:00 when missing)', () => {
    storage.setItem(
      STORAGE_KEYS.checkoutFormData,
      JSON.stringify({
        parkingId: null,
        formData: {
          arrivalDate: '2026-12-01',
          arrivalTime: '08:00',
          departureDate: '2026-12-03',
          departureTime: 'late',
        },
      }),
    );
    const partial = storedStay(readStoredForm(storage));
    expect(iso(partial.arrival)).toBe('2026-12-01T08:00:00+01:00');
    expect(iso(partial.departure)).toBe('2026-12-03T12:00:00+01:00');
  });

  it('storedStay of nothing is empty', () => {
    expect(storedStay(null)).toEqual({});
  });
});
