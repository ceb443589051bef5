/** The transactional outbox: messages a committed order transition owes the customer (backend/outbox/). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, payments } from './orders';

export const OUTBOX_KINDS = [
  'voucher_email',
  'voucher_sms',
  'payment_failed_email',
  'hold_expired_email',
  'cancellation_email',
  // Money captured when it could no longer be used, and given back: one message per such payment (`paymentId`).
  'late_capture_email',
  // Not a message: the refund request to the payment provider, retried like one (backend/bookings/refunds.ts).
  'refund',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Why a voucher is sent once more, so its message can say what changed: the stay moved, the plates or phone
 * changed, or the traveller asked for a copy. The first voucher of an order has none.
 */
export const VOUCHER_UPDATES = ['dates_changed', 'details_changed', 'copy_requested'] as const;
export type VoucherUpdate = (typeof VOUCHER_UPDATES)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /**
     * One message per (order, kind): a repeated notification or a race inserts nothing. A message sent again
     * on request (a re-sent voucher) has its own key: `<kind>:<order id>:<n>`; one about a payment (a late
     * capture) `<kind>:<order id>:<payment id>`.
     */
    dedupeKey: text('dedupe_key').notNull(),
    /** Due from this instant (a failed attempt moves it later). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A worker holds the row until this instant while it sends; a crash lets the lease lapse. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set after the last allowed attempt failed: parked for a person (`GET /api/v1/ops/outbox`). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The last failure, without personal data (an SMTP code, an HTTP status). */
    lastError: text('last_error'),
    /** The provider's id of the sent message (SMTP Message-ID, SMSAPI id). */
    providerId: text('provider_id'),
    /** A voucher sent again: why (VOUCHER_UPDATES); null for the first one and for other kinds. */
    reason: text('reason', { enum: VOUCHER_UPDATES }),
    /** The payment the message is about (`late_capture_email`); null for the other kinds. */
    paymentId: text('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_due_idx')
      .on(t.runAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('outbox_order_idx').on(t.orderId),
  ],
);
