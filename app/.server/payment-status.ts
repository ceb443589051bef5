import { json, type AppLoadContext } from '@remix-run/node';
import { ApiError, upstreamStatus, type Order } from '~/.server/api';
import type { Logger } from '~/.server/context';
import { formatDisplayDate, formatDisplayTime } from '~/lib/dates';
import { parseIsoDateTime } from '../../core/warsaw-time';
import { formatPrice } from '~/lib/format';
import { lineCalculation, lineMath } from '~/lib/price-lines';
import {
  isFinalView,
  OrderIdSchema,
  paymentOutcome,
  type OrderSummaryView,
  type PaymentErrorKind,
  type PaymentPageView,
  type PaymentViewState,
} from '~/lib/payment-status';
import { CacheControl } from '../../core/cache-control';

type OrderIdParam = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; orderId: string };

/**
 * `?orderId=`: present but not 1–100 characters of [A-Za-z0-9_-] → a 400. Absent → the checking page.
 * Spec §2 "needs an order id from storage, else redirects to /": the server cannot read the browser's
 * localStorage, so it answers a small 'checking' page (200) instead of a redirect; with JS the page reads
 * `order_id` and replaces the URL with `?orderId=…` (or goes to / when there is none), without JS a
 * meta refresh sends the browser to / at once.
 */
export function orderIdFromRequest(request: Request): OrderIdParam {
  const value = new URL(request.url).searchParams.get('orderId');
  if (value === null) return { kind: 'missing' };
  const parsed = OrderIdSchema.safeParse(value);
  return parsed.success ? { kind: 'ok', orderId: parsed.data } : { kind: 'invalid' };
}

function warsawDateTime(value: string | null): string | null {
  const date = parseIsoDateTime(value);
  return date ? `${formatDisplayDate(date)}, ${formatDisplayTime(date)}` : null;
}

function orderSummary(order: Order): OrderSummaryView {
  return {
    orderNumber: order.orderNumber,
    parkingName: order.parking?.name ?? null,
    arrival: warsawDateTime(order.arrivalAt),
    departure: warsawDateTime(order.departureAt),
    lines: order.lines.map((line) => {
      const kind = line.product.type ?? (String(line.product.id) === String(order.parking?.id) ? 'parking' : 'addon');
      const math = lineMath({
        kind,
        quantity: line.quantity,
        unitPrice: line.unitPrice?.amount ?? null,
        basePrice: line.originalPrice?.amount ?? line.price.amount,
        vehicles: null,
      });
      return {
        name: line.product.name,
        calculation: lineCalculation(math),
        price: formatPrice(line.price.amount, line.price.currency),
      };
    }),
    total: formatPrice(order.total.amount, order.total.currency),
    confirmationEmail: order.confirmation?.email ?? null,
    downloads: downloadsOf(order),
  };
}

const DOCUMENT_PATH = /^\/api\/v1\/orders\/[^/]+\/documents\/(voucher\.pdf|calendar\.ics)$/;

/** The API's signed document path as this site's download link (the API may not be reachable from outside). */
function downloadHref(orderId: string, apiPath: string): string | null {
  const url = new URL(apiPath, 'http://api.invalid');
  const kind = DOCUMENT_PATH.exec(url.pathname)?.[1];
  const exp = url.searchParams.get('exp');
  const sig = url.searchParams.get('sig');
  if (!kind || !exp || !sig) return null;
  return `/platnosc/plik/?${new URLSearchParams({ orderId, kind, exp, sig })}`;
}

function downloadsOf(order: Order): OrderSummaryView['downloads'] {
  const documents = order.confirmation?.documents;
  if (!documents) return null;
  const voucherPdf = downloadHref(String(order.orderId), documents.voucherPdf);
  const calendar = downloadHref(String(order.orderId), documents.calendar);
  return voucherPdf && calendar ? { voucherPdf, calendar } : null;
}

