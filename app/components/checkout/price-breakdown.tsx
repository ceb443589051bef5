import type { QuoteState } from '~/lib/checkout-view';
import { dayWord, formatPrice } from '~/lib/format';

/** 'Co jest zawarte w cenie rezerwacji?' — the offer lines, free transfer, discount and total. */
export function PriceBreakdown({ quote, busy, days }: { quote: QuoteState; busy: boolean; days: number }) {
  if (quote.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{quote.title}</p>
        <p>{quote.message}</p>
      </div>
    );
  }
  const { lines, currency, discount, total } = quote.quote;
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <h3 className="text-sm font-semibold text-slate-900">Co jest zawarte w cenie rezerwacji?</h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        {lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3">
            <span className="min-w-0 text-slate-700">
              {line.name}
              {line.kind === 'parking' ? (
                <span className="text-slate-500">
                  {' '}
                  · {days} {dayWord(days)}
                </span>
              ) : null}
              <span className="block text-pretty text-xs text-slate-500">{line.calculation}</span>
            </span>
            <span className="shrink-0 text-right">
              {line.originalPrice !== null ? (
                <>
                  <span className="sr-only">Cena przed rabatem: </span>
                  <s className="block text-xs text-slate-500">{formatPrice(line.originalPrice, currency)}</s>
                </>
              ) : null}
              <span className="font-medium text-slate-900">{formatPrice(line.price, currency)}</span>
            </span>
          </li>
        ))}
        <li className="flex justify-between gap-3">
          <span className="text-slate-700">Transfer w obie strony</span>
          <span className="font-medium text-green-700">Bezpłatne</span>
        </li>
        {discount > 0 ? (
          <li className="flex justify-between gap-3 text-green-700">
            <span>Rabat</span>
            <span className="font-medium">−{formatPrice(discount, currency)}</span>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">Do zapłaty:</span>
        <span className="text-xl font-bold text-slate-900" data-testid="checkout-total">
          {formatPrice(total, currency)}
        </span>
      </p>
    </div>
  );
}
