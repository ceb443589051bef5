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
  isWarsawTimeOnDay,
  nextFullHour,
  type TimeOfDay,
  timeOfDay,
  withTime,
} from '../../core/warsaw-time';
import { DEFAULT_STAY_DAYS, DEFAULT_TIME, isDepartureAllowed, type Stay } from '~/lib/search-state';

// Time rules (spec §4/§5)

/**
 * Arrival times offered for a day: every 30 min; on today only those not earlier than the earliest
 * arrival, the next full hour (spec §5: "raised to that") — so no time is offered that a search
 * would then move. At 18:08 that is 19:00, not 18:30.
 */
export function arrivalTimeOptions(arrivalDay: DateKey, now: Date): TimeOfDay[] {
  const slots = slotsOn(arrivalDay);
  if (arrivalDay !== dateKey(now)) return slots;
  const earliest = nextFullHour(now);
  return slots.filter((slot) => atWarsawTime(arrivalDay, slot).getTime() >= earliest.getTime());
}

/** Departure times offered: those `isDepartureAllowed` (same day: only hours after the arrival hour). */
export function departureTimeOptions(arrival: Date, departureDay: DateKey): TimeOfDay[] {
  const slots = slotsOn(departureDay);
  if (departureDay !== dateKey(arrival)) return slots;
  return slots.filter((slot) => isDepartureAllowed(arrival, atWarsawTime(departureDay, slot)));
}

/**
 * The 30-minute slots a day has: all 48, but on the night the clocks go forward (last Sunday of March)
 * not 02:00 and 02:30, which would become 03:00 and 03:30 once picked.
 */
function slotsOn(day: DateKey): TimeOfDay[] {
  return TIME_SLOTS.filter((slot) => isWarsawTimeOnDay(day, slot));
}

/**
 * Spec §4: setting the arrival time applies it to the arrival date. When the departure is then no
 * longer allowed (a same-day departure not in a later hour), it moves to one hour after arrival;
 * where that would pass 23:xx, the spec's correction of every stay applies as `resolveStay` would
 * (arrival + 7 days) — shown at once, so the search is what the fields show.
 */
export function changeArrivalTime(stay: Stay, time: TimeOfDay): Stay {
  const arrival = withTime(stay.arrival, time);
  let departure = stay.departure;
  if (!isDepartureAllowed(arrival, departure)) {
    const later = oneHourAfter(time);
    departure = later && dateKey(arrival) === dateKey(departure) ? withTime(departure, later) : departure;
    if (!isDepartureAllowed(arrival, departure)) departure = addWarsawDays(arrival, DEFAULT_STAY_DAYS);
  }
  return { arrival, departure };
}

/** The same minutes one hour later on the same day, or null past 23:xx. */
function oneHourAfter(time: TimeOfDay): TimeOfDay | null {
  const hour = hourOf(time) + 1;
  return hour <= 23 ? `${String(hour).padStart(2, '0')}:${time.slice(3)}` : null;
}

/** Spec §4: a departure time `isDepartureAllowed` refuses (same day, not a later hour) is silently ignored. */
export function changeDepartureTime(stay: Stay, time: TimeOfDay): Stay {
  const departure = withTime(stay.departure, time);
  return isDepartureAllowed(stay.arrival, departure) ? { arrival: stay.arrival, departure } : stay;
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
 * A range left with only its arrival (the calendar closed half-way) is completed as every search completes
 * it (spec §4: only arrival present gives departure arrival + 7 days), at the departure time the field
 * shows — the arrival's when none. A complete or empty selection is returned as it is.
 */
export function completeRange(selection: RangeSelection, departureTime: TimeOfDay | null): RangeSelection {
  if (!selection.arrival || selection.departure) return selection;
  const day = dateKey(addWarsawDays(selection.arrival, DEFAULT_STAY_DAYS));
  const time = departureTime && isTimeOfDay(departureTime) ? departureTime : timeOfDay(selection.arrival);
  return { arrival: selection.arrival, departure: atWarsawTime(day, time) };
}

/**
 * A day picked in the calendar keeps the chosen time of day, which on today may already be past:
 * an arrival before the earliest one (the next full hour, as in `resolveStay`) is raised to it, and
 * a departure `isDepartureAllowed` then refuses becomes arrival + 7 days (spec §4/§5).
 */
export function raisePastArrival(selection: RangeSelection, now: Date): RangeSelection {
  const earliest = nextFullHour(now);
  if (!selection.arrival || selection.arrival.getTime() >= earliest.getTime()) return selection;
  const departure =
    selection.departure && !isDepartureAllowed(earliest, selection.departure)
      ? addWarsawDays(earliest, DEFAULT_STAY_DAYS)
      : selection.departure;
  return { arrival: earliest, departure };
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
  if (arrival && departure && !isDepartureAllowed(arrival, departure)) {
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
