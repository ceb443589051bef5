import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, isApiRefusal, upstreamStatus, type Order } from '~/.server/api';
import type { Logger } from '~/.server/context';
import { formatDisplayDate, formatDisplayTime } from '~/lib/dates';
import { parseIsoDateTime } from '../../core/warsaw-time';
import { formatPrice } from '~/lib/format';
import { lineCalculation, lineMath } from '~/lib/price-lines';
import {
  isFinalView,
  OrderIdSchema,
  pageOutcome,
  type OrderSummaryView,
  type PaymentErrorKind,
  type PaymentPageView,
  type PaymentViewState,
  type PayAgainFailure,
  type StatusOnlyView,
} from '~/lib/payment-status';
import { CacheControl } from '../../core/cache-control';
import { formatPriceZl } from '../../core/format';
import { toGrosze, toZlote } from '../../core/money';
import { isAllowedPaymentUrl } from '~/.server/payment-url';
import { orderDocumentHref } from '~/.server/document-links';
import { airportSearchHref } from '~/lib/site-paths';
import { lateCaptureText } from '../../core/late-capture';
import { orderAccessToken, tokenLinkRedirect } from '~/.server/order-access';

/** The order as its owner reads it (with its booking token). */
type OrderDetails = Extract<Order, { access: 'full' }>;

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

function orderSummary(order: OrderDetails, context: AppLoadContext, signedLink: SignedLink | null): OrderSummaryView {
  const payAgain = order.retry && {
    // The e-mail's own signed link, when the page was opened from it (it expires with the same deadline).
    ...(signedLink ?? { exp: order.retry.exp, sig: order.retry.sig }),
    until: warsawDateTime(order.retry.until) ?? order.retry.until,
  };
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
      const off = line.originalPrice ? toGrosze(line.originalPrice.amount) - toGrosze(line.price.amount) : 0;
      return {
        name: line.product.name,
        calculation: lineCalculation(math),
        discount: off > 0 ? `−${formatPriceZl(toZlote(off))}` : null,
        price: formatPrice(line.price.amount, line.price.currency),
      };
    }),
    total: formatPrice(order.total.amount, order.total.currency),
    free: order.total.amount === 0,
    confirmationEmail: order.confirmation?.email ?? null,
    downloads: downloadsOf(order),
    heldUntil: warsawDateTime(order.holdExpiresAt),
    payAgain,
    resumePaymentUrl: order.paymentUrl && isAllowedPaymentUrl(order.paymentUrl, context) ? order.paymentUrl : null,
    lateCaptures: order.lateCaptures.map((late) =>
      lateCaptureText({
        amount: formatPriceZl(late.amount.amount),
        orderStatus: late.orderStatus,
        dateChange: null,
        refunded: late.refunded,
      }),
    ),
    lateRefunded: order.latePaymentRefunded === true,
  };
}

type SignedLink = { exp: number; sig: string };

