import { z } from 'zod';

/* The payment service. */

/** NEW | PENDING | CAPTURED | DECLINED | CANCELLED; any other value means "in progress". */
export const PaymentStatusSchema = z.object({ paymentStatus: z.string() });
export type PaymentStatus = z.output<typeof PaymentStatusSchema>;
