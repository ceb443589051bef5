import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadStaticPaymentPage } from '~/.server/payment-status';
import {
  PaymentErrorPage,
  PaymentPage,
  paymentHandle,
  paymentHeaders,
  paymentMeta,
} from '~/components/payment/payment-page';

/** /platnosc/niepowodzenie/?orderId=… — the static failure page (spec §2). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStaticPaymentPage(request, context);

export const headers = paymentHeaders;

export const handle = paymentHandle;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => paymentMeta(data, matches);

export default function PaymentFailureRoute() {
  const view = useLoaderData<typeof loader>();
  return <PaymentPage view={view} trackPurchase={false} />;
}

export const ErrorBoundary = PaymentErrorPage;
