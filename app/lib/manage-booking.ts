// "Moja rezerwacja" (issue 16): the pages' addresses, the booking's status in words and the view models the
// loaders hand to the components (only what the pages show — never the API's whole booking).
import { formatGroszeZl } from '../../core/format';

export const MANAGE_PATH = '/moja-rezerwacja/';
export const bookingPath = (reference: string) => `${MANAGE_PATH}${reference}/`;
export const cancelPath = (reference: string) => `${bookingPath(reference)}anuluj/`;
export const changePath = (reference: string) => `${bookingPath(reference)}zmien/`;

/** The booking page's one form: "Wyślij voucher ponownie". */
export const RESEND_INTENT = 'resend';

/** Where the change page's "Zmień termin" card is (the booking page's link and the card's forms go there). */
export const DATES_ANCHOR = 'termin';
export const changeDatesPath = (reference: string) => `${changePath(reference)}#${DATES_ANCHOR}`;

/** The change page's forms besides "Zapisz zmiany": price other dates, then take that price. */
export const DATE_INTENTS = { quote: 'quote-dates', change: 'change-dates' } as const;

/** The booking's address (its reference) is not sent to other sites; same-origin posts keep their Origin. */
export const REFERRER_POLICY = 'same-origin';

export type BookingStatus = 'PENDING_PAYMENT' | 'CONFIRMED' | 'CANCELLED' | 'REFUNDED' | 'EXPIRED' | 'COMPLETED';
export type RefundStatus = 'PENDING' | 'SUCCEEDED';
export type StatusTone = 'positive' | 'waiting' | 'stopped' | 'done';

const STATUS_LABELS: Record<BookingStatus, string> = {
  PENDING_PAYMENT: 'oczekuje na płatność',
  CONFIRMED: 'opłacona',
  CANCELLED: 'anulowana',
  REFUNDED: 'zwrócona',
  EXPIRED: 'wygasła',
  COMPLETED: 'zakończona',
};

/**
 * The badge's words: the booking's status, and a refund still under way once it is cancelled. A free
 * booking (a 100 % code) is confirmed, never "opłacona": nothing was paid.
 */
export function statusLabel(status: BookingStatus, refundStatus: RefundStatus | null, free = false): string {
  if (status === 'CANCELLED' && refundStatus === 'PENDING') return 'anulowana — zwrot w toku';
  if (status === 'CONFIRMED' && free) return 'potwierdzona (bezpłatna)';
  return STATUS_LABELS[status];
}

export function statusTone(status: BookingStatus): StatusTone {
  if (status === 'CONFIRMED') return 'positive';
  if (status === 'PENDING_PAYMENT') return 'waiting';
  if (status === 'COMPLETED') return 'done';
  return 'stopped';
}

/**
 * What a 303 back to the booking page tells the traveller, carried in a short-lived cookie (never the
 * address, which anyone can write): each is set only after the API's answer said it happened.
 */
export type ManageFlash =
  | { kind: 'changed'; voucherResent: boolean }
  | { kind: 'unchanged' }
  | { kind: 'cancelled' }
  | { kind: 'voucher-sent'; sentTo: string }
  /** The dates changed at once; `refund` (grosze) is what goes back, 0 when nothing does. */
  | { kind: 'dates-changed'; refund: number };

export function flashMessage(flash: ManageFlash): string {
  switch (flash.kind) {
    case 'changed':
      return flash.voucherResent
        ? 'Zmiany zapisane. Zaktualizowany voucher wyślemy e-mailem i SMS-em w ciągu kilku minut.'
        : 'Zmiany zapisane.';
    case 'unchanged':
      return 'Nie wprowadzono żadnych zmian.';
    case 'cancelled':
      return 'Rezerwacja została anulowana.';
    case 'voucher-sent':
      return `Voucher wyślemy ponownie na ${flash.sentTo} i SMS-em – w ciągu kilku minut.`;
    case 'dates-changed':
      return (
        'Termin zmieniony. Nowy voucher wyślemy e-mailem i SMS-em w ciągu kilku minut.' +
        (flash.refund > 0 ? ` Zwrot ${formatGroszeZl(flash.refund)} wraca na Twój środek płatności.` : '')
      );
  }
}

export interface PriceLineView {
  name: string;
  /** "168,00 zł × 2 pojazdy = 336,00 zł", or "2 × 49,00 zł = 98,00 zł" for an addon. */
  calculation: string;
  discounts: { label: string; amount: string }[];
  price: string;
}

export interface RefundView {
  amount: string;
  isDone: boolean;
  requestedAt: string;
  completedAt: string | null;
}

/** What the cancellation asks and promises (the confirmation page and the dialog say the same). */
export interface CancellationView {
  reference: string;
  parkingName: string;
  arrival: string;
  departure: string;
  /** "Zwrócimy 151,20 zł na konto, z którego zapłacono" or, for a free booking, that nothing is returned. */
  refundText: string;
  /** A fresh key per rendered form: a double submit cancels once. */
  formKey: string;
}

