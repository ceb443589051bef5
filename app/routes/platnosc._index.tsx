import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadPaymentStatus } from '~/.server/payment-status';
import {
  PaymentErrorPage,
  PaymentPage,
  paymentHandle,
  paymentHeaders,
  paymentMeta,
} from '~/components/payment/payment-page';

/** /platnosc/?orderId=… — where the payment provider sends the traveller back (spec §2, §4). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaymentStatus(request, context);

export const headers = paymentHeaders;

export const handle = paymentHandle;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => paymentMeta(data?.state, matches);

export default function PaymentStatusRoute() {
  const view = useLoaderData<typeof loader>();
  return <PaymentPage view={view} trackPurchase={view.state === 'success'} />;
}

export const ErrorBoundary = PaymentErrorPage;
