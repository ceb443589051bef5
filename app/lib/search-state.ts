import { hourOf, TIME_SLOTS } from '~/lib/dates';
import {
  addWarsawDays,
  atWarsawTime,
  type DateKey,
  dateKey,
  daysBetweenKeys,
  isDateKey,
  isTimeOfDay,
  nextFullHour,
  parseIsoDateTime,
  type TimeOfDay,
  timeOfDay,
  toIsoWithOffset,
  withTime,
} from '../../core/warsaw-time';

/** Spec §9 constants. */
export const DEFAULT_AIRPORT = 'WAW';
export const DEFAULT_TIME: TimeOfDay = '12:00';
export const DEFAULT_STAY_DAYS = 7;
/** Spec §2: an airport path segment is this prefix plus the airport slug (17 characters). */
export const AIRPORT_PREFIX = 'parking-lotnisko-';

export interface Stay {
  arrival: Date;
  departure: Date;
}

export interface PartialStay {
  arrival?: Date | null;
  departure?: Date | null;
}

/**
 * Spec §4/§5 corrections, applied to every stay the site uses (URL, stored form, defaults):
 * - a missing arrival is the next full hour; an arrival earlier than the next full hour is raised to
 *   it, and when it was already in the past the departure restarts at arrival + 7 days;
 * - a missing departure, or one not after arrival, becomes arrival + 7 days.
 */
export function resolveStay({ arrival, departure }: PartialStay, now: Date): Stay {
  const earliest = nextFullHour(now);
  let resolvedArrival = arrival ?? earliest;
  let resolvedDeparture = departure ?? null;
  if (resolvedArrival.getTime() < earliest.getTime()) {
    if (resolvedArrival.getTime() < now.getTime()) resolvedDeparture = null;
    resolvedArrival = earliest;
  }
  if (!resolvedDeparture || resolvedDeparture.getTime() <= resolvedArrival.getTime()) {
    resolvedDeparture = addWarsawDays(resolvedArrival, DEFAULT_STAY_DAYS);
  }
  return { arrival: resolvedArrival, departure: resolvedDeparture };
}

/**
 * The stay in a URL (spec §4 "Listing URL"): `arrivalAt`/`departureAt` ISO date-times; an
 * unparseable value is ignored and falls back to the stored value, then to the defaults.
 */
export function stayFromSearchParams(params: URLSearchParams, now: Date, stored: PartialStay = {}): Stay {
  return resolveStay(
    {
      arrival: parseIsoDateTime(params.get('arrivalAt')) ?? stored.arrival ?? null,
      departure: parseIsoDateTime(params.get('departureAt')) ?? stored.departure ?? null,
    },
    now,
  );
}

/** True when the URL names both dates in a parseable form (the listing query runs only then). */
export function hasStayInSearchParams(params: URLSearchParams): boolean {
  return parseIsoDateTime(params.get('arrivalAt')) !== null && parseIsoDateTime(params.get('departureAt')) !== null;
}

export function stayToParams(stay: Stay): { arrivalAt: string; departureAt: string } {
  return { arrivalAt: toIsoWithOffset(stay.arrival), departureAt: toIsoWithOffset(stay.departure) };
}

/** `/parking-lotnisko-{slug}/` */
export function airportPath(airportSlug: string): string {
  return `/${AIRPORT_PREFIX}${airportSlug}/`;
}

/** The airport slug of a first path segment under the prefix rule, or null for any other page. */
export function airportSlugFromSegment(segment: string): string | null {
  if (!segment.startsWith(AIRPORT_PREFIX)) return null;
  const slug = segment.slice(AIRPORT_PREFIX.length);
  return slug.length > 0 ? slug : null;
}

/** The listing URL with the stay (spec §2 search form: "Submitting links to /parking-lotnisko-{slug}/"). */
export function airportSearchHref(airportSlug: string, stay: Stay, extra?: URLSearchParams): string {
  const params = new URLSearchParams(extra);
  const { arrivalAt, departureAt } = stayToParams(stay);
  params.set('arrivalAt', arrivalAt);
  params.set('departureAt', departureAt);
  return `${airportPath(airportSlug)}?${params}`;
}

/** The parking detail URL: `/{parking-lotnisko-airport}/{parking}/`. */
export function parkingPath(airportSlug: string, parkingSlug: string): string {
  return `${airportPath(airportSlug)}${parkingSlug}/`;
}

/** Checkout link carrying the parking and the dates (ARCHITECTURE: selection travels in the URL). */
export function reservationHref(parkingId: string | number, stay: Stay): string {
  const params = new URLSearchParams({ parkingId: String(parkingId), ...stayToParams(stay) });
  return `/rezerwacja/?${params}`;
}

// ---------------------------------------------------------------------------------------------
// Time rules (spec §4/§5)

/** Arrival times offered for a day: every 30 min; on today only those not earlier than now. */
export function arrivalTimeOptions(arrivalDay: DateKey, now: Date): TimeOfDay[] {
  if (arrivalDay !== dateKey(now)) return [...TIME_SLOTS];
  const current = timeOfDay(now);
  return TIME_SLOTS.filter((slot) => slot >= current);
}

