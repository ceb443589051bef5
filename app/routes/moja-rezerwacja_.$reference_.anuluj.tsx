import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { cancelAction, loadCancelPage } from '~/.server/manage-booking';
import { CancelPage } from '~/components/manage-booking/cancel-page';
import { NoAccess, noAccessTitle } from '~/components/manage-booking/no-access';
import { manageHeaders, manageMeta } from '~/components/manage-booking/route-support';
import type { PageWriteLimit } from '../../core/write-limits';

/** /moja-rezerwacja/PK-…/anuluj/ — the cancellation's confirmation page (the dialog's form posts here too). */
export const loader = (args: LoaderFunctionArgs) => loadCancelPage(args);

export const rateLimit = 'pageWrites' satisfies PageWriteLimit;

/** "Tak, anuluj rezerwację": 303 to the booking page, or this page with the API's reason. */
export const action = (args: ActionFunctionArgs) => cancelAction(args);

export const headers = manageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  manageMeta(data?.kind === 'cancel' ? 'Anulowanie rezerwacji' : noAccessTitle(data?.reason ?? 'expired'), matches);

export default function CancelBookingRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === 'no-access') return <NoAccess reference={data.reference} reason={data.reason} />;
  return (
    <CancelPage
      reference={data.reference}
      cancellation={data.cancellation}
      closed={data.closed}
      failure={actionData && 'failure' in actionData ? actionData.failure.message : null}
    />
  );
}
