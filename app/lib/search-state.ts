import {
  addWarsawDays,
  atWarsawTime,
  type DateKey,
  dateKey,
  daysBetweenKeys,
  hourOf,
  isDateKey,
  isTimeOfDay,
  nextFullHour,
  parseIsoDateTime,
  TIME_SLOTS,
  type TimeOfDay,
  timeOfDay,
  toIsoWithOffset,
  withTime,
} from '~/lib/dates';

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
    const hour = hourOf(time);
    if (hour + 1 <= 23) departure = withTime(departure, `${String(hour + 1).padStart(2, '0')}:${time.slice(3)}`);
  }
  return { arrival, departure };
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
  return {
    arrival: selection.arrival,
    departure: atWarsawTime(clicked, departureTime),
    hitUnavailable: false,
  };
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
