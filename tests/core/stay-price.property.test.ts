// Days shown = days billed, price shown = price charged (core/stay.ts), for stays across the Warsaw DST
// changes: the web tier's own path (listing URL → listing → 'Rezerwuj' link → checkout → offer request)
// against what the API reads from the same wire, then end to end on a real backend.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListingQuery } from '~/.server/listing-query';
import { detailsFromPayload, offerRequestFor, payloadFromSearchParams, stayValue } from '~/lib/checkout';
import { type Stay } from '~/lib/search-state';
import { reservationHref } from '~/lib/site-paths';
import { StayPeriodSchema } from '../../backend/lib/stay';
import { airports } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { isBookingReference } from '../../core/booking-reference';
import { toGrosze } from '../../core/money';
import { billableDays } from '../../core/stay';
import { parseIsoDateTime, toIsoWithOffset } from '../../core/warsaw-time';
import { call, customer, parkingWithCapacity, startBackend } from '../backend/harness';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** EU rule: clocks change on the last Sunday of March and October at 01:00 UTC. */
function dstChange(year: number, month: 3 | 10): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const changesIn = (years: number[]) => years.flatMap((year) => [dstChange(year, 3), dstChange(year, 10)]);

/** An instant near one of the changes: mostly within hours of it, sometimes days. */
const nearChange = (changes: number[]) =>
  fc
    .tuple(
      fc.constantFrom(...changes),
      fc.oneof(fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }), fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS })),
    )
    .map(([change, offset]) => change + offset);

/** How a hand-made or app-made URL writes an instant: 30-minute slots, whole seconds, or down to the ms. */
const precision = fc.constantFrom(30 * 60_000, 1000, 1);
const snap = (t: number, step: number) => Math.floor(t / step) * step;

/**
 * A stay: the arrival near a change (or anywhere in range), the departure whole days later give or
 * take a couple of hours (so 23 h and 25 h days are hit), any length, or itself near a change.
 */
function stayArbitrary(changes: number[], range: { min: number; max: number }) {
  const arrival = fc.oneof({ arbitrary: nearChange(changes), weight: 3 }, { arbitrary: fc.integer(range), weight: 1 });
  const length = fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -2 * HOUR_MS, max: 2 * HOUR_MS }))
      .map(([days, delta]) => days * DAY_MS + delta),
    fc.integer({ min: 1, max: 40 * DAY_MS }),
  );
  return fc
    .tuple(
      arrival,
      fc.oneof(
        length.map((l) => ({ length: l })),
        nearChange(changes).map((at) => ({ at })),
      ),
      precision,
      precision,
    )
    .map(([a, end, arrivalStep, departureStep]) => {
      const arrivalAt = snap(a, arrivalStep);
      const departureAt = snap('at' in end ? end.at : a + end.length, departureStep);
      return { arrival: new Date(arrivalAt), departure: new Date(departureAt) };
    })
    .filter((s) => s.departure.getTime() > s.arrival.getTime());
}

/** The days the API bills for a stay as it arrives on the wire (StayPeriodSchema is its boundary). */
function billedDays(wire: { arrivalAt: string; departureAt: string }): number {
  const stay = StayPeriodSchema.parse(wire);
  return billableDays(stay.arrivalAt, stay.departureAt);
}

/** The web tier's journey for a stay typed into a listing URL (as ISO with offset, or as UTC). */
function webJourney(stay: Stay, now: Date, utcInUrl: boolean) {
  const write = (d: Date) => (utcInUrl ? d.toISOString() : toIsoWithOffset(d));
  const listingParams = new URLSearchParams({ arrivalAt: write(stay.arrival), departureAt: write(stay.departure) });
  // The listing (app/.server/listing.ts): the days it shows and the stay it asks the API to price.
  const listed = parseListingQuery(listingParams, now).stay;
  const listingWire = { arrivalAt: listed.arrival.toISOString(), departureAt: listed.departure.toISOString() };
  // 'Rezerwuj' → /rezerwacja/?… (the checkout loader reads the same details from its URL).
  const href = new URL(reservationHref('1', listed), 'http://parkolot.test');
  href.searchParams.set('licensePlates', 'WA 12345');
  const details = detailsFromPayload(payloadFromSearchParams(href.searchParams), now);
  if (!details) throw new Error(`checkout could not read ${href}`);
  const shownAtCheckout = stayValue(details.stay);
  return {
    listedDays: billableDays(listed.arrival, listed.departure),
    listingWire,
    // app/components/checkout/checkout-form.tsx: the day count next to the total.
    checkoutDays: billableDays(
      parseIsoDateTime(shownAtCheckout.arrivalAt),
      parseIsoDateTime(shownAtCheckout.departureAt),
    ),
    details,
  };
}

