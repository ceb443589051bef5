import { lateCaptureText } from '../../../core/late-capture';
import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Booking } from '~/.server/api';
import { bookingDocumentHref } from '~/.server/document-links';
import { isAllowedPaymentUrl } from '~/.server/payment-url';
import { dayWord, formatGroszeZl, formatPrice, formatWarsawDateTime } from '~/lib/format';
import {
  statusLabel,
  statusTone,
  type BookingView,
  type CancellationView,
  type PendingDateChangeView,
  type PriceLineView,
} from '~/lib/manage-booking';
import { lineCalculation } from '~/lib/price-lines';
import { toZlote } from '../../../core/money';
import { dateKey, parseIsoDateTime, timeOfDay } from '../../../core/warsaw-time';

type SiteContext = Pick<AppLoadContext, 'publicUrl' | 'paymentOrigins'>;

/** An instant in Warsaw time as the pages write it ("pt., 4 grudnia 2026, 10:00"); as given when unreadable. */
export function warsaw(iso: string): string {
  const instant = parseIsoDateTime(iso);
  return instant ? formatWarsawDateTime(instant) : iso;
}

const money = (grosze: number) => formatPrice(toZlote(grosze));

/** A phone as people read it ("+48 22 100 20 30"), the way the voucher writes it. */
export function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone, 'PL')?.formatInternational() ?? phone;
}

function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

/** Only a web address is a map link (never `javascript:`). */
function httpUrl(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : null;
}

/** A payment page the traveller may be sent to: a path on this site, or an allowed payment origin. */
export function safePaymentUrl(page: string | null, context: SiteContext): string | null {
  if (!page) return null;
  if (page.startsWith('/') && !page.startsWith('//')) return page;
  return isAllowedPaymentUrl(page, context) ? page : null;
}

/**
 * Where an unpaid booking is paid: one that waits for its payment, or one that lapsed unpaid while it can still
 * be paid again (the API gives the page only then, as the e-mails' "Zapłać ponownie" link).
 */
function paymentPageOf(booking: Booking, context: SiteContext): string | null {
  return booking.status === 'PENDING_PAYMENT' || booking.status === 'EXPIRED'
    ? safePaymentUrl(booking.paymentPage, context)
    : null;
}

/** A deadline later today as its time ("14:35"), another day's with its date. */
export function untilText(iso: string, now: Date): string {
  const instant = parseIsoDateTime(iso);
  if (!instant) return iso;
  return dateKey(instant) === dateKey(now) ? timeOfDay(instant) : formatWarsawDateTime(instant);
}

/** New dates that wait for their extra payment, as the booking page and the change page say it. */
export function pendingDateChangeView(
  booking: Booking,
  context: SiteContext,
  now = new Date(),
): PendingDateChangeView | null {
  const pending = booking.pendingDateChange;
  if (!pending) return null;
  return {
    arrival: warsaw(pending.arrivalAt),
    departure: warsaw(pending.departureAt),
    difference: formatGroszeZl(Math.max(0, pending.difference)),
    payUntil: untilText(pending.payUntil, now),
    paymentUrl: safePaymentUrl(pending.paymentUrl, context),
  };
}

function priceLine(line: Booking['lines'][number]): PriceLineView {
  return {
    name: line.name,
    calculation:
      line.quantity > 0
        ? lineCalculation({ kind: line.kind, quantity: line.quantity, unitPrice: toZlote(line.unitPrice) })
        : '',
    discounts: line.discounts.map((discount) => ({ label: discount.label, amount: `−${money(discount.amount)}` })),
    price: money(line.price),
  };
}

/** What cancelling returns, in the words of the confirmation. */
function refundText(booking: Booking): string {
  if (booking.total === 0) return 'Rezerwacja była bezpłatna — nie ma czego zwracać.';
  if (booking.paid === 0) return 'Rezerwacja nie została opłacona — nie ma czego zwracać.';
  // What is still held: a cheaper date change (or a late capture) may have given part of it back already.
  const held = booking.paid - (booking.refund?.amount ?? 0);
  if (held <= 0) return 'Wpłacone kwoty zostały już zwrócone — nie ma czego zwracać.';
  return `Zwrócimy ${formatGroszeZl(held)} na konto, z którego zapłacono.`;
}

