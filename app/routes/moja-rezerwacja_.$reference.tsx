import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { bookingPageAction, loadBookingPage } from '~/.server/manage-booking';
import { BookingPage } from '~/components/manage-booking/booking-page';
import { NoAccess, noAccessTitle } from '~/components/manage-booking/no-access';
import { manageHeaders, manageMeta } from '~/components/manage-booking/route-support';
import type { PageWriteLimit } from '../../core/write-limits';

/** /moja-rezerwacja/PK-…/ (and the e-mails' `?token=` links) — the booking, without an account. */
export const loader = (args: LoaderFunctionArgs) => loadBookingPage(args);

/** "Wyślij voucher ponownie" queues an e-mail and an SMS: counted like the other form posts. */
export const rateLimit = 'pageWrites' satisfies PageWriteLimit;

export const action = (args: ActionFunctionArgs) => bookingPageAction(args);

export const headers = manageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  manageMeta(
    data?.kind === 'booking' ? `Rezerwacja ${data.booking.reference}` : noAccessTitle(data?.reason ?? 'expired'),
    matches,
  );

export default function ManageBookingRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === 'no-access') return <NoAccess reference={data.reference} reason={data.reason} />;
  return (
    <BookingPage
      booking={data.booking}
      flash={data.flash}
      failure={actionData && 'failure' in actionData ? actionData.failure.message : null}
    />
  );
}
