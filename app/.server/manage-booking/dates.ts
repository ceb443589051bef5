import { randomUUID } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, redirectDocument, type AppLoadContext } from '@remix-run/node';
import { ApiError, isApiRefusal, upstreamStatus, type Booking, type DateChangeOffer } from '~/.server/api';
import { derivedKey } from '~/.server/checkout/offers';
import { parseLeniently } from '~/.server/forms';
import { dayWord, formatGroszeZl } from '~/lib/format';
import {
  bookingPath,
  type DateChangeView,
  type DateFields,
  type DateQuoteView,
  type DatesClosed,
} from '~/lib/manage-booking';
import { DateChangeConfirmSchema, DateChangeFormSchema } from '~/lib/schemas/manage-booking';
import {
  CHANGE_ENDS_FREE_CANCELLATION,
  changeDeadlineSoonText,
  freeCancellationUntil,
  isFreeCancellation,
} from '../../../core/cancellation';
import { dateKey, parseIsoDateTime, timeOfDay } from '../../../core/warsaw-time';
import { answer, MANAGE_HEADERS, readBooking } from './access';
import { clearManageToken, readManageToken, setFlash } from './cookies';
import { pendingDateChangeView, safePaymentUrl, untilText, warsaw } from './view';

type SiteContext = Pick<AppLoadContext, 'publicUrl' | 'paymentOrigins'>;

/** The answer of the "Zmień termin" card's forms: the quote form's state and, once priced, the new price. */
export type DatesReply = { dates: { result: SubmissionResult<string[]>; quote: DateQuoteView | null } };

export const DATE_CHANGE_TEXTS = {
  soldOut: 'Na ten termin nie ma wolnych miejsc na tym parkingu. Wybierz inne daty.',
  expired: 'Cena wygasła – sprawdź ją ponownie.',
  quoteUnavailable: 'Nie udało się sprawdzić ceny. Spróbuj ponownie za chwilę.',
  changeUnavailable: 'Nie udało się zmienić terminu. Spróbuj ponownie za chwilę.',
  paymentUnavailable: 'Nie udało się rozpocząć płatności. Spróbuj ponownie za chwilę.',
  noToken: 'Link do rezerwacji wygasł lub jest nieprawidłowy.',
} as const;

/** An instant's Warsaw day and time as the form's native fields hold them; blank when unreadable. */
function fieldsOf(arrivalAt: string, departureAt: string): DateFields {
  const arrival = parseIsoDateTime(arrivalAt);
  const departure = parseIsoDateTime(departureAt);
  return {
    arrivalDate: arrival ? dateKey(arrival) : '',
    arrivalTime: arrival ? timeOfDay(arrival) : '',
    departureDate: departure ? dateKey(departure) : '',
    departureTime: departure ? timeOfDay(departure) : '',
  };
}

/**
 * Why the dates cannot change online. The API's `can.changeDates` decides (its clock, its rules); the
 * reason is read from the booking: unpaid, over, or — for a paid booking — the deadline (a change
 * waiting for its payment is still paid and applied after it: the notice says until when). An API that does not say until when has no online date changes: support.
 */
function datesClosed(booking: Booking): DatesClosed | null {
  if (booking.can.changeDates) return null;
  if (booking.status === 'PENDING_PAYMENT') return { kind: 'not-paid' };
  if (booking.status !== 'CONFIRMED') return { kind: 'not-changeable' };
  if (booking.dateChangesUntil) return { kind: 'deadline-passed', until: warsaw(booking.dateChangesUntil) };
  return { kind: 'support' };
}

/** The change page's "Zmień termin" card: the dates now, the form prefilled with them, or why not. */
export function dateChangeView(booking: Booking, context: SiteContext, now = new Date()): DateChangeView {
  return {
    current: {
      arrival: warsaw(booking.arrivalAt),
      departure: warsaw(booking.departureAt),
      duration: `${booking.days} ${dayWord(booking.days)}`,
    },
    defaults: fieldsOf(booking.arrivalAt, booking.departureAt),
    today: dateKey(now),
    until: booking.dateChangesUntil ? warsaw(booking.dateChangesUntil) : null,
    closed: datesClosed(booking),
    pending: pendingDateChangeView(booking, context, now),
  };
}

/** What taking a change to `arrival` does to free cancellation, judged now and when its price expires. */
function cancellationNote(arrival: Date, priceExpires: Date, now: Date): string | null {
  if (!isFreeCancellation(arrival, now)) return CHANGE_ENDS_FREE_CANCELLATION;
  if (!isFreeCancellation(arrival, priceExpires))
    return changeDeadlineSoonText(warsaw(freeCancellationUntil(arrival).toISOString()));
  return null;
}

