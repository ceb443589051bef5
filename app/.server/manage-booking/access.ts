import { json, redirect, type AppLoadContext, type TypedResponse } from '@remix-run/node';
import { ApiError, isApiRefusal, upstreamFailure, upstreamStatus, type Booking } from '~/.server/api';
import { derivedKey } from '~/.server/checkout/offers';
import { bookingPath, REFERRER_POLICY } from '~/lib/manage-booking';
import { FormKeySchema } from '~/lib/schemas/checkout';
import { parseBookingReference } from '../../../core/booking-reference';
import { CacheControl } from '../../../core/cache-control';
import type { CookieSite } from '~/.server/cookies';
import { clearManageToken, parseToken, readManageToken, setManageToken } from './cookies';

/**
 * `sign-in`: no token at all (the voucher's PDF and calendar links, a link typed by hand, an e-mail link
 * whose token no longer opened it); `expired`: this browser's token was refused; `not-found`: a booking
 * the API does not know.
 */
export type NoAccessReason = 'sign-in' | 'expired' | 'not-found';

/** Every answer of these pages: one traveller's, never stored; the reference in the address stays here. */
export const MANAGE_HEADERS = { 'Cache-Control': CacheControl.privateNoStore, 'Referrer-Policy': REFERRER_POLICY };

export function answer<T>(data: T, status = 200, headers: Record<string, string> = {}) {
  return json(data, { status, headers: { ...MANAGE_HEADERS, ...headers } });
}

/**
 * The reference in the address. Typed in lower case it is sent to its own address (`page` is the rest of
 * the path: '', 'anuluj/', 'zmien/'; the query goes along), as the cookie's path is the canonical one;
 * anything that cannot be a reference is the site's 404.
 */
export function referenceOf(request: Request, param: string | undefined, page = ''): string {
  const reference = parseBookingReference(param);
  if (!reference) throw new Response('Nie znaleziono strony', { status: 404, headers: MANAGE_HEADERS });
  if (reference !== param) {
    const { search } = new URL(request.url);
    throw redirect(`${bookingPath(reference)}${page}${search}`, { status: 302, headers: MANAGE_HEADERS });
  }
  return reference;
}

async function noAccess(
  context: CookieSite,
  reference: string,
  reason: NoAccessReason,
): Promise<TypedResponse<NoAccessData>> {
  const data: NoAccessData = { kind: 'no-access', reference, reason };
  return answer(data, reason === 'not-found' ? 404 : 403, { 'Set-Cookie': await clearManageToken(context, reference) });
}

export type NoAccessData = { kind: 'no-access'; reference: string; reason: NoAccessReason };

/** Whether an API error means "this token does not open this booking" (none, wrong, expired). */
export function isAccessRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function isBookingNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/**
 * An e-mail's link `/moja-rezerwacja/PK-…/?token=…`: the token goes into the cookie and the browser to the
 * clean address, so the token leaves the address bar, the history and any Referer. Null without one.
 * Only a token the API accepts for this booking is kept: a wrong, lapsed or crafted one (a link someone
 * else made) leaves the browser's cookie as it was, so it cannot log the traveller out of their booking.
 */
export async function tokenLinkRedirect(
  request: Request,
  reference: string,
  context: AppLoadContext,
): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has('token')) return null;
  const token = parseToken(url.searchParams.get('token'));
  const headers: Record<string, string> = { ...MANAGE_HEADERS };
  if (token && (await opensBooking(reference, token, context))) {
    headers['Set-Cookie'] = await setManageToken(context, reference, token, null);
  }
  return redirect(url.pathname, { status: 303, headers });
}

/** Whether the API opens the booking with this token; an API that cannot answer now counts as no. */
async function opensBooking(reference: string, token: string, context: AppLoadContext): Promise<boolean> {
  try {
    await context.api.getBooking(reference, token);
    return true;
  } catch (error) {
    if (!isAccessRefused(error) && !isBookingNotFound(error)) {
      context.logger.warn({ err: error, reference }, "Moja rezerwacja: a link's token could not be checked");
    }
    return false;
  }
}

export type BookingAccess =
  | { ok: true; reference: string; token: string; booking: Booking }
  | { ok: false; response: TypedResponse<NoAccessData> };

/**
 * The booking the page is about, read with the cookie's token. Without access: the no-access page as a
 * response; an API that is down or answers nonsense: the error screen (thrown).
 */
export async function readBooking(
  request: Request,
  reference: string,
  context: AppLoadContext,
): Promise<BookingAccess> {
  const token = await readManageToken(request);
  if (!token) return { ok: false, response: await noAccess(context, reference, 'sign-in') };
  try {
    const booking = await context.api.getBooking(reference, token);
    return { ok: true, reference, token, booking };
  } catch (error) {
    return { ok: false, response: await refusal(request, reference, error, context) };
  }
}

/** The no-access page for a refused token or an unknown booking; any other failure is thrown as the error screen. */
export async function refusal(
  request: Request,
  reference: string,
  error: unknown,
  context: AppLoadContext,
): Promise<TypedResponse<NoAccessData>> {
  if (isAccessRefused(error)) return noAccess(context, reference, 'expired');
  if (isBookingNotFound(error)) return noAccess(context, reference, 'not-found');
  context.logger.error({ err: error, reference }, 'Moja rezerwacja: reading the booking failed');
  throw upstreamFailure(error);
}

export type ActionFailure = { failure: { message: string } };

/**
 * The Idempotency-Key of one rendered form's submit (its hidden `formKey`, scoped to what it does): a
 * double submit reaches the API once. None for a form without a well-formed key.
 */
export function formIdempotencyKey(formData: FormData | null, ...scope: string[]): string | undefined {
  const formKey = FormKeySchema.parse(formData?.get('formKey') ?? undefined);
  return formKey === undefined ? undefined : derivedKey(formKey, ...scope);
}

/**
 * A write the API refused (409 with its reason, 429 with Retry-After, 403 for a token that no longer
 * opens the booking): the page again with the API's Polish message and its status. A failing API: the
 * page with `unavailable` and 502/503.
 */
export async function failedWrite(
  request: Request,
  reference: string,
  error: unknown,
  context: AppLoadContext,
  unavailable: string,
): Promise<TypedResponse<ActionFailure>> {
  if (isApiRefusal(error)) {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== null) headers['Retry-After'] = String(error.retryAfterSeconds);
    if (isAccessRefused(error)) headers['Set-Cookie'] = await clearManageToken(context, reference);
    return answer({ failure: { message: error.messages[0] ?? unavailable } }, error.status, headers);
  }
  context.logger.error({ err: error, reference }, 'Moja rezerwacja: a write failed');
  return answer({ failure: { message: unavailable } }, upstreamStatus(error));
}
