import type { PaymentProviderName } from '../../core/mode';

/** A hosted-payment provider: the API creates a payment and sends the payer to the provider's page. */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Must be idempotent per payment id: called again for the same payment (a retry after a crash before
   * the redirect URL was stored, or a retry while the first request is still running), it returns the
   * same hosted page — never a second charge. With a real provider, pass `id` as its idempotency key or
   * external order id.
   */
  startPayment(payment: {
    id: string;
    orderId: string;
    orderNumber: string;
    amount: number;
    currency: string;
  }): Promise<{
    redirectUrl: string;
  }>;
  /**
   * Gives `amount` of a captured payment back. Idempotent per refund id (pass it as the provider's request
   * id): asked again after a lost answer, it refunds once. Throws when the provider refused or did not
   * answer (the outbox asks again later); SUCCEEDED when the money is on its way back, PENDING when the
   * provider confirms later (its notification completes the refund).
   */
  refund(refund: {
    id: string;
    paymentId: string;
    orderNumber: string;
    amount: number;
    currency: string;
  }): Promise<{ providerRefundId: string; status: 'SUCCEEDED' | 'PENDING' }>;
}

/** The sandbox provider: its hosted page is served by this API under /api/v1/payments/sandbox/{paymentId}. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    startPayment: async (payment) => ({
      redirectUrl: `${publicUrl}/api/v1/payments/sandbox/${encodeURIComponent(payment.id)}`,
    }),
    // The sandbox holds no money: every refund succeeds at once.
    refund: async (refund) => ({ providerRefundId: `sandbox-refund-${refund.id}`, status: 'SUCCEEDED' }),
  };
}

/** The provider PAYMENT_PROVIDER names (the list of names is core/mode.ts `PAYMENT_PROVIDERS`). */
export function paymentProviderFor(name: PaymentProviderName, publicUrl: string): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxProvider(publicUrl);
  }
}
