import { useNavigate, useSearchParams } from '@remix-run/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import {
  DEFAULT_AIRPORT,
  hasStayInSearchParams,
  parseSearchRequest,
  resolveStay,
  type Stay,
  stayToParams,
} from '~/lib/search-state';
import { airportSearchHref, findAirport } from '~/lib/site-paths';
import { browserStorage, validStoredStay, writeStoredStay } from '~/lib/stored-form';
import { CheckIcon, PlaneIcon, SearchIcon } from '~/components/ui/icons';
import { FIELD, Select } from '~/components/ui/select';
import { SERVICE_PROMISES } from '~/lib/service-promises';
import { SidebarStay } from './sidebar-stay';
import { StayPicker, type StayValue } from './stay-fields';

export interface AirportOption {
  code: string;
  name: string;
  slug: string;
}

export interface SearchFormProps {
  variant: 'hero' | 'compact' | 'sidebar';
  airports: AirportOption[];
  /** Preselected airport (default 'WAW'). */
  airportCode?: string;
  /** ISO with offset, already corrected by the server (resolveStay). */
  arrivalAt: string;
  departureAt: string;
  /** Sidebar: write arrivalAt/departureAt to the current URL after 500 ms (replacing history). */
  syncUrl?: boolean;
  /** The listing's top bar may hide the airport select (the airport still travels with the form). */
  hideAirport?: boolean;
  /** A page that prices no stay (home): a valid stored stay replaces the defaults once hydrated. */
  restoreStoredStay?: boolean;
  /** The form's accessible name (two search forms on one page need two names). */
  label?: string;
}

/** Spec §9: URL sync debounce. */
export const URL_SYNC_DELAY_MS = 500;

/** Query names the listing owns per page; a new search starts again from the first page. */
const RESET_ON_SEARCH = ['page'];

function completeStay({ arrivalAt, departureAt }: StayValue): Stay | null {
  const arrival = parseIsoDateTime(arrivalAt);
  const departure = parseIsoDateTime(departureAt);
  return arrival && departure ? { arrival, departure } : null;
}

/**
 * The search form (spec §2), one component in three variants. Without JS it is a GET form to
 * `/parking/`, which redirects to the airport listing; with JS 'Szukaj' navigates there directly.
 */
