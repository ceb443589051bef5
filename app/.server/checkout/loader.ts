import type { RequestCalls } from '~/.server/context';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { isApiRefusal, type Parking } from '~/.server/api';
import { detailsFromPayload, payloadFromSearchParams, stayValue } from '~/lib/checkout';
import type { CheckoutAddonView, CheckoutParkingView } from '~/lib/checkout-view';
import { AVAILABILITY_WINDOW_DAYS } from '../../../core/stay';
import { addDaysToKey, dateKey } from '../../../core/warsaw-time';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN, DEFAULT_COUNTRY_CODE, IdParamSchema } from '~/lib/schemas/checkout';
import { parkingPath } from '~/lib/site-paths';
import { mergeAddons, withBookableAddons } from './addons';
import { quoteDetails, quoteState } from './offers';
import { promoAttempt } from './promo-limit';
import { checkoutPage } from './responses';

/** Spec §2/§8: shown when the parking data cannot be loaded. */
const PLACEHOLDER = { name: 'Wybrany parking', location: 'Lokalizacja zostanie potwierdzona w voucherze' } as const;

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

function parkingView(parkingId: string, parking: Parking | null, isActive: boolean): CheckoutParkingView {
  if (!parking) {
    return {
      id: parkingId,
      ...PLACEHOLDER,
      imageUrl: null,
      airport: null,
      href: null,
      regulationsUrl: null,
      rating: { average: 0, count: 0 },
      isActive,
      isPlaceholder: true,
    };
  }
  const airport = parking.airport ? { name: parking.airport.name, slug: parking.airport.slug } : null;
  return {
    id: String(parking.id),
    name: parking.name,
    location: parking.location.address || airport?.name || '',
    imageUrl: parking.gallery[0]?.url ?? null,
    airport,
    href: airport ? parkingPath(airport.slug, parking.slug) : null,
    regulationsUrl: parking.parkingRegulations,
    rating: parking.rating,
    isActive: isActive && parking.active,
    isPlaceholder: false,
  };
}

interface ParkingContext {
  parking: Parking | null;
  /** null: the API said there is no such parking. */
  found: boolean;
  view: CheckoutParkingView;
  addons: CheckoutAddonView[];
  unavailableDays: string[];
}

async function loadParkingContext(
  { api, logger }: RequestCalls,
  parkingId: string,
  now: Date,
): Promise<ParkingContext> {
  const today = dateKey(now);
  const [parking, addons, availability, active] = await Promise.allSettled([
    api.getParkingById(parkingId),
    api.getAddons(parkingId),
    api.getAvailability(parkingId, { startDate: today, endDate: addDaysToKey(today, AVAILABILITY_WINDOW_DAYS) }),
    api.getActive(parkingId),
  ]);
  const parkingData = settled(parking, null);
  // The API refusing the id (400: not a parking id, 404) is no such parking; a failure of the API itself
  // still shows the page with a placeholder (spec §2).
  const refused = parking.status === 'rejected' && isApiRefusal(parking.reason);
  // No such parking (refused, or no document with that id) is the page's 404, not the API failing, and
  // its other calls are refused for the same reason; a found one's call failing or refused (a block the
  // page then lacks: blocked days, addons) is worth a warning.
  const missing = refused || (parking.status === 'fulfilled' && parking.value === null);
  for (const [call, result] of Object.entries({ parking, addons, availability, active })) {
    if (result.status === 'rejected' && !missing)
      logger.warn({ err: result.reason, parkingId, call }, 'checkout: parking call failed');
  }
  return {
    parking: parkingData,
    found: parkingData !== null || (parking.status === 'rejected' && !refused),
    view: parkingView(parkingId, parkingData, settled(active, true)),
    addons: mergeAddons(settled(addons, []), parkingData),
    unavailableDays: settled(availability, { availability: [] })
      .availability.filter((d) => !d.available)
      .map((d) => d.date),
  };
}

/**
 * GET /rezerwacja/?parkingId=…&arrivalAt=…&departureAt=… — the page with a priced offer at first paint.
 * The query may also carry `adults`, `children`, `licensePlates`, `addons` and `offerId` (reused when
 * still valid for exactly these details).
 */
export async function loadCheckout({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const now = new Date();
  const rawId = url.searchParams.get('parkingId');
  // Spec §2: without a parking id the page says 'Nie wybrano parkingu' (the browser may still find
  // one in localStorage after hydration).
  if (rawId === null || rawId.trim() === '') return checkoutPage({ kind: 'no-parking', reason: 'missing' });
  const asked = detailsFromPayload(payloadFromSearchParams(url.searchParams), now);
  if (!asked) return checkoutPage({ kind: 'no-parking', reason: 'invalid' }, 400);
  // A code in the URL is priced like a typed one: over the limit, the page is priced without it.
  const details = (await promoAttempt(context, asked.promoCode)).allowed ? asked : { ...asked, promoCode: null };

  const offerId = IdParamSchema.safeParse(url.searchParams.get('offerId'));
  const previousOfferId = offerId.success ? offerId.data : null;
  const [parking, firstOutcome] = await Promise.all([
    loadParkingContext(context, details.parkingId, now),
    quoteDetails(context, details, { previousOfferId, now }),
  ]);
  if (!parking.found) return checkoutPage({ kind: 'no-parking', reason: 'not-found' }, 404);
  // An old link may name an addon the car park no longer offers, or one this booking would buy none of:
  // the page is priced without it (an addon the traveller cannot see or untick would keep the page from
  // any price).
  const priced = withBookableAddons(details, parking.addons, { offeredOnly: true });
  const outcome =
    priced === details ? firstOutcome : await quoteDetails(context, priced, { previousOfferId: null, now });
  return checkoutPage({
    kind: 'checkout',
    parking: parking.view,
    stay: stayValue(details.stay),
    unavailableDays: parking.unavailableDays,
    addons: parking.addons,
    quote: quoteState(outcome, details.parkingId),
    idempotencyKey: randomUUID(),
    defaults: {
      countryCode: DEFAULT_COUNTRY_CODE,
      adults: details.adults || DEFAULT_ADULTS,
      children: details.children || DEFAULT_CHILDREN,
      licensePlates: details.plates,
      addons: priced.addonIds,
    },
  });
}
