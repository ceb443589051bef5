import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { type Addon, type ApiClient, type Parking } from '~/.server/api';
import { logger } from '~/.server/context';
import { parseLeniently, readForm, UNREADABLE_FORM_MESSAGE } from '~/.server/forms';
import {
  addonBasisLabel,
  type CheckoutDetails,
  detailsFromPayload,
  payloadFromSearchParams,
  priceChange,
  stayValue,
} from '~/lib/checkout';
import type {
  CheckoutActionData,
  CheckoutAddonView,
  CheckoutLoaderData,
  CheckoutParkingView,
  NoticeView,
} from '~/lib/checkout-view';
import { addDaysToKey, dateKey } from '~/lib/dates';
import { CHECKOUT_INTENTS, CheckoutFormSchema, CheckoutIntentSchema, DEFAULT_ADULTS, DEFAULT_CHILDREN, DEFAULT_COUNTRY_CODE, IdParamSchema } from '~/lib/schemas/checkout';
import { parkingPath } from '~/lib/search-state';
import { type QuoteOutcome, quoteDetails, quoteState } from './offers';
import { placeCheckoutOrder } from './orders';

/** Spec §7: availability from now to one year later. */
const AVAILABILITY_DAYS = 365;
/** Spec §2/§8: shown when the parking data cannot be loaded. */
const PLACEHOLDER = { name: 'Wybrany parking', location: 'Lokalizacja zostanie potwierdzona w voucherze' } as const;

type Loaded<T> = { data: T; status: number };

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);

function parkingView(parkingId: string, parking: Parking | null, isActive: boolean): CheckoutParkingView {
  if (!parking) {
    return {
      id: parkingId,
      ...PLACEHOLDER,
      imageUrl: null,
      airport: null,
      href: null,
      regulationsUrl: null,
      rating: { average: 0, count: 0 },
      isActive,
      isPlaceholder: true,
    };
  }
  const airport = parking.airport ? { name: parking.airport.name, slug: parking.airport.slug } : null;
  return {
    id: String(parking.id),
    name: parking.name,
    location: parking.location.address || airport?.name || '',
    imageUrl: parking.gallery[0]?.url ?? null,
    airport,
    href: airport ? parkingPath(airport.slug, parking.slug) : null,
    regulationsUrl: parking.parkingRegulations && /^https?:\/\//.test(parking.parkingRegulations) ? parking.parkingRegulations : null,
    rating: parking.rating,
    isActive: isActive && parking.active,
    isPlaceholder: false,
  };
}

/** Spec §3: the parking's addons merged with the addons call (the call wins), by price descending. */
export function mergeAddons(fromCall: Addon[], parking: Parking | null): CheckoutAddonView[] {
  const view = (addon: { id: string | number; name: string; description: string; price: { amount: number; currency: string } }, strategy: string | null): CheckoutAddonView => ({
    id: String(addon.id),
    name: addon.name,
    description: addon.description,
    price: addon.price.amount,
    currency: addon.price.currency,
    basis: addonBasisLabel(strategy),
  });
  const merged = new Map<string, CheckoutAddonView>();
  for (const addon of parking?.addons ?? []) {
    // Only an addon with an id and a price can be booked.
    if (addon.id !== null && addon.price) merged.set(String(addon.id), view({ ...addon, id: addon.id, price: addon.price }, addon.quantityResolverStrategy));
  }
  for (const addon of fromCall) merged.set(String(addon.id), view(addon, addon.quantityResolverStrategy));
  return [...merged.values()].sort((a, b) => b.price - a.price);
}

interface ParkingContext {
  parking: Parking | null;
  /** null: the API said there is no such parking. */
  found: boolean;
  view: CheckoutParkingView;
  addons: CheckoutAddonView[];
  unavailableDays: string[];
}

