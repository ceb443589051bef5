// The payment page's pieces: the order summary, the support contact, "Zapłać ponownie", and the notes.
import { Link } from '@remix-run/react';
import { MailIcon, PhoneIcon, RotateCcwIcon } from '~/components/ui/icons';
import { CONTACT } from '../../../core/contact';
import type { OrderSummaryView, PayAgainFailure } from '~/lib/payment-status';

export const PRIMARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
export const TEXT_LINK =
  'inline-block py-2 text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
export const SECONDARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 transition hover:border-blue-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function OrderSummary({ order, label }: { order: OrderSummaryView; label: string }) {
  const rows = [
    { label: 'Numer rezerwacji', value: order.orderNumber },
    { label: 'Parking', value: order.parkingName },
    { label: 'Przyjazd', value: order.arrival },
    { label: 'Wyjazd', value: order.departure },
  ].filter((row): row is { label: string; value: string } => row.value !== null);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left sm:p-5"
    >
      <h2 id="order-summary-heading" className="text-base font-semibold text-slate-900">
        Twoja rezerwacja
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
        {order.lines.map((line, index) => (
          // Not wrapping: a long calculation wrapped the price under it, left-aligned (375 px).
          <div key={index} className="flex justify-between gap-x-4 py-2.5">
            <dt className="min-w-0 text-slate-600">
              {line.name}
              <span className="block text-xs text-slate-500">{line.calculation}</span>
              {line.discount ? <span className="block text-xs text-green-800">Rabat {line.discount}</span> : null}
            </dt>
            <dd className="shrink-0 text-right font-medium whitespace-nowrap text-slate-900">{line.price}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 pt-3">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="text-lg font-bold text-slate-900">{order.total}</dd>
        </div>
      </dl>
    </section>
  );
}

export function SupportNote() {
  return (
    <div className="mt-6 px-4 text-center text-sm text-slate-600">
      <p>Masz pytania? Chętnie pomożemy.</p>
      <p className="mt-2 flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
        {/* The hours go under the number where the row does not fit (320 px). */}
        <span className="inline-flex flex-wrap items-center justify-center gap-x-1.5">
          <PhoneIcon className="h-4 w-4 text-slate-500" />
          <a href={CONTACT.phoneHref} className="font-semibold whitespace-nowrap text-blue-700 hover:underline">
            {CONTACT.phone}
          </a>
          <span className="whitespace-nowrap">({CONTACT.weekdayHours})</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MailIcon className="h-4 w-4 text-slate-500" />
          <a href={`mailto:${CONTACT.email}`} className="font-semibold text-blue-700 hover:underline">
            {CONTACT.email}
          </a>
        </span>
      </p>
    </div>
  );
}

/** "Zapłać ponownie": a plain form (a full page POST, with or without JS) that ends on the provider's page. */
export function PayAgainForm({ orderId, token }: { orderId: string; token: { exp: number; sig: string } }) {
  return (
    <form method="post" action={`/platnosc/?${new URLSearchParams({ index: '', orderId })}`}>
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="exp" value={token.exp} />
      <input type="hidden" name="sig" value={token.sig} />
      <button type="submit" className={`${PRIMARY_LINK} w-full sm:w-auto`}>
        <RotateCcwIcon className="h-5 w-5" />
        Zapłać ponownie
      </button>
    </form>
  );
}

/**
 * Where an order read by its id alone shows its details: Moja rezerwacja, by its reference and e-mail.
 * Every message about an order carries the reference; the note claims none was sent (an unpaid order
 * that was neither paid nor declined has had none).
 */
export function ManageBookingNote() {
  return (
    <p className="mx-auto mt-4 max-w-prose text-sm leading-6 text-pretty text-slate-700">
      Szczegóły rezerwacji zobaczysz w{' '}
      <Link to="/moja-rezerwacja/" className="font-semibold text-blue-700 underline underline-offset-4">
        Moja rezerwacja
      </Link>{' '}
      – wpisz numer rezerwacji (PK-…) i adres e-mail podany przy rezerwacji. Numer podajemy w każdej wiadomości o
      rezerwacji.
    </p>
  );
}

export function PayAgainFailureNote({ failure }: { failure: PayAgainFailure }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-left text-sm text-red-900">
      <p className="font-semibold">{failure.message}</p>
      {failure.searchHref ? (
        <p className="mt-2">
          <a href={failure.searchHref} className="font-semibold text-blue-700 underline underline-offset-4">
            Szukaj parkingu na te same daty
          </a>
        </p>
      ) : null}
    </div>
  );
}
