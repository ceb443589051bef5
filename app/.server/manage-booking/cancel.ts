import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readForm } from '~/.server/forms';
import { bookingPath, type CancelClosed, type CancellationView } from '~/lib/manage-booking';
import { answer, failedWrite, formIdempotencyKey, MANAGE_HEADERS, readBooking, referenceOf } from './access';
import { readManageToken, setFlash } from './cookies';
import { cancellationView, warsaw } from './view';
import type { Booking } from '~/.server/api';

export type CancelPageData = {
  kind: 'cancel';
  reference: string;
  cancellation: CancellationView | null;
  closed: CancelClosed | null;
};

function closedReason(booking: Booking): CancelClosed | null {
  if (booking.can.cancel) return null;
  if (booking.status === 'CANCELLED' || booking.status === 'REFUNDED') return { kind: 'already-cancelled' };
  if (booking.status === 'CONFIRMED')
    return { kind: 'deadline-passed', freeCancellationUntil: warsaw(booking.freeCancellationUntil) };
  return { kind: 'not-cancellable' };
}

/** /moja-rezerwacja/PK-…/anuluj/: what is cancelled and what is returned, and the two buttons (no JS needed). */
export async function loadCancelPage({ request, params, context }: LoaderFunctionArgs) {
  const reference = referenceOf(request, params.reference, 'anuluj/');
  const access = await readBooking(request, reference, context);
  if (!access.ok) return access.response;
  const { booking } = access;
  const data: CancelPageData = {
    kind: 'cancel',
    reference,
    cancellation: booking.can.cancel ? cancellationView(booking) : null,
    closed: closedReason(booking),
  };
  return answer(data);
}

const CANCEL_UNAVAILABLE = 'Nie udało się anulować rezerwacji. Spróbuj ponownie za chwilę.';

/**
 * "Tak, anuluj rezerwację": the API cancels (and starts the refund), then a 303 to the booking page, which
 * says "anulowana" only when the API's booking does. A refusal (past the deadline) is this page with why.
 */
export async function cancelAction({ request, params, context }: ActionFunctionArgs) {
  const reference = referenceOf(request, params.reference, 'anuluj/');
  const form = await readForm(request);
  const token = await readManageToken(request);
  if (!token) return answer({ failure: { message: 'Link do rezerwacji wygasł lub jest nieprawidłowy.' } }, 403);
  // A double submit of one rendered form cancels once (cancelling again would answer the same anyway).
  const key = formIdempotencyKey(form.ok ? form.formData : null, 'cancel', reference);
  try {
    const booking = await context.api.cancelBooking(reference, token, key);
    const cancelled = booking.status === 'CANCELLED' || booking.status === 'REFUNDED';
    context.logger.info({ reference, status: booking.status }, 'Moja rezerwacja: cancellation answered');
    const headers: Record<string, string> = { ...MANAGE_HEADERS };
    if (cancelled) headers['Set-Cookie'] = await setFlash(context, reference, { kind: 'cancelled' });
    return redirect(bookingPath(reference), { status: 303, headers });
  } catch (error) {
    return failedWrite(request, reference, error, context, CANCEL_UNAVAILABLE);
  }
}
