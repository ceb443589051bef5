import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { loadLookupPage, lookupAction } from '~/.server/manage-booking';
import { LookupPage } from '~/components/manage-booking/lookup-page';
import { manageHeaders, manageMeta } from '~/components/manage-booking/route-support';
import type { PageWriteLimit } from '../../core/write-limits';

/** /moja-rezerwacja/ — find a booking by its reference and e-mail (issue 16). */
export const loader = loadLookupPage;

/** Each lookup asks the API: counted like the other form posts (the API limits lookups too). */
export const rateLimit = 'pageWrites' satisfies PageWriteLimit;

/** "Znajdź rezerwację": 303 to the booking with its cookie, or the form again with the API's message. */
export const action = (args: ActionFunctionArgs) => lookupAction(args);

export const headers = manageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => manageMeta('Moja rezerwacja', matches);

export default function ManageBookingLookupRoute() {
  const actionData = useActionData<typeof action>();
  return <LookupPage lastResult={actionData?.result ?? null} />;
}
