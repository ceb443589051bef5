import { z } from 'zod';

/* The payment service. */

/**
 * paymentStatus: NEW | PENDING | CAPTURED | DECLINED | CANCELLED (any other value means "in progress");
 * orderStatus: PENDING_PAYMENT | CONFIRMED | CANCELLED | EXPIRED | REFUNDED.
 */
export const PaymentStatusSchema = z.object({ paymentStatus: z.string(), orderStatus: z.string(), free: z.boolean() });
export type PaymentStatus = z.output<typeof PaymentStatusSchema>;
