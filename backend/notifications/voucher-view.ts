import type { VoucherUpdate } from '../db/schema';

/**
 * What a voucher says, read from the database when a message is rendered (never from the moment the order
 * was placed): the e-mail, the SMS, the PDF and the calendar file are all drawn from one VoucherView.
 * Amounts are grosze; dates are instants (shown in Warsaw time by each renderer).
 */
export interface VoucherLine {
  /** e.g. "Parking Okęcie Park · 7 dni" or "Mycie auta". */
  label: string;
  /** The arithmetic under the label, e.g. "168,00 zł × 2 pojazdy"; empty when there is none. */
  detail: string;
  /** Final price of the line, grosze (after discounts). */
  amount: number;
}

export interface VoucherView {
  /** The booking reference, PK-XXXXXXXX (core/booking-reference.ts). */
  reference: string;
  /** What the QR code encodes: the reference and a check value only Parkolot can compute (voucherQrText). */
  qrText: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  parking: {
    name: string;
    address: string;
    /** The car park's phone, which is also the transfer's phone (E.164, e.g. +48221234567) — or, when the
     *  car park has none on file, Parkolot's support line (`phoneIsSupport`). */
    phone: string;
    phoneIsSupport: boolean;
    latitude: number | null;
    longitude: number | null;
    /** A map link for the address (or coordinates). */
    mapUrl: string;
    transferMinutes: number;
  };
  airportName: string;
  arrivalAt: Date;
  departureAt: Date;
  /** Calendar days billed (core/stay.ts). */
  days: number;
  plates: string[];
  adults: number;
  children: number;
  lines: VoucherLine[];
  /** The booking's price now, grosze (the lines' sum); 0 for a free booking. */
  total: number;
  /** Captured by its payments, grosze: the total, unless a date change refunded part of it (or a late capture). */
  paid: number;
  /** What was given back, grosze, and whether the provider still has to confirm it; null when nothing was. */
  refund: { amount: number; pending: boolean } | null;
  /** Why this voucher is sent once more (its message says so); null for the first one and the PDF to download. */
  update: VoucherUpdate | null;
  /** Free cancellation until this instant: arrival − 24 h. */
  freeCancellationUntil: Date;
  /** When this view was read (the message is sent now): a deadline before it is not offered. */
  renderedAt: Date;
  /** The booking's page (Moja rezerwacja) with the e-mails' token: view, change, cancel. Only in the e-mail. */
  manageUrl: string;
  /**
   * The same page without the token, for the PDF and the calendar file (they get forwarded and synced):
   * it asks for the reference and e-mail.
   */
  bookingUrl: string;
  support: { phone: string; email: string; hours: string };
}

/** What the voucher calls its phone: the car park's, or Parkolot's support line when it has none. */
export const phoneLabel = (view: VoucherView) =>
  view.parking.phoneIsSupport ? `Infolinia Parkolot (${view.support.hours})` : 'Telefon parkingu i transferu';

/** Whether free cancellation is still possible when the voucher is sent (a stay booked under 24 h ahead has none). */
export const canCancelFree = (view: VoucherView) => view.freeCancellationUntil.getTime() > view.renderedAt.getTime();

/** The money rows under the lines: what the booking costs, what was paid and what came back. */
export function settlement(view: VoucherView): { label: string; amount: number }[] {
  if (view.total === 0 && view.paid === 0) return [{ label: 'Rezerwacja bezpłatna', amount: 0 }];
  if (view.paid === view.total && !view.refund) return [{ label: 'Zapłacono', amount: view.total }];
  return [
    { label: 'Razem', amount: view.total },
    { label: 'Zapłacono', amount: view.paid },
    ...(view.refund ? [{ label: view.refund.pending ? 'Zwrot (w toku)' : 'Zwrot', amount: view.refund.amount }] : []),
  ];
}

/** What a voucher sent once more says first, by why it is sent. */
export const UPDATE_NOTE: Record<VoucherUpdate, { heading: string; intro: string; subject: string; sms: string }> = {
  dates_changed: {
    heading: 'Termin rezerwacji zmieniony',
    intro:
      'Termin Twojej rezerwacji został zmieniony. Nowy voucher jest w załączniku (PDF) – pokaż go przy wjeździe na parking.',
    subject: 'Nowy termin rezerwacji',
    sms: 'ma nowy termin',
  },
  details_changed: {
    heading: 'Rezerwacja zaktualizowana',
    intro:
      'Dane rezerwacji (tablice rejestracyjne lub telefon) zostały zmienione. Aktualny voucher jest w załączniku (PDF) – pokaż go przy wjeździe na parking.',
    subject: 'Zmiana danych rezerwacji',
    sms: 'zaktualizowana',
  },
  copy_requested: {
    heading: 'Twój voucher',
    intro: 'Na Twoją prośbę wysyłamy voucher ponownie. Jest w załączniku (PDF) – pokaż go przy wjeździe na parking.',
    subject: 'Voucher do rezerwacji',
    sms: 'potwierdzona',
  },
};