describe('days shown = days billed, across the DST changes of 2024–2035', () => {
  const years = Array.from({ length: 12 }, (_, i) => 2024 + i);
  const range = { min: Date.UTC(2024, 0, 1), max: Date.UTC(2035, 11, 1) };

  it('the changes the generator aims at are Warsaw DST changes', () => {
    for (const change of changesIn(years)) {
      const before = toIsoWithOffset(new Date(change - 1000)).slice(-6);
      const after = toIsoWithOffset(new Date(change)).slice(-6);
      expect(new Set([before, after])).toEqual(new Set(['+01:00', '+02:00']));
    }
  });

  it('listing, checkout and the API count the same days for the same stay', () => {
    fc.assert(
      fc.property(
        stayArbitrary(changesIn(years), range),
        fc.integer({ min: 2 * HOUR_MS, max: 300 * DAY_MS }),
        fc.boolean(),
        (stay, lead, utcInUrl) => {
          const now = new Date(stay.arrival.getTime() - lead);
          const journey = webJourney(stay, now, utcInUrl);
          const offerWire = offerRequestFor(journey.details).offerLines[0].specification.stayPeriod;
          expect(billedDays(journey.listingWire)).toBe(journey.listedDays);
          expect(journey.checkoutDays).toBe(journey.listedDays);
          expect(billedDays(offerWire)).toBe(journey.listedDays);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('price shown = price charged, end to end on the API', () => {
  let backend: Backend;
  let parkingId: number;
  let airportCode: string;
  beforeAll(async () => {
    backend = await startBackend();
    const parking = await parkingWithCapacity(backend, 100_000);
    parkingId = parking.id;
    const [airport] = await backend.database.db.select().from(airports).where(eq(airports.id, parking.airportId));
    airportCode = airport.code;
  });
  afterAll(() => backend.close());

  type Money = { amount: number; currency: string };

  async function get<T>(path: string, query: Record<string, string>): Promise<T> {
    const r = await call(backend, `${path}?${new URLSearchParams(query)}`);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text}`);
    return r.body as T;
  }

  async function post<T>(path: string, json: unknown): Promise<T> {
    const r = await call(backend, path, { method: 'POST', json, headers: { 'Idempotency-Key': randomUUID() } });
    if (r.status !== 201) throw new Error(`${path}: ${r.status} ${r.text}`);
    return r.body as T;
  }

  it('the listing, the detail quote and the offer (× vehicles) show what the order charges, for the same days', async () => {
    const now = new Date();
    // The API books up to a year ahead: the next two changes, whatever today is.
    const upcoming = changesIn([now.getUTCFullYear(), now.getUTCFullYear() + 1]).filter(
      (t) => t > now.getTime() + 4 * DAY_MS && t < now.getTime() + 355 * DAY_MS,
    );
    const range = { min: now.getTime() + 4 * DAY_MS, max: now.getTime() + 355 * DAY_MS };
    await fc.assert(
      fc.asyncProperty(
        stayArbitrary(upcoming, range),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        async (stay, utcInUrl, vehicles) => {
          const journey = webJourney(stay, now, utcInUrl);
          const plates = Array.from({ length: vehicles }, (_, i) => `WA ${12345 + i}`);
          const listing = await get<{ parkings: { content: { id: number }; pricing: { price: Money } }[] }>(
            '/api/v1/products/parking/listing',
            { airportCode, limit: '100', ...journey.listingWire },
          );
          const listed = listing.parkings.find((p) => p.content.id === parkingId);
          const quote = await get<{ price: Money; days: number }>(
            `/api/v1/products/parking/${parkingId}/price`,
            journey.listingWire,
          );
          const offerRequest = offerRequestFor({ ...journey.details, plates, parkingId: String(parkingId) });
          const offer = await post<{ id: string; total: Money }>('/api/v1/offers', offerRequest);
          const order = await post<{ orderNumber: string; total: Money }>('/api/v1/orders', {
            offerId: offer.id,
            orderLines: offerRequest.offerLines,
            expectedPrice: offer.total,
            customer,
            additionalInfo: '',
          });
          expect(quote.days).toBe(journey.listedDays);
          expect(journey.checkoutDays).toBe(journey.listedDays);
          expect(listed?.pricing.price).toEqual(quote.price);
          // The listing and the detail quote are one vehicle's price; each vehicle pays it (decision 0026).
          expect(toGrosze(offer.total.amount)).toBe(toGrosze(quote.price.amount) * vehicles);
          expect(order.total).toEqual(offer.total);
          expect(isBookingReference(order.orderNumber)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
