import { useNavigate, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { readStoredOrderId, storeOrderId, trackPurchaseOnce } from '~/lib/order-tracking';
import { browserStorage } from '~/lib/storage';
import { forgetTravellerDetails } from '~/lib/forget-traveller';
import { PAYMENT_POLL_INTERVAL_MS, type PaymentViewState } from '~/lib/payment-status';

export interface PaymentPageEffects {
  state: PaymentViewState;
  orderId: string | null;
  isFinal: boolean;
  /** Push the stored purchase once (only where the server confirmed the payment). */
  trackPurchase: boolean;
  /** This browser holds the order's booking token (it placed the order, or opened its e-mail link). */
  ownsOrder: boolean;
}

/**
 * The browser side of the payment pages: the checking page finds the order id in storage (spec §2),
 * the id in the URL is remembered (and the checkout draft's personal data forgotten), a confirmed purchase is tracked once (spec §4), and a state that is
 * not final is asked again every 5 s (spec §4/§9) by revalidating the loader.
 */
export function usePaymentPageEffects({ state, orderId, isFinal, trackPurchase, ownsOrder }: PaymentPageEffects): void {
  const navigate = useNavigate();
  const { revalidate, state: revalidation } = useRevalidator();

  useEffect(() => {
    if (state !== 'checking') return;
    const stored = readStoredOrderId(browserStorage());
    navigate(stored ? { search: `?${new URLSearchParams({ orderId: stored })}` } : '/', { replace: true });
  }, [state, navigate]);

  useEffect(() => {
    if (orderId) storeOrderId(browserStorage(), orderId);
  }, [orderId]);

  useEffect(() => {
    // This browser's order is placed: its checkout draft keeps nobody's details. The checkout forgets them
    // as it leaves; this also covers one posted before its script ran (a draft saved on an earlier visit).
    if (ownsOrder) forgetTravellerDetails(browserStorage());
  }, [ownsOrder]);

  useEffect(() => {
    if (trackPurchase && orderId) trackPurchaseOnce(browserStorage(), orderId);
  }, [trackPurchase, orderId]);

  const isPolling = state !== 'checking' && !isFinal;
  useEffect(() => {
    // Re-armed after every answer, so a slow answer never overlaps the next question.
    if (!isPolling || revalidation !== 'idle') return;
    const timer = window.setTimeout(revalidate, PAYMENT_POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [isPolling, revalidation, revalidate]);
}
