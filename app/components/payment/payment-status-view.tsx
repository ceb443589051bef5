import { Link, useLocation } from '@remix-run/react';
import type { ComponentType } from 'react';
import {
  AlertCircleIcon,
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  DownloadIcon,
  HomeIcon,
  MailIcon,
  PhoneIcon,
  RotateCcwIcon,
  SpinnerIcon,
} from '~/components/ui/icons';
import { CONTACT } from '../../../core/contact';
import type {
  OrderSummaryView,
  PayAgainFailure,
  PaymentErrorKind,
  PaymentViewState,
  StatusOnlyView,
} from '~/lib/payment-status';

interface StateCopy {
  Icon: ComponentType<{ className?: string }>;
  /** Colours of the round icon badge. */
  badge: string;
  eyebrow?: string;
  heading: string;
  lead: string;
}

/** Spec §2 views and §8 texts; the headings are the spec's words. */
export const PAYMENT_COPY: Record<PaymentViewState, StateCopy> = {
  checking: {
    Icon: SpinnerIcon,
    badge: 'bg-blue-50 text-blue-700',
    heading: 'Sprawdzamy status płatności…',
    lead: 'To potrwa tylko chwilę.',
  },
  pending: {
    Icon: ClockIcon,
    badge: 'bg-amber-100 text-amber-800',
    eyebrow: 'Czekamy na potwierdzenie',
    heading: 'Płatność w toku',
    lead: 'Operator płatności jeszcze jej nie potwierdził. Ta strona sama sprawdza status co 5 sekund – nie musisz niczego klikać.',
  },
  success: {
    Icon: CheckIcon,
    badge: 'bg-green-100 text-green-700',
    eyebrow: 'Rezerwacja potwierdzona',
    heading: 'Płatność zakończona sukcesem!',
    // Replaced by successLead when the order says where its voucher e-mail stands.
    lead: 'Dziękujemy! Rezerwacja jest potwierdzona. Przy wjeździe na parking podaj numer rezerwacji.',
  },
  failure: {
    Icon: CloseIcon,
    badge: 'bg-red-100 text-red-700',
    eyebrow: 'Rezerwacja nieopłacona',
    heading: 'Płatność nieudana',
    lead: 'Płatność nie została zrealizowana, więc rezerwacja nie jest opłacona i miejsce nie zostało zarezerwowane. Możesz zarezerwować parking ponownie.',
  },
  late: {
    Icon: AlertCircleIcon,
    badge: 'bg-amber-100 text-amber-800',
    eyebrow: 'Rezerwacja niepotwierdzona',
    heading: 'Płatność dotarła po czasie',
    lead: 'Operator potwierdził płatność dopiero po upływie czasu na jej dokonanie – miejsce nie było już dla Ciebie zarezerwowane, więc rezerwacja nie została potwierdzona. Pobraną kwotę zwracamy na konto, z którego zapłacono. Możesz zarezerwować parking ponownie.',
  },
  cancelled: {
    Icon: CloseIcon,
    badge: 'bg-slate-100 text-slate-700',
    eyebrow: 'Rezerwacja anulowana',
    heading: 'Ta rezerwacja została anulowana',
    lead: 'Rezerwacja nie jest już ważna – nie pokazuj jej przy wjeździe. Co dzieje się z zapłaconą kwotą, zobaczysz w Moja rezerwacja.',
  },
  error: {
    Icon: AlertCircleIcon,
    badge: 'bg-amber-100 text-amber-800',
    heading: 'Błąd sprawdzania płatności',
    lead: 'Nie udało się sprawdzić statusu płatności',
  },
};

/** The page's heading (and title): a free order (a 100 % code) was never paid, so it is "confirmed", not "paid". */
export function stateHeading(state: PaymentViewState, free: boolean): string {
  return state === 'success' && free ? 'Rezerwacja potwierdzona!' : PAYMENT_COPY[state].heading;
}

/**
 * The success text says what happened to the voucher e-mail, as the outbox recorded it: sent, on its way
 * (the worker sends within seconds, a refusing mail server is retried), or not delivered.
 */
export function successLead(email: OrderSummaryView['confirmationEmail']): string {
  if (!email) return PAYMENT_COPY.success.lead;
  if (email.status === 'SENT')
    return `Dziękujemy! Potwierdzenie rezerwacji i voucher (PDF) wysłaliśmy na ${email.to}. Pokaż voucher na parkingu przy wjeździe.`;
  if (email.status === 'QUEUED')
    return `Dziękujemy! Potwierdzenie rezerwacji i voucher (PDF) wysyłamy na ${email.to}. Pokaż voucher na parkingu przy wjeździe; do tego czasu wystarczy numer rezerwacji.`;
  return `Dziękujemy! Rezerwacja jest potwierdzona, ale nie udało się dostarczyć wiadomości na ${email.to}. Przy wjeździe podaj numer rezerwacji albo zadzwoń do nas – wyślemy voucher ponownie.`;
}

