import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { perCachedObject, upstreamFailure, type Airport, type FilterOption, type ListingItem } from '~/.server/api';
import { billableDays } from '../../core/stay';
import {
  apiSort,
  filterKindOf,
  filterValue,
  filtersByKind,
  LISTING_PAGE_SIZE,
  listingHref,
  offerCount,
  sortByRatingDesc,
  toQueryView,
  type AirportOption,
  type CardImage,
  type FilterListsView,
  type FilterOptionView,
  type ListingPageData,
  type ListingResultView,
  type ParkingCardData,
} from '~/lib/listing-query';
import { listingRedirectAfterLoad, listingRedirectBeforeLoad, parseListingQuery } from '~/.server/listing-query';
import { CacheControl } from '../../core/cache-control';
import { parseRichText } from '~/.server/rich-text';
import { readStayNotice, setStayNotice } from '~/.server/stay-notice';
import { STAY_CORRECTION_NOTICES, stayCorrectionOf } from '~/lib/search-state';
import type { RichTextResult } from '~/lib/rich-text';

/** Spec §2 card defaults. */
const DEFAULT_DISTANCE_KM = 7.3;
const DEFAULT_TRANSFER_MINUTES = 9;
const MAX_CARD_FEATURES = 3;
const DEFAULT_BOOKING_OPTIONS = ['Bezpłatny transfer', 'Bezpłatna anulacja', 'Faktura dostępna'];
/** The stock photos' card pictures (decision 0043: a card shows a raster picture). */
const STOCK_IMAGES: CardImage[] = [1, 2, 3].map((n) => ({
  url: `/images/card/stock/parking-stock-${n}.webp`,
  alt: 'Parking przy lotnisku',
}));
/** A card shows a short swipeable gallery; more photos are on the detail page. */
const MAX_CARD_IMAGES = 5;

function toAirportOption({ code, name, slug }: Airport): AirportOption {
  return { code, name, slug };
}

/** Spec §2 heading: h1Prefix + h1Title when both are non-empty, otherwise 'Parking przy lotnisku {name}'. */
function headingOf(airport: Airport): string {
  const prefix = airport.h1Prefix.trim();
  const title = airport.h1Title.trim();
  return prefix && title ? `${prefix} ${title}` : `Parking przy lotnisku ${airport.name}`;
}

/** The airport's rich text as plain JSON for the page, parsed once per cache lifetime of the airport. */
const descriptionOf = perCachedObject((airport: Airport): RichTextResult => parseRichText(airport.description));

function toCard({ content, pricing, available }: ListingItem): ParkingCardData {
  const images = content.gallery
    .slice(0, MAX_CARD_IMAGES)
    .map((image) => ({ url: image.card ?? image.url, alt: image.alt || content.name }));
  const bookingOptions = content.bookingOptions.map((option) => option.name).slice(0, MAX_CARD_FEATURES);
  const discount = pricing.totalDiscounts.amount;
  return {
    id: content.id,
    slug: content.slug,
    name: content.name,
    images: images.length > 0 ? images : STOCK_IMAGES,
    isTopTier: content.isTopTier,
    rating: { average: content.rating.average, count: content.rating.count },
    distanceKm: content.location.distanceFromAirport ?? DEFAULT_DISTANCE_KM,
    transferMinutes: content.location.transferTime ?? DEFAULT_TRANSFER_MINUTES,
    securityFeatures: content.securityFeatures.map((feature) => feature.name).slice(0, MAX_CARD_FEATURES),
    bookingOptions: bookingOptions.length > 0 ? bookingOptions : DEFAULT_BOOKING_OPTIONS,
    price: pricing.price.amount,
    pricePerDay: pricing.pricePerDay.amount,
    // Spec §2: when discounted, the struck-through original is the price plus the total discount.
    originalPrice: discount > 0 ? Math.round((pricing.price.amount + discount) * 100) / 100 : null,
    currency: pricing.price.currency,
    available,
  };
}

function toOptions(kind: 'service' | 'security', options: FilterOption[]): FilterOptionView[] {
  return options.map((option) => ({ value: filterValue(kind, option.id), label: option.name }));
}

function seoOf(airport: Airport, listing: ListingResultView, page: number): ListingPageData['seo'] {
  // Each `?page=N` is its own page; its title says so (no duplicate titles across the pages).
  const pageSuffix = page > 1 ? ` – strona ${page}` : '';
  const title = `Parking przy lotnisku ${airport.name} – porównaj ceny i zarezerwuj${pageSuffix} | Parkolot`;
  const offers = listing.status === 'ok' && listing.total > 0 ? offerCount(listing.total) : 'oferty parkingów';
  return {
    title,
    description: `Porównaj ${offers} przy lotnisku ${airport.name}: ceny, odległość od terminalu, czas transferu i opinie kierowców. Bezpłatny transfer, bezpłatna anulacja, rezerwacja online.`,
  };
}

/**
 * The airport listing (spec §2 "Airport listing", §4, §7): finds the airport by slug (unknown → 404),
 * reads the URL with the pure listing-query rules, then loads the listing page and the three filter
 * lists in parallel. A failed listing or filter call becomes that part's error state (HTTP 200).
 */
