import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { CalendarIcon, SpinnerIcon } from '~/components/ui/icons';
import { changePath, DATE_INTENTS, type DateFields, type DateQuoteView } from '~/lib/manage-booking';
import { PRIMARY_BUTTON } from './styles';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const DATE_FIELD_NAMES = ['arrivalDate', 'arrivalTime', 'departureDate', 'departureTime'] as const;

const hiddenFields = (fields: DateFields) =>
  DATE_FIELD_NAMES.map((name) => <input key={name} type="hidden" name={name} value={fields[name]} />);

/** The new stay and price as the API quoted it, and the button that takes it. */
export function QuoteSummary({ reference, quote }: { reference: string; quote: DateQuoteView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === DATE_INTENTS.change;
  const region = useRef<HTMLElement>(null);
  // With JS the summary appears in place: the reader is taken to it (once per price), scrolled up just enough
  // to show it with its button when it ends below the window (its top under the header when it is taller).
  // Only once the navigation is over: the action's answer shows while the page still reloads, and the
  // router scrolls to #termin when it is done.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const summary = region.current;
    if (!summary || navigation.state !== 'idle' || shownFor.current === quote.offerId) return;
    shownFor.current = quote.offerId;
    summary.focus({ preventScroll: true });
    if (summary.getBoundingClientRect().bottom > window.innerHeight) summary.scrollIntoView({ block: 'nearest' });
  }, [navigation.state, quote.offerId]);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="date-quote-heading"
      className="mt-6 scroll-mt-24 scroll-mb-4 rounded-lg border border-blue-200 bg-blue-50/60 p-4 outline-none"
    >
      <h3 id="date-quote-heading" className="text-base font-semibold text-slate-900">
        Nowy termin i cena
      </h3>
      <dl className="mt-2 divide-y divide-blue-100 text-sm">
        <SummaryRow label="Przyjazd">{quote.arrival}</SummaryRow>
        <SummaryRow label="Wyjazd">{quote.departure}</SummaryRow>
        <SummaryRow label="Czas postoju">{quote.duration}</SummaryRow>
        <SummaryRow label="Obecna cena">{quote.currentTotal}</SummaryRow>
        <SummaryRow label="Nowa cena">{quote.total}</SummaryRow>
      </dl>
      <p data-testid="date-change-difference" className="mt-3 text-base font-semibold text-slate-900">
        {quote.differenceText}
      </p>
      {quote.kind === 'pay' ? (
        <p className="mt-1 text-sm text-slate-700">
          Dopłatę zapłacisz na stronie płatności. Do tego czasu rezerwacja zachowuje obecny termin.
        </p>
      ) : null}
      {quote.cancellationNote ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{quote.cancellationNote}</p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{`Cena ważna do ${quote.expiresAt}.`}</p>
      {/* No #fragment here: a browser carries it over the 303 (to the booking, or to the provider's page). */}
      <Form method="post" action={changePath(reference)} preventScrollReset className="mt-4">
        <input type="hidden" name="intent" value={DATE_INTENTS.change} />
        <input type="hidden" name="offerId" value={quote.offerId} />
        <input type="hidden" name="formKey" value={quote.formKey} />
        <input type="hidden" name="quotedAgainst" value={quote.quotedAgainst} />
        {hiddenFields(quote.fields)}
        <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} w-full`}>
          {busy ? <SpinnerIcon className="h-5 w-5" /> : <CalendarIcon className="h-5 w-5" />}
          {quote.confirmLabel}
        </button>
      </Form>
    </section>
  );
}