const ERROR_DETAIL: Record<PaymentErrorKind, string> = {
  'invalid-id':
    'Link do tej strony jest niepełny lub uszkodzony. Otwórz go ponownie z wiadomości e-mail z potwierdzeniem zamówienia.',
  'not-found': 'Nie znaleźliśmy zamówienia z tego linku. Sprawdź, czy adres jest taki sam jak w wiadomości e-mail.',
  unavailable: 'Spróbujemy ponownie za kilka sekund. Jeśli płatność została pobrana, potwierdzenie otrzymasz e-mailem.',
};

const PRIMARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const TEXT_LINK =
  'inline-block py-2 text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const SECONDARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 transition hover:border-blue-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** What the total is, in the page's state: paid, free, still to pay, or what the booking cost. */
function totalLabel(state: PaymentViewState, order: OrderSummaryView): string {
  if (state === 'success') return order.free ? 'Razem (bezpłatnie)' : 'Zapłacono';
  if (state === 'late' || state === 'cancelled') return 'Kwota rezerwacji';
  return 'Do zapłaty';
}

function OrderSummary({ order, label }: { order: OrderSummaryView; label: string }) {
  const rows = [
    { label: 'Numer zamówienia', value: order.orderNumber },
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
          <div key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
            <dt className="min-w-0 text-slate-600">
              {line.name}
              <span className="block text-xs text-slate-500">{line.calculation}</span>
            </dt>
            <dd className="font-medium text-slate-900">{line.price}</dd>
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

function SupportNote() {
  return (
    <div className="mt-6 text-center text-sm text-slate-600">
      <p>Masz pytania? Chętnie pomożemy.</p>
      <p className="mt-2 flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
        <span className="inline-flex items-center gap-1.5">
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

export interface PaymentStatusViewProps {
  state: PaymentViewState;
  error?: PaymentErrorKind | null;
  order?: OrderSummaryView | null;
  /** The order read by its id alone: its status only, and where to see the details. */
  statusOnly?: StatusOnlyView | null;
  orderId?: string | null;
  /** Why the last "Zapłać ponownie" did not start a payment. */
  payAgainFailure?: PayAgainFailure | null;
  /** Nothing was to be paid (a 100 % code). */
  free?: boolean;
}

/**
 * The failure text says what the order has now: its spaces still held (until when), payable again without
 * them, or neither — never "reserved" when it is not. Read by its id alone, the order says no more than
 * that it is not paid.
 */
export function failureLead(order: OrderSummaryView | null, statusOnly: StatusOnlyView | null = null): string {
  const base = 'Płatność nie została zrealizowana.';
  if (statusOnly) return 'Płatność nie została zrealizowana – rezerwacja nie jest opłacona.';
  if (order?.payAgain && order.heldUntil)
    return `${base} Miejsce czeka na Ciebie do ${order.heldUntil} – możesz zapłacić ponownie.`;
  if (order?.payAgain)
    return `${base} Miejsce nie jest już zarezerwowane: zapłać ponownie do ${order.payAgain.until}, a zarezerwujemy je, jeśli będzie jeszcze wolne.`;
  return `${base} Rezerwacja nie jest opłacona i miejsce nie zostało zarezerwowane. Możesz zarezerwować parking ponownie.`;
}

/** "Zapłać ponownie": a plain form (a full page POST, with or without JS) that ends on the provider's page. */
function PayAgainForm({ orderId, token }: { orderId: string; token: { exp: number; sig: string } }) {
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

/** Where an order read by its id alone shows its details: Moja rezerwacja, by its reference and e-mail. */
function ManageBookingNote() {
  return (
    <p className="mx-auto mt-4 max-w-prose text-sm leading-6 text-pretty text-slate-700">
      Szczegóły rezerwacji zobaczysz w{' '}
      <Link to="/moja-rezerwacja/" className="font-semibold text-blue-700 underline underline-offset-4">
        Moja rezerwacja
      </Link>{' '}
      – numerem rezerwacji i adresem e-mail z potwierdzenia.
    </p>
  );
}

function PayAgainFailureNote({ failure }: { failure: PayAgainFailure }) {
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

/** The one payment page body: icon, heading, text, order summary, links and support contact. */
export function PaymentStatusView({
  state,
  error = null,
  order = null,
  statusOnly = null,
  orderId = null,
  payAgainFailure = null,
  free = false,
}: PaymentStatusViewProps) {
  const location = useLocation();
  const copy = PAYMENT_COPY[state];
  const { Icon } = copy;
  const canRetry = state === 'error' && error !== 'invalid-id';
  const payAgain = order?.payAgain ?? statusOnly?.payAgain ?? null;
  const showPayAgain = state === 'failure' && Boolean(payAgain) && Boolean(orderId);
  const eyebrow = state === 'success' && free ? 'Rezerwacja bezpłatna' : copy.eyebrow;

  return (
    <div className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
        <article
          className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-10"
          data-payment-state={state}
        >
          <div role="status" aria-live="polite">
            <span className={`mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full ${copy.badge}`}>
              <Icon className="h-8 w-8" />
            </span>
            {eyebrow ? (
              <p className="mt-5 text-sm font-semibold tracking-wide text-slate-500 uppercase">{eyebrow}</p>
            ) : null}
            <h1
              className={`${eyebrow ? 'mt-2' : 'mt-5'} text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl`}
            >
              {stateHeading(state, free)}
            </h1>
            <p className="mx-auto mt-3 max-w-prose leading-7 text-pretty text-slate-700">
              {state === 'success'
                ? successLead(order?.confirmationEmail ?? null)
                : state === 'failure'
                  ? failureLead(order, statusOnly)
                  : copy.lead}
            </p>
            {error ? (
              <p className="mx-auto mt-2 max-w-prose leading-7 text-pretty text-slate-600">{ERROR_DETAIL[error]}</p>
            ) : null}
            {state === 'pending' ? (
              <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-600">
                <SpinnerIcon className="h-4 w-4 text-amber-700" />
                Odświeżamy automatycznie
              </p>
            ) : null}
          </div>

          {payAgainFailure ? <PayAgainFailureNote failure={payAgainFailure} /> : null}

          {showPayAgain && payAgain && orderId ? (
            <div className="mt-6 flex flex-col items-center gap-2">
              <PayAgainForm orderId={orderId} token={payAgain} />
              {order?.payAgain ? (
                <p className="text-sm text-slate-600">Możesz zapłacić do {order.payAgain.until}.</p>
              ) : null}
            </div>
          ) : null}

          {state === 'pending' && order?.resumePaymentUrl ? (
            <div className="mt-6 flex flex-col items-center gap-2">
              <a href={order.resumePaymentUrl} className={`${SECONDARY_LINK} w-full sm:w-auto`}>
                Wróć do płatności
              </a>
              <p className="text-sm text-slate-600">Jeśli nie dokończyłeś płatności u operatora.</p>
            </div>
          ) : null}

          {order ? <OrderSummary order={order} label={totalLabel(state, order)} /> : null}
          {(statusOnly && state !== 'error') || state === 'late' || state === 'cancelled' ? (
            <ManageBookingNote />
          ) : null}

          {state === 'success' && order?.downloads ? (
            <ul aria-label="Pliki rezerwacji" className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <li>
                <a href={order.downloads.voucherPdf} download className={`${SECONDARY_LINK} w-full sm:w-auto`}>
                  <DownloadIcon className="h-5 w-5" />
                  Pobierz voucher (PDF)
                </a>
              </li>
              <li>
                <a
                  href={order.downloads.calendar}
                  download
                  className={`${SECONDARY_LINK} w-full sm:w-auto`}
                  title="Plik .ics z przyjazdem i odbiorem auta"
                >
                  <CalendarIcon className="h-5 w-5" />
                  Dodaj do kalendarza
                </a>
              </li>
            </ul>
          ) : null}

          <nav aria-label="Co dalej" className="mt-8">
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
              {canRetry ? (
                <a href={`${location.pathname}${location.search}`} className={SECONDARY_LINK}>
                  <RotateCcwIcon className="h-5 w-5" />
                  Sprawdź ponownie
                </a>
              ) : null}
              {/* One primary action per page: "Zapłać ponownie" when it is shown. */}
              <Link to="/" className={showPayAgain ? SECONDARY_LINK : PRIMARY_LINK}>
                <HomeIcon className="h-5 w-5" />
                Wróć na stronę główną
              </Link>
            </div>
            <ul className="mt-4 flex flex-wrap justify-center gap-x-8 text-sm font-semibold">
              <li>
                <Link to="/kontakt/" className={TEXT_LINK}>
                  Kontakt
                </Link>
              </li>
              <li>
                <Link to="/faq/" className={TEXT_LINK}>
                  Najczęstsze pytania (FAQ)
                </Link>
              </li>
            </ul>
          </nav>
        </article>
        <SupportNote />
      </div>
    </div>
  );
}