async function loadParkingContext(api: ApiClient, parkingId: string, now: Date): Promise<ParkingContext> {
  const today = dateKey(now);
  const [parking, addons, availability, active] = await Promise.allSettled([
    api.getParkingById(parkingId),
    api.getAddons(parkingId),
    api.getAvailability(parkingId, { startDate: today, endDate: addDaysToKey(today, AVAILABILITY_DAYS) }),
    api.getActive(parkingId),
  ]);
  for (const [call, result] of Object.entries({ parking, addons, availability, active })) {
    if (result.status === 'rejected') logger.warn({ err: result.reason, parkingId, call }, 'checkout: parking call failed');
  }
  const parkingData = settled(parking, null);
  return {
    parking: parkingData,
    found: parking.status === 'rejected' || parkingData !== null,
    view: parkingView(parkingId, parkingData, settled(active, true)),
    addons: mergeAddons(settled(addons, []), parkingData),
    unavailableDays: settled(availability, { availability: [] }).availability.filter((d) => !d.available).map((d) => d.date),
  };
}

/**
 * GET /rezerwacja/?parkingId=…&arrivalAt=…&departureAt=… — the page with a priced offer at first paint.
 * The query may also carry `adults`, `children`, `licensePlates`, `addons` and `offerId` (reused when
 * still valid for exactly these details).
 */
export async function loadCheckout({ request, context }: LoaderFunctionArgs): Promise<Loaded<CheckoutLoaderData>> {
  const url = new URL(request.url);
  const now = new Date();
  const rawId = url.searchParams.get('parkingId');
  // Spec §2: without a parking id the page says 'Nie wybrano parkingu' (the browser may still find
  // one in localStorage after hydration).
  if (rawId === null || rawId.trim() === '') return { data: { kind: 'no-parking', reason: 'missing' }, status: 200 };
  const asked = detailsFromPayload(payloadFromSearchParams(url.searchParams), now);
  if (!asked) return { data: { kind: 'no-parking', reason: 'invalid' }, status: 400 };
  // A code in the URL is priced like a typed one: over the limit, the page is priced without it.
  const details = (await promoAttempt(context, asked.promoCode)).allowed ? asked : { ...asked, promoCode: null };

  const offerId = IdParamSchema.safeParse(url.searchParams.get('offerId'));
  const [parking, outcome] = await Promise.all([
    loadParkingContext(context.api, details.parkingId, now),
    quoteDetails(context.api, details, { previousOfferId: offerId.success ? offerId.data : null, now }),
  ]);
  if (!parking.found) return { data: { kind: 'no-parking', reason: 'not-found' }, status: 404 };
  return {
    data: {
      kind: 'checkout',
      parking: parking.view,
      stay: stayValue(details.stay),
      unavailableDays: parking.unavailableDays,
      addons: parking.addons,
      quote: quoteState(outcome, details.parkingId),
      idempotencyKey: randomUUID(),
      defaults: {
        countryCode: DEFAULT_COUNTRY_CODE,
        adults: details.adults || DEFAULT_ADULTS,
        children: details.children || DEFAULT_CHILDREN,
        licensePlates: details.plates,
        addons: details.addonIds,
      },
    },
    status: 200,
  };
}

