// A stay's length and limits, the same in the web tier (days shown) and the API (days billed).
// No zod here: the browser bundle imports this file (the API's boundary schema is backend/lib/stay.ts).
import { dateKey, DAY_MS, daysBetweenKeys, type DateKey } from './warsaw-time';

/** One billable day: 24 hours of elapsed time (decision 0005). */
export { DAY_MS };

/** The API refuses a stay longer than a year (in billable days). */
export const MAX_STAY_DAYS = 365;

/** Spec §7: availability is shown and asked for from today to one year ahead. */
export const AVAILABILITY_WINDOW_DAYS = 365;

/** An arrival may lie this far in the past (a traveller finishing checkout as the hour turns). */
export const ARRIVAL_GRACE_MS = 60 * 60 * 1000;

/** Bookings are taken at most a year ahead: an arrival up to 366 × 24 h from now. */
export const BOOKING_HORIZON_DAYS = 366;

/**
 * Spec §4 "Days": the ceiling of the day difference in 24 h units, minimum 1; a missing date gives 1.
 * The one count for both tiers, so the days shown are the days billed (also across DST changes).
 */
export function billableDays(arrival: Date | null | undefined, departure: Date | null | undefined): number {
  if (!arrival || !departure) return 1;
  return Math.max(1, Math.ceil((departure.getTime() - arrival.getTime()) / DAY_MS));
}

/** The Warsaw calendar days a stay occupies (its spaces are held on each): arrival day through departure day. */
export function stayCalendarDays(arrival: Date, departure: Date): DateKey[] {
  return daysBetweenKeys(dateKey(arrival), dateKey(departure));
}

/** A stay ends after it starts. */
export const isStayInOrder = (arrival: Date, departure: Date) => departure.getTime() > arrival.getTime();

/** A stay of at most MAX_STAY_DAYS billable days. */
export const isWithinMaxStay = (arrival: Date, departure: Date) => billableDays(arrival, departure) <= MAX_STAY_DAYS;

/** The arrival lies further in the past than the grace period allows. */
export const isArrivalTooEarly = (arrival: Date, now: Date) => arrival.getTime() < now.getTime() - ARRIVAL_GRACE_MS;

/** The arrival lies beyond the booking horizon. */
export const isArrivalTooLate = (arrival: Date, now: Date) =>
  arrival.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS;

/** What a traveller is told when a stay breaks one of the rules above: the API's words and the pages' alike. */
export const STAY_RULE_MESSAGES = {
  order: 'Data wyjazdu musi być późniejsza niż data przyjazdu.',
  tooLong: `Pobyt może trwać najwyżej ${MAX_STAY_DAYS} dni.`,
  arrivalPassed: 'Data przyjazdu nie może być w przeszłości.',
  tooFarAhead: 'Rezerwacje przyjmujemy najwyżej rok naprzód.',
} as const;
