import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { handleCheckoutAction } from '~/.server/checkout/action';
import { loadCheckout } from '~/.server/checkout/loader';
import { NO_STORE } from '~/.server/checkout/responses';
import { CheckoutPage, NoParking } from '~/components/checkout/checkout-page';
import { differsOnlyInStay } from '~/lib/checkout-address';
import type { PageWriteLimit } from '../../core/write-limits';

export const loader = (args: LoaderFunctionArgs) => loadCheckout(args);

/** The edge's limit for this action (core/write-limits.ts); promo codes are counted by the action itself. */
export const rateLimit = 'pageWrites' satisfies PageWriteLimit;
export const action = (args: ActionFunctionArgs) => handleCheckoutAction(args);

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  // The placed order's cookie for the payment pages (app/.server/order-access.ts).
  const setCookie = actionHeaders.get('Set-Cookie');
  return {
    ...NO_STORE,
    ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
    ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
  };
};

/**
 * Every POST here answers its own data, and dates picked on the page are priced by the page itself before the
 * address follows them (checkout-form.tsx): re-running the loader for either would only price a new offer.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod?.toUpperCase() === 'POST') return false;
  if (!formMethod && differsOnlyInStay(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.kind === 'checkout' ? `Rezerwacja – ${data.parking.name} | Parkolot` : 'Nie wybrano parkingu | Parkolot',
  },
  {
    name: 'description',
    content:
      data?.kind === 'checkout'
        ? `Rezerwacja parkingu ${data.parking.name}: dane kierowcy, numery rejestracyjne i płatność online. Bezpłatna anulacja.`
        : 'Rezerwacja parkingu przy lotnisku w Parkolot: dane kierowcy, numery rejestracyjne i płatność online.',
  },
  // A per-traveller page: never indexed (Lighthouse's SEO crawlability audit is skipped there by design).
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CheckoutRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === 'no-parking') return <NoParking reason={data.reason} />;
  return <CheckoutPage data={data} actionData={actionData} />;
}