export function cancellationView(booking: Booking): CancellationView {
  return {
    reference: booking.reference,
    parkingName: booking.parking.name,
    arrival: warsaw(booking.arrivalAt),
    departure: warsaw(booking.departureAt),
    refundText: refundText(booking),
    formKey: randomUUID(),
  };
}

/** The booking page's view model: exactly what it shows, formatted for Warsaw and in Polish. */
export function bookingView(booking: Booking, context: SiteContext): BookingView {
  const { parking, customer, invoice, refund } = booking;
  const voucherPdf = booking.documents && bookingDocumentHref(booking.documents.voucherPdf, context.publicUrl);
  const calendar = booking.documents && bookingDocumentHref(booking.documents.calendarIcs, context.publicUrl);
  return {
    reference: booking.reference,
    status: booking.status,
    statusLabel: statusLabel(booking.status, refund?.status ?? null, booking.total === 0),
    statusTone: statusTone(booking.status),
    parking: {
      name: parking.name,
      airportName: parking.airportName,
      address: parking.address,
      phone: readablePhone(parking.phone),
      phoneHref: phoneHref(parking.phone),
      mapUrl: httpUrl(parking.mapUrl),
    },
    arrival: warsaw(booking.arrivalAt),
    departure: warsaw(booking.departureAt),
    duration: `${booking.days} ${dayWord(booking.days)}`,
    plates: booking.plates,
    people: `dorośli: ${booking.adults}${booking.children ? `, dzieci: ${booking.children}` : ''}`,
    customer: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: readablePhone(customer.phone),
    },
    additionalInfo: booking.additionalInfo,
    invoice: invoice && {
      taxId: invoice.taxId,
      name: invoice.name,
      address: `${invoice.address.street}, ${invoice.address.zipCode} ${invoice.address.city}, ${invoice.address.country}`,
    },
    lines: booking.lines.map(priceLine),
    total: money(booking.total),
    paid: money(booking.paid),
    free: booking.total === 0,
    nothingPaid: booking.paid === 0,
    refund: refund && {
      amount: money(refund.amount),
      isDone: refund.status === 'SUCCEEDED',
      requestedAt: warsaw(refund.requestedAt),
      completedAt: refund.completedAt ? warsaw(refund.completedAt) : null,
    },
    cancelledAt: booking.cancelledAt ? warsaw(booking.cancelledAt) : null,
    freeCancellationUntil: warsaw(booking.freeCancellationUntil),
    cancellationClosed: booking.status === 'CONFIRMED' && !booking.can.cancel,
    can: booking.can,
    resendKey: randomUUID(),
    pendingDateChange: pendingDateChangeView(booking, context),
    lapsedDateChange: booking.lapsedDateChange && {
      arrival: warsaw(booking.lapsedDateChange.arrivalAt),
      departure: warsaw(booking.lapsedDateChange.departureAt),
    },
    paidDateChange: booking.paidDateChange && {
      arrival: warsaw(booking.paidDateChange.arrivalAt),
      departure: warsaw(booking.paidDateChange.departureAt),
      difference: formatGroszeZl(booking.paidDateChange.difference),
    },
    lateCaptures: booking.lateCaptures.map((late) =>
      lateCaptureText({
        amount: formatGroszeZl(late.amount),
        orderStatus: late.orderStatus,
        dateChange: late.dateChange && {
          arrival: warsaw(late.dateChange.arrivalAt),
          departure: warsaw(late.dateChange.departureAt),
        },
        refunded: late.refunded,
      }),
    ),
    downloads: voucherPdf && calendar ? { voucherPdf, calendar } : null,
    paymentPage: paymentPageOf(booking, context),
    cancellation: booking.can.cancel ? cancellationView(booking) : null,
  };
}