/** The page state from the order's own status, never from the page's address (an upstream without paymentStatus). */
function outcomeOfOrder(status: string): 'success' | 'failure' | 'pending' {
  if (status === 'CONFIRMED') return 'success';
  if (status === 'CANCELLED' || status === 'EXPIRED') return 'failure';
  return 'pending';
}

function view(
  state: PaymentViewState,
  fields: Partial<Omit<PaymentPageView, 'state' | 'isFinal'>> = {},
): PaymentPageView {
  const error = fields.error ?? null;
  return {
    state,
    orderId: fields.orderId ?? null,
    paymentStatus: fields.paymentStatus ?? null,
    order: fields.order ?? null,
    error,
    isFinal: isFinalView(state, error),
  };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function errorStatus(error: unknown): { status: number; kind: PaymentErrorKind } {
  if (isNotFound(error)) return { status: 404, kind: 'not-found' };
  return { status: upstreamStatus(error), kind: 'unavailable' };
}

function answer(body: PaymentPageView, status = 200) {
  return json(body, { status, headers: { 'Cache-Control': CacheControl.privateNoStore } });
}

/** Spec §8 'Błąd sprawdzania płatności': 404 for an unknown order, 503 when the API is down or too slow, 502 otherwise. */
function failed(logger: Logger, error: unknown, orderId: string) {
  const { status, kind } = errorStatus(error);
  if (kind === 'unavailable') logger.error({ err: error, orderId }, 'Payment status: reading the status failed');
  return answer(view('error', { orderId, error: kind }), status);
}

function invalidId() {
  return answer(view('error', { error: 'invalid-id' }), 400);
}

/**
 * /platnosc/ (spec §2, §4): the payment status and the order, read in parallel. The status decides the
 * view; the order is only its summary, so an order that fails to load (other than 404) leaves it out.
 */
export async function loadPaymentStatus(request: Request, context: AppLoadContext) {
  const param = orderIdFromRequest(request);
  if (param.kind === 'missing') return answer(view('checking'));
  if (param.kind === 'invalid') return invalidId();
  const { orderId } = param;

  const [status, order] = await Promise.allSettled([
    context.api.getPaymentStatus(orderId),
    context.api.getOrder(orderId),
  ]);
  if (status.status === 'rejected') return failed(context.logger, status.reason, orderId);
  if (order.status === 'rejected' && isNotFound(order.reason)) return failed(context.logger, order.reason, orderId);
  if (order.status === 'rejected')
    context.logger.warn({ err: order.reason, orderId }, 'Payment status: reading the order failed');

  const paymentStatus = status.value.paymentStatus;
  return answer(
    view(paymentOutcome(paymentStatus), {
      orderId,
      paymentStatus,
      order: order.status === 'fulfilled' ? orderSummary(order.value) : null,
    }),
  );
}

/**
 * /platnosc/sukces/ and /platnosc/niepowodzenie/ (spec §2: static pages). A departure from the spec
 * (decision 0030): the outcome shown is the order's, whichever address was opened, and an order that
 * cannot be read shows the error view — the page never claims a payment the order does not have.
 */
export async function loadStaticPaymentPage(request: Request, context: AppLoadContext) {
  const param = orderIdFromRequest(request);
  if (param.kind === 'missing') return answer(view('checking'));
  if (param.kind === 'invalid') return invalidId();
  const { orderId } = param;

  try {
    const order = await context.api.getOrder(orderId);
    // The page says what the order is, whatever its address: a declined order on /sukces/ is not paid.
    const shown = order.paymentStatus ? paymentOutcome(order.paymentStatus) : outcomeOfOrder(order.status);
    return answer(view(shown, { orderId, paymentStatus: order.paymentStatus, order: orderSummary(order) }));
  } catch (error) {
    // Without the order the page cannot know the outcome, so it claims none (spec §8 'Błąd sprawdzania').
    return failed(context.logger, error, orderId);
  }
}
