import type { HeadersFunction, MetaDescriptor } from '@remix-run/node';
import * as z from 'zod/mini';
import type { NoScriptRefreshHandle } from '~/components/layout/no-script-refresh';
import { PAYMENT_COPY, stateHeading } from '~/components/payment/payment-copy';
import { PaymentStatusView } from '~/components/payment/payment-status-view';
import { usePaymentPageEffects } from '~/components/payment/use-payment-page-effects';
import {
  noScriptRefreshContent,
  PAYMENT_VIEW_STATES,
  type PayAgainFailure,
  type PaymentPageView,
} from '~/lib/payment-status';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { CacheControl } from '../../../core/cache-control';

/** Every answer of the payment pages, the error boundary's included, is private and not stored. */
// Payment pages are never stored by a browser or a proxy (ARCHITECTURE: caching).
export const paymentHeaders: HeadersFunction = () => ({ 'Cache-Control': CacheControl.privateNoStore });

const RefreshViewSchema = z.object({
  state: z.enum(PAYMENT_VIEW_STATES),
  isFinal: z.boolean(),
});

/**
 * The payment routes' handle: without JS a page not yet final reloads itself (JS polling is
 * `usePaymentPageEffects`). No view means the error boundary's 'error' page, which asks again.
 */
export const paymentHandle: NoScriptRefreshHandle = {
  noScriptRefresh: (data) => {
    const view = RefreshViewSchema.safeParse(data);
    return noScriptRefreshContent(view.success ? view.data : { state: 'error', isFinal: false });
  },
};

/** The state's heading as the title, and kept out of search engines (robots.txt disallows /platnosc/ too). */
export function paymentMeta(
  view: Pick<PaymentPageView, 'state' | 'free'> | undefined,
  matches: readonly { id: string; data?: unknown }[],
): MetaDescriptor[] {
  const title = `${view ? stateHeading(view.state, view.free) : PAYMENT_COPY.error.heading} | Parkolot`;
  return [
    ...buildMeta({
      title,
      description: 'Status płatności za rezerwację parkingu w Parkolot.',
      url: canonicalFromMatches(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** A payment route's page: its loader's view plus the browser behaviour (storage, tracking, polling). */
export function PaymentPage({
  view,
  trackPurchase,
  payAgainFailure = null,
}: {
  view: PaymentPageView;
  trackPurchase: boolean;
  payAgainFailure?: PayAgainFailure | null;
}) {
  usePaymentPageEffects({
    state: view.state,
    orderId: view.orderId,
    isFinal: view.isFinal,
    trackPurchase,
    ownsOrder: view.order !== null,
  });
  return (
    <PaymentStatusView
      state={view.state}
      error={view.error}
      order={view.order}
      statusOnly={view.statusOnly}
      orderId={view.orderId}
      payAgainFailure={payAgainFailure}
      free={view.free}
      paid={view.paymentStatus === 'CAPTURED'}
    />
  );
}

/**
 * A payment route's error boundary (a loader that threw, or a poll that could not reach the server):
 * the spec's 'Błąd sprawdzania płatności' rather than the generic error screen; without JS it reloads.
 */
export function PaymentErrorPage() {
  return <PaymentStatusView state="error" error="unavailable" />;
}
