import { createEvents, type EventAttributes } from 'ics';
import { phoneLabel, type VoucherView } from './voucher-view';

// The voucher as a calendar file: the drive to the car park and the car's pickup, two 30-minute events.
// Times are written in UTC (…Z), which every calendar shows in its own zone, so a Warsaw user sees Warsaw
// time on both sides of a DST change without a VTIMEZONE block. UIDs come from the reference: a calendar
// that imports the file again updates the two events instead of adding copies.

// `ics` reads an event's `timestamp` (DTSTAMP, default: now) though its types leave it out.
type StampedEvent = EventAttributes & { timestamp: number };

const PRODUCT_ID = '-//Parkolot//Voucher parkingowy//PL';
/** SEQUENCE counts seconds from here: a file made later (new dates, plates) revises the one before it. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);
const UID_DOMAIN = 'parkolot.pl';

/** The voucher's two calendar events as an iCalendar (RFC 5545) text. */
export function renderVoucherIcs(view: VoucherView): string {
  const { parking, reference } = view;
  const { latitude: lat, longitude: lon } = parking;
  const geo = lat !== null && lon !== null ? { lat, lon } : undefined;
  const facts = [
    `Rezerwacja: ${reference}`,
    `Tablice: ${view.plates.join(', ')}`,
    `${phoneLabel(view)}: ${parking.phone}`,
    `Adres: ${parking.address}`,
    `Mapa: ${parking.mapUrl}`,
    `Rezerwacja online: ${view.bookingUrl}`,
  ].join('\n');

  const event = (kind: 'arrival' | 'departure', title: string, start: Date, lead: string): StampedEvent => ({
    uid: `${reference}-${kind}@${UID_DOMAIN}`,
    title: `Parking: ${parking.name} — ${title}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 30 },
    location: parking.address,
    ...(geo ? { geo } : {}),
    description: `${lead}\n\n${facts}`,
    url: view.bookingUrl,
    // DTSTAMP: when this file was made — the instant the message was rendered, not the clock at each call.
    timestamp: view.renderedAt.getTime(),
    // A calendar replaces an event it holds (same UID) only with a higher SEQUENCE (RFC 5545 §3.8.7.4): the
    // seconds since SEQUENCE_EPOCH_MS grow with every later voucher, even one made seconds after the first (a
    // change of dates right after booking); an int32 holds them until 2094.
    sequence: Math.max(0, Math.floor((view.renderedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });

  const { error, value } = createEvents(
    [
      event(
        'arrival',
        'przyjazd',
        view.arrivalAt,
        `Przyjedź na parking 15–30 minut przed transferem na lotnisko ${view.airportName}. ` +
          `Przy wjeździe pokaż voucher (kod QR albo numer ${reference}).`,
      ),
      event(
        'departure',
        'odbiór auta',
        view.departureAt,
        `Odbiór auta z parkingu ${parking.name} po powrocie na lotnisko ${view.airportName}.`,
      ),
    ],
    { productId: PRODUCT_ID, method: 'PUBLISH', calName: `Parkolot ${reference}` },
  );
  if (error) throw new Error(`Calendar file for ${reference}: ${error.message}`, { cause: error });
  if (!value) throw new Error(`Calendar file for ${reference}: empty`);
  return value;
}
