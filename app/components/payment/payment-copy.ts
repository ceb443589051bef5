// The payment pages' words (spec §2 views, §8 texts): each state's heading and text, and the sentences
// that depend on what the order has (its voucher e-mail, its hold, its total).
import type { ComponentType } from 'react';
import { AlertCircleIcon, CheckIcon, ClockIcon, CloseIcon, SpinnerIcon } from '~/components/ui/icons';
import type { OrderSummaryView, PaymentErrorKind, PaymentViewState, StatusOnlyView } from '~/lib/payment-status';

interface StateCopy {
  Icon: ComponentType<{ className?: string }>;
  /** Colours of the round icon badge. */
  badge: string;
  eyebrow?: string;
  heading: string;
  lead: string;
}

const LATE_WHY =
  'Operator potwierdził płatność dopiero po upływie czasu na jej dokonanie – miejsce nie było już dla Ciebie zarezerwowane, więc rezerwacja nie została potwierdzona.';
/** Where the late money is: on its way back, or — once the provider confirmed the refund — back (as core/late-capture.ts). */
const lateBack = (refunded: boolean) =>
  refunded
    ? 'Pobraną kwotę zwróciliśmy na konto, z którego zapłacono – pieniądze docierają zwykle w ciągu kilku dni roboczych.'
    : 'Pobraną kwotę zwracamy na konto, z którego zapłacono.';
const LATE_BASE = `${LATE_WHY} ${lateBack(false)}`;

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
    lead: `${LATE_BASE} Możesz zarezerwować parking ponownie.`,
  },
  cancelled: {
    Icon: CloseIcon,
    badge: 'bg-slate-100 text-slate-700',
    eyebrow: 'Rezerwacja anulowana',
    heading: 'Ta rezerwacja została anulowana',
    lead: 'Rezerwacja nie jest już ważna – nie pokazuj jej przy wjeździe. Szczegóły, w tym zwrot wpłaconej kwoty, zobaczysz w Moja rezerwacja.',
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

export const ERROR_DETAIL: Record<PaymentErrorKind, string> = {
  'invalid-id':
    'Link do tej strony jest niepełny lub uszkodzony. Otwórz go ponownie z wiadomości e-mail z potwierdzeniem zamówienia.',
  'not-found': 'Nie znaleźliśmy zamówienia z tego linku. Sprawdź, czy adres jest taki sam jak w wiadomości e-mail.',
  unavailable: 'Spróbujemy ponownie za kilka sekund. Jeśli płatność została pobrana, potwierdzenie otrzymasz e-mailem.',
};

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

/** A cancelled booking: what became of its money — paid (Moja rezerwacja tells the refund), free, or unpaid. */
export function cancelledLead({ paid, free }: { paid: boolean; free: boolean }): string {
  const base = 'Rezerwacja nie jest już ważna – nie pokazuj jej przy wjeździe.';
  if (paid) return PAYMENT_COPY.cancelled.lead;
  return free ? `${base} Była bezpłatna – nie ma czego zwracać.` : `${base} Nie była opłacona – nic nie pobraliśmy.`;
}

/** After a late capture the order may still be paid again (the form below): the lead says until when. */
export function lateLead(order: OrderSummaryView | null, statusOnly: StatusOnlyView | null = null): string {
  const base = order ? `${LATE_WHY} ${lateBack(order.lateRefunded)}` : LATE_BASE;
  if (order?.payAgain)
    return `${base} Możesz zapłacić ponownie do ${order.payAgain.until} – zarezerwujemy miejsce, jeśli będzie jeszcze wolne.`;
  if (statusOnly?.payAgain) return `${LATE_BASE} Możesz zapłacić ponownie.`;
  return `${base} Możesz zarezerwować parking ponownie.`;
}

/**
 * The line under "Zapłać ponownie" while the spaces are still held: the lead names how long, so this says
 * what comes after it (the link works longer, but a later payment reserves them only if still free) rather
 * than a second, seemingly contradictory deadline. Once the hold is gone the lead says it all: null.
 */
export function payAgainUntilNote(order: Pick<OrderSummaryView, 'heldUntil' | 'payAgain'>): string | null {
  if (!order.payAgain || !order.heldUntil) return null;
  return `Później, do ${order.payAgain.until}, też możesz zapłacić – zarezerwujemy miejsce, jeśli będzie jeszcze wolne.`;
}

/** What the total is, in the page's state: paid, free, still to pay, or what the booking cost. */
export function totalLabel(state: PaymentViewState, order: OrderSummaryView): string {
  if (state === 'success') return order.free ? 'Razem (bezpłatnie)' : 'Zapłacono';
  if (state === 'late' || state === 'cancelled') return 'Kwota rezerwacji';
  return 'Do zapłaty';
}
