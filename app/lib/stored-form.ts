import { isArrivalTooLate, isWithinMaxStay } from '../../core/stay';
import { atWarsawTime, isDateKey, isTimeOfDay, parseIsoDateTime, timeOfDay } from '../../core/warsaw-time';
import { DEFAULT_TIME, type PartialStay, resolveStay, type Stay } from '~/lib/search-state';
import { readJson, writeItem, writeJson, type KeyValueStorage } from '~/lib/storage';

// The search, detail and checkout components still take these from here; they are ~/lib/storage's.
export { browserStorage, type KeyValueStorage } from '~/lib/storage';

/** Browser storage keys (spec §3; checkout-payment.md §3). */
export const STORAGE_KEYS = {
  selectedParkingId: 'selected_parking_id',
  checkoutFormData: 'checkout_form_data',
} as const;

type StoredId = string | number;

/** `checkout_form_data` as written by this site; older or foreign shapes are read leniently. */
export interface StoredForm {
  parkingId: StoredId | null;
  formData: {
    arrivalDate?: string | null;
    departureDate?: string | null;
    arrivalTime?: string | null;
    departureTime?: string | null;
    addons: StoredId[];
    /** Other fields (the checkout draft) are kept as they are. */
    [field: string]: unknown;
  };
}

/*
 * The record is read by a small typed reader rather than a schema library: it runs on every page's
 * first load, and zod's core alone would be a sixth of the home page's JavaScript budget. Every field
 * is narrowed with typeof (no casts); a bad field falls back on its own, like zod's `.catch`.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is StoredId =>
  (typeof value === 'string' && value.length > 0) || (typeof value === 'number' && Number.isFinite(value));
/** A stored text field: absent stays absent, anything but a string reads as null. */
const storedText = (value: unknown): string | null | undefined =>
  value === undefined || typeof value === 'string' ? value : null;

/** The stored form, or null when the value is not the record at all (not an object, no form data). */
export function parseStoredForm(value: unknown): StoredForm | null {
  if (!isRecord(value) || !isRecord(value.formData)) return null;
  const form = value.formData;
  return {
    parkingId: isId(value.parkingId) ? value.parkingId : null,
    formData: {
      ...form,
      arrivalDate: storedText(form.arrivalDate),
      departureDate: storedText(form.departureDate),
      arrivalTime: storedText(form.arrivalTime),
      departureTime: storedText(form.departureTime),
      addons: Array.isArray(form.addons) && form.addons.every(isId) ? form.addons : [],
    },
  };
}

/** Spec §8: a storage read failure is logged and ignored; defaults are used. */
export function readStoredForm(storage: KeyValueStorage | null): StoredForm | null {
  return parseStoredForm(readJson(storage, STORAGE_KEYS.checkoutFormData));
}

/** An ISO date-time, or a plain YYYY-MM-DD day at the stored time (12:00 when missing). */
function storedDate(date: string | null | undefined, time: string | null | undefined): Date | null {
  if (isDateKey(date)) return atWarsawTime(date, isTimeOfDay(time) ? time : DEFAULT_TIME);
  return parseIsoDateTime(date);
}

/** The stored stay, if its dates parse (the caller corrects it with `resolveStay`). */
export function storedStay(form: StoredForm | null): PartialStay {
  if (!form) return {};
  return {
    arrival: storedDate(form.formData.arrivalDate, form.formData.arrivalTime),
    departure: storedDate(form.formData.departureDate, form.formData.departureTime),
  };
}

/**
 * Spec §4 initial state: the stored stay when it is valid — its arrival still ahead, and a stay the
 * site can price and book (at most MAX_STAY_DAYS, arriving within the booking horizon) — corrected
 * like every stay (§4/§5); otherwise null. The one rule for every page that starts from stored dates.
 */
export function validStoredStay(storage: KeyValueStorage | null, now: Date): Stay | null {
  const stored = storedStay(readStoredForm(storage));
  // Checked before the corrections, which would turn an arrival beyond the horizon into the defaults.
  if (!stored.arrival || stored.arrival.getTime() < now.getTime() || isArrivalTooLate(stored.arrival, now)) {
    return null;
  }
  const stay = resolveStay(stored, now);
  return isWithinMaxStay(stay.arrival, stay.departure) ? stay : null;
}

/** Spec §4 initial state: the valid stored stay, otherwise the defaults (next full hour, + 7 days). */
export function initialStay(storage: KeyValueStorage | null, now: Date): Stay {
  return validStoredStay(storage, now) ?? resolveStay({}, now);
}

/**
 * Spec §4: persists dates and times to the stored form. When the selected parking differs from the
 * stored one, the stored addons are reset and the parking id updated.
 */
export function writeStoredStay(storage: KeyValueStorage | null, stay: Stay, parkingId?: string | number | null): void {
  const previous = readStoredForm(storage);
  const previousParking = previous?.parkingId ?? null;
  const nextParking = parkingId === undefined ? previousParking : parkingId;
  const parkingChanged = parkingId !== undefined && String(previousParking) !== String(parkingId);
  const next: StoredForm = {
    parkingId: nextParking,
    formData: {
      ...previous?.formData,
      arrivalDate: stay.arrival.toISOString(),
      departureDate: stay.departure.toISOString(),
      arrivalTime: timeOfDay(stay.arrival),
      departureTime: timeOfDay(stay.departure),
      addons: parkingChanged ? [] : (previous?.formData.addons ?? []),
    },
  };
  writeJson(storage, STORAGE_KEYS.checkoutFormData, next);
}

/** Spec §4 "Reserve": stores the chosen parking id and the dates in the form data. */
export function storeReservation(storage: KeyValueStorage | null, parkingId: string | number, stay: Stay): void {
  writeItem(storage, STORAGE_KEYS.selectedParkingId, String(parkingId));
  writeStoredStay(storage, stay, parkingId);
}
