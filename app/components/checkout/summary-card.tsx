import type { FieldMetadata } from '@conform-to/react';
import { useState, type ReactNode } from 'react';
import { useEnhancedAfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { StayFields, type StayValue } from '~/components/search/stay-fields';
import { CalendarIcon, CheckIcon, MapPinIcon, SpinnerIcon, TagIcon } from '~/components/ui/icons';
import { Stars } from '~/components/ui/stars';
import type { CheckoutParkingView, QuoteState, StayView } from '~/lib/checkout-view';
import { formatDisplayDate, formatDisplayTime } from '~/lib/dates';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import { formatRating, plural } from '~/lib/format';
import { CHECKOUT_INTENTS } from '~/lib/schemas/checkout';
import { PriceBreakdown } from './price-breakdown';

export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-xs transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60';

function StayLine({ label, iso }: { label: string; iso: string }) {
  const date = parseIsoDateTime(iso);
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">
        {formatDisplayDate(date)}, {formatDisplayTime(date)}
      </dd>
    </div>
  );
}

export interface PromoAreaProps {
  quote: QuoteState;
  promoInput: FieldMetadata<string | undefined>;
  error: string | undefined;
  busy: boolean;
}

/** Spec §4 promo states: none → input → applied → removed; the API decides whether a code is valid. */
function PromoArea({ quote, promoInput, error, busy }: PromoAreaProps) {
  const hydrated = useEnhancedAfterHydration();
  const [typed, setTyped] = useState(promoInput.initialValue ?? '');
  const applied = quote.status === 'ok' ? quote.quote.promo : null;
  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        <input type="hidden" name="promoCode" value={applied.code} />
        <span className="flex items-center gap-1.5">
          <TagIcon className="h-4 w-4" />
          Kod <strong>{applied.code}</strong>
          {applied.percent !== null ? ` (−${applied.percent}%)` : null}
        </span>
        <button
          type="submit"
          name="intent"
          value={CHECKOUT_INTENTS.promoRemove}
          disabled={busy}
          className="font-semibold text-green-900 underline underline-offset-2 disabled:opacity-60"
        >
          Usuń
        </button>
      </div>
    );
  }
  return (
    <details open={Boolean(error) || undefined} className="group text-sm">
      <summary className="cursor-pointer font-semibold text-blue-700 hover:underline">Masz kod rabatowy?</summary>
      <div className="mt-2 flex gap-2">
        <label htmlFor={promoInput.id} className="sr-only">
          Kod rabatowy
        </label>
        <input
          id={promoInput.id}
          name={promoInput.name}
          defaultValue={promoInput.initialValue}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${promoInput.id}-error` : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base uppercase text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30 aria-[invalid=true]:border-red-700 sm:text-sm"
        />
        <button
          type="submit"
          name="intent"
          value={CHECKOUT_INTENTS.promoApply}
          // Spec §5: disabled while the input is blank (without JS the server says so instead).
          disabled={busy || (hydrated && typed.trim() === '')}
          className={SECONDARY_BUTTON}
        >
          Zastosuj
        </button>
      </div>
      {error ? (
        <p id={`${promoInput.id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          <span className="font-semibold">Nieprawidłowy kod.</span> {error}
        </p>
      ) : null}
    </details>
  );
}

export function PayButton({
  parking,
  quote,
  submitting,
  busy,
}: {
  parking: CheckoutParkingView;
  quote: QuoteState;
  submitting: boolean;
  busy: boolean;
}) {
  // Spec §5: disabled while processing, without an active offer, or when the parking is inactive.
  const label = !parking.isActive ? 'Parking nieaktywny' : submitting ? 'Przetwarzanie...' : 'Przejdź do płatności';
  return (
    <div>
      <button
        type="submit"
        name="intent"
        value={CHECKOUT_INTENTS.submit}
        disabled={!parking.isActive || submitting || busy || quote.status !== 'ok'}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-orange-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {submitting ? <SpinnerIcon className="h-5 w-5" /> : null}
        {label}
      </button>
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
        <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
        Bezpłatna anulacja do 24 godzin przed przyjazdem.
      </p>
    </div>
  );
}

export interface SummaryCardProps {
  parking: CheckoutParkingView;
  stay: StayView;
  /** Dates typed that a stay rule refused: the date fields show them, open, for correction. */
  typedStay?: StayValue;
  days: number;
  unavailableDays: string[];
  quote: QuoteState;
  busy: boolean;
  onStayChange: (stay: StayValue) => void;
  promo: Omit<PromoAreaProps, 'quote' | 'busy'>;
  /** The pay button (desktop: in the card; mobile: at the end of the form). */
  footer: ReactNode;
}

/** Spec §2 summary card: sticky beside the form on large screens, above it on phones. */
export function SummaryCard({
  parking,
  stay,
  typedStay,
  days,
  unavailableDays,
  quote,
  busy,
  onStayChange,
  promo,
  footer,
}: SummaryCardProps) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex gap-3 border-b border-slate-100 p-4">
        {parking.imageUrl ? (
          <img
            src={parking.imageUrl}
            alt=""
            width={96}
            height={72}
            className="h-[72px] w-24 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-[72px] w-24 shrink-0 rounded-lg bg-slate-100" />
        )}
        <div className="min-w-0">
          <h2 id="summary-heading" className="font-bold leading-snug text-slate-900">
            {parking.name}
          </h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 h-3.5 w-3.5 shrink-0" />
            {parking.location}
          </p>
          {parking.rating.count > 0 ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
              <Stars
                value={parking.rating.average}
                size={14}
                label={`Ocena ${formatRating(parking.rating.average)} na 5`}
              />
              <span className="font-semibold">{formatRating(parking.rating.average)}</span>
              <span className="whitespace-nowrap text-slate-500">
                ({parking.rating.count} {plural(parking.rating.count, { one: 'opinia', few: 'opinie', many: 'opinii' })}
                )
              </span>
            </p>
          ) : null}
        </div>
      </div>

      <div className="space-y-4 p-4">
        <div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <StayLine label="Przyjazd" iso={stay.arrivalAt} />
            <StayLine label="Wyjazd" iso={stay.departureAt} />
          </dl>
          <details open={Boolean(typedStay) || undefined} className="mt-2 text-sm">
            <summary className="inline-flex cursor-pointer items-center gap-1.5 font-semibold text-blue-700 hover:underline">
              <CalendarIcon className="h-4 w-4" />
              zmień daty i godziny
            </summary>
            <div className="mt-3">
              <StayFields
                arrivalAt={(typedStay ?? stay).arrivalAt}
                departureAt={(typedStay ?? stay).departureAt}
                unavailableDays={unavailableDays}
                onChange={onStayChange}
              />
            </div>
          </details>
        </div>

        <PriceBreakdown quote={quote} busy={busy} days={days} />
        {busy ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <SpinnerIcon /> Przeliczamy cenę…
          </p>
        ) : null}
        <NoScriptQuoteButton />

        <PromoArea quote={quote} busy={busy} {...promo} />
        {footer}
      </div>
    </section>
  );
}

/**
 * 'Przelicz cenę' without JS (with JS every change is re-priced by itself). A component of its own: the
 * flip after hydration re-renders only this button, not the card with its stay picker.
 */
function NoScriptQuoteButton() {
  return useEnhancedAfterHydration() ? null : (
    <button type="submit" name="intent" value={CHECKOUT_INTENTS.quote} className={`${SECONDARY_BUTTON} w-full`}>
      Przelicz cenę
    </button>
  );
}
