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

/** /platnosc/sukces/?orderId=… — the static success page (spec §2); a zero-total order lands here. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStaticPaymentPage(request, context);

export const headers = paymentHeaders;

export const handle = paymentHandle;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => paymentMeta(data, matches);

export default function PaymentSuccessRoute() {
  const view = useLoaderData<typeof loader>();
  // The page is static, so the purchase is tracked only when the API confirmed the capture.
  return <PaymentPage view={view} trackPurchase={view.state === 'success'} />;
}

export const ErrorBoundary = PaymentErrorPage;