export function SearchForm({
  variant,
  airports,
  airportCode = DEFAULT_AIRPORT,
  arrivalAt,
  departureAt,
  syncUrl = false,
  hideAirport = false,
  restoreStoredStay = false,
  label = 'Wyszukaj parking',
}: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();

  const [airport, setAirport] = useState(airportCode);
  const [stay, setStay] = useState<StayValue>({ arrivalAt, departureAt });
  // New props (a navigation) replace what the form holds.
  const [previous, setPrevious] = useState({ airportCode, arrivalAt, departureAt });
  if (
    previous.airportCode !== airportCode ||
    previous.arrivalAt !== arrivalAt ||
    previous.departureAt !== departureAt
  ) {
    setPrevious({ airportCode, arrivalAt, departureAt });
    setAirport(airportCode);
    setStay({ arrivalAt, departureAt });
  }

  const airportSelectRef = useRef<HTMLSelectElement>(null);
  // Once, at hydration: it reads what the server-rendered select holds and the address the page loaded with.
  useEffect(() => {
    // An airport chosen before hydration stays chosen (the same airport is a no-op).
    const typed = airportSelectRef.current?.value;
    if (typed) setAirport(typed);
    // Spec §4 initial state: on a page that prices no stay (home), a valid stored stay wins over the
    // defaults. A page that prices one takes it into its URL instead (useStoredStayInUrl), and the
    // form follows the URL, so it never shows dates other than those priced.
    if (restoreStoredStay && !hasStayInSearchParams(new URLSearchParams(window.location.search))) {
      const stored = validStoredStay(browserStorage(), new Date());
      if (stored) setStay(stayToParams(stored));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  // Spec §4: changes reach the URL after a 500 ms pause, replacing history (sidebar). The page's own
  // stay (the props) is no change: a page without dates in its URL is not reloaded. A stay already
  // sent is not sent again while its page loads (that would restart the load every 500 ms).
  const syncedStay = useRef<string | null>(null);
  useEffect(() => {
    if (!syncUrl) return;
    const complete = completeStay(stay);
    if (!complete) return;
    const shown = completeStay({ arrivalAt, departureAt });
    const key = `${complete.arrival.getTime()}|${complete.departure.getTime()}`;
    if (key === `${shown?.arrival.getTime()}|${shown?.departure.getTime()}` || key === syncedStay.current) return;
    const timer = setTimeout(() => {
      syncedStay.current = key;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const params = stayToParams(resolveStay(complete, new Date()));
          next.set('arrivalAt', params.arrivalAt);
          next.set('departureAt', params.departureAt);
          for (const name of RESET_ON_SEARCH) next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [syncUrl, stay, arrivalAt, departureAt, setSearchParams]);

  function onStayChange(next: StayValue) {
    setStay(next);
    const complete = completeStay(next);
    // Spec §4: dates and times persist to the stored form (storage failures are ignored inside).
    if (complete) writeStoredStay(browserStorage(), complete);
  }

  // The listing's other parameters (filters, sort) travel with a new search (spec §2 /parking).
  const extra = parseSearchRequest(searchParams, new Date()).extra;
  for (const name of RESET_ON_SEARCH) extra.delete(name);

  const isReady = Boolean(airport) && completeStay(stay) !== null;
  const selectedAirport = findAirport(airports, airport);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const complete = completeStay(stay);
    if (!airport || !complete) return;
    const corrected = resolveStay(complete, new Date());
    writeStoredStay(browserStorage(), corrected);
    if (selectedAirport) {
      navigate(airportSearchHref(selectedAirport.slug, corrected, extra));
    } else {
      // An airport missing from the list (the list failed to load): /parking/ resolves it.
      const params = new URLSearchParams(extra);
      params.set('airport', airport);
      const { arrivalAt: a, departureAt: d } = stayToParams(corrected);
      params.set('arrivalAt', a);
      params.set('departureAt', d);
      navigate(`/parking/?${params}`);
    }
  }

  const airportOptions = airports.some((option) => option.code === airport)
    ? airports
    : [{ code: airport, name: airport, slug: '' }, ...airports];

  const airportField = hideAirport ? (
    <input type="hidden" name="airport" value={airport} />
  ) : (
    <div className={variant === 'compact' ? 'min-w-0 flex-1 basis-56' : 'min-w-0'}>
      <label htmlFor={`${id}-airport`} className="mb-1.5 block text-sm font-medium text-slate-700">
        Lotnisko
      </label>
      <Select
        ref={airportSelectRef}
        id={`${id}-airport`}
        name="airport"
        value={airport}
        onChange={(event) => setAirport(event.currentTarget.value)}
        icon={<PlaneIcon className="size-5" />}
        className={FIELD}
      >
        {/* The name alone (an unknown code is its own name): with the code the longer names do not fit a phone. */}
        {airportOptions.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </Select>
    </div>
  );

  const submitButton = (
    <button
      type="submit"
      aria-disabled={isReady ? undefined : true}
      onClick={(event) => {
        if (!isReady) event.preventDefault();
      }}
      className={`inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
        isReady
          ? 'bg-blue-700 text-white hover:bg-blue-800 active:bg-blue-900'
          : 'cursor-not-allowed bg-slate-200 text-slate-600 shadow-none'
      } ${variant === 'compact' ? 'w-full self-end sm:w-auto' : 'w-full'}`}
    >
      <SearchIcon className="size-5" />
      Szukaj
    </button>
  );

  const extraFields = [...extra].map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));

  const formProps = {
    method: 'get',
    action: '/parking/',
    onSubmit,
    'aria-label': label,
  } as const;

  if (variant === 'sidebar') {
    return (
      <form {...formProps} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
        {extraFields}
        <div className="grid grid-cols-1 gap-4">
          {airportField}
          <SidebarStay stay={stay} onChange={onStayChange} />
          {submitButton}
        </div>
      </form>
    );
  }

  // Hero and compact: the stay in one row that wraps on narrow screens, the calendar as a dropdown.
  const stayRow = (
    <StayPicker
      arrivalAt={stay.arrivalAt}
      departureAt={stay.departureAt}
      onChange={onStayChange}
      layout="row"
      calendar="popover"
      className={variant === 'compact' ? 'min-w-0 flex-[999_1_34rem]' : ''}
    />
  );

  if (variant === 'compact') {
    return (
      <form {...formProps} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        {extraFields}
        <div className="flex flex-wrap items-end gap-3">
          {airportField}
          {stayRow}
          {submitButton}
        </div>
      </form>
    );
  }

  return (
    <form {...formProps} className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-6">
      {extraFields}
      {/* One row from xl up; narrower, the airport, the stay and the button each get the full width. */}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] xl:items-end">
        {airportField}
        {stayRow}
        <div className="xl:w-40">{submitButton}</div>
      </div>
      <ul className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {SERVICE_PROMISES.map((promise) => (
          <li key={promise} className="flex items-center gap-2">
            <CheckIcon className="size-5 shrink-0 rounded-full bg-green-100 p-0.5 text-green-700" />
            {promise}
          </li>
        ))}
      </ul>
    </form>
  );
}