/** Departure times offered: on a same-day stay only hours greater than the arrival hour. */
export function departureTimeOptions(arrival: Date, departureDay: DateKey): TimeOfDay[] {
  if (departureDay !== dateKey(arrival)) return [...TIME_SLOTS];
  const arrivalHour = hourOf(timeOfDay(arrival));
  return TIME_SLOTS.filter((slot) => hourOf(slot) > arrivalHour);
}

/**
 * Spec §4: setting the arrival time applies it to the arrival date. On a same-day stay, an arrival
 * at or beyond the departure time moves departure to one hour after arrival, unless that would pass
 * 23:xx (then departure is left as it is).
 */
export function changeArrivalTime(stay: Stay, time: TimeOfDay): Stay {
  const arrival = withTime(stay.arrival, time);
  let departure = stay.departure;
  if (dateKey(arrival) === dateKey(departure) && timeOfDay(arrival) >= timeOfDay(departure)) {
    const later = oneHourAfter(time);
    if (later) departure = withTime(departure, later);
  }
  return { arrival, departure };
}

/** The same minutes one hour later on the same day, or null past 23:xx. */
function oneHourAfter(time: TimeOfDay): TimeOfDay | null {
  const hour = hourOf(time) + 1;
  return hour <= 23 ? `${String(hour).padStart(2, '0')}:${time.slice(3)}` : null;
}

/** Spec §4: a same-day departure time not later than the arrival hour is silently ignored. */
export function changeDepartureTime(stay: Stay, time: TimeOfDay): Stay {
  if (dateKey(stay.arrival) === dateKey(stay.departure) && hourOf(time) <= hourOf(timeOfDay(stay.arrival))) {
    return stay;
  }
  return { arrival: stay.arrival, departure: withTime(stay.departure, time) };
}

// ---------------------------------------------------------------------------------------------
// Range selection in the calendar (spec §4)

export interface RangeSelection {
  arrival: Date | null;
  departure: Date | null;
}

export interface RangeClickResult extends RangeSelection {
  /** The range held an unavailable day: restarted, and the 'Niedostępny termin' toast shows. */
  hitUnavailable: boolean;
}

/** True when any calendar day from arrival to departure inclusive is in `unavailable`. */
export function rangeHasUnavailableDay(arrival: DateKey, departure: DateKey, unavailable: ReadonlySet<DateKey>): boolean {
  if (unavailable.size === 0) return false;
  const [first, last] = arrival <= departure ? [arrival, departure] : [departure, arrival];
  return daysBetweenKeys(first, last).some((day) => unavailable.has(day));
}

/**
 * A click on a calendar day. The first click (or a click after a complete range) sets arrival and
 * clears departure; the second sets departure, swapped when earlier than arrival. Times of day are
 * kept. A range containing an unavailable day restarts at the clicked day.
 */
export function clickRangeDay(
  selection: RangeSelection,
  clicked: DateKey,
  times: { arrival: TimeOfDay; departure: TimeOfDay },
  unavailable: ReadonlySet<DateKey> = new Set(),
): RangeClickResult {
  const arrivalTime = selection.arrival ? timeOfDay(selection.arrival) : times.arrival;
  const departureTime = selection.departure ? timeOfDay(selection.departure) : times.departure;
  const restart = (hitUnavailable: boolean): RangeClickResult => ({
    arrival: atWarsawTime(clicked, arrivalTime),
    departure: null,
    hitUnavailable,
  });
  if (!selection.arrival || selection.departure) return restart(false);
  const arrivalDay = dateKey(selection.arrival);
  if (rangeHasUnavailableDay(arrivalDay, clicked, unavailable)) return restart(true);
  if (clicked < arrivalDay) {
    return {
      arrival: atWarsawTime(clicked, arrivalTime),
      departure: atWarsawTime(arrivalDay, departureTime),
      hitUnavailable: false,
    };
  }
  if (clicked === arrivalDay) {
    // A same-day stay needs a departure hour after the arrival hour (spec §5); the kept departure
    // time may not be one, so it becomes one hour after arrival — or the range stays open at 23:xx.
    const sameDay = departureTimeOptions(selection.arrival, clicked).includes(departureTime)
      ? departureTime
      : oneHourAfter(timeOfDay(selection.arrival));
    return {
      arrival: selection.arrival,
      departure: sameDay ? atWarsawTime(clicked, sameDay) : null,
      hitUnavailable: false,
    };
  }
  return {
    arrival: selection.arrival,
    departure: atWarsawTime(clicked, departureTime),
    hitUnavailable: false,
  };
}

/**
 * A day picked in the calendar keeps the chosen time of day, which on today may already be past:
 * such an arrival becomes the next full hour (spec §5), and a departure no longer after it becomes
 * arrival + 7 days (spec §4).
 */
export function raisePastArrival(selection: RangeSelection, now: Date): RangeSelection {
  if (!selection.arrival || selection.arrival.getTime() >= now.getTime()) return selection;
  const arrival = nextFullHour(now);
  const departure =
    selection.departure && selection.departure.getTime() <= arrival.getTime()
      ? addWarsawDays(arrival, DEFAULT_STAY_DAYS)
      : selection.departure;
  return { arrival, departure };
}

