import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readForm, UNREADABLE_FORM_MESSAGE } from '~/.server/forms';
import { bookingPath, flashMessage, RESEND_INTENT, type BookingView } from '~/lib/manage-booking';
import {
  answer,
  failedWrite,
  formIdempotencyKey,
  MANAGE_HEADERS,
  readBooking,
  referenceOf,
  tokenLinkRedirect,
} from './access';
import { clearFlash, readFlash, readManageToken, setFlash } from './cookies';
import { bookingView } from './view';

export type BookingPageData = { kind: 'booking'; booking: BookingView; flash: string | null };

/**
 * /moja-rezerwacja/PK-…/: the booking as the API has it now. An e-mail's `?token=` link is turned into
 * the cookie first; the message of the 303 that led here (a change, a cancellation) is shown once.
 */
export async function loadBookingPage({ request, params, context }: LoaderFunctionArgs) {
  const reference = referenceOf(request, params.reference);
  const link = await tokenLinkRedirect(request, reference, context);
  if (link) return link;
  const access = await readBooking(request, reference, context);
  if (!access.ok) return access.response;
  const flash = await readFlash(request);
  const data: BookingPageData = {
    kind: 'booking',
    booking: bookingView(access.booking, context),
    flash: flash && flashMessage(flash),
  };
  return answer(data, 200, flash ? { 'Set-Cookie': await clearFlash(context, reference) } : {});
}

const RESEND_UNAVAILABLE = 'Nie udało się wysłać vouchera. Spróbuj ponownie za chwilę.';

/**
 * "Wyślij voucher ponownie" (`intent=resend`): after the API's 202 a 303 back with where it went; a
 * refusal (429 with Retry-After, 409 not confirmed) is the page again with the API's message.
 */
export async function bookingPageAction({ request, params, context }: ActionFunctionArgs) {
  const reference = referenceOf(request, params.reference);
  const form = await readForm(request);
  if (!form.ok || form.formData.get('intent') !== RESEND_INTENT) {
    return answer({ failure: { message: UNREADABLE_FORM_MESSAGE } }, 400);
  }
  const token = await readManageToken(request);
  if (!token) return answer({ failure: { message: 'Link do rezerwacji wygasł lub jest nieprawidłowy.' } }, 403);
  try {
    const key = formIdempotencyKey(form.formData, 'resend', reference);
    const { sentTo } = await context.api.resendVoucher(reference, token, key);
    context.logger.info({ reference }, 'Moja rezerwacja: voucher sent again');
    const cookie = await setFlash(context, reference, { kind: 'voucher-sent', sentTo });
    return redirect(bookingPath(reference), { status: 303, headers: { ...MANAGE_HEADERS, 'Set-Cookie': cookie } });
  } catch (error) {
    return failedWrite(request, reference, error, context, RESEND_UNAVAILABLE);
  }
}
