import { useEffect, useRef } from 'react';
import { useHydratedAtOnce } from '~/components/ui/use-enhanced-after-hydration';
import type { PriceChangeView } from '~/lib/checkout-view';
import { formatPrice } from '~/lib/format';
import { CHECKOUT_INTENTS } from '~/lib/schemas/checkout';

/** The spec's text when the offer lapsed; a change of the traveller's own details is named as such. */
const PRICE_CHANGE_TEXT: Record<PriceChangeView['reason'], string> = {
  expired: 'Oferta wygasła i została automatycznie odświeżona. Cena uległa zmianie.',
  details: 'Po zmianie danych rezerwacji przeliczyliśmy cenę.',
};

/**
 * Spec §4 price-change dialog. It is part of the checkout form: 'Kontynuuj z nową ceną' places the
 * order with the new offer, 'Anuluj' loads the new offer into the page. The server renders it open
 * (a native `<dialog open>`), so it works without JS; with JS it becomes modal (focus kept inside,
 * Escape = 'Anuluj').
 */
export function PriceChangeDialog({ change, busy }: { change: PriceChangeView; busy: boolean }) {
  const hydrated = useHydratedAtOnce();
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== 'function') return;
    if (element.open) element.close();
    element.showModal();
    return () => element.close();
  }, [change.newOfferId]);

  const { oldPrice, newPrice, difference, currency } = change;
  const higher = difference > 0;
  return (
    <>
      {/* Without JS the dialog is not modal: this veil keeps the page behind it out of the way. */}
      {hydrated ? null : <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50" />}
      <dialog
        ref={dialog}
        open
        aria-labelledby="price-change-title"
        aria-describedby="price-change-text"
        onCancel={(event) => {
          event.preventDefault();
          decline.current?.click();
        }}
        className="fixed inset-0 z-50 m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
      >
        <input type="hidden" name="newOfferId" value={change.newOfferId} />
        <input type="hidden" name="newTotal" value={newPrice.toFixed(2)} />
        <input type="hidden" name="priceChangeReason" value={change.reason} />
        <h2 id="price-change-title" className="text-xl font-bold">
          Zmiana ceny rezerwacji
        </h2>
        <p id="price-change-text" className="mt-2 text-slate-700">
          {PRICE_CHANGE_TEXT[change.reason]}
        </p>
        <dl className="mt-4 space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Poprzednia cena</dt>
            <dd className="font-medium" data-testid="price-change-old">
              {oldPrice === null ? '—' : formatPrice(oldPrice, currency)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Nowa cena</dt>
            <dd className="font-bold" data-testid="price-change-new">
              {formatPrice(newPrice, currency)}
            </dd>
          </div>
          {oldPrice === null ? null : (
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
              <dt className="text-slate-600">Różnica</dt>
              <dd
                data-testid="price-change-difference"
                className={`font-bold ${higher ? 'text-red-700' : 'text-green-700'}`}
              >
                {higher ? '+' : difference < 0 ? '−' : ''}
                {formatPrice(Math.abs(difference), currency)}
              </dd>
            </div>
          )}
        </dl>
        <p className="mt-4 font-medium">Czy chcesz kontynuować rezerwację z nową ceną?</p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* The focus starts here, also without JS (a dialog rendered open is not modal): the choice that
              charges nothing. */}
          <button
            ref={decline}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's first control, as showModal() would focus it
            autoFocus
            type="submit"
            name="intent"
            value={CHECKOUT_INTENTS.declinePrice}
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            Anuluj
          </button>
          <button
            type="submit"
            name="intent"
            value={CHECKOUT_INTENTS.acceptPrice}
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-orange-700 px-5 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-800 disabled:opacity-60"
          >
            Kontynuuj z nową ceną
          </button>
        </div>
      </dialog>
    </>
  );
}
