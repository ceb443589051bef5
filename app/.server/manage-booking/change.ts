import { randomUUID } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { isApiRefusal, upstreamStatus, type Booking, type BookingChanges } from '~/.server/api';
import { derivedKey } from '~/.server/checkout/offers';
import { parseLeniently, readForm, UNREADABLE_FORM_MESSAGE } from '~/.server/forms';
import { bookingPath, DATE_INTENTS, type ChangeClosed, type DateChangeView } from '~/lib/manage-booking';
import { changeFormSchema, type ChangeForm } from '~/lib/schemas/manage-booking';
import { normalisePhone } from '../../../core/phone';
import { normalisePlate } from '../../../core/plates';
import { answer, MANAGE_HEADERS, readBooking, referenceOf } from './access';
import { clearManageToken, setFlash } from './cookies';
import { changeDatesAction, dateChangeView, quoteDatesAction } from './dates';
import { readablePhone, warsaw } from './view';

export type ChangePageData = {
  kind: 'change';
  reference: string;
  vehicles: number;
  defaults: { plates: string[]; phone: string; additionalInfo: string; formKey: string };
  closed: ChangeClosed | null;
  /** The "Zmień termin" card. */
  dates: DateChangeView;
};

function closedReason(booking: Booking): ChangeClosed | null {
  if (booking.can.change) return null;
  if (booking.status === 'CONFIRMED') return { kind: 'changes-closed', changesUntil: warsaw(booking.changesUntil) };
  return { kind: 'not-changeable' };
}

/** /moja-rezerwacja/PK-…/zmien/: plates (one per vehicle), phone and notes, as the booking has them now. */
export async function loadChangePage({ request, params, context }: LoaderFunctionArgs) {
  const reference = referenceOf(request, params.reference, 'zmien/');
  const access = await readBooking(request, reference, context);
  if (!access.ok) return access.response;
  const { booking } = access;
  const data: ChangePageData = {
    kind: 'change',
    reference,
    vehicles: booking.vehicles,
    defaults: {
      plates: Array.from({ length: booking.vehicles }, (_, index) => booking.plates[index] ?? ''),
      phone: readablePhone(booking.customer.phone),
      additionalInfo: booking.additionalInfo,
      formKey: randomUUID(),
    },
    closed: closedReason(booking),
    dates: dateChangeView(booking, context),
  };
  return answer(data);
}

const samePlates = (a: readonly string[], b: readonly string[]) =>
  a.map(normalisePlate).join('\n') === b.map(normalisePlate).join('\n');
const phoneOf = (phone: string) => normalisePhone(phone, '+48');

/** What the form changes on the booking; a field left as it was is not sent. */
function changesOf(booking: Booking, form: ChangeForm): BookingChanges {
  const changes: BookingChanges = {};
  const plates = form.plates.map(normalisePlate);
  if (!samePlates(plates, booking.plates)) changes.plates = plates;
  if (phoneOf(form.phone) !== phoneOf(booking.customer.phone)) changes.phone = phoneOf(form.phone);
  if (form.additionalInfo !== booking.additionalInfo.trim()) changes.additionalInfo = form.additionalInfo;
  return changes;
}

/** The API names a plate `plates.0`; the form, `plates[0]`. */
const formFieldOf = (apiField: string) => apiField.replace(/\.(\d+)/g, '[$1]');
const FORM_FIELDS = /^(plates(\[\d+\])?|phone|additionalInfo)$/;

const CHANGE_UNAVAILABLE = 'Nie udało się zapisać zmian. Spróbuj ponownie za chwilę.';

type Reply = { result: SubmissionResult<string[]> };

/** The API's refusal next to the fields it names (400), or above the form (409 and the rest). */
async function refused(
  request: Request,
  reference: string,
  error: unknown,
  reply: (options: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]>,
  context: AppLoadContext,
) {
  if (!isApiRefusal(error)) {
    context.logger.error({ err: error, reference }, 'Moja rezerwacja: saving changes failed');
    return answer<Reply>({ result: reply({ formErrors: [CHANGE_UNAVAILABLE] }) }, upstreamStatus(error));
  }
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const detail of error.errors) {
    const field = detail.field ? formFieldOf(detail.field) : null;
    if (field && FORM_FIELDS.test(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), detail.message];
    else formErrors.push(detail.message);
  }
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== null) headers['Retry-After'] = String(error.retryAfterSeconds);
  if (error.status === 401 || error.status === 403) headers['Set-Cookie'] = await clearManageToken(context, reference);
  return answer<Reply>({ result: reply({ fieldErrors, formErrors }) }, error.status, headers);
}

/**
 * The change page's three forms, told apart by `intent`: "Sprawdź nową cenę" and "Zmień termin" (dates.ts),
 * and — without one — "Zapisz zmiany": the fields that changed go to the API (PATCH), then a 303 to the booking page. The
 * message says a new voucher was sent only when the API's booking is confirmed and shows a new plate or
 * phone (the API sends the voucher again then); a 400 puts the API's messages next to the fields, everything typed kept.
 */
export async function changeAction({ request, params, context }: ActionFunctionArgs) {
  const reference = referenceOf(request, params.reference, 'zmien/');
  const form = await readForm(request);
  if (!form.ok) {
    return answer<Reply>({ result: { status: 'error', error: { '': [UNREADABLE_FORM_MESSAGE] } } }, 400);
  }
  const intent = form.formData.get('intent');
  if (intent === DATE_INTENTS.quote) return quoteDatesAction(request, reference, form.formData, context);
  if (intent === DATE_INTENTS.change) return changeDatesAction(request, reference, form.formData, context);
  const access = await readBooking(request, reference, context);
  if (!access.ok) return access.response;
  const { booking, token } = access;
  const submission = parseLeniently(form.formData, (data) =>
    parseWithZod(data, { schema: changeFormSchema(booking.vehicles) }),
  );
  if (submission.status !== 'success') return answer<Reply>({ result: submission.reply() }, 400);

  const changes = changesOf(booking, submission.value);
  if (Object.keys(changes).length === 0) {
    const cookie = await setFlash(context, reference, { kind: 'unchanged' });
    return redirect(bookingPath(reference), { status: 303, headers: { ...MANAGE_HEADERS, 'Set-Cookie': cookie } });
  }
  const { formKey } = submission.value;
  const key = formKey ? derivedKey(formKey, 'change', reference, JSON.stringify(changes)) : undefined;
  try {
    const changed = await context.api.changeBooking(reference, token, changes, key);
    // The API sends the voucher again for a confirmed booking only: an unpaid one has no voucher yet.
    const voucherResent =
      changed.status === 'CONFIRMED' &&
      (!samePlates(changed.plates, booking.plates) ||
        phoneOf(changed.customer.phone) !== phoneOf(booking.customer.phone));
    context.logger.info({ reference, fields: Object.keys(changes) }, 'Moja rezerwacja: booking changed');
    const cookie = await setFlash(context, reference, { kind: 'changed', voucherResent });
    return redirect(bookingPath(reference), { status: 303, headers: { ...MANAGE_HEADERS, 'Set-Cookie': cookie } });
  } catch (error) {
    return refused(request, reference, error, (options) => submission.reply(options), context);
  }
}
