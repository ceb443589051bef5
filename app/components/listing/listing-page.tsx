import { Link, useNavigate, useNavigation, useSubmit } from '@remix-run/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { RichText } from '~/components/rich-text/rich-text';
import { SearchForm } from '~/components/search/search-form';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { useStoredStayInUrl } from '~/components/search/use-stored-stay-in-url';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ChevronDownIcon, FilterIcon } from '~/components/ui/icons';
import { useDebouncedCallback } from '~/components/ui/use-debounced-callback';
import { dayWord } from '~/lib/format';
import {
  FILTER_DEBOUNCE_MS,
  filterKindOf,
  listingHref,
  listingSearchParams,
  type ListingPageData,
  type ListingSortValue,
  offerCount,
  toggleFilter,
} from '~/lib/listing-query';
import { airportPath } from '~/lib/site-paths';
import { FilterPanel, FilterSkeleton, type FilterPanelProps } from './filter-panel';
import { useRevealOnChange } from './use-reveal-on-change';
import { ParkingResults } from './parking-results';
import { SortForm } from './sort-form';

export type { ListingPageData } from '~/lib/listing-query';

// vaul is downloaded only when 'Filtry' is tapped on a phone.
const FilterDrawer = lazy(() => import('./filter-drawer'));

/** The airport listing page (spec §2 "Airport listing"), rendered by the `$slug` route. */
export function ListingPage({ data }: { data: ListingPageData }) {
  const { airport, query, listing, filters } = data;
  // The enhanced filters, sort and infinite scroll come in a transition after hydration (decision 0033).
  const isHydrated = useEnhancedAfterHydration();
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const path = airportPath(airport.slug);

  // The checked boxes, ahead of the URL while the debounce runs; reset whenever the URL changes.
  const urlFilters = query.filters.join(',');
  const [selected, setSelected] = useState<string[]>(query.filters);
  const [syncedFilters, setSyncedFilters] = useState(urlFilters);
  if (syncedFilters !== urlFilters) {
    setSyncedFilters(urlFilters);
    setSelected(query.filters);
  }

  const [isDrawerRequested, setDrawerRequested] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const drawerTrigger = useRef<HTMLButtonElement>(null);

  // What the traveller has chosen but the URL may not show yet; the debounced filter submit and an
  // immediate sort change both send all of it, so neither undoes the other. It belongs to the URL it
  // was chosen on: once the URL moves on, the next choice starts from the new URL. (Not reset by an
  // effect: React runs a pending effect after a click handler's own writes, so a filter ticked just
  // as a search arrived was overwritten by the URL before it and never sent.)
  const urlState = `${urlFilters}|${query.sort}`;
  const pending = useRef({ filters: query.filters, sort: query.sort, urlState });
  function choose(change: Partial<{ filters: string[]; sort: ListingSortValue }>) {
    const base =
      pending.current.urlState === urlState ? pending.current : { filters: query.filters, sort: query.sort, urlState };
    pending.current = { ...base, ...change };
  }

  function applyNow() {
    const { filters: next, sort } = pending.current;
    submit(listingSearchParams({ ...query, filters: next, sort, page: 1 }), {
      method: 'get',
      action: path,
      preventScrollReset: true,
    });
  }

  // Spec §4: selected filters are applied after a 300 ms debounce; the list restarts at page 1.
  const applyFilters = useDebouncedCallback(applyNow, FILTER_DEBOUNCE_MS);

  function onToggle(value: string) {
    const next = toggleFilter(selected, value);
    setSelected(next);
    choose({ filters: next });
    applyFilters();
  }

  function onSortChange(sort: ListingSortValue) {
    choose({ sort });
    applyNow();
  }

  function onAirportChange(airportSlug: string) {
    navigate(
      listingHref(airportSlug, {
        ...query,
        filters: selected,
        sort: pending.current.urlState === urlState ? pending.current.sort : query.sort,
        page: 1,
      }),
    );
  }

  // The reset (and the empty state's 'Wyczyść filtry') clears every filter. "Clearing the airport"
  // keeps this airport: its listing without filters is the page the traveller started from (dates
  // and sort kept), where jumping to the default airport (WAW) would lose their search.
  const resetHref = listingHref(airport.slug, { ...query, filters: [], page: 1 });

  const knownFilters = useMemo(
    () =>
      filters.status === 'ok'
        ? new Set([...filters.serviceTypes, ...filters.securityFeatures].map((option) => option.value))
        : null,
    [filters],
  );
  // Spec §2: the badge counts the active filters, plus one for the selected airport (always set here).
  const activeCount = isHydrated
    ? selected.filter((value) => filterKindOf(value) === 'booking' || knownFilters === null || knownFilters.has(value))
        .length
    : data.activeFilterCount;
  const badgeCount = activeCount + 1;

  // A stored stay on its way into the URL: the cards' prices are not yet its.
  const isTakingStoredStay = useStoredStayInUrl();
  const isRefreshing =
    isTakingStoredStay ||
    (navigation.state === 'loading' && navigation.location.pathname === path && navigation.formMethod !== 'POST');

  // New results (a filter, the sort or the dates changed, maybe far down the page) start in view.
  const resultsKey = `${query.filters.join(',')}|${query.sort}|${query.page}|${query.arrivalAt}|${query.departureAt}`;
  const resultsRef = useRef<HTMLElement>(null);
  useRevealOnChange(resultsRef, resultsKey);

  const panelProps: Omit<FilterPanelProps, 'idPrefix'> = {
    data,
    selected,
    isHydrated,
    resetHref,
    onToggle,
    onAirportChange,
  };

  return (
    <div className="bg-slate-50 pb-12">
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-4">
          <Breadcrumbs items={[{ label: 'Strona główna', to: '/' }, { label: airport.name }]} />
          <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{data.heading}</h1>
          {listing.status === 'ok' ? (
            <p className="mt-1.5 text-base text-slate-700">
              Mamy dla Ciebie <strong className="font-bold text-blue-700">{offerCount(listing.total)}</strong>!
            </p>
          ) : null}
          {data.stayNotice ? (
            <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {data.stayNotice}
            </p>
          ) : null}
          <div className="mt-4">
            <SearchForm
              variant="compact"
              airports={data.airports}
              airportCode={airport.code}
              arrivalAt={query.arrivalAt}
              departureAt={query.departureAt}
              hideAirport
            />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 pt-6 md:grid md:grid-cols-[17rem_minmax(0,1fr)] md:gap-6 lg:gap-8">
        <aside aria-labelledby="filters-heading" className="hidden md:block">
          <div className="sticky top-[calc(var(--spacing-header)+1rem)] max-h-[calc(100vh-var(--spacing-header)-2rem)] space-y-4 overflow-y-auto">
            {/* Spec §2/§4 sidebar search: the stay as a collapsible 'Przyjazd / Wyjazd' summary; a change
                reaches the URL (and the results) after 500 ms, replacing the history entry. */}
            <SearchForm
              variant="sidebar"
              label="Zmień daty pobytu"
              airports={data.airports}
              airportCode={airport.code}
              arrivalAt={query.arrivalAt}
              departureAt={query.departureAt}
              syncUrl
              hideAirport
            />
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="filters-heading" className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
                Filtry
                <Badge count={badgeCount} />
              </h2>
              <FilterPanel idPrefix="sidebar" {...panelProps} />
            </div>
          </div>
        </aside>

        <section ref={resultsRef} aria-labelledby="results-heading" className="min-w-0">
          <h2 id="results-heading" className="sr-only">
            Wyniki wyszukiwania
          </h2>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            {isHydrated ? (
              <button
                ref={drawerTrigger}
                type="button"
                onClick={() => {
                  setDrawerRequested(true);
                  setDrawerOpen(true);
                }}
                // The same box as the no-JS disclosure below, so hydration moves nothing (no layout shift).
                className="flex basis-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:hidden"
              >
                <FilterIcon className="h-4 w-4" />
                Filtry
                <Badge count={badgeCount} />
                <ChevronDownIcon className="ml-auto h-4.5 w-4.5 text-slate-500" />
              </button>
            ) : (
              <details className="group basis-full rounded-xl border border-slate-200 bg-white shadow-sm md:hidden">
                <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  <FilterIcon className="h-4 w-4" />
                  Filtry
                  <Badge count={badgeCount} />
                  <ChevronDownIcon className="ml-auto h-4.5 w-4.5 text-slate-500 transition-transform group-open:rotate-180" />
                </summary>
                <div className="border-t border-slate-200 p-4">
                  <h2 className="sr-only">Filtry</h2>
                  <FilterPanel idPrefix="disclosure" {...panelProps} />
                </div>
              </details>
            )}
            <p className="hidden text-sm text-slate-600 md:mr-auto md:block">
              Ceny za cały pobyt: {data.days} {dayWord(data.days)}
            </p>
            <SortForm data={data} idPrefix="results" isHydrated={isHydrated} onSortChange={onSortChange} />
          </div>

          {listing.status === 'ok' ? (
            <ParkingResults
              key={resultsKey}
              data={{ ...data, listing }}
              isRefreshing={isRefreshing}
              isHydrated={isHydrated}
              resetHref={resetHref}
            />
          ) : (
            <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">Nie udało się załadować parkingów.</p>
              <p className="mt-1 text-slate-600">Wystąpił problem z połączeniem. Spróbuj ponownie za chwilę.</p>
              <Link
                to={listingHref(airport.slug, query)}
                className="mt-5 inline-flex rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Spróbuj ponownie
              </Link>
            </div>
          )}

          {data.description ? (
            <section
              aria-label={`O lotnisku ${airport.name}`}
              className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <RichText content={data.description} />
            </section>
          ) : null}
        </section>
      </div>

      {isDrawerRequested ? (
        <Suspense fallback={<DrawerFallback />}>
          <FilterDrawer
            open={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            returnFocus={() => drawerTrigger.current?.focus()}
            resultsLabel="Pokaż wyniki"
          >
            <FilterPanel idPrefix="drawer" {...panelProps} />
          </FilterDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}

function Badge({ count }: { count: number }) {
  return (
    <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-bold text-white">
      <span className="sr-only">aktywne filtry: </span>
      {count}
    </span>
  );
}

/** The drawer's loading state while its code downloads (spec §4: filter panel loading skeleton). */
function DrawerFallback() {
  return (
    <div className="fixed inset-0 z-40 bg-slate-900/50">
      <div role="status" className="fixed inset-x-0 bottom-0 max-h-[88vh] rounded-t-2xl bg-white p-4 shadow-xl">
        <span className="sr-only">Ładowanie filtrów</span>
        <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-slate-300" />
        <FilterSkeleton />
      </div>
    </div>
  );
}