/**
 * A day typed into a native date input (the no-JS fields, and the fallback when the calendar cannot
 * load): applied at the field's time (12:00 by default); a departure no longer after arrival becomes
 * arrival + 7 days (spec §4). An empty field clears that date.
 */
export function changeSelectionDay(
  selection: RangeSelection,
  which: 'arrival' | 'departure',
  day: DateKey | null,
  time: TimeOfDay | null,
): RangeSelection {
  const date = day && isDateKey(day) ? atWarsawTime(day, time && isTimeOfDay(time) ? time : DEFAULT_TIME) : null;
  const arrival = which === 'arrival' ? date : selection.arrival;
  let departure = which === 'departure' ? date : selection.departure;
  if (arrival && departure && departure.getTime() <= arrival.getTime()) {
    departure = addWarsawDays(arrival, DEFAULT_STAY_DAYS);
  }
  return { arrival, departure };
}

/**
 * A time chosen in a select while the range may still be incomplete: with both dates it follows
 * `changeArrivalTime` / `changeDepartureTime`; with one date the time is applied to it.
 */
export function changeSelectionTime(
  selection: RangeSelection,
  which: 'arrival' | 'departure',
  time: TimeOfDay,
): RangeSelection {
  const { arrival, departure } = selection;
  if (arrival && departure) {
    return which === 'arrival' ? changeArrivalTime({ arrival, departure }, time) : changeDepartureTime({ arrival, departure }, time);
  }
  if (which === 'arrival') return { arrival: arrival ? withTime(arrival, time) : null, departure };
  return { arrival, departure: departure ? withTime(departure, time) : null };
}

// ---------------------------------------------------------------------------------------------
// The no-JS search form fields (GET): airport, arrivalDate, arrivalTime, departureDate, departureTime

/** Field names of the native (no-JS) date and time inputs. */
export const STAY_FIELD_NAMES = {
  arrivalDate: 'arrivalDate',
  arrivalTime: 'arrivalTime',
  departureDate: 'departureDate',
  departureTime: 'departureTime',
} as const;

/**
 * The stay typed into native date inputs and time selects, or null when the request carries none of
 * them. A date without a valid time takes the default 12:00 (spec §3); an invalid date is ignored.
 */
export function stayFromFormFields(params: URLSearchParams): PartialStay | null {
  const arrivalDate = params.get(STAY_FIELD_NAMES.arrivalDate);
  const departureDate = params.get(STAY_FIELD_NAMES.departureDate);
  if (arrivalDate === null && departureDate === null) return null;
  const at = (day: string | null, time: string | null) =>
    isDateKey(day) ? atWarsawTime(day, isTimeOfDay(time) ? time : DEFAULT_TIME) : null;
  return {
    arrival: at(arrivalDate, params.get(STAY_FIELD_NAMES.arrivalTime)),
    departure: at(departureDate, params.get(STAY_FIELD_NAMES.departureTime)),
  };
}

// ---------------------------------------------------------------------------------------------
// `/parking/` (spec §2 route table): the results link target and what the no-JS search form submits

export interface AirportRef {
  code: string;
  slug: string;
}

/** The airport a request names by code (any case), slug, or `parking-lotnisko-{slug}` segment. */
export function findAirport<T extends AirportRef>(airports: readonly T[], value: string | null | undefined): T | undefined {
  const wanted = value?.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!wanted) return undefined;
  const slug = airportSlugFromSegment(wanted) ?? wanted;
  return (
    airports.find((airport) => airport.code.toLowerCase() === wanted) ??
    airports.find((airport) => airport.slug.toLowerCase() === slug)
  );
}

/** Query names `/parking/` consumes; every other parameter (filters, sort, …) is carried on. */
const SEARCH_REQUEST_PARAMS: readonly string[] = ['airport', 'arrivalAt', 'departureAt', ...Object.values(STAY_FIELD_NAMES)];

export interface SearchRequest {
  /** The raw `airport` value (a code or a slug), or null. */
  airport: string | null;
  /** Corrected with `resolveStay`. */
  stay: Stay;
  /** The parameters to keep on the listing URL. */
  extra: URLSearchParams;
}

/**
 * A `/parking/` query: the stay comes from the `arrivalAt`/`departureAt` ISO params, else from the
 * native form fields, else the defaults — each date on its own — and is corrected (spec §4/§5).
 */
export function parseSearchRequest(params: URLSearchParams, now: Date): SearchRequest {
  const fields = stayFromFormFields(params);
  const stay = resolveStay(
    {
      arrival: parseIsoDateTime(params.get('arrivalAt')) ?? fields?.arrival ?? null,
      departure: parseIsoDateTime(params.get('departureAt')) ?? fields?.departure ?? null,
    },
    now,
  );
  const extra = new URLSearchParams();
  for (const [key, value] of params) {
    if (!SEARCH_REQUEST_PARAMS.includes(key)) extra.append(key, value);
  }
  return { airport: params.get('airport'), stay, extra };
}
