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
}

/** The sandbox provider: its hosted page is served by this API under /api/v1/payments/sandbox/{paymentId}. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    startPayment: async (payment) => ({
      redirectUrl: `${publicUrl}/api/v1/payments/sandbox/${encodeURIComponent(payment.id)}`,
    }),
  };
}

/** The provider PAYMENT_PROVIDER names (the list of names is core/mode.ts `PAYMENT_PROVIDERS`). */
export function paymentProviderFor(name: PaymentProviderName, publicUrl: string): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxProvider(publicUrl);
  }
}
