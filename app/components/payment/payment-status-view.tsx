// The payment pages' one body (checkout-payment.md §2, §4, §8): the state's icon, heading and text, what can be
// done next ("Zapłać ponownie", "Wróć do płatności", the voucher files), the order summary and the contact.
import { Link, useLocation } from '@remix-run/react';
import { CalendarIcon, DownloadIcon, HomeIcon, RotateCcwIcon, SpinnerIcon } from '~/components/ui/icons';
import type {
  OrderSummaryView,
  PayAgainFailure,
  PaymentErrorKind,
  PaymentViewState,
  StatusOnlyView,
} from '~/lib/payment-status';
import {
  ERROR_DETAIL,
  failureLead,
  PAYMENT_COPY,
  payAgainUntilNote,
  stateHeading,
  successLead,
  lateLead,
  cancelledLead,
  totalLabel,
} from './payment-copy';
import {
  ManageBookingNote,
  OrderSummary,
  PayAgainFailureNote,
  PayAgainForm,
  PRIMARY_LINK,
  SECONDARY_LINK,
  SupportNote,
  TEXT_LINK,
} from './payment-parts';

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
  /** The order's payment of record was captured (a cancelled booking then has money to give back). */
  paid?: boolean;
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
  paid = false,
}: PaymentStatusViewProps) {
  const location = useLocation();
  const copy = PAYMENT_COPY[state];
  const { Icon } = copy;
  const canRetry = state === 'error' && error !== 'invalid-id';
  const payAgain = order?.payAgain ?? statusOnly?.payAgain ?? null;
  // Also after a late capture (refunded): the order may still be paid again until its retry deadline.
  const showPayAgain = (state === 'failure' || state === 'late') && Boolean(payAgain) && Boolean(orderId);
  const untilNote = order ? payAgainUntilNote(order) : null;
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
                  : state === 'late'
                    ? lateLead(order, statusOnly)
                    : state === 'cancelled'
                      ? cancelledLead({ paid, free })
                      : copy.lead}
            </p>
            {state === 'success' || state === 'cancelled'
              ? order?.lateCaptures.map((late, index) => (
                  <p
                    key={`${index}-${late}`}
                    data-testid="late-capture"
                    className="mx-auto mt-3 max-w-prose leading-7 text-pretty text-slate-700"
                  >
                    {late}
                  </p>
                ))
              : null}
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
              {untilNote ? (
                <p className="max-w-prose text-center text-sm text-pretty text-slate-600">{untilNote}</p>
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