export type CheckoutActionResult =
  | { kind: 'data'; data: CheckoutActionData; status: number; headers?: Record<string, string> }
  | { kind: 'redirect'; location: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * ASVS 2.4.1: every path that prices a promo code (the URL, a re-quote, 'Zastosuj', the order) counts
 * it against the client's limit of different codes (server/rate-limits.ts), so none is a guessing oracle.
 */
async function promoAttempt(context: ActionFunctionArgs['context'], code: string | null) {
  if (!code || !context.promoAttempt) return { allowed: true, retryAfterSeconds: 0 };
  return context.promoAttempt(code);
}

/** Conform's values without errors: what a re-quote sends back so nothing typed is lost. */
function valuesOnly(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  return { initialValue: reply.initialValue, fields: reply.fields };
}

function isAllowedPaymentUrl(url: string, origins: string[]): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * POST /rezerwacja/ — every button of the checkout form (spec §4), told apart by `intent`:
 * quote / promo-apply / promo-remove / decline-price re-price the details; submit / accept-price place
 * the order. Conform's list buttons (add/remove a plate without JS) re-price too.
 */
export async function handleCheckoutAction({ request, context }: ActionFunctionArgs): Promise<CheckoutActionResult> {
  const read = await readForm(request);
  const now = new Date();
  if (!read.ok) {
    return {
      kind: 'data',
      status: 400,
      data: {
        intent: CHECKOUT_INTENTS.submit,
        reply: {},
        stay: null,
        notice: { title: 'Błąd', description: UNREADABLE_FORM_MESSAGE, variant: 'error' },
      },
    };
  }
  const { formData } = read;
  // Spec §3: the plate list starts with one (empty) entry; a hand-made post without any gets it too.
  if (![...formData.keys()].some((name) => name.startsWith('licensePlates'))) formData.set('licensePlates[0]', '');
  const submission = parseLeniently(formData, (data) => parseWithZod(data, { schema: CheckoutFormSchema }));
  const payload = submission.payload;
  const intent = submission.status === undefined ? CHECKOUT_INTENTS.quote : CheckoutIntentSchema.parse(formData.get('intent'));
  const reply = submission.reply();
  const details = detailsFromPayload(payload, now);
  const base = { intent, reply: valuesOnly(reply), stay: details ? stayValue(details.stay) : null };

  if (!details) {
    return {
      kind: 'data',
      status: 400,
      data: { ...base, reply, notice: { title: 'Nie wybrano parkingu', description: 'Wybierz parking, zanim przejdziesz do rezerwacji.', variant: 'error' } },
    };
  }

  const isOrder = intent === CHECKOUT_INTENTS.submit || intent === CHECKOUT_INTENTS.acceptPrice;
  {
    const priced = intent === CHECKOUT_INTENTS.promoApply ? text(payload.promoInput).toLowerCase() : intent === CHECKOUT_INTENTS.promoRemove ? null : details.promoCode;
    const attempt = await promoAttempt(context, priced || null);
    if (!attempt.allowed) {
      return {
        kind: 'data',
        status: 429,
        headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
        data: { ...base, promoError: 'Zbyt wiele prób kodu rabatowego. Spróbuj ponownie później.' },
      };
    }
  }
  if (!isOrder) return requote(context.api, intent, details, payload, base, now);

  // Every answer that keeps the traveller on the page carries the price of what they typed, so the
  // summary (and its hidden offer id and total) never falls back to the URL's quote.
  const current = async () =>
    quoteState(
      await quoteDetails(context.api, details, { previousOfferId: IdParamSchema.safeParse(payload.offerId).data ?? null, now }),
      details.parkingId,
    );
  if (submission.status !== 'success') {
    return { kind: 'data', status: 400, data: { ...base, reply, quote: await current() } };
  }
  const form = submission.value;
  const accepting = intent === CHECKOUT_INTENTS.acceptPrice;
  const newTotal = Number(text(payload.newTotal));
  const outcome = await placeCheckoutOrder(context.api, {
    form,
    details,
    offerId: accepting ? IdParamSchema.safeParse(payload.newOfferId).data : form.offerId,
    quotedTotal: accepting ? (Number.isFinite(newTotal) && text(payload.newTotal) !== '' ? newTotal : undefined) : form.quotedTotal,
    formKey: form.idempotencyKey ?? randomUUID(),
    withNewPrice: accepting,
    now,
  });

  if (outcome.kind === 'price-changed') {
    const offerOutcome: QuoteOutcome = { ok: true, offer: outcome.newOffer, reused: false };
    const change = priceChange(outcome.oldPrice ?? 0, outcome.newOffer.total.amount, outcome.newOffer.total.currency);
    return {
      kind: 'data',
      status: 409,
      data: {
        ...base,
        priceChange: { ...change, oldPrice: outcome.oldPrice, newOfferId: String(outcome.newOffer.id) },
        // The summary shows the new offer behind the dialog; the form keeps confirming the old total
        // (a plain submit re-opens the dialog) until 'Kontynuuj z nową ceną' or 'Anuluj'.
        quote: quoteState(offerOutcome, details.parkingId),
      },
    };
  }
  if (outcome.kind === 'error') {
    const notice: NoticeView = { title: outcome.title, description: outcome.message, variant: 'error' };
    const withFields = outcome.fieldErrors ? submission.reply({ fieldErrors: outcome.fieldErrors }) : base.reply;
    // When the API itself is failing, a re-quote would only wait for it again: the page keeps its offer.
    const quote = outcome.status >= 500 ? undefined : await current();
    return { kind: 'data', status: outcome.status, data: { ...base, reply: withFields, notice, ...(quote ? { quote } : {}) } };
  }

  const { order } = outcome;
  if (order.paymentUrl && !isAllowedPaymentUrl(order.paymentUrl, context.paymentOrigins ?? [new URL(context.publicUrl).origin])) {
    // ASVS 3.7.2: never send a traveller to a payment page outside the allow-list (PAYMENT_URL_ALLOWLIST).
    context.logger.error({ orderId: order.orderId }, 'checkout: payment URL outside the allow-list');
    return {
      kind: 'data',
      status: 502,
      data: { ...base, notice: { title: 'Błąd', description: 'Nie udało się rozpocząć płatności. Skontaktuj się z nami.', variant: 'error' } },
    };
  }
  // A zero total (a 100 % code) is confirmed without payment (spec: straight to success).
  const redirectTo =
    order.paymentUrl ?? `/platnosc/sukces/?orderId=${encodeURIComponent(String(order.orderId))}`;
  context.logger.info({ orderId: order.orderId, status: order.status }, 'checkout: order placed');
  if (formData.get('client') === 'js') {
    return {
      kind: 'data',
      status: 200,
      data: {
        ...base,
        notice: { title: 'Sukces!', description: 'Zamówienie złożone.', variant: 'success' },
        ordered: {
          redirectTo,
          orderId: String(order.orderId),
          orderNumber: order.orderNumber,
          total: order.total.amount,
          currency: order.total.currency,
        },
        quote: quoteState({ ok: true, offer: outcome.offer, reused: true }, details.parkingId),
      },
    };
  }
  return { kind: 'redirect', location: redirectTo };
}

async function requote(
  api: ApiClient,
  intent: string,
  details: CheckoutDetails,
  payload: Record<string, unknown>,
  base: Omit<CheckoutActionData, 'quote'>,
  now: Date,
): Promise<CheckoutActionResult> {
  let wanted = details;
  let previousOfferId = IdParamSchema.safeParse(payload.offerId).data ?? null;
  if (intent === CHECKOUT_INTENTS.promoApply) {
    const code = text(payload.promoInput);
    if (!code) {
      return { kind: 'data', status: 400, data: { ...base, promoError: 'Wpisz kod rabatowy.' } };
    }
    wanted = { ...details, promoCode: code.toLowerCase() };
  } else if (intent === CHECKOUT_INTENTS.promoRemove) {
    wanted = { ...details, promoCode: null };
  } else if (intent === CHECKOUT_INTENTS.declinePrice) {
    // Spec: declining loads the new offer into the page.
    previousOfferId = IdParamSchema.safeParse(payload.newOfferId).data ?? previousOfferId;
  }

  const outcome = await quoteDetails(api, wanted, { previousOfferId, now });
  const quote = quoteState(outcome, details.parkingId);
  if (!outcome.ok) {
    const { failure } = outcome;
    if (intent === CHECKOUT_INTENTS.promoApply && failure.code === 'INVALID_PROMO_CODE') {
      // The code is refused; the page keeps the offer it had (re-priced without the code).
      const without = await quoteDetails(api, details, { previousOfferId, now });
      return {
        kind: 'data',
        status: 422,
        data: {
          ...base,
          quote: quoteState(without, details.parkingId),
          promoError: failure.message,
          notice: { title: failure.title, description: failure.message, variant: 'error' },
        },
      };
    }
    return {
      kind: 'data',
      status: failure.status,
      data: { ...base, quote, notice: { title: failure.title, description: failure.message, variant: 'error' } },
    };
  }

  const notice = noticeFor(intent, quote.status === 'ok' ? quote.quote.promo : null);
  return { kind: 'data', status: 200, data: { ...base, quote, ...(notice ? { notice } : {}) } };
}

/** Spec §8 messages of the quote-type intents. */
function noticeFor(intent: string, promo: { percent: number | null } | null): NoticeView | null {
  switch (intent) {
    case CHECKOUT_INTENTS.promoApply:
      return {
        title: 'Kod rabatowy zastosowany!',
        description: `Otrzymujesz ${promo?.percent ?? 100}% zniżki! 🎉`,
        variant: 'success',
      };
    case CHECKOUT_INTENTS.promoRemove:
      return { title: 'Kod rabatowy usunięty', variant: 'info' };
    case CHECKOUT_INTENTS.declinePrice:
      return { title: 'Oferta zaktualizowana', description: 'Załadowano nową ofertę z aktualną ceną.', variant: 'info' };
    default:
      return null;
  }
}

