import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ActionFunctionArgs } from '@remix-run/node';
import { parseLeniently, readForm, UNREADABLE_FORM_MESSAGE } from '~/.server/forms';
import { type CheckoutDetails, detailsFromPayload, stayValue } from '~/lib/checkout';
import { missingStayProblem, typedStayProblem } from '~/lib/checkout-stay';
import type { NoticeView } from '~/lib/checkout-view';
import { STAY_FIELD_NAMES } from '~/lib/search-state';
import {
  CHECKOUT_INTENTS,
  type CheckoutIntent,
  CheckoutFormSchema,
  CheckoutIntentSchema,
  FORM_MARKERS,
  IdParamSchema,
} from '~/lib/schemas/checkout';
import { applicableAddonsOnly } from './addons';
import { acceptPrice } from './intents/accept-price';
import { declinePrice } from './intents/decline-price';
import { removePromo } from './intents/promo-remove';
import { applyPromo } from './intents/promo-apply';
import { quote } from './intents/quote';
import { submit } from './intents/submit';
import { promoAttempt } from './promo-limit';
import { type CheckoutActionResponse, checkoutAnswer } from './responses';

const UNREADABLE: NoticeView = { title: 'Błąd', description: UNREADABLE_FORM_MESSAGE, variant: 'error' };
const INCOMPLETE: NoticeView = {
  title: 'Strona nie wczytała się do końca',
  description:
    'Formularz został wysłany, zanim strona wczytała się w całości, więc część danych do nas nie dotarła. Sprawdź dane i spróbuj ponownie.',
  variant: 'error',
};

/** Conform's values without errors: what a re-quote sends back so nothing typed is lost. */
function valuesOnly(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  return { initialValue: reply.initialValue, fields: reply.fields };
}

/** The promo code an intent prices: the typed one for 'Zastosuj', none for 'Usuń', else the applied one. */
function pricedCode(intent: CheckoutIntent, details: CheckoutDetails): string | null {
  if (intent.intent === CHECKOUT_INTENTS.promoApply) return intent.promoInput.toLowerCase() || null;
  if (intent.intent === CHECKOUT_INTENTS.promoRemove) return null;
  return details.promoCode || null;
}

/**
 * POST /rezerwacja/ — every button of the checkout form (spec §4), told apart by `intent`
 * (CheckoutIntentSchema), each answered by its handler in ./intents: quote / promo-apply / promo-remove /
 * decline-price re-price the details; submit / accept-price place the order. Conform's list buttons
 * (add/remove a plate without JS) re-price too.
 */
export async function handleCheckoutAction({ request, context }: ActionFunctionArgs): Promise<CheckoutActionResponse> {
  const read = await readForm(request);
  const now = new Date();
  if (!read.ok)
    return checkoutAnswer({ intent: CHECKOUT_INTENTS.submit, reply: {}, stay: null, notice: UNREADABLE }, 400);
  const { formData } = read;
  // The page's form sent before it finished loading (FORM_MARKERS): what arrived comes back, nothing is
  // priced or ordered.
  const incomplete = formData.has(FORM_MARKERS.start) && !formData.has(FORM_MARKERS.end);
  // The page shows the car park its address names: a form naming another (only a hand-made post does) is
  // priced and ordered for the address's, so the name shown and the price shown are of one car park.
  const addressed = new URL(request.url).searchParams.get('parkingId');
  if (addressed !== null) formData.set('parkingId', addressed);
  // A form without the stay's fields (only a hand-made post) is priced and ordered for the address's stay,
  // never for a default one the traveller did not choose; with neither, an order is refused below.
  const address = new URL(request.url).searchParams;
  if (!Object.values(STAY_FIELD_NAMES).some((name) => formData.has(name))) {
    for (const name of ['arrivalAt', 'departureAt'] as const) {
      const value = address.get(name);
      if (value !== null && !formData.has(name)) formData.set(name, value);
    }
  }
  // Spec §3: the plate list starts with one (empty) entry; a hand-made post without any gets it too.
  if (![...formData.keys()].some((name) => name.startsWith('licensePlates'))) formData.set('licensePlates[0]', '');
  const submission = parseLeniently(formData, (data) => parseWithZod(data, { schema: CheckoutFormSchema }));
  const { payload } = submission;
  const parsed = CheckoutIntentSchema.safeParse(
    submission.status === undefined
      ? { intent: CHECKOUT_INTENTS.quote }
      : // Without an intent (a post with no button) the form does what its main button does: order.
        { ...payload, intent: formData.get('intent') ?? CHECKOUT_INTENTS.submit },
  );
  const reply = submission.reply();
  const details = detailsFromPayload(payload, now);
  const base = {
    intent: parsed.success ? parsed.data.intent : CHECKOUT_INTENTS.submit,
    reply: valuesOnly(reply),
    stay: details ? stayValue(details.stay) : null,
  };
  if (incomplete) return checkoutAnswer({ ...base, notice: INCOMPLETE }, 400);
  // An intent no button of the page sends: nothing is priced or ordered, and what was typed comes back.
  if (!parsed.success) return checkoutAnswer({ ...base, notice: UNREADABLE }, 400);
  const intent = parsed.data;
  if (!details) {
    return checkoutAnswer(
      {
        ...base,
        reply,
        notice: {
          title: 'Nie wybrano parkingu',
          description: 'Wybierz parking, zanim przejdziesz do rezerwacji.',
          variant: 'error',
        },
      },
      400,
    );
  }
  // Dates that break a stay rule: nothing is priced or ordered (the stay would be corrected into one the
  // traveller did not choose); the page keeps the stay it priced and its date fields show the dates typed.
  // With JS only an order is judged: the picker keeps to the rules, and its background re-quotes run while
  // a range is half picked.
  const isScripted = formData.get('client') === 'js';
  const isOrder = intent.intent === CHECKOUT_INTENTS.submit || intent.intent === CHECKOUT_INTENTS.acceptPrice;
  const stayProblem =
    (!isScripted || isOrder ? typedStayProblem(payload, now) : null) ?? (isOrder ? missingStayProblem(payload) : null);
  if (stayProblem) {
    return checkoutAnswer(
      {
        ...base,
        stay: null,
        typedStay: stayProblem.typed,
        notice: { title: 'Sprawdź daty pobytu', description: stayProblem.message, variant: 'error' },
      },
      400,
    );
  }
  const attempt = await promoAttempt(context, pricedCode(intent, details));
  if (!attempt.allowed) {
    return checkoutAnswer({ ...base, promoError: 'Zbyt wiele prób kodu rabatowego. Spróbuj ponownie później.' }, 429, {
      'Retry-After': String(attempt.retryAfterSeconds),
    });
  }

  const args = {
    context,
    // An addon the page shows disabled is never priced, even when a form posted before the page knew it
    // stopped applying (no JS, the party just shrank) still carries it.
    details: await applicableAddonsOnly(context, details),
    submission,
    reply,
    base,
    offerId: IdParamSchema.safeParse(payload.offerId).data ?? null,
    isScripted,
    now,
  };
  switch (intent.intent) {
    case CHECKOUT_INTENTS.quote:
      return quote(args);
    case CHECKOUT_INTENTS.promoApply:
      return applyPromo(args, intent);
    case CHECKOUT_INTENTS.promoRemove:
      return removePromo(args);
    case CHECKOUT_INTENTS.declinePrice:
      return declinePrice(args, intent);
    case CHECKOUT_INTENTS.submit:
      return submit(args, intent);
    case CHECKOUT_INTENTS.acceptPrice:
      return acceptPrice(args, intent);
  }
}
