import { segment, type Http } from './http';
import { PaymentStatusSchema } from './schemas/payments';
import type { Id } from './schemas/shared';

/** The payment service; a payment's status changes by the second, so it is never cached. */
export function paymentEndpoints(http: Http) {
  return {
    getPaymentStatus: (orderId: Id) => http.get(`/api/v1/payment/${segment(orderId)}/status`, PaymentStatusSchema),
  };
}
