/** Checkout: promo codes, offers, orders, their payments and the idempotency keys of the order calls. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { parkings } from './products';

export const promoCodes = pgTable('promo_codes', {
  /** Stored lower-case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  percent: integer('percent').notNull(),
  active: boolean('active').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  ...timestamps,
});

export type StoredOfferLine = {
  productId: string;
  productName: string;
  kind: 'parking' | 'addon';
  specification: unknown;
  /**
   * Units bought: vehicles for the parking line, the addon's resolved quantity for an addon line
   * (absent on lines stored before it was kept: 1).
   */
  quantity?: number;
  /** Price of one unit before any discount, grosze (absent on older lines: basePrice). */
  unitPrice?: number;
  /** Price before any discount, grosze (unitPrice × quantity). */
  basePrice: number;
  discounts: { label: string; amount: number }[];
  /** Final price of the line, grosze. */
  price: number;
};

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  parkingId: integer('parking_id')
    .notNull()
    .references(() => parkings.id),
  arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
  departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
  vehicles: integer('vehicles').notNull(),
  lines: jsonb('lines').$type<StoredOfferLine[]>().notNull(),
  promoCode: text('promo_code'),
  total: integer('total').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The booking whose date change this offer prices (POST …/dates/offer); null for an offer of the
   * checkout (POST /offers). Each kind is taken only by its own call: an order, or that booking's change.
   */
  forOrderId: text('for_order_id').references((): AnyPgColumn => orders.id),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
    parkingId: integer('parking_id')
      .notNull()
      .references(() => parkings.id),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    /** Spaces held: one per vehicle. */
    vehicles: integer('vehicles').notNull(),
    /**
     * PENDING_PAYMENT holds spaces until `holdExpiresAt`; CONFIRMED holds them; CANCELLED/EXPIRED released
     * them; REFUNDED: cancelled, and the provider confirmed the refund of what was paid.
     */
    status: text('status', { enum: ['PENDING_PAYMENT', 'CONFIRMED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] }).notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('PLN'),
    lines: jsonb('lines').$type<StoredOfferLine[]>().notNull(),
    customer: jsonb('customer')
      .$type<{ firstName: string; lastName: string; email: string; phone: string }>()
      .notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    invoice: jsonb('invoice').$type<Record<string, unknown> | null>(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The Idempotency-Key of the request that placed the order: a retry after a crash at any point finds
     * the order by it (the stored answer in idempotency_keys is committed only after the order).
     */
    idempotencyKey: text('idempotency_key'),
    /**
     * The HTTP edge's opaque client key (a keyed hash of the IP address or IPv6 /64), for the cap on unpaid
     * vehicles per client. Pseudonymous personal data: kept only while the order is PENDING_PAYMENT and
     * set to null on every transition out of it (paid, declined, cancelled, expired, provider failure).
     */
    clientKey: text('client_key'),
    /** When the customer (or an operator) cancelled the booking; null for one cancelled by the system. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('orders_parking_idx').on(t.parkingId),
    // One offer becomes at most one order.
    uniqueIndex('orders_offer_idx').on(t.offerId),
    // One idempotency key places at most one order.
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_client_key_idx')
      .on(t.clientKey)
      .where(sql`${t.clientKey} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['NEW', 'PENDING', 'CAPTURED', 'DECLINED', 'CANCELLED'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** The provider's hosted page for this payment, once startPayment answered. */
    redirectUrl: text('redirect_url'),
    /**
     * Set when the payment pays for a date change (the difference of a dearer stay), not for the order
     * itself: its capture applies that change (backend/orders/date-changes.ts).
     */
    dateChangeId: text('date_change_id').references((): AnyPgColumn => dateChanges.id),
    ...timestamps,
  },
  // An order may have several payments (a declined one, then a retry): the latest one is the order's.
  (t) => [index('payments_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A change of a booking's dates (decision 0032), priced by a new offer. One no dearer than the booking is
 * APPLIED at once (a cheaper one refunds the difference); a dearer one is AWAITING_PAYMENT of the
 * difference: it holds the days its new stay adds until `holdExpiresAt`, and becomes APPLIED when that
 * payment is captured, or LAPSED (unpaid, declined, replaced by another change, or the booking cancelled).
 */
export const dateChanges = pgTable(
  'date_changes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
    status: text('status', { enum: ['AWAITING_PAYMENT', 'APPLIED', 'LAPSED'] }).notNull(),
    fromArrivalAt: timestamp('from_arrival_at', { withTimezone: true }).notNull(),
    fromDepartureAt: timestamp('from_departure_at', { withTimezone: true }).notNull(),
    fromTotal: integer('from_total').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('date_changes_order_idx').on(t.orderId),
    // One offer prices one change (and never an order: placeOrder looks for it in orders only).
    uniqueIndex('date_changes_offer_idx').on(t.offerId),
    // A booking has at most one change waiting for its payment.
    uniqueIndex('date_changes_awaiting_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    index('date_changes_status_hold_idx').on(t.status, t.holdExpiresAt),
  ],
);

/** Stripe-style idempotency: the first answer to a key is stored and replayed. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back for a paid order (a cancellation): requested in the transaction that cancels, sent to
 * the provider by the outbox worker (kind `refund`, retried until it answers), SUCCEEDED once the provider
 * confirms. `id` is the provider's idempotency key: a repeated request refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED'] }).notNull(),
    /** The provider's id of the refund, once it accepted the request. */
    providerRefundId: text('provider_refund_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/**
 * The audit trail: every change of an order — who (the customer, an operator, the system), when, what.
 * Append-only; read by ops (`GET /api/v1/ops/bookings/:reference/events`).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    actor: text('actor', { enum: ['customer', 'operator', 'system'] }).notNull(),
    action: text('action').notNull(),
    /** What changed: `{ field: { from, to } }`, or facts of the event (an amount, a payment id). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Fixed-window counters in the database (booking look-ups per client and per reference, voucher re-sends
 * per booking): shared by every API copy without Redis. `key` names what is counted.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