/** The API's offer in the traveller's words: the new stay, the new price and what it means to pay. */
function quoteView(offer: DateChangeOffer, typed: DateFields, now = new Date()): DateQuoteView {
  const amount = formatGroszeZl(Math.abs(offer.difference));
  const kind = offer.difference > 0 ? 'pay' : offer.difference < 0 ? 'refund' : 'same';
  const priced = fieldsOf(offer.stayPeriod.arrivalAt, offer.stayPeriod.departureAt);
  return {
    offerId: offer.offerId,
    arrival: warsaw(offer.stayPeriod.arrivalAt),
    departure: warsaw(offer.stayPeriod.departureAt),
    duration: `${offer.days} ${dayWord(offer.days)}`,
    currentTotal: formatGroszeZl(offer.currentTotal),
    quotedAgainst: offer.currentTotal,
    total: formatGroszeZl(offer.total),
    kind,
    differenceText:
      kind === 'pay'
        ? `Dopłata: ${amount}`
        : kind === 'refund'
          ? `Zwrot: ${amount} (na ten sam środek płatności)`
          : 'Cena bez zmian',
    confirmLabel: kind === 'pay' ? `Zmień termin i dopłać ${amount}` : 'Zmień termin',
    cancellationNote: cancellationNote(new Date(offer.stayPeriod.arrivalAt), new Date(offer.expiresAt), now),
    expiresAt: untilText(offer.expiresAt, now),
    formKey: randomUUID(),
    fields: Object.values(priced).every(Boolean) ? priced : typed,
  };
}

/** The API names the stay's ends `stayPeriod.arrivalAt` / `…departureAt`; the form, by their date field. */
const FIELD_OF_API: Record<string, keyof DateFields> = {
  'stayPeriod.arrivalAt': 'arrivalDate',
  arrivalAt: 'arrivalDate',
  'stayPeriod.departureAt': 'departureDate',
  departureAt: 'departureDate',
};

/** Refusals said in the page's own words, above the form (the API's message for any other). */
const FORM_TEXT_OF_CODE: Record<string, string> = {
  SOLD_OUT: DATE_CHANGE_TEXTS.soldOut,
  OFFER_EXPIRED: DATE_CHANGE_TEXTS.expired,
  // An offer the API no longer has (or never gave): for the traveller the same as an expired price.
  OFFER_NOT_FOUND: DATE_CHANGE_TEXTS.expired,
};

type Reply = (options: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]>;

/**
 * A refused quote or change: the API's messages next to the dates they name, the rest (sold out, past
 * the deadline, an expired price …) above the form, with the API's status; a failing API: 502/503.
 */
async function refused(
  request: Request,
  reference: string,
  error: unknown,
  reply: Reply,
  context: AppLoadContext,
  unavailable: string,
) {
  if (error instanceof ApiError && error.code === 'PAYMENT_PROVIDER_ERROR') {
    context.logger.error({ err: error, reference }, 'Moja rezerwacja: the date change payment could not start');
    const result = reply({ formErrors: [DATE_CHANGE_TEXTS.paymentUnavailable] });
    return answer<DatesReply>({ dates: { result, quote: null } }, 502);
  }
  if (!isApiRefusal(error)) {
    context.logger.error({ err: error, reference }, 'Moja rezerwacja: a date change failed');
    return answer<DatesReply>(
      { dates: { result: reply({ formErrors: [unavailable] }), quote: null } },
      upstreamStatus(error),
    );
  }
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const own = error.code ? FORM_TEXT_OF_CODE[error.code] : undefined;
  if (own) formErrors.push(own);
  else {
    for (const detail of error.errors) {
      // SAME_DATES names the whole stay: it is said above the form.
      const field = detail.field && detail.code !== 'SAME_DATES' ? FIELD_OF_API[detail.field] : undefined;
      if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), detail.message];
      else formErrors.push(detail.message);
    }
  }
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== null) headers['Retry-After'] = String(error.retryAfterSeconds);
  if (error.status === 401 || error.status === 403) headers['Set-Cookie'] = await clearManageToken(context, reference);
  const result = reply({ fieldErrors, formErrors });
  return answer<DatesReply>({ dates: { result, quote: null } }, error.status, headers);
}

/**
 * "Sprawdź nową cenę" (`intent=quote-dates`): the API prices the booking for the typed stay; the page
 * comes back with the form as typed and the new price with its "Zmień termin" button. Nothing changes yet.
 */
