import { useFetcher } from '@remix-run/react';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { notify } from '~/components/ui/toast';
import type { CheckoutActionData, PriceChangeView, QuoteState, StayView } from '~/lib/checkout-view';
import { CHECKOUT_INTENTS } from '~/lib/schemas/checkout';

/** What the summary and the dialog show: the newest of the loader's quote and the action's answers. */
export interface CheckoutQuoteView {
  quote: QuoteState;
  stay: StayView;
  /** The promo field's own message (spec §8 'Nieprawidłowy kod'), from the latest answer. */
  promoError: string | undefined;
  /** The price change the dialog asks about; null when there is none or it was answered. */
  priceChange: PriceChangeView | null;
}

/** A navigation answer (an order attempt) or a fetcher answer (a re-quote, a promo code, 'Anuluj'). */
type Channel = 'navigation' | 'fetcher';

/** One answer on top of what the page showed: an answer without a quote or a stay keeps the previous one. */
function withAnswer(view: CheckoutQuoteView, answer: CheckoutActionData, channel: Channel): CheckoutQuoteView {
  return {
    quote: answer.quote ?? view.quote,
    stay: answer.stay ?? view.stay,
    promoError: answer.promoError,
    // An order attempt opens the dialog (or closes it); of the re-quotes only 'Anuluj' closes it.
    priceChange:
      channel === 'navigation'
        ? (answer.priceChange ?? null)
        : answer.intent === CHECKOUT_INTENTS.declinePrice
          ? null
          : view.priceChange,
  };
}

interface Seen {
  actionData: CheckoutActionData | undefined;
  fetcherData: CheckoutActionData | undefined;
  view: CheckoutQuoteView;
}

/**
 * The checkout's quote, derived from Remix state: the loader's quote and stay, then every answer of
 * the action as it arrives — a navigation's (`useActionData`, passed in) or the re-quote fetcher's.
 * Each answer is folded in once, during the render that first sees it (React's "adjust state when a
 * prop changes" pattern), so nothing is copied over in an effect. The form is keyed by its loader
 * data (CheckoutPage), so new loader data starts afresh.
 */
export function useCheckoutQuote(
  formRef: RefObject<HTMLFormElement | null>,
  loaded: { quote: QuoteState; stay: StayView },
  actionData: CheckoutActionData | undefined,
) {
  const fetcher = useFetcher<CheckoutActionData>();
  const [seen, setSeen] = useState<Seen>(() => {
    const view: CheckoutQuoteView = {
      quote: loaded.quote,
      stay: loaded.stay,
      promoError: undefined,
      priceChange: null,
    };
    return {
      actionData,
      fetcherData: fetcher.data,
      view: actionData ? withAnswer(view, actionData, 'navigation') : view,
    };
  });

  let current = seen;
  if (seen.actionData !== actionData || seen.fetcherData !== fetcher.data) {
    let view = seen.view;
    if (actionData && actionData !== seen.actionData) view = withAnswer(view, actionData, 'navigation');
    if (fetcher.data && fetcher.data !== seen.fetcherData) view = withAnswer(view, fetcher.data, 'fetcher');
    current = { actionData, fetcherData: fetcher.data, view };
    setSeen(current);
  }

  // A re-quote's message is a toast (a navigation answer's is a banner, CheckoutMessages).
  useEffect(() => {
    const notice = fetcher.data?.notice;
    if (notice) {
      notify({
        title: notice.title,
        description: notice.description,
        variant: notice.variant === 'error' ? 'destructive' : 'default',
      });
    }
  }, [fetcher.data]);

  const { submit } = fetcher;
  /** Posts the form (or the given data) through the fetcher: the page stays, the answer updates the view. */
  const submitQuote = useCallback((data: FormData) => submit(data, { method: 'post' }), [submit]);
  /** Prices what the form holds now (spec §4: after a change of the booking details). */
  const requote = useCallback(() => {
    const element = formRef.current;
    if (!element) return;
    const data = new FormData(element);
    data.set('intent', CHECKOUT_INTENTS.quote);
    submitQuote(data);
  }, [formRef, submitQuote]);
  /** The dates picked in the summary show at once, before their re-quote answers. */
  const setStay = useCallback(
    (stay: StayView) => setSeen((previous) => ({ ...previous, view: { ...previous.view, stay } })),
    [],
  );

  return { ...current.view, busy: fetcher.state !== 'idle', submitQuote, requote, setStay };
}
