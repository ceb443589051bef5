import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { loadPaymentStatus, payAgainAction } from '~/.server/payment-status';
import type { PageWriteLimit } from '../../core/write-limits';
import {
  PaymentErrorPage,
  PaymentPage,
  paymentHandle,
  paymentHeaders,
  paymentMeta,
} from '~/components/payment/payment-page';

/** /platnosc/?orderId=… — where the payment provider sends the traveller back (spec §2, §4). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaymentStatus(request, context);

/** Each "Zapłać ponownie" starts a payment: counted like the checkout's posts. */
export const rateLimit = 'pageWrites' satisfies PageWriteLimit;

/** "Zapłać ponownie" (a plain form to `/platnosc/?index&orderId=…`): 303 to the provider, or the page with why not. */
export const action = ({ request, context }: ActionFunctionArgs) => payAgainAction(request, context);

export const headers = paymentHeaders;

export const handle = paymentHandle;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => paymentMeta(data, matches);

export default function PaymentStatusRoute() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>()?.payAgainFailure ?? null;
  return <PaymentPage view={view} trackPurchase={view.state === 'success'} payAgainFailure={failure} />;
}

export const ErrorBoundary = PaymentErrorPage;
