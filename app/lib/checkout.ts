import * as z from 'zod/mini';
import { parseIsoDateTime, toIsoWithOffset } from '../../core/warsaw-time';
import { toGrosze } from '../../core/money';
import { isPlateFormat, normalisePlate } from '../../core/plates';
import {
  ADULTS_MAX,
  CHILDREN_MAX,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  IdParamSchema,
  PLATES_MAX,
  PROMO_CODE_MAX,
} from '~/lib/schemas/checkout';
import { resolveStay, type Stay, STAY_FIELD_NAMES, stayFromFormFields } from '~/lib/search-state';

/** Spec §9: an offer without its own expiry lives one hour. */
export const DEFAULT_OFFER_LIFETIME_MS = 60 * 60 * 1000;
/** Spec §9: the re-quote waits this long after the last change. */
export const REQUOTE_DEBOUNCE_MS = 1000;

/** Everything an offer is priced from (spec §4 "booking details"). */
export interface CheckoutDetails {
  parkingId: string;
  stay: Stay;
  adults: number;
  children: number;
  /** As core/plates.ts keeps them; a blank entry is a vehicle whose plate is not typed yet. */
  plates: string[];
  addonIds: string[];
  /** The applied promo code, lower-case, or null. */
  promoCode: string | null;
}

// ---------------------------------------------------------------------------------------------
// Reading details leniently (a quote must not fail on a half-filled form; the order validates strictly)

const toList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

const countOr = (fallback: number, max: number, min: number) =>
  z.catch(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);

const lenientPlate = () =>
  z.pipe(
    z.catch(z.string(), ''),
    // A plate the API would refuse ('WA.123') is priced as one not typed yet: the quote never fails on it,
    // the order's own validation names it.
    z.transform((plate: string) => {
      const kept = normalisePlate(plate.trim().slice(0, 15));
      return isPlateFormat(kept) ? kept : '';
    }),
  );
/** A field posted once or repeated (or absent) as a list of what `item` reads; anything else is empty. */
const lenientList = <T extends z.core.SomeType>(item: T) => z.catch(z.pipe(z.transform(toList), z.array(item)), []);

// Built on first use (z.lazy), like the form schemas this module ships to the browser with.
const LenientDetailsSchema = z.lazy(() =>
  z.object({
    parkingId: IdParamSchema,
    adults: countOr(DEFAULT_ADULTS, ADULTS_MAX, 1),
    children: countOr(DEFAULT_CHILDREN, CHILDREN_MAX, 0),
    licensePlates: lenientList(lenientPlate()),
    addons: lenientList(z.unknown()),
    promoCode: z.catch(z.string().check(z.trim(), z.maxLength(PROMO_CODE_MAX)), ''),
  }),
);

/** The named fields of a payload that were posted as one string (a repeated or absent field is left out). */
export function stringFields(payload: Record<string, unknown>, names: readonly string[]): URLSearchParams {
  const fields = new URLSearchParams();
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string') fields.set(name, value);
  }
  return fields;
}

/** The stay a form posts (native date/time fields), else the ISO `arrivalAt`/`departureAt`, corrected. */
export function stayFromPayload(payload: Record<string, unknown>, now: Date): Stay {
  const fields = stringFields(payload, [...Object.values(STAY_FIELD_NAMES), 'arrivalAt', 'departureAt']);
  const typed = stayFromFormFields(fields);
  return resolveStay(
    {
      arrival: typed?.arrival ?? parseIsoDateTime(fields.get('arrivalAt')),
      departure: typed?.departure ?? parseIsoDateTime(fields.get('departureAt')),
    },
    now,
  );
}

/**
 * The booking details of a posted form (Conform's payload) or a query string; null without a valid
 * parking id. Out-of-range counts fall back to the defaults, blank plates stay blank, unknown-looking
 * addon ids are dropped — the API decides what really exists.
 */
export function detailsFromPayload(payload: Record<string, unknown>, now: Date): CheckoutDetails | null {
  const parsed = LenientDetailsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { parkingId, adults, children, licensePlates, addons, promoCode } = parsed.data;
  const plates = (licensePlates.length > 0 ? licensePlates : ['']).slice(0, PLATES_MAX);
  const addonIds = [
    ...new Set(addons.flatMap((id) => (IdParamSchema.safeParse(id).success ? [String(id).trim()] : []))),
  ].slice(0, 20);
  return {
    parkingId,
    stay: stayFromPayload(payload, now),
    adults,
    children,
    plates,
    addonIds,
    promoCode: promoCode ? promoCode.toLowerCase() : null,
  };
}

/** A URL's `?a=1&b=2` as a payload (repeated names become lists). */
export function payloadFromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    payload[key] = values.length > 1 ? values : values[0];
  }
  return payload;
}

// ---------------------------------------------------------------------------------------------
// Offer request and the "same details" test (spec §4 offer lifecycle)

