import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { changeAction, loadChangePage } from '~/.server/manage-booking';
import { ChangePage } from '~/components/manage-booking/change-page';
import { NoAccess, noAccessTitle } from '~/components/manage-booking/no-access';
import { manageHeaders, manageMeta } from '~/components/manage-booking/route-support';
import type { PageWriteLimit } from '../../core/write-limits';

/** /moja-rezerwacja/PK-…/zmien/ — plates, phone and notes of a booking, and its dates (#termin). */
export const loader = (args: LoaderFunctionArgs) => loadChangePage(args);

export const rateLimit = 'pageWrites' satisfies PageWriteLimit;

/**
 * "Zapisz zmiany": 303 to the booking page, or the form again with the messages next to the fields.
 * "Sprawdź nową cenę": the page again with the new price; "Zmień termin": 303 to the booking page or to
 * the payment page of the difference.
 */
export const action = (args: ActionFunctionArgs) => changeAction(args);

export const headers = manageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  manageMeta(data?.kind === 'change' ? 'Zmiana danych rezerwacji' : noAccessTitle(data?.reason ?? 'expired'), matches);

export default function ChangeBookingRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === 'no-access') return <NoAccess reference={data.reference} reason={data.reason} />;
  return (
    <ChangePage
      reference={data.reference}
      vehicles={data.vehicles}
      defaults={data.defaults}
      closed={data.closed}
      lastResult={actionData && 'result' in actionData ? actionData.result : null}
      dates={data.dates}
      datesReply={actionData && 'dates' in actionData ? actionData.dates : null}
    />
  );
}
