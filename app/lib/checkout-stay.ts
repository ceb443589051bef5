/**
 * The checkout's stay as a form posts it, judged before anything is priced or ordered: dates typed that
 * break a stay rule, or an order that names no stay at all.
 */
import { parseIsoDateTime, toIsoWithOffset } from '../../core/warsaw-time';
import {
  isArrivalTooEarly,
  isArrivalTooLate,
  isStayInOrder,
  isWithinMaxStay,
  STAY_RULE_MESSAGES,
} from '../../core/stay';
import { stringFields } from '~/lib/checkout';
import { DATE_CHANGE_MESSAGES } from '~/lib/schemas/manage-booking';
import {
  isDepartureAllowed,
  type PartialStay,
  STAY_FIELD_NAMES,
  SKIPPED_HOUR_MESSAGE,
  skippedTypedTime,
  stayFromFormFields,
} from '~/lib/search-state';

/** Dates as typed into the date fields, either possibly missing (ISO with the Warsaw offset). */
export interface TypedStay {
  arrivalAt: string | null;
  departureAt: string | null;
}

/** A same-day stay whose departure is not in a later hour than its arrival (the one departure rule). */
export const SAME_HOUR_MESSAGE = 'Wyjazd tego samego dnia musi wypaść w późniejszej godzinie niż przyjazd.';

/**
 * Why the dates typed into the checkout's date fields cannot be priced as typed, or null (they can, or
 * none were typed and the stay comes from the address). Judged by the rules the API orders by (an arrival
 * may lie up to ARRIVAL_GRACE_MS in the past: a checkout finished as the hour turns) and the one
 * departure rule. The native fields without JS let any dates through; the action answers with this
 * instead of pricing a stay the traveller did not choose, and the fields show the dates typed again.
 */
export function typedStayProblem(
  payload: Record<string, unknown>,
  now: Date,
): { message: string; typed: TypedStay } | null {
  const fields = stringFields(payload, Object.values(STAY_FIELD_NAMES));
  const typed = stayFromFormFields(fields);
  if (!typed) return null;
  const message = stayRuleBroken(typed, now) ?? (skippedTypedTime(fields) ? SKIPPED_HOUR_MESSAGE : null);
  if (!message) return null;
  const iso = (date: Date | null | undefined) => (date ? toIsoWithOffset(date) : null);
  return { message, typed: { arrivalAt: iso(typed.arrival), departureAt: iso(typed.departure) } };
}

/**
 * An order's stay named nowhere — no date fields, no `arrivalAt`/`departureAt` in the form or its address
 * (only a hand-made post): refused, never ordered for the default stay a page would start from.
 */
export function missingStayProblem(payload: Record<string, unknown>): { message: string; typed: TypedStay } | null {
  const fields = stringFields(payload, [...Object.values(STAY_FIELD_NAMES), 'arrivalAt', 'departureAt']);
  const typed = stayFromFormFields(fields);
  const arrival = typed?.arrival ?? parseIsoDateTime(fields.get('arrivalAt'));
  const departure = typed?.departure ?? parseIsoDateTime(fields.get('departureAt'));
  if (arrival && departure) return null;
  const message = arrival ? DATE_CHANGE_MESSAGES.departureDate : DATE_CHANGE_MESSAGES.arrivalDate;
  const iso = (date: Date | null) => (date ? toIsoWithOffset(date) : null);
  return { message, typed: { arrivalAt: iso(arrival), departureAt: iso(departure) } };
}

function stayRuleBroken({ arrival, departure }: PartialStay, now: Date): string | null {
  if (!arrival) return DATE_CHANGE_MESSAGES.arrivalDate;
  if (!departure) return DATE_CHANGE_MESSAGES.departureDate;
  if (isArrivalTooEarly(arrival, now)) return STAY_RULE_MESSAGES.arrivalPassed;
  if (isArrivalTooLate(arrival, now)) return STAY_RULE_MESSAGES.tooFarAhead;
  if (!isStayInOrder(arrival, departure)) return STAY_RULE_MESSAGES.order;
  if (!isDepartureAllowed(arrival, departure)) return SAME_HOUR_MESSAGE;
  if (!isWithinMaxStay(arrival, departure)) return STAY_RULE_MESSAGES.tooLong;
  return null;
}