export async function loadListingPage(
  { request, context }: LoaderFunctionArgs,
  airportSlug: string,
): Promise<ListingPageData> {
  const url = new URL(request.url);
  let airports: Airport[];
  try {
    airports = await context.api.getAirports();
  } catch (error) {
    context.logger.error({ err: error, airportSlug }, 'Listing: loading airports failed');
    throw upstreamFailure(error);
  }
  const airport = airports.find((candidate) => candidate.slug === airportSlug);
  if (!airport) throw new Response(null, { status: 404, statusText: 'Not Found' });

  const now = new Date();
  const query = parseListingQuery(url.searchParams, now);
  const queryView = toQueryView(query);
  const redirectTo = (params: URLSearchParams, headers: Record<string, string> = {}) => {
    const search = params.toString();
    return redirect(`${url.pathname}${search ? `?${search}` : ''}`, {
      headers: { 'Cache-Control': CacheControl.noStore, ...headers },
    });
  };

  // What the page shows is what its URL says: an invalid page is page 1, corrected dates replace the URL's
  // (and the page the redirect lands on says why, when the stay itself changed — an old link's past dates).
  const canonical = listingRedirectBeforeLoad(url.searchParams, query);
  if (canonical) {
    const correction = stayCorrectionOf(url.searchParams, now);
    const notice = correction ? await setStayNotice(context, url.pathname, correction, query.stay) : null;
    throw redirectTo(canonical, notice ? { 'Set-Cookie': notice } : {});
  }

  // The no-JS filter form submits the airport selector as `airport` (a code): another airport's
  // listing is a different page, so it redirects there with the rest of the state (page 1).
  const requestedCode = url.searchParams.get('airport')?.trim().toUpperCase();
  const requested = requestedCode
    ? airports.find((candidate) => candidate.code.toUpperCase() === requestedCode)
    : undefined;
  if (requested && requested.slug !== airport.slug) {
    throw redirect(listingHref(requested.slug, { ...queryView, page: 1 }));
  }

  const [listingResult, serviceTypes, bookingOptions, securityFeatures] = await Promise.allSettled([
    context.api.getListing({
      airportCode: airport.code,
      arrivalAt: query.stay.arrival,
      departureAt: query.stay.departure,
      limit: LISTING_PAGE_SIZE,
      sort: apiSort(query.sort),
      page: query.page,
      ...filtersByKind(query.filters),
    }),
    context.api.getServiceTypes(),
    context.api.getBookingOptions(),
    context.api.getSecurityFeatures(),
  ]);

  let listing: ListingResultView;
  if (listingResult.status === 'fulfilled') {
    // `?page=999`: the last page that exists, not an empty page linking to another empty one.
    const lastPage = listingRedirectAfterLoad(url.searchParams, listingResult.value.total, LISTING_PAGE_SIZE);
    if (lastPage) throw redirectTo(lastPage);
    const cards = listingResult.value.parkings.map(toCard);
    listing = {
      status: 'ok',
      total: listingResult.value.total,
      page: listingResult.value.page,
      hasNextPage: listingResult.value.hasNextPage,
      parkings: query.sort === 'rating_desc' ? sortByRatingDesc(cards) : cards,
    };
  } else {
    context.logger.error({ err: listingResult.reason, airport: airport.code }, 'Listing: loading parkings failed');
    listing = { status: 'error' };
  }

  let filters: FilterListsView;
  let known: Set<string> | null = null;
  if (
    serviceTypes.status === 'fulfilled' &&
    bookingOptions.status === 'fulfilled' &&
    securityFeatures.status === 'fulfilled'
  ) {
    filters = {
      status: 'ok',
      serviceTypes: toOptions('service', serviceTypes.value),
      securityFeatures: toOptions('security', securityFeatures.value),
    };
    known = new Set([
      ...serviceTypes.value.map((o) => filterValue('service', o.id)),
      ...bookingOptions.value.map((o) => filterValue('booking', o.id)),
      ...securityFeatures.value.map((o) => filterValue('security', o.id)),
    ]);
  } else {
    const reason = [serviceTypes, bookingOptions, securityFeatures].find((r) => r.status === 'rejected');
    context.logger.error(
      { err: reason?.status === 'rejected' ? reason.reason : null },
      'Listing: loading filters failed',
    );
    filters = { status: 'error' };
  }

  const correction = await readStayNotice(request, query.stay);
  return {
    airport: toAirportOption(airport),
    airports: airports.map(toAirportOption),
    heading: headingOf(airport),
    stayNotice: correction ? STAY_CORRECTION_NOTICES[correction] : null,
    description: descriptionOf(airport),
    seo: seoOf(airport, listing, query.page),
    query: queryView,
    days: billableDays(query.stay.arrival, query.stay.departure),
    activeFilterCount: query.filters.filter((f) => filterKindOf(f) !== null && (known === null || known.has(f))).length,
    filters,
    listing,
  };
}
