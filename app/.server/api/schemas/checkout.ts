import { z } from 'zod';
import { IdSchema, MoneySchema, NumberLikeSchema, optionalString, text } from './shared';

/* The checkout service: offers and orders. */

const AppliedDiscountSchema = z.object({ name: text(), value: MoneySchema });

/** Units a line buys (vehicles for the parking, the addon's quantity); null when the upstream gives none. */
const QuantitySchema = z.number().int().positive().nullable().catch(null);

export const OfferLineSchema = z.object({
  product: z.object({ id: IdSchema, name: text() }),
  price: MoneySchema,
  originalPrice: MoneySchema.nullable().catch(null),
  quantity: QuantitySchema,
  /** One unit's price before discounts. */
  unitPrice: MoneySchema.nullable().catch(null),
  specification: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
  appliedDiscounts: z
    .array(AppliedDiscountSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type OfferLine = z.output<typeof OfferLineSchema>;

export const OfferSchema = z.object({
  id: IdSchema,
  /** null when the upstream gives none; the spec's default lifetime (1 h) applies then. */
  expiresAt: optionalString,
  createdAt: optionalString,
  total: MoneySchema,
  promoCode: z.object({ code: z.string(), percent: NumberLikeSchema }).nullable().catch(null),
  offerLines: z
    .array(OfferLineSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type Offer = z.output<typeof OfferSchema>;

/** Only to tell "an answer without id" (a failed offer, spec) from a malformed one. */
export const HasIdSchema = z.object({ id: IdSchema });

const OrderNumberSchema = z.union([z.string(), z.number().transform(String)]);

export const OrderResultSchema = z.object({
  orderId: IdSchema,
  orderNumber: OrderNumberSchema.nullish().transform((v) => v ?? null),
  /** PENDING_PAYMENT or CONFIRMED (zero total, no payment needed). */
  status: z.string(),
  total: MoneySchema,
  paymentUrl: optionalString,
  /**
   * The booking token that opens the order's details (GET /orders/{id} with `Authorization: Bearer`); the
   * checkout keeps it in a cookie for the payment pages. Null from an upstream without it.
   */
  accessToken: z
    .string()
    .max(200)
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});
export type OrderResult = z.output<typeof OrderResultSchema>;

/** GET /orders/{id} with the order's booking token: everything the payment pages show. */
const OrderDetailsSchema = z.object({
  orderId: IdSchema,
  orderNumber: OrderNumberSchema.nullish().transform((v) => v ?? null),
  status: z.string(),
  total: MoneySchema,
  parking: z.object({ id: IdSchema, name: z.string(), slug: text() }).nullable().catch(null),
  arrivalAt: optionalString,
  departureAt: optionalString,
  paymentStatus: optionalString,
  /** The open payment's hosted page while the order waits for it ("Wróć do płatności"). */
  paymentUrl: optionalString.catch(null),
  /** Until when an unpaid order's spaces are held. */
  holdExpiresAt: optionalString.catch(null),
  /** The signed "pay again" token while the order can be paid again (decision 0031); null otherwise. */
  retry: z
    .object({ exp: z.number().int().positive(), sig: z.string().min(1).max(100), until: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  /** The order's price lines; an upstream without them gives none (the pages show the total only). */
  lines: z
    .array(
      z.object({
        product: z.object({ id: IdSchema, name: text(), type: z.enum(['parking', 'addon']).nullable().catch(null) }),
        quantity: QuantitySchema,
        unitPrice: MoneySchema.nullable().catch(null),
        originalPrice: MoneySchema.nullable().catch(null),
        price: MoneySchema,
      }),
    )
    .catch([]),
  /** Where the voucher e-mail stands (an upstream without it: unknown, and the page claims nothing). */
  confirmation: z
    .object({
      email: z
        .object({ status: z.enum(['SENT', 'QUEUED', 'FAILED']), to: z.string().max(300) })
        .nullable()
        .catch(null),
      /** Signed API paths of the voucher PDF and the calendar file. */
      documents: z
        .object({ voucherPdf: z.string().max(500), calendar: z.string().max(500) })
        .nullable()
        .catch(null)
        .default(null),
    })
    .nullable()
    .catch(null)
    .default(null),
  /** This order's payments captured too late in the last day (paid twice): refunded. */
  lateCaptures: z
    .array(z.object({ amount: MoneySchema, orderStatus: z.string().max(40), refunded: z.boolean() }))
    .max(50)
    .catch([])
    .default([]),
  /** A lapsed order paid after all: whether that money is back; null for any other order. */
  latePaymentRefunded: z.boolean().nullable().catch(null).default(null),
});

/** GET /orders/{id} by its id alone (no or a wrong token): the order's and its latest payment's status only. */
const OrderStatusOnlySchema = z.object({
  orderId: IdSchema,
  status: z.string(),
  paymentStatus: optionalString,
  free: z.boolean(),
});

/** The order as the API shows it to its owner (`access: 'full'`), or to anyone with its id (`'status-only'`). */
export const OrderSchema = z.union([
  OrderDetailsSchema.transform((order) => ({ ...order, access: 'full' as const })),
  OrderStatusOnlySchema.transform((order) => ({ ...order, access: 'status-only' as const })),
]);
export type Order = z.output<typeof OrderSchema>;
