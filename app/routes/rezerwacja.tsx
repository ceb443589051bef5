import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { handleCheckoutAction, loadCheckout } from '~/.server/checkout/page';
import { CheckoutPage, NoParking } from '~/components/checkout/checkout-page';
import type { CheckoutActionData, CheckoutLoaderData } from '~/lib/checkout-view';

/** Checkout and payment answers are personal and never cached (ARCHITECTURE "Caching"). */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader(args: LoaderFunctionArgs) {
  const { data, status } = await loadCheckout(args);
  return json<CheckoutLoaderData>(data, { status, headers: NO_STORE });
}

export const rateLimit = 'pageWrites'; // core/write-limits.ts: promo codes are counted by the action itself
export async function action(args: ActionFunctionArgs) {
  const result = await handleCheckoutAction(args);
  // Without JS the browser follows the 303 to the payment page (or to success for a zero total).
  if (result.kind === 'redirect') return redirect(result.location, { status: 303, headers: NO_STORE });
  return json<CheckoutActionData>(result.data, { status: result.status, headers: { ...NO_STORE, ...result.headers } });
}

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { ...NO_STORE, 'Retry-After': retryAfter } : NO_STORE;
};

/** Every POST here answers its own data; re-running the loader would only price a new offer. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.kind === 'checkout' ? `Rezerwacja – ${data.parking.name} | Parkolot` : 'Nie wybrano parkingu | Parkolot' },
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
