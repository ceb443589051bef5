import { useNavigate, useSearchParams } from '@remix-run/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDisplayDate, formatDisplayTime } from '~/lib/dates';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import {
  airportSearchHref,
  DEFAULT_AIRPORT,
  findAirport,
  hasStayInSearchParams,
  parseSearchRequest,
  resolveStay,
  type Stay,
  stayToParams,
} from '~/lib/search-state';
import { browserStorage, readStoredForm, storedStay, writeStoredStay } from '~/lib/stored-form';
import { CheckIcon, ChevronDownIcon, PlaneIcon, SearchIcon } from '~/components/ui/icons';
import { FIELD, Select } from '~/components/ui/select';
import { SERVICE_PROMISES } from '~/lib/service-promises';
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
    // Spec §4 initial state: without dates in the URL, a valid stored stay wins over the defaults.
    if (!hasStayInSearchParams(new URLSearchParams(window.location.search))) {
      const stored = storedStay(readStoredForm(browserStorage()));
      if (stored.arrival || stored.departure) {
        const resolved = resolveStay(stored, new Date());
        setStay(stayToParams(resolved));
      }
    }
  }, []);

  // Spec §4: changes reach the URL after a 500 ms pause, replacing history (sidebar).
  useEffect(() => {
    if (!syncUrl) return;
    const complete = completeStay(stay);
    if (!complete) return;
    const inUrl = {
      arrival: parseIsoDateTime(searchParams.get('arrivalAt'))?.getTime(),
      departure: parseIsoDateTime(searchParams.get('departureAt'))?.getTime(),
    };
    if (inUrl.arrival === complete.arrival.getTime() && inUrl.departure === complete.departure.getTime()) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const params = stayToParams(complete);
          next.set('arrivalAt', params.arrivalAt);
          next.set('departureAt', params.departureAt);
          for (const name of RESET_ON_SEARCH) next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [syncUrl, stay, searchParams, setSearchParams]);

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
    'aria-label': 'Wyszukaj parking',
  } as const;

  if (variant === 'sidebar') {
    return (
      <form {...formProps} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
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

/**
 * Spec §2 sidebar: a collapsible summary 'Przyjazd / Wyjazd' with the dates and times that expands
 * into the inline picker. A `<details>` element, so it toggles without JS too.
 */
function SidebarStay({ stay, onChange }: { stay: StayValue; onChange: (stay: StayValue) => void }) {
  const [isOpen, setOpen] = useState(false);
  const arrival = parseIsoDateTime(stay.arrivalAt);
  const departure = parseIsoDateTime(stay.departureAt);
  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border border-slate-300"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-slate-900">Przyjazd / Wyjazd</span>
          <span className="mt-0.5 block text-sm text-slate-700 tabular-nums">
            {formatDisplayDate(arrival)} {formatDisplayTime(arrival)}
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> – </span>
            {formatDisplayDate(departure)} {formatDisplayTime(departure)}
          </span>
        </span>
        <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-200 p-3">
        <StayPicker
          arrivalAt={stay.arrivalAt}
          departureAt={stay.departureAt}
          onChange={onChange}
          layout="stacked"
          calendar="inline"
          inlineOpen={isOpen}
          numberOfMonths={1}
        />
      </div>
    </details>
  );
}
