import * as z from 'zod/mini';

/** Spec §9: the payment status is polled every 5 s until it is final. */
export const PAYMENT_POLL_INTERVAL_MS = 5_000;

/** An order id as it travels in `?orderId=` and in localStorage `order_id`. */
export const OrderIdSchema = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * What a payment page shows (spec §2/§4): `checking` before the order id is known, then the outcome
 * of the payment status, or `error` when it could not be read. Two states the spec does not name
 * (decision 0030): `late` — the money came after the order's hold lapsed, so it is refunded and nothing is
 * booked; `cancelled` — the order was cancelled (paid or not; a payment that came after is refunded).
 */
export const PAYMENT_VIEW_STATES = ['checking', 'pending', 'success', 'failure', 'late', 'cancelled', 'error'] as const;
export type PaymentViewState = (typeof PAYMENT_VIEW_STATES)[number];

/** Why the status could not be read: a malformed id (400), an unknown order (404), the API (502/503). */
export type PaymentErrorKind = 'invalid-id' | 'not-found' | 'unavailable';

/** Spec §4: CAPTURED is success, DECLINED and CANCELLED are failure, any other value is in progress. */
export function paymentOutcome(paymentStatus: string): 'success' | 'failure' | 'pending' {
  if (paymentStatus === 'CAPTURED') return 'success';
  if (paymentStatus === 'DECLINED' || paymentStatus === 'CANCELLED') return 'failure';
  return 'pending';
}

/**
 * The page's outcome: the order's status decides what is booked, the latest payment's what happened to
 * the money. Only a CONFIRMED order is a success — a captured payment of an order that lapsed before it
 * came (refunded) or was cancelled since is not; a cancelled order is cancelled, paid or not (its booking
 * page says so too); an unpaid order follows its payment (spec §4).
 */
export function pageOutcome(
  orderStatus: string,
  paymentStatus: string | null,
): 'success' | 'failure' | 'pending' | 'late' | 'cancelled' {
  if (orderStatus === 'CONFIRMED') return 'success';
  if (orderStatus === 'CANCELLED' || orderStatus === 'REFUNDED') return 'cancelled';
  if (orderStatus === 'EXPIRED') return paymentStatus === 'CAPTURED' ? 'late' : 'failure';
  const outcome = paymentOutcome(paymentStatus ?? 'NEW');
  // A capture the order has not taken yet (it confirms in the same transaction) is not shown as booked.
  return outcome === 'success' ? 'pending' : outcome;
}

/**
 * Whether the page stops asking (spec §4: polling stops on success and failure). An API failure is asked
 * again; a malformed id never becomes valid and an unknown order never appears (its id is created with the
 * order, before the traveller is sent to pay), so both are final too.
 */
export function isFinalView(state: PaymentViewState, error: PaymentErrorKind | null): boolean {
  if (state === 'success' || state === 'failure' || state === 'late' || state === 'cancelled') return true;
  return state === 'error' && (error === 'invalid-id' || error === 'not-found');
}

/**
 * Without JS a page that is not final reloads itself (spec §4: every 5 s); `checking` (no order id in
 * the address) goes home, where the browser's stored order cannot be read without JS anyway.
 */
export function noScriptRefreshContent({
  state,
  isFinal,
}: {
  state: PaymentViewState;
  isFinal: boolean;
}): string | null {
  if (state === 'checking') return '0; url=/';
  return isFinal ? null : '5';
}

/** The order as the payment pages show it: no customer data, dates in Warsaw time, money formatted. */
export interface OrderSummaryView {
  orderNumber: string | null;
  parkingName: string | null;
  /** e.g. "01/12/2026, 06:30" (Warsaw time). */
  arrival: string | null;
  departure: string | null;
  /**
   * The price lines, e.g. parking "120,00 zł × 2 pojazdy = 240,00 zł" and "240,00 PLN"; `discount` is what a
   * code took off the line ("−24,00 zł"), so the calculation and the price add up; null without one.
   */
  lines: { name: string; calculation: string; discount: string | null; price: string }[];
  /** e.g. "123,00 PLN". */
  total: string;
  /** A zero total (a 100 % code): confirmed without a payment, so nothing "paid" is said. */
  free: boolean;
  /** The voucher e-mail: sent, on its way, or not delivered (masked address); null when unknown. */
  confirmationEmail: { status: 'SENT' | 'QUEUED' | 'FAILED'; to: string } | null;
  /** This site's download links (/platnosc/plik/…) of the voucher PDF and the calendar file; null: none. */
  downloads: { voucherPdf: string; calendar: string } | null;
  /** Until when an unpaid order's spaces are held (Warsaw time, as `arrival`); null when they are not. */
  heldUntil: string | null;
  /**
   * The "Zapłać ponownie" form's signed token while the order can be paid again (decision 0031), with its
   * deadline in Warsaw time; null otherwise.
   */
  payAgain: { exp: number; sig: string; until: string } | null;
  /** The open payment's page on an allowed origin ("Wróć do płatności"); null when there is none. */
  resumePaymentUrl: string | null;
  /** Payments of this order that came in too late (the last day: paid twice) and are given back. */
  lateCaptures: string[];
  /** A lapsed order paid after all: whether that money is back (its refunds confirmed by the provider). */
  lateRefunded: boolean;
}

/**
 * An order read by its id alone, without this browser holding its booking token (issue 16): the page says
 * only what the API then answers — the payment status — and where the details are (Moja rezerwacja).
 */
export interface StatusOnlyView {
  /**
   * "Zapłać ponownie" with a "pay again" e-mail link's own token (`?exp=…&sig=…`), while the order's status
   * allows a new payment (the API checks the token and the deadline); null otherwise.
   */
  payAgain: { exp: number; sig: string } | null;
}

/** Why "Zapłać ponownie" did not start a payment, and where to search the same stay again. */
export interface PayAgainFailure {
  message: string;
  searchHref: string | null;
}

/** What the payment page loaders answer (also as `?_data=` JSON). */
export interface PaymentPageView {
  state: PaymentViewState;
  orderId: string | null;
  /** The API's value (NEW, PENDING, CAPTURED, DECLINED, CANCELLED, …); null when not read. */
  paymentStatus: string | null;
  /** The order's details: only for the browser that holds its booking token. */
  order: OrderSummaryView | null;
  /** Set instead of `order` when the order was read by its id alone. */
  statusOnly: StatusOnlyView | null;
  error: PaymentErrorKind | null;
  /** False while the page keeps asking (JS polling, or the no-JS refresh). */
  isFinal: boolean;
  /** Nothing was to be paid (a 100 % code): the page says "confirmed", never "paid". */
  free: boolean;
}