export interface BookingView {
  reference: string;
  status: BookingStatus;
  statusLabel: string;
  statusTone: StatusTone;
  parking: {
    name: string;
    airportName: string;
    address: string;
    phone: string;
    phoneHref: string | null;
    mapUrl: string | null;
  };
  arrival: string;
  departure: string;
  /** "4 dni". */
  duration: string;
  plates: string[];
  /** "2 dorosłych, 1 dziecko". */
  people: string;
  customer: { name: string; email: string; phone: string };
  additionalInfo: string;
  invoice: { taxId: string; name: string; address: string } | null;
  lines: PriceLineView[];
  total: string;
  paid: string;
  /** A zero total (a 100 % code): nothing was or will be paid. */
  free: boolean;
  /** Nothing came in (free, or never paid): a cancellation has nothing to return. */
  nothingPaid: boolean;
  refund: RefundView | null;
  cancelledAt: string | null;
  freeCancellationUntil: string;
  /** Confirmed, but past the free-cancellation deadline: the page says whom to call. */
  cancellationClosed: boolean;
  can: { cancel: boolean; change: boolean; resendVoucher: boolean; changeDates: boolean };
  /** A fresh key per rendered "Wyślij voucher ponownie": a double submit sends it once. */
  resendKey: string;
  /** New dates that wait for their extra payment (the booking keeps its dates until then). */
  pendingDateChange: PendingDateChangeView | null;
  /** New dates whose extra payment was declined or not made in time (the booking kept its dates). */
  lapsedDateChange: { arrival: string; departure: string } | null;
  /** New dates whose extra payment came in (the last day): they apply, and a new voucher is on its way. */
  paidDateChange: { arrival: string; departure: string; difference: string } | null;
  /** Money that came in too late (the last day) and is given back: what each was and why (lateCaptureText). */
  lateCaptures: string[];
  downloads: { voucherPdf: string; calendar: string } | null;
  /** Where to pay a booking that waits for its payment (an allowed origin only). */
  paymentPage: string | null;
  cancellation: CancellationView | null;
}

/** Why a booking cannot be cancelled on its confirmation page, when it cannot. */
export type CancelClosed =
  | { kind: 'deadline-passed'; freeCancellationUntil: string }
  | { kind: 'already-cancelled' }
  | { kind: 'not-cancellable' };

/** Why a booking's details cannot be changed, when they cannot. */
export type ChangeClosed = { kind: 'changes-closed'; changesUntil: string } | { kind: 'not-changeable' };

/** The stay as the date-change form's native fields hold it (Warsaw day and time). */
export interface DateFields {
  arrivalDate: string;
  arrivalTime: string;
  departureDate: string;
  departureTime: string;
}

/** A date change that waits for its extra payment. */
export interface PendingDateChangeView {
  arrival: string;
  departure: string;
  /** "58,80 zł". */
  difference: string;
  /** "14:35" (today), or the day and time when it is not today. */
  payUntil: string;
  /** An allowed payment page only. */
  paymentUrl: string | null;
}

/** Why the dates cannot be changed online, when they cannot. */
export type DatesClosed =
  | { kind: 'deadline-passed'; until: string }
  | { kind: 'not-paid' }
  | { kind: 'not-changeable' }
  /** The API does not change dates (yet), or refuses for a reason of its own: support does it. */
  | { kind: 'support' };

/** The change page's "Zmień termin" card as the loader gives it. */
export interface DateChangeView {
  current: { arrival: string; departure: string; duration: string };
  /** The form's fields: the booking's dates now. */
  defaults: DateFields;
  /** The earliest day the date inputs offer (today in Warsaw). */
  today: string;
  /** "pt., 4 grudnia 2026, 10:00": until when dates change online; null when the API does not say. */
  until: string | null;
  closed: DatesClosed | null;
  pending: PendingDateChangeView | null;
}

/** A date change priced by the API, ready to be confirmed. */
export interface DateQuoteView {
  offerId: string;
  arrival: string;
  departure: string;
  /** "5 dni". */
  duration: string;
  currentTotal: string;
  /** The booking's total the difference was worked out from (grosze): sent back with the confirmation. */
  quotedAgainst: number;
  total: string;
  kind: 'pay' | 'refund' | 'same';
  /** "Dopłata: 58,80 zł", "Zwrot: 20,00 zł (na ten sam środek płatności)", "Cena bez zmian". */
  differenceText: string;
  /** "Zmień termin i dopłać 58,80 zł" or "Zmień termin". */
  confirmLabel: string;
  /**
   * What the new stay does to free cancellation, when it matters: its deadline has passed already, or
   * passes before the price expires (core/cancellation.ts). Null otherwise.
   */
  cancellationNote: string | null;
  /** The price holds until (Warsaw time). */
  expiresAt: string;
  /** A fresh key per rendered confirmation: a double submit changes once. */
  formKey: string;
  /** The priced stay, carried by the confirmation (its price expired: the form again with these dates). */
  fields: DateFields;
}
