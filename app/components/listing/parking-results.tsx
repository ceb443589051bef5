import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  INFINITE_SCROLL_MARGIN,
  listingHref,
  type ListingPageData,
  type ParkingCardData,
  sortByRatingDesc,
} from '~/lib/listing-query';
import { SearchOffIcon, SpinnerIcon } from '~/components/ui/icons';
import { ParkingCard } from './parking-card';
import { CARD_HEIGHT_ESTIMATES, RenderCardsLater } from './render-cards-later';

/** What the `$slug` route loader answers; only its listing variant is read here. */
type SlugRouteData = { kind: 'listing'; listing: ListingPageData } | { kind: 'page' };

interface LoadedPages {
  /** The last page shown. */
  page: number;
  hasNextPage: boolean;
  parkings: ParkingCardData[];
}

function appendPage(previous: LoadedPages, next: LoadedPages, isRatingSort: boolean): LoadedPages {
  const seen = new Set(previous.parkings.map((parking) => String(parking.id)));
  const merged = [...previous.parkings, ...next.parkings.filter((parking) => !seen.has(String(parking.id)))];
  return { page: next.page, hasNextPage: next.hasNextPage, parkings: isRatingSort ? sortByRatingDesc(merged) : merged };
}

const LINK_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-blue-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * The result list with infinite scroll (spec §4). The page shows the URL's page (`?page=N` alone,
 * not pages 1..N: one API call per request, and every page has its own address), with
 * 'Poprzednia strona' above when N > 1 and a real 'Następna strona' link below. With JS, a
 * sentinel within 600 px of the viewport loads the next page through a fetcher and appends it
 * (the link does the same when clicked). Mount it with a key per query, so a new search starts over.
 */
export function ParkingResults({
  data,
  isRefreshing,
  isHydrated,
  resetHref,
}: {
  data: ListingPageData & { listing: { status: 'ok' } };
  isRefreshing: boolean;
  isHydrated: boolean;
  resetHref: string;
}) {
  const { listing, query, airport, days } = data;
  const [loaded, setLoaded] = useState<LoadedPages>({
    page: listing.page,
    hasNextPage: listing.hasNextPage,
    parkings: listing.parkings,
  });
  const [loadFailed, setLoadFailed] = useState(false);
  const fetcher = useFetcher<SlugRouteData>();
  const requestedPage = useRef<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const isFetching = fetcher.state !== 'idle';
  const isRatingSort = query.sort === 'rating_desc';
  const nextPage = loaded.page + 1;
  const nextHref = loaded.hasNextPage ? listingHref(airport.slug, { ...query, page: nextPage }) : null;

  // The observer and the link call the latest loader; it is swapped in after each render, not during it.
  const loadRef = useRef<(page: number, href: string) => void>(() => {});
  useEffect(() => {
    loadRef.current = (page, href) => {
      if (requestedPage.current === page) return;
      requestedPage.current = page;
      setLoadFailed(false);
      fetcher.load(href);
    };
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || result.kind !== 'listing') return;
    const next = result.listing.listing;
    if (next.status !== 'ok') {
      // The next request for the same page (the link, or the sentinel on the next scroll) may retry.
      requestedPage.current = null;
      // The fetcher's answer arrives from outside React's render; this effect is where it is taken in.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoadFailed(true);
      return;
    }
    setLoaded((previous) =>
      next.page === previous.page + 1
        ? appendPage(
            previous,
            { page: next.page, hasNextPage: next.hasNextPage, parkings: next.parkings },
            isRatingSort,
          )
        : previous,
    );
  }, [fetcher.data, fetcher.state, isRatingSort]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !nextHref || isFetching || loadFailed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadRef.current(nextPage, nextHref);
        }
      },
      { rootMargin: INFINITE_SCROLL_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [nextHref, nextPage, isFetching, loadFailed]);

  function onNextClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!nextHref || !isHydrated) return;
    // With JS the link appends the next page in place instead of leaving the list.
    event.preventDefault();
    requestedPage.current = null;
    loadRef.current(nextPage, nextHref);
  }

  // One object per stay, so the memoised cards see the same props until the stay changes.
  const stay = useMemo(
    () => ({ arrivalAt: query.arrivalAt, departureAt: query.departureAt }),
    [query.arrivalAt, query.departureAt],
  );
  const previousHref = listing.page > 1 ? listingHref(airport.slug, { ...query, page: listing.page - 1 }) : null;

  if (loaded.parkings.length === 0 && listing.page === 1) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <SearchOffIcon className="mx-auto h-12 w-12 text-slate-400" />
        <p className="mt-3 text-lg font-semibold text-slate-900">Nie znaleziono parkingów z zastosowanymi filtrami.</p>
        <Link to={resetHref} preventScrollReset className={`mt-5 ${LINK_BUTTON}`}>
          Wyczyść filtry
        </Link>
      </div>
    );
  }

  return (
    <div aria-busy={isRefreshing || isFetching} className="relative">
      {isRefreshing ? (
        <p
          role="status"
          className="sticky top-[calc(var(--spacing-header)+0.75rem)] z-10 mx-auto mb-3 flex w-fit items-center gap-2 rounded-full bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-lg"
        >
          <SpinnerIcon />
          Ładowanie parkingów...
        </p>
      ) : null}

      {previousHref ? (
        <p className="mb-4 text-center">
          <Link to={previousHref} rel="prev" className={LINK_BUTTON}>
            ← Poprzednia strona
          </Link>
        </p>
      ) : null}

      <RenderCardsLater />
      <ol
        data-cards
        className={`space-y-4 transition-opacity ${CARD_HEIGHT_ESTIMATES} ${isRefreshing ? 'opacity-50' : ''}`}
      >
        {loaded.parkings.map((parking, index) => (
          <li key={parking.id}>
            <ParkingCard parking={parking} airportSlug={airport.slug} stay={stay} days={days} isFirst={index === 0} />
          </li>
        ))}
      </ol>

      <div ref={sentinel} className="mt-6 flex min-h-12 flex-col items-center gap-3 text-center" aria-live="polite">
        {isFetching ? (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <SpinnerIcon />
            Ładowanie więcej parkingów...
          </p>
        ) : null}
        {loadFailed ? (
          <p className="text-sm font-medium text-red-700">Nie udało się załadować kolejnych parkingów.</p>
        ) : null}
        {nextHref && !isFetching ? (
          <Link to={nextHref} rel="next" onClick={onNextClick} className={LINK_BUTTON}>
            Następna strona →
          </Link>
        ) : null}
        {!loaded.hasNextPage ? (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <span aria-hidden="true" className="h-px w-8 bg-slate-300" />
            To wszystkie dostępne parkingi
            <span aria-hidden="true" className="h-px w-8 bg-slate-300" />
          </p>
        ) : null}
      </div>
    </div>
  );
}
