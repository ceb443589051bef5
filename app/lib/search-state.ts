import { isArrivalTooLate, isWithinMaxStay, MAX_STAY_DAYS } from '../../core/stay';
import {
  addWarsawDays,
  atWarsawTime,
  ceilToTimeStep,
  dateKey,
  isDateKey,
  isTimeOfDay,
  isWarsawTimeOnDay,
  nextFullHour,
  parseIsoDateTime,
  type TimeOfDay,
  timeOfDay,
  toIsoWithOffset,
} from '../../core/warsaw-time';

/** Spec §9 constants. */
export const DEFAULT_AIRPORT = 'WAW';
export const DEFAULT_TIME: TimeOfDay = '12:00';
export const DEFAULT_STAY_DAYS = 7;
/** Spec §2: an airport path segment is this prefix plus the airport slug (17 characters). */
export interface Stay {
  arrival: Date;
  departure: Date;
}

export interface PartialStay {
  arrival?: Date | null;
  departure?: Date | null;
}

/**
 * Spec §5 (the one departure rule): a departure is after the arrival and, on the arrival's own day,
 * in a later hour (the departure times a same-day stay offers). The time selects, the picker's
 * corrections and `resolveStay` all ask this.
 */
export function isDepartureAllowed(arrival: Date, departure: Date): boolean {
  if (departure.getTime() <= arrival.getTime()) return false;
  if (dateKey(departure) !== dateKey(arrival)) return true;
  return timeOfDay(departure).slice(0, 2) > timeOfDay(arrival).slice(0, 2);
}

/**
 * Spec §4/§5 corrections of a stay that may lack a date (the picker's selection, or a stay before
 * its defaults are filled in):
 * - both dates are rounded up to the 30-minute time grid (an off-grid 10:17 is 10:30);
 * - an arrival earlier than the next full hour is raised to it, and when it was already in the past
 *   the departure restarts;
 * - so does an arrival beyond the booking horizon (a year ahead, `isArrivalTooLate`): the checkout
 *   would refuse it, so no page offers it (a listing of year-9999 prices, a "Zarezerwuj" that fails);
 * - a departure that `isDepartureAllowed` refuses becomes arrival + 7 days.
 */
export function correctStay(
  { arrival, departure }: PartialStay,
  now: Date,
): { arrival: Date | null; departure: Date | null; correction: StayCorrection | null } {
  const earliest = nextFullHour(now);
  let correctedArrival = arrival ? ceilToTimeStep(arrival) : null;
  let correctedDeparture = departure ? ceilToTimeStep(departure) : null;
  let correction: StayCorrection | null = null;
  if (arrival && correctedArrival && correctedArrival.getTime() < earliest.getTime()) {
    if (arrival.getTime() < now.getTime()) {
      correctedDeparture = null;
      correction = 'past';
    }
    correctedArrival = earliest;
  }
  if (correctedArrival && isArrivalTooLate(correctedArrival, now)) {
    correctedArrival = earliest;
    correctedDeparture = null;
    correction = 'too-late';
  }
  if (correctedArrival && correctedDeparture && !isDepartureAllowed(correctedArrival, correctedDeparture)) {
    correctedDeparture = addWarsawDays(correctedArrival, DEFAULT_STAY_DAYS);
    correction = 'departure';
  }
  return { arrival: correctedArrival, departure: correctedDeparture, correction };
}

/**
 * Why a stay asked for (a link, a bookmark) was replaced by another: an arrival already past, one beyond
 * the booking horizon, a departure not after the arrival, a stay longer than the API prices; and, for
 * the no-JS search form, a time typed into the hour the clocks skip in March (`skippedTypedTime`). Rounding
 * to the time grid (10:17 → 10:30) and an arrival later this hour raised to the next full hour are not
 * corrections a traveller needs to be told about.
 */
export const STAY_CORRECTIONS = ['past', 'too-late', 'departure', 'too-long', 'clock-change'] as const;
export type StayCorrection = (typeof STAY_CORRECTIONS)[number];

/**
 * What the listing (above its search form) and a car park's page (under its dates) say when the stay
 * priced is not the one the URL asked for.
 */
const CHANGE_DATES = 'Zmień daty, jeśli planujesz inny termin.';
export const STAY_CORRECTION_NOTICES: Record<StayCorrection, string> = {
  past: `Wybrany termin przyjazdu już minął – pokazujemy ceny od najbliższej pełnej godziny, na ${DEFAULT_STAY_DAYS} dni. ${CHANGE_DATES}`,
  'too-late': `Wybrany przyjazd wypada później, niż można dziś zarezerwować – pokazujemy ceny od najbliższej pełnej godziny, na ${DEFAULT_STAY_DAYS} dni. ${CHANGE_DATES}`,
  departure: `Wybrana data wyjazdu nie pasowała do przyjazdu – pokazujemy ceny za ${DEFAULT_STAY_DAYS} dni od wybranego przyjazdu. ${CHANGE_DATES}`,
  'too-long': `Rezerwacja może obejmować najwyżej ${MAX_STAY_DAYS} dni – pokazujemy ceny za ${DEFAULT_STAY_DAYS} dni od wybranego przyjazdu. ${CHANGE_DATES}`,
  'clock-change': `W nocy zmiany czasu na letni zegarki przestawia się z 02:00 na 03:00, więc wybranej godziny tego dnia nie ma – przesunęliśmy ją o godzinę później. ${CHANGE_DATES}`,
};