export function offerRequestFor(details: CheckoutDetails) {
  const stayPeriod = {
    arrivalAt: details.stay.arrival.toISOString(),
    departureAt: details.stay.departure.toISOString(),
  };
  return {
    offerLines: [
      {
        productId: details.parkingId,
        specification: {
          vehicles: details.plates.map((plate) => ({ plate })),
          people: { adult: details.adults, child: details.children, disabled: 0 },
          stayPeriod,
        },
      },
      ...details.addonIds.map((productId) => ({
        productId,
        specification: { vehicles: details.plates.length, people: details.adults + details.children, stayPeriod },
      })),
    ],
    ...(details.promoCode ? { promoCode: details.promoCode } : {}),
  };
}

/** A comparable fingerprint of booking details. */
export function detailsKey(details: CheckoutDetails): string {
  return JSON.stringify([
    details.parkingId,
    details.stay.arrival.getTime(),
    details.stay.departure.getTime(),
    details.adults,
    details.children,
    details.plates,
    [...details.addonIds].sort(),
    details.promoCode ?? '',
  ]);
}

const ParkingLineSpecSchema = z.lazy(() =>
  z.object({
    vehicles: z.array(z.object({ plate: z.string() })),
    people: z.object({ adult: z.number(), child: z.number() }),
    stayPeriod: z.object({ arrivalAt: z.string(), departureAt: z.string() }),
  }),
);

/** The minimal offer shape the lifecycle reads. */
export interface OfferLike {
  offerLines: { product: { id: string | number }; specification: Record<string, unknown> }[];
  promoCode: { code: string } | null;
}

/** The details an offer was priced for, or null when its lines cannot be read. */
export function offerDetails(offer: OfferLike, parkingId: string): CheckoutDetails | null {
  const parkingLine = offer.offerLines.find((line) => String(line.product.id) === parkingId);
  const spec = ParkingLineSpecSchema.safeParse(parkingLine?.specification);
  if (!spec.success) return null;
  const arrival = parseIsoDateTime(spec.data.stayPeriod.arrivalAt);
  const departure = parseIsoDateTime(spec.data.stayPeriod.departureAt);
  if (!arrival || !departure) return null;
  return {
    parkingId,
    stay: { arrival, departure },
    adults: spec.data.people.adult,
    children: spec.data.people.child,
    plates: spec.data.vehicles.map((v) => normalisePlate(v.plate)),
    addonIds: offer.offerLines.filter((line) => line !== parkingLine).map((line) => String(line.product.id)),
    promoCode: offer.promoCode ? offer.promoCode.code.toLowerCase() : null,
  };
}

export function offerMatches(offer: OfferLike, details: CheckoutDetails): boolean {
  const priced = offerDetails(offer, details.parkingId);
  return priced !== null && detailsKey(priced) === detailsKey(details);
}

/**
 * Whether the offer was priced for the same priced details: all but the plates' text (a plate typed since
 * changes nothing of the price; the number of cars does). False when its lines cannot be read.
 */
export function offerPricedAlike(offer: OfferLike, details: CheckoutDetails): boolean {
  const priced = offerDetails(offer, details.parkingId);
  const withoutPlateText = (d: CheckoutDetails) => detailsKey({ ...d, plates: d.plates.map(() => '') });
  return priced !== null && withoutPlateText(priced) === withoutPlateText(details);
}

/** Spec §4: expired at `expiresAt`; without one, an hour after it was made (or taken as fresh when unknown). */
export function isOfferExpired(offer: { expiresAt: string | null; createdAt?: string | null }, now: Date): boolean {
  const expiresAt = parseIsoDateTime(offer.expiresAt);
  if (expiresAt) return expiresAt.getTime() <= now.getTime();
  const createdAt = parseIsoDateTime(offer.createdAt);
  return createdAt ? createdAt.getTime() + DEFAULT_OFFER_LIFETIME_MS <= now.getTime() : false;
}

// ---------------------------------------------------------------------------------------------
// Small rules

/** Spec §3 pricing-basis labels. */
export const ADDON_BASIS_LABELS: Record<string, string> = {
  PER_VEHICLE: 'za pojazd',
  PER_VEHICLE_PER_DAY: 'za pojazd za dzień',
  ABOVE_GUESTS_THRESHOLD: 'powyżej progu gości',
};

export function addonBasisLabel(strategy: string | null | undefined): string {
  return (strategy && ADDON_BASIS_LABELS[strategy]) || ADDON_BASIS_LABELS.PER_VEHICLE;
}

export interface PriceChange {
  oldPrice: number;
  newPrice: number;
  /** new − old, rounded to grosze. */
  difference: number;
  currency: string;
}

export function priceChange(oldPrice: number, newPrice: number, currency: string): PriceChange {
  return { oldPrice, newPrice, difference: (toGrosze(newPrice) - toGrosze(oldPrice)) / 100, currency };
}

/** The stay as the page's date fields and links carry it. */
export function stayValue(stay: Stay): { arrivalAt: string; departureAt: string } {
  return { arrivalAt: toIsoWithOffset(stay.arrival), departureAt: toIsoWithOffset(stay.departure) };
}
