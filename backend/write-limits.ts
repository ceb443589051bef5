import type { ApiWriteLimit } from '../core/write-limits';

/**
 * Every POST the API answers (createApiApp in backend/app.ts registers them) with the rate limit the
 * edge applies to it (core/write-limits.ts says what each name counts). A new POST route goes here too:
 * tests/security/declared-limits.test.ts lists the app's POST routes and fails on one missing.
 * Paths are the full ones, with Hono's `:param` segments.
 */
export const API_POST_LIMITS: Readonly<Record<string, ApiWriteLimit>> = {
  // A promo code priced here counts like one priced at the checkout.
  '/api/v1/offers': 'promoCodes',
  '/api/v1/orders': 'apiWrites',
  // "Zapłać ponownie": a new payment for an unpaid order (decision 0031).
  '/api/v1/orders/:id/payments': 'apiWrites',
  // Moja rezerwacja (decision 0032): the look-up also counts per reference and per client in the API.
  '/api/v1/bookings/lookup': 'apiWrites',
  '/api/v1/bookings/:reference/details': 'apiWrites',
  '/api/v1/bookings/:reference/cancellation': 'apiWrites',
  '/api/v1/bookings/:reference/voucher': 'apiWrites',
  '/api/v1/bookings/:reference/dates/offer': 'apiWrites',
  '/api/v1/bookings/:reference/dates': 'apiWrites',
  // One limit for proposals, through this endpoint or the /dodaj-parking/ form.
  '/api/v1/parking-proposals': 'proposals',
  // The sandbox's hosted payment page (demo only) posts the traveller's choice here.
  '/api/v1/payments/sandbox/:paymentId': 'apiWrites',
  // Ops (with OPS_TOKEN only): send a parked message again.
  '/api/v1/ops/outbox/:id/requeue': 'apiWrites',
};