export async function quoteDatesAction(
  request: Request,
  reference: string,
  formData: FormData,
  context: AppLoadContext,
) {
  const access = await readBooking(request, reference, context);
  if (!access.ok) return access.response;
  const submission = parseLeniently(formData, (data) => parseWithZod(data, { schema: DateChangeFormSchema }));
  if (submission.status !== 'success') {
    return answer<DatesReply>({ dates: { result: submission.reply(), quote: null } }, 400);
  }
  const { arrival, departure, fields } = submission.value;
  try {
    const offer = await context.api.quoteDateChange(reference, access.token, {
      arrivalAt: arrival.toISOString(),
      departureAt: departure.toISOString(),
    });
    return answer<DatesReply>({ dates: { result: submission.reply(), quote: quoteView(offer, fields) } });
  } catch (error) {
    const reply: Reply = (options) => submission.reply(options);
    return refused(request, reference, error, reply, context, DATE_CHANGE_TEXTS.quoteUnavailable);
  }
}

/**
 * "Zmień termin" (`intent=change-dates`): the API takes the offer. Applied (the same or a lower price) → 303
 * to the booking with what changed and what comes back; a higher price → 303 to the payment page of the
 * difference (an allowed one only; the booking keeps its dates until it is paid). A refusal is the quote
 * form again with the stay it priced (carried by the confirmation) and why — an expired price among them.
 */
export async function changeDatesAction(
  request: Request,
  reference: string,
  formData: FormData,
  context: AppLoadContext,
) {
  // The confirmation carries the priced stay: read it to give the form back as it was.
  const stay = parseLeniently(formData, (data) => parseWithZod(data, { schema: DateChangeFormSchema }));
  // A confirmation forged or cut short (no stay in it) is told only what was refused, not that the
  // dates it never carried are missing (the traveller did not type those), and its fields keep the
  // booking's dates instead of the blanks it posted.
  const reply: Reply = (options) => {
    const result = stay.reply(options);
    if (stay.status === 'success') return result;
    const { initialValue: _posted, ...rest } = result;
    const error: Record<string, string[]> = { ...options.fieldErrors };
    if (options.formErrors?.length) error[''] = options.formErrors;
    return { ...rest, error };
  };
  const token = await readManageToken(request);
  if (!token) {
    const result = reply({ formErrors: [DATE_CHANGE_TEXTS.noToken] });
    return answer<DatesReply>({ dates: { result, quote: null } }, 403);
  }
  const confirm = DateChangeConfirmSchema.safeParse({
    offerId: formData.get('offerId') ?? undefined,
    formKey: formData.get('formKey') ?? undefined,
    quotedAgainst: formData.get('quotedAgainst') ?? undefined,
  });
  if (!confirm.success) {
    return answer<DatesReply>(
      { dates: { result: reply({ formErrors: [DATE_CHANGE_TEXTS.expired] }), quote: null } },
      400,
    );
  }
  const { offerId, formKey, quotedAgainst } = confirm.data;
  // A double submit of one rendered confirmation changes once (the API answers the first outcome again).
  const key = formKey ? derivedKey(formKey, 'change-dates', reference, offerId) : undefined;
  try {
    const { dateChange } = await context.api.changeDates(
      reference,
      token,
      { offerId, currentTotal: quotedAgainst },
      key,
    );
    context.logger.info({ reference, status: dateChange.status }, 'Moja rezerwacja: date change answered');
    if (dateChange.status === 'AWAITING_PAYMENT') {
      const paymentUrl = safePaymentUrl(dateChange.paymentUrl, context);
      // A full page load: the payment page is not one of this app's routes (with JS too).
      if (paymentUrl) return redirectDocument(paymentUrl, { status: 303, headers: MANAGE_HEADERS });
      // ASVS 3.7.2: never a payment page outside the allow-list; the booking page says what waits.
      context.logger.error({ reference }, 'Moja rezerwacja: date change payment URL outside the allow-list');
      return redirect(bookingPath(reference), { status: 303, headers: MANAGE_HEADERS });
    }
    const cookie = await setFlash(context, reference, {
      kind: 'dates-changed',
      refund: Math.max(0, dateChange.refund),
    });
    return redirect(bookingPath(reference), { status: 303, headers: { ...MANAGE_HEADERS, 'Set-Cookie': cookie } });
  } catch (error) {
    return refused(request, reference, error, reply, context, DATE_CHANGE_TEXTS.changeUnavailable);
  }
}