const SignedLinkSchema = z.object({
  exp: z.coerce.number().int().positive().max(1e11),
  sig: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

/** The `exp` and `sig` of a "pay again" e-mail link (`/platnosc/?orderId=…&exp=…&sig=…`), when well formed. */
function signedLinkOf(request: Request): SignedLink | null {
  const params = new URL(request.url).searchParams;
  const parsed = SignedLinkSchema.safeParse({ exp: params.get('exp'), sig: params.get('sig') });
  return parsed.success ? parsed.data : null;
}

function downloadsOf(order: OrderDetails): OrderSummaryView['downloads'] {
  const documents = order.confirmation?.documents;
  if (!documents) return null;
  const voucherPdf = orderDocumentHref(documents.voucherPdf, String(order.orderId));
  const calendar = orderDocumentHref(documents.calendar, String(order.orderId));
  return voucherPdf && calendar ? { voucherPdf, calendar } : null;
}

/**
 * Read by its id alone, an order shows no details; a "pay again" e-mail link's own token still offers
 * "Zapłać ponownie" while the order's status allows a new payment (the API checks the token itself).
 */
function statusOnlyView(status: string, signedLink: SignedLink | null): StatusOnlyView {
  const payable = status === 'PENDING_PAYMENT' || status === 'EXPIRED';
  return { payAgain: payable ? signedLink : null };
}

/** The page's order fields: the summary for its owner, else the status-only view. */
function orderFields(
  order: Order,
  context: AppLoadContext,
  signedLink: SignedLink | null,
): Pick<PaymentPageView, 'order' | 'statusOnly'> {
  return order.access === 'full'
    ? { order: orderSummary(order, context, signedLink), statusOnly: null }
    : { order: null, statusOnly: statusOnlyView(order.status, signedLink) };
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
    statusOnly: fields.statusOnly ?? null,
    error,
    isFinal: isFinalView(state, error),
    free: fields.free ?? false,
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
 * The summary needs the order's booking token (this browser's cookie, app/.server/order-access.ts); an
 * e-mail link's `?token=` is moved into that cookie first.
 */
export async function loadPaymentStatus(request: Request, context: AppLoadContext) {
  const param = orderIdFromRequest(request);
  if (param.kind === 'missing') return answer(view('checking'));
  if (param.kind === 'invalid') return invalidId();
  const { orderId } = param;
  const withoutToken = await tokenLinkRedirect(request, orderId, context);
  if (withoutToken) return withoutToken;

  const [status, order] = await Promise.allSettled([
    context.api.getPaymentStatus(orderId),
    context.api.getOrder(orderId, await orderAccessToken(request, orderId)),
  ]);
  if (status.status === 'rejected') return failed(context.logger, status.reason, orderId);
  if (order.status === 'rejected' && isNotFound(order.reason)) return failed(context.logger, order.reason, orderId);
  if (order.status === 'rejected')
    context.logger.warn({ err: order.reason, orderId }, 'Payment status: reading the order failed');

  const { paymentStatus, orderStatus, free } = status.value;
  return answer(
    view(pageOutcome(orderStatus, paymentStatus), {
      orderId,
      paymentStatus,
      free,
      ...(order.status === 'fulfilled' ? orderFields(order.value, context, signedLinkOf(request)) : {}),
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
  const withoutToken = await tokenLinkRedirect(request, orderId, context);
  if (withoutToken) return withoutToken;

  try {
    const order = await context.api.getOrder(orderId, await orderAccessToken(request, orderId));
    // The page says what the order is, whatever its address: a declined order on /sukces/ is not paid.
    const shown = pageOutcome(order.status, order.paymentStatus ?? null);
    const free = order.access === 'full' ? order.total.amount === 0 : order.free;
    return answer(
      view(shown, { orderId, paymentStatus: order.paymentStatus, free, ...orderFields(order, context, null) }),
    );
  } catch (error) {
    // Without the order the page cannot know the outcome, so it claims none (spec §8 'Błąd sprawdzania').
    return failed(context.logger, error, orderId);
  }
}

const PayAgainFormSchema = z.object({ orderId: OrderIdSchema }).and(SignedLinkSchema);

/** Where the API says the same stay can be searched again (SOLD_OUT, RETRY_EXPIRED, …). */
const SearchAgainSchema = z.object({
  search: z.object({
    airportSlug: z.string().regex(/^[a-z0-9-]{1,100}$/),
    arrivalAt: z.string(),
    departureAt: z.string(),
  }),
});

function searchHrefOf(body: unknown): string | null {
  const parsed = SearchAgainSchema.safeParse(body);
  if (!parsed.success) return null;
  const arrival = parseIsoDateTime(parsed.data.search.arrivalAt);
  const departure = parseIsoDateTime(parsed.data.search.departureAt);
  if (!arrival || !departure) return null;
  return airportSearchHref(parsed.data.search.airportSlug, { arrival, departure });
}

function payAgainFailed(failure: PayAgainFailure, status: number) {
  return json({ payAgainFailure: failure }, { status, headers: { 'Cache-Control': CacheControl.privateNoStore } });
}

const NOT_STARTED = 'Nie udało się rozpocząć płatności. Spróbuj ponownie za chwilę.';

/**
 * POST /platnosc/?index ("Zapłać ponownie", a plain form: works the same with and without JS): a new
 * payment for the order, then 303 to the provider's page. A refusal (sold out, past the deadline, a bad
 * link) renders the page again with the API's Polish message and its 4xx.
 */
export async function payAgainAction(request: Request, context: AppLoadContext) {
  let fields: Record<string, unknown> = {};
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    // Not a form: parsed below as empty, so a 400.
  }
  const form = PayAgainFormSchema.safeParse(fields);
  if (!form.success) {
    return payAgainFailed(
      { message: 'Link do ponownej płatności jest niepełny lub uszkodzony.', searchHref: null },
      400,
    );
  }
  const { orderId, exp, sig } = form.data;
  try {
    const order = await context.api.retryPayment(orderId, { exp, sig });
    // Paid meanwhile (an older payment's page, in another tab): no new payment, the page says it is booked.
    if (!order.paymentUrl && order.status === 'CONFIRMED')
      return redirect(`/platnosc/?orderId=${encodeURIComponent(orderId)}`, 303);
    if (!order.paymentUrl || !isAllowedPaymentUrl(order.paymentUrl, context)) {
      context.logger.error({ orderId }, 'Pay again: no payment URL on an allowed origin');
      return payAgainFailed({ message: NOT_STARTED, searchHref: null }, 502);
    }
    context.logger.info({ orderId }, 'Pay again: payment started');
    return redirect(order.paymentUrl, 303);
  } catch (error) {
    if (isApiRefusal(error)) {
      return payAgainFailed(
        { message: error.messages[0] ?? NOT_STARTED, searchHref: searchHrefOf(error.body) },
        error.status,
      );
    }
    context.logger.error({ err: error, orderId }, 'Pay again: the API failed');
    return payAgainFailed({ message: NOT_STARTED, searchHref: null }, upstreamStatus(error));
  }
}
