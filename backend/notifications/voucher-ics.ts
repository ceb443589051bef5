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

/** The calendar file's name: the same in the voucher and the cancellation, so it reads as one file revised. */
export const calendarFileName = (reference: string) => `parkolot-${reference}.ics`;

type EventKind = 'arrival' | 'departure';
const EVENT_TITLES: Record<EventKind, string> = { arrival: 'przyjazd', departure: 'odbiór auta' };

/** What both calendar files say of one event: which it is (UID), when, and that this file revises the last. */
function eventBase(reference: string, parkingName: string, kind: EventKind, start: Date, renderedAt: Date) {
  return {
    uid: `${reference}-${kind}@${UID_DOMAIN}`,
    // Car park names often start with "Parking" already: the title names it once.
    title: `${parkingName} — ${EVENT_TITLES[kind]}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 30 },
    // DTSTAMP: when this file was made — the instant the message was rendered, not the clock at each call.
    timestamp: renderedAt.getTime(),
    // A calendar replaces an event it holds (same UID) only with a higher SEQUENCE (RFC 5545 §3.8.7.4): the
    // seconds since SEQUENCE_EPOCH_MS grow with every later file, even one made seconds after the first (a
    // change of dates right after booking); an int32 holds them until 2094.
    sequence: Math.max(0, Math.floor((renderedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
  } satisfies StampedEvent;
}

function calendarText(reference: string, events: StampedEvent[]): string {
  const { error, value } = createEvents(events, {
    productId: PRODUCT_ID,
    method: 'PUBLISH',
    calName: `Parkolot ${reference}`,
  });
  if (error) throw new Error(`Calendar file for ${reference}: ${error.message}`, { cause: error });
  if (!value) throw new Error(`Calendar file for ${reference}: empty`);
  return foldedByOctets(value);
}

/**
 * RFC 5545 §3.1: a content line is at most 75 octets, folded with CRLF and a space — never inside a
 * character. `ics` folds at 75 characters, and Polish letters and dashes take two or three octets each.
 */
function foldedByOctets(text: string): string {
  return text
    .replace(/\r\n[\t ]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let room = 75;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > room) {
      parts.push(part);
      [part, octets, room] = ['', 0, 74];
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

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

  const event = (kind: EventKind, start: Date, lead: string): StampedEvent => ({
    ...eventBase(reference, parking.name, kind, start, view.renderedAt),
    location: parking.address,
    ...(geo ? { geo } : {}),
    description: `${lead}\n\n${facts}`,
    url: view.bookingUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });

  return calendarText(reference, [
    event(
      'arrival',
      view.arrivalAt,
      `Przyjedź na parking 15–30 minut przed transferem na lotnisko ${view.airportName}. ` +
        `Przy wjeździe pokaż voucher (kod QR albo numer ${reference}).`,
    ),
    event('departure', view.departureAt, `Odbiór auta (${parking.name}) po powrocie na lotnisko ${view.airportName}.`),
  ]);
}

/** What the cancellation's calendar file needs: the events to call off, and when the file is made. */
export interface CancelledStay {
  reference: string;
  parkingName: string;
  arrivalAt: Date;
  departureAt: Date;
  renderedAt: Date;
}

/**
 * The voucher's two events again, CANCELLED, with a higher SEQUENCE: a calendar that imported the voucher's
 * file marks them called off (or drops them) instead of keeping a stay that no longer exists. A PUBLISH
 * update, not METHOD:CANCEL: the voucher's file published the events (no ORGANIZER or ATTENDEE, which
 * RFC 5546 §3.2.5 asks of a CANCEL), and STATUS:CANCELLED is how a published event is withdrawn.
 */
export function renderCancelledIcs(stay: CancelledStay): string {
  const event = (kind: EventKind, start: Date): StampedEvent => {
    const base = eventBase(stay.reference, stay.parkingName, kind, start, stay.renderedAt);
    return {
      ...base,
      // No voucher is made after a cancellation, but one may have been made in the same second: one more wins.
      sequence: base.sequence + 1,
      title: `Odwołane: ${base.title}`,
      description: `Rezerwacja ${stay.reference} została anulowana.`,
      status: 'CANCELLED',
      busyStatus: 'FREE',
    };
  };
  return calendarText(stay.reference, [event('arrival', stay.arrivalAt), event('departure', stay.departureAt)]);
}