/**
 * The correction the stay of a URL with an arrival undergoes (see `StayCorrection`), or null. Without a
 * readable arrival the page shows the default stay (spec §4), which replaces nothing the URL asked for.
 */
export function stayCorrectionOf(params: URLSearchParams, now: Date): StayCorrection | null {
  return stayCorrection(
    { arrival: parseIsoDateTime(params.get('arrivalAt')), departure: parseIsoDateTime(params.get('departureAt')) },
    now,
  );
}

/** Why a stay asked for (in a URL or typed into the search form) is not the one the site shows, or null. */
export function stayCorrection({ arrival, departure }: PartialStay, now: Date): StayCorrection | null {
  if (!arrival) return null;
  const corrected = correctStay({ arrival, departure }, now);
  if (corrected.correction) return corrected.correction;
  return departure && limitStayLength(resolveStay({ arrival, departure }, now)).shortened ? 'too-long' : null;
}

/**
 * The stay the site uses (URL, stored form, defaults): `correctStay`, then a missing arrival is the
 * next full hour and a missing departure arrival + 7 days.
 */
export function resolveStay({ arrival, departure }: PartialStay, now: Date): Stay {
  const corrected = correctStay({ arrival: arrival ?? nextFullHour(now), departure }, now);
  const resolvedArrival = corrected.arrival ?? nextFullHour(now);
  return {
    arrival: resolvedArrival,
    departure: corrected.departure ?? addWarsawDays(resolvedArrival, DEFAULT_STAY_DAYS),
  };
}

/**
 * A stay longer than the API prices (MAX_STAY_DAYS billable days) is shortened to arrival + 7 days
 * (the listing and the detail page alike); `shortened` says so, for STAY_CORRECTION_NOTICES['too-long'].
 */
export function limitStayLength(stay: Stay): { stay: Stay; shortened: boolean } {
  if (isWithinMaxStay(stay.arrival, stay.departure)) return { stay, shortened: false };
  return {
    stay: { arrival: stay.arrival, departure: addWarsawDays(stay.arrival, DEFAULT_STAY_DAYS) },
    shortened: true,
  };
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

/** What a form that takes times as typed (the checkout's, a booking's date change) says to one the clocks skip. */
export const SKIPPED_HOUR_MESSAGE =
  'W nocy zmiany czasu na letni zegarki przestawia się z 02:00 na 03:00 – godzin od 02:00 do 02:59 tego dnia nie ma. Wybierz inną godzinę.';

/**
 * Which end of the stay the no-JS form's date and time fields put in the hour the clocks skip (02:00–02:59
 * on the last Sunday of March; `atWarsawTime` holds it an hour later), or null. With JS the time selects
 * do not offer it; the server-rendered selects cannot know the date that will be typed. Fields an ISO
 * param overrides (`parseSearchRequest`) do not count.
 */
export function skippedTypedTime(params: URLSearchParams): 'arrival' | 'departure' | null {
  const skipped = (isoName: string, dateName: string, timeName: string) => {
    const day = params.get(dateName);
    const time = params.get(timeName);
    return (
      !parseIsoDateTime(params.get(isoName)) && isDateKey(day) && isTimeOfDay(time) && !isWarsawTimeOnDay(day, time)
    );
  };
  const names = STAY_FIELD_NAMES;
  if (skipped('arrivalAt', names.arrivalDate, names.arrivalTime)) return 'arrival';
  if (skipped('departureAt', names.departureDate, names.departureTime)) return 'departure';
  return null;
}

// ---------------------------------------------------------------------------------------------
// `/parking/` (spec §2 route table): the results link target and what the no-JS search form submits

/** Query names `/parking/` consumes; every other parameter (filters, sort, …) is carried on. */
const SEARCH_REQUEST_PARAMS: readonly string[] = [
  'airport',
  'arrivalAt',
  'departureAt',
  ...Object.values(STAY_FIELD_NAMES),
];

export interface SearchRequest {
  /** The raw `airport` value (a code or a slug), or null. */
  airport: string | null;
  /** Corrected with `resolveStay`. */
  stay: Stay;
  /** Why `stay` is not the one asked for, to tell the traveller on the listing (null: it is). */
  correction: StayCorrection | null;
  /** The parameters to keep on the listing URL. */
  extra: URLSearchParams;
}

/**
 * A `/parking/` query: the stay comes from the `arrivalAt`/`departureAt` ISO params, else from the
 * native form fields, else the defaults — each date on its own — and is corrected (spec §4/§5).
 */
export function parseSearchRequest(params: URLSearchParams, now: Date): SearchRequest {
  const fields = stayFromFormFields(params);
  const requested = {
    arrival: parseIsoDateTime(params.get('arrivalAt')) ?? fields?.arrival ?? null,
    departure: parseIsoDateTime(params.get('departureAt')) ?? fields?.departure ?? null,
  };
  const stay = resolveStay(requested, now);
  const extra = new URLSearchParams();
  for (const [key, value] of params) {
    if (!SEARCH_REQUEST_PARAMS.includes(key)) extra.append(key, value);
  }
  const correction = stayCorrection(requested, now) ?? (skippedTypedTime(params) !== null ? 'clock-change' : null);
  return { airport: params.get('airport'), stay, correction, extra };
}
