// The stay the traveller is choosing in the date picker (spec §4/§5): the times offered, what a time
// or a calendar click does to the selection. Pure functions; `useStayPicker` holds the state.
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
  type TimeOfDay,
  timeOfDay,
  withTime,
} from '../../core/warsaw-time';
import { DEFAULT_STAY_DAYS, DEFAULT_TIME, type Stay } from '~/lib/search-state';

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
export function rangeHasUnavailableDay(
  arrival: DateKey,
  departure: DateKey,
  unavailable: ReadonlySet<DateKey>,
): boolean {
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
    return which === 'arrival'
      ? changeArrivalTime({ arrival, departure }, time)
      : changeDepartureTime({ arrival, departure }, time);
  }
  if (which === 'arrival') return { arrival: arrival ? withTime(arrival, time) : null, departure };
  return { arrival, departure: departure ? withTime(departure, time) : null };
}
