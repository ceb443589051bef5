import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isApiRefusal, upstreamStatus } from '~/.server/api';
import { parseLeniently, readForm, UNREADABLE_FORM_MESSAGE } from '~/.server/forms';
import { bookingPath } from '~/lib/manage-booking';
import { LookupFormSchema } from '~/lib/schemas/manage-booking';
import { parseBookingReference } from '../../../core/booking-reference';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import { answer, MANAGE_HEADERS } from './access';
import { setManageToken } from './cookies';

type Reply = { result: SubmissionResult<string[]> };

const LOOKUP_UNAVAILABLE = 'Nie udało się wyszukać rezerwacji. Spróbuj ponownie za chwilę.';
const LOOKUP_FIELDS = new Set(['reference', 'email']);

/**
 * "Znajdź rezerwację": the API checks the reference and the e-mail together and gives a manage token;
 * it goes into the booking's cookie and the browser to the booking page (303). A refusal is the form again
 * with the API's Polish message and its status — the same for a wrong reference as for a wrong e-mail —
 * everything typed kept; a 429 keeps its Retry-After.
 */
export async function lookupAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form.ok) return answer<Reply>({ result: { status: 'error', error: { '': [UNREADABLE_FORM_MESSAGE] } } }, 400);
  const submission = parseLeniently(form.formData, (data) => parseWithZod(data, { schema: LookupFormSchema }));
  if (submission.status !== 'success') return answer<Reply>({ result: submission.reply() }, 400);
  try {
    const access = await context.api.lookupBooking(submission.value);
    const reference = parseBookingReference(access.reference) ?? submission.value.reference;
    const cookie = await setManageToken(context, reference, access.token, parseIsoDateTime(access.expiresAt));
    return redirect(bookingPath(reference), { status: 303, headers: { ...MANAGE_HEADERS, 'Set-Cookie': cookie } });
  } catch (error) {
    if (!isApiRefusal(error)) {
      context.logger.error({ err: error }, 'Moja rezerwacja: the lookup failed');
      return answer<Reply>({ result: submission.reply({ formErrors: [LOOKUP_UNAVAILABLE] }) }, upstreamStatus(error));
    }
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const detail of error.errors) {
      if (detail.field && LOOKUP_FIELDS.has(detail.field)) fieldErrors[detail.field] = [detail.message];
      else formErrors.push(detail.message);
    }
    const headers: Record<string, string> =
      error.retryAfterSeconds === null ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    return answer<Reply>({ result: submission.reply({ fieldErrors, formErrors }) }, error.status, headers);
  }
}
