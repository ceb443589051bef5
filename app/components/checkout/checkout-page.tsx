import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useMemo } from 'react';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { AlertCircleIcon } from '~/components/ui/icons';
import { notify } from '~/components/ui/toast';
import type { CheckoutActionData, CheckoutLoaderData, QuoteState } from '~/lib/checkout-view';
import { airportPath, reservationHref } from '~/lib/site-paths';
import { forgetTravellerDetails } from '~/lib/forget-traveller';
import { browserStorage, initialStay, STORAGE_KEYS } from '~/lib/stored-form';
import { track } from '~/lib/tracking';
import { IdParamSchema } from '~/lib/schemas/checkout';
import { CheckoutForm } from './checkout-form';
import { useRestoredDraft } from './use-checkout-draft';
import { useStoredStayInUrl } from '~/components/search/use-stored-stay-in-url';

type Checkout = Extract<CheckoutLoaderData, { kind: 'checkout' }>;

const NO_PARKING_TEXT = {
  missing: 'Aby zarezerwować miejsce, najpierw wybierz parking przy lotnisku.',
  invalid: 'Link do rezerwacji jest niepoprawny. Wybierz parking jeszcze raz.',
  'not-found': 'Nie znaleźliśmy tego parkingu – mógł zostać wycofany z oferty. Wybierz inny parking.',
} as const;

/** The parking remembered in localStorage, when it is a valid id. */
function storedParkingId(): string | null {
  try {
    const stored = browserStorage()?.getItem(STORAGE_KEYS.selectedParkingId) ?? null;
    return stored && IdParamSchema.safeParse(stored).success ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Spec §2 'Nie wybrano parkingu'. With JS, a parking remembered in localStorage (`selected_parking_id`)
 * is opened instead — the spec's source of the selection; the URL is ours (ARCHITECTURE).
 */
export function NoParking({ reason }: { reason: keyof typeof NO_PARKING_TEXT }) {
  const navigate = useNavigate();
  const hydrated = useEnhancedAfterHydration();
  // localStorage is read once hydrated; the server (and a browser without JS) shows the message itself.
  const storedId = useMemo(() => (hydrated && reason === 'missing' ? storedParkingId() : null), [hydrated, reason]);
  useEffect(() => {
    if (storedId) navigate(reservationHref(storedId, initialStay(browserStorage(), new Date())), { replace: true });
  }, [storedId, navigate]);
  const checking = storedId !== null;

  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <AlertCircleIcon className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Nie wybrano parkingu</h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {checking ? 'Sprawdzamy wybrany parking…' : NO_PARKING_TEXT[reason]}
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        Wróć na stronę główną
      </Link>
    </div>
  );
}

function breadcrumbs(data: Checkout): Crumb[] {
  const { parking } = data;
  return [
    { label: 'Strona główna', to: '/' },
    ...(parking.airport ? [{ label: `Parking ${parking.airport.name}`, to: airportPath(parking.airport.slug) }] : []),
    ...(parking.href ? [{ label: parking.name, to: parking.href }] : []),
    { label: 'Rezerwacja' },
  ];
}

/**
 * Spec §4: on order success, keep the details for purchase tracking, then go to the payment page. The
 * tracking module is loaded only now (it is not part of the checkout's first-load JS); if it cannot be
 * loaded, the traveller still goes to pay.
 */
async function leaveForPayment(data: Checkout, ordered: NonNullable<CheckoutActionData['ordered']>, quote: QuoteState) {
  try {
    const { buildTrackingRecord, storeOrderForTracking } = await import('~/lib/order-tracking');
    storeOrderForTracking(
      browserStorage(),
      buildTrackingRecord({
        orderId: ordered.orderId,
        orderNumber: ordered.orderNumber,
        lines:
          quote.status === 'ok'
            ? quote.quote.lines.map((line) => ({
                productId: line.productId,
                productName: line.name,
                price: line.price,
              }))
            : [],
        total: { amount: ordered.total, currency: ordered.currency },
        parking: { id: data.parking.id, name: data.parking.name },
        stay: data.stay,
      }),
    );
  } catch {
    // Tracking is best effort; paying is not.
  }
  // Placed: the draft keeps the stay for a next booking, not the traveller's details.
  forgetTravellerDetails(browserStorage());
  notify({ title: 'Sukces!', description: 'Zamówienie złożone.' });
  window.location.assign(ordered.redirectTo);
}

export function CheckoutPage({ data, actionData }: { data: Checkout; actionData: CheckoutActionData | undefined }) {
  // Opened without dates (`?parkingId=` only): the stored stay goes into the URL and is priced.
  useStoredStayInUrl();
  // A draft typed earlier is restored after hydration (it lives in localStorage); the form is
  // re-mounted with it. A server answer to a POST already carries the typed values.
  const draft = useRestoredDraft(data.parking.id, data.defaults, actionData !== undefined);

  useEffect(() => {
    track('begin_checkout', {
      currency: data.quote.status === 'ok' ? data.quote.quote.currency : 'PLN',
      value: data.quote.status === 'ok' ? data.quote.quote.total : undefined,
      items: [{ item_id: data.parking.id, item_name: data.parking.name, item_category: 'parking' }],
    });
  }, [data.parking.id, data.parking.name, data.quote]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs(data)} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Rezerwacja miejsca parkingowego - {data.parking.name}
      </h1>
      <div className="mt-6">
        <CheckoutForm
          // New loader data (another parking or stay) or a restored draft starts the form afresh.
          key={`${data.idempotencyKey}:${draft ? 'draft' : 'server'}`}
          parking={data.parking}
          stay={data.stay}
          unavailableDays={data.unavailableDays}
          addons={data.addons}
          quote={data.quote}
          idempotencyKey={data.idempotencyKey}
          defaultValue={draft ?? data.defaults}
          actionData={actionData}
          requoteOnMount={draft !== null}
          onOrdered={(ordered, quote) => void leaveForPayment(data, ordered, quote)}
        />
      </div>
    </div>
  );
}
