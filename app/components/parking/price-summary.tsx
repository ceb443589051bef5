import { formatPrice } from '~/lib/format';
import { daysLabel, DETAIL_DEFAULT_DAYS, type PerDayPriceView } from '~/lib/parking-detail';
import type { Booking } from './use-booking';

/**
 * Spec §4 price area: 'Obliczanie...' while a re-quote runs, 'Błąd' when the price call failed,
 * else the total, the price per day and the day count. Before dates are chosen it shows the price
 * for the default 3 days from the per-day list.
 */
export function PriceSummary({
  booking,
  perDayPrices,
  compact = false,
}: {
  booking: Booking;
  perDayPrices: PerDayPriceView[];
  compact?: boolean;
}) {
  const { quote, isRequoting, stay } = booking;
  const totalClass = compact
    ? 'text-lg font-extrabold text-slate-900'
    : 'text-3xl font-extrabold tracking-tight text-slate-900';

  let content;
  if (isRequoting) {
    content = <p className={`${totalClass} text-slate-600`}>Obliczanie...</p>;
  } else if (!stay) {
    const teaser = perDayPrices.find((item) => item.days === DETAIL_DEFAULT_DAYS);
    content = teaser ? (
      <>
        <p className="text-sm text-slate-600">Cena za {daysLabel(DETAIL_DEFAULT_DAYS)}</p>
        <p className={totalClass}>{formatPrice(teaser.price.amount, teaser.price.currency)}</p>
      </>
    ) : (
      <p className="text-sm text-slate-600">Wybierz daty aby kontynuować</p>
    );
  } else if (quote.status !== 'ok') {
    content = <p className={`${totalClass} text-red-700`}>Błąd</p>;
  } else {
    const original = quote.total.amount + quote.discount;
    content = (
      <>
        <p className="text-sm text-slate-600">Cena za {daysLabel(quote.days)}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={totalClass}>{formatPrice(quote.total.amount, quote.total.currency)}</span>
          {quote.discount > 0 ? (
            <span className="text-sm text-slate-500">
              <span className="sr-only">Cena regularna: </span>
              <s>{formatPrice(original, quote.total.currency)}</s>
            </span>
          ) : null}
        </p>
        {!compact && quote.perDay ? (
          <p className="text-sm text-slate-600">{formatPrice(quote.perDay.amount, quote.perDay.currency)} / dzień</p>
        ) : null}
        {!compact && quote.discount > 0 ? (
          <p className="mt-1 inline-block rounded-md bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-800">
            Oszczędzasz {formatPrice(quote.discount, quote.total.currency)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div aria-live="polite" aria-atomic="true" data-price-area="">
      {content}
    </div>
  );
}
