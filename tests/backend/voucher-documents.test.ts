import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVoucherIcs } from '../../backend/notifications/voucher-ics';
import { renderVoucherPdf } from '../../backend/notifications/voucher-pdf';
import type { VoucherView } from '../../backend/notifications/voucher-view';
import { dateKey, timeOfDay } from '../../core/warsaw-time';
import { CONTACT } from '../../core/contact';
import { pdfFolder, pdfInfo, pdfText } from './pdf-tools';
import { view } from './voucher-fixture';

// The voucher's PDF and calendar file, read back the way a customer's tools read them: the PDF through
// poppler (its text, its page count, the page as an image whose QR code is scanned), the .ics through ical.js.
// The stay crosses the end of summer time (25 October 2026): 08:00Z is 10:00 in Warsaw before it, 09:00Z after.

let pdfs: Awaited<ReturnType<typeof pdfFolder>>;
beforeAll(async () => {
  pdfs = await pdfFolder();
});
afterAll(() => pdfs.close());

describe('voucher PDF', () => {
  let file = '';
  let pdf: Buffer = Buffer.alloc(0);
  beforeAll(async () => {
    pdf = await renderVoucherPdf(view);
    file = await pdfs.save(pdf, 'voucher');
  });

  it('is one A4 page titled with the reference, by Parkolot, in Polish', async () => {
    const info = await pdfInfo(file);
    expect(info.get('Pages')).toBe('1');
    expect(info.get('Page size')).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)$/);
    expect(info.get('Title')).toBe('Voucher PK-7K3M9Q2X');
    expect(info.get('Author')).toBe('Parkolot');
    expect(pdf.toString('latin1')).toContain('/Lang (pl)');
  });

  it('reads the booking in Polish letters and Warsaw time, on both sides of the DST change', async () => {
    const text = await pdfText(file);
    expect(text).toContain('Parkolot — voucher parkingowy');
    expect(text).toContain('PK-7K3M9Q2X');
    expect(text).toContain('Parking Łódź Żółta Gęś');
    expect(text).toContain('ul. Świętokrzyska 12, 02-092 Warszawa');
    expect(text).toContain('Zażółć Gęślą');
    expect(text).toContain('+48 22 123 45 67');
    expect(text).toContain('wt., 20 października 2026, 10:00'); // 08:00Z in CEST
    expect(text).toContain('wt., 27 października 2026, 10:00'); // 09:00Z in CET
    expect(text).toContain('8 dni');
    expect(text).toContain('WA 12345, EL 9876A');
    expect(text).toContain('dorośli: 2, dzieci: 1');
    expect(text).toMatch(/Mycie auta\s+49,00 zł/);
    expect(text).toContain('159,60 zł × 2 pojazdy = 319,20 zł');
    expect(text).toContain('Zapłacono: 368,20 zł');
    expect(text).not.toContain('Rezerwacja bezpłatna');
    expect(text).toContain('15–30 minut przed transferem');
    expect(text).toContain('pon., 19 października 2026, 10:00');
    for (const support of [`tel. ${CONTACT.phone}`, CONTACT.email, CONTACT.weekdayHours])
      expect(text).toContain(support);
  });

  it('links the map and the booking page', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toContain(`/URI (${view.parking.mapUrl})`);
    expect(raw).toContain(`/URI (${view.bookingUrl})`);
    // The e-mail's token never goes into a file that gets forwarded.
    expect(raw).not.toContain('token=');
  });

  it('carries a QR code that scans to the voucher’s code', async () => {
    expect(await pdfs.scanQr(file)).toBe(view.qrText);
  });

  it('after a cheaper date change: the new price, what was paid and the refund under it', async () => {
    const moved: VoucherView = {
      ...view,
      update: 'dates_changed',
      total: 24000,
      paid: 25710,
      refund: { amount: 1710, pending: true },
      lines: [{ label: 'Parking · 6 dni', detail: '', amount: 24000 }],
    };
    const text = await pdfText(await pdfs.save(await renderVoucherPdf(moved), 'moved'));
    expect(text).toContain('Razem: 240,00 zł');
    expect(text).toContain('Zapłacono: 257,10 zł');
    expect(text).toContain('Zwrot (w toku): 17,10 zł');
    expect((await pdfInfo(await pdfs.save(await renderVoucherPdf(moved), 'moved-info'))).get('Pages')).toBe('1');
  });

  it('says a free booking is free', async () => {
    const free: VoucherView = {
      ...view,
      total: 0,
      paid: 0,
      lines: [{ label: 'Parking · 8 dni', detail: '', amount: 0 }],
    };
    const text = await pdfText(await pdfs.save(await renderVoucherPdf(free), 'free'));
    expect(text).toContain('Rezerwacja bezpłatna');
    expect(text).toContain('Do zapłaty: 0,00 zł');
    expect(text).not.toContain('Zapłacono');
  });

  it('offers no free cancellation when the stay starts within 24 hours of the voucher', async () => {
    const late: VoucherView = { ...view, renderedAt: new Date('2026-10-19T20:00:00Z') };
    const text = await pdfText(await pdfs.save(await renderVoucherPdf(late), 'late'));
    expect(text).toContain('Bezpłatne anulowanie nie jest już możliwe');
    expect(text).not.toContain('Bezpłatne anulowanie do:');
  });

  it('names Parkolot’s support line, not the car park, when the car park has no phone on file', async () => {
    const noPhone: VoucherView = { ...view, parking: { ...view.parking, phone: '+48223074590', phoneIsSupport: true } };
    const text = await pdfText(await pdfs.save(await renderVoucherPdf(noPhone), 'no-phone'));
    expect(text).toContain('Infolinia Parkolot');
    expect(text).not.toContain('Telefon parkingu i transferu');
    expect(text).not.toContain('Telefon transferu');
  });

  it('keeps a long order on one page, every line and plate on it, and its QR code readable', async () => {
    const plates = Array.from({ length: 10 }, (_, i) => `WA ${10000 + i}X`);
    const lines = Array.from({ length: 8 }, (_, i) => ({
      label: `Usługa dodatkowa nr ${i + 1}`,
      detail: '10 × 49,00 zł = 490,00 zł',
      amount: 49000,
    }));
    const file = await pdfs.save(
      await renderVoucherPdf({ ...view, plates, lines, total: 392000, paid: 392000 }),
      'long',
    );
    expect((await pdfInfo(file)).get('Pages')).toBe('1');
    const text = await pdfText(file);
    for (const plate of plates) expect(text).toContain(plate);
    for (const line of lines) expect(text).toContain(line.label);
    expect(text).toContain('Zapłacono: 3920,00 zł'); // Polish groups thousands from 10 000
    expect(text).toContain('pon., 19 października 2026, 10:00');
    expect(await pdfs.scanQr(file)).toBe(view.qrText);
  });
});

describe('voucher calendar file', () => {
  const calendar = () => new ICAL.Component(ICAL.parse(renderVoucherIcs(view)));
  const events = () => calendar().getAllSubcomponents('vevent');

  it('is a published calendar from Parkolot with two events', () => {
    const vcalendar = calendar();
    expect(vcalendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(String(vcalendar.getFirstPropertyValue('prodid'))).toContain('Parkolot');
    expect(events().map((vevent) => new ICAL.Event(vevent).summary)).toEqual([
      'Parking Łódź Żółta Gęś — przyjazd',
      'Parking Łódź Żółta Gęś — odbiór auta',
    ]);
  });

  it('folds its lines at 75 octets (RFC 5545 §3.1), never inside a Polish letter, and unfolds to the same text', () => {
    const text = renderVoucherIcs(view);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
    const description = new ICAL.Event(events()[0]).description;
    expect(description).toContain(`Rezerwacja: ${view.reference}`);
    expect(description).toContain('Przyjedź na parking 15–30 minut przed transferem');
  });

  it('starts each event at 10:00 Warsaw time, before and after the DST change, for 30 minutes', () => {
    const [arrival, departure] = events().map((vevent) => new ICAL.Event(vevent));
    const arrivalStart = arrival.startDate.toJSDate();
    const departureStart = departure.startDate.toJSDate();
    expect(arrivalStart.toISOString()).toBe('2026-10-20T08:00:00.000Z');
    expect([dateKey(arrivalStart), timeOfDay(arrivalStart)]).toEqual(['2026-10-20', '10:00']);
    expect([dateKey(departureStart), timeOfDay(departureStart)]).toEqual(['2026-10-27', '10:00']);
    for (const event of [arrival, departure]) {
      expect(event.duration.toSeconds()).toBe(30 * 60);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    }
  });

  it('places both events at the car park, with coordinates', () => {
    for (const vevent of events()) {
      expect(new ICAL.Event(vevent).location).toBe('ul. Świętokrzyska 12, 02-092 Warszawa');
      expect(vevent.getFirstPropertyValue('geo')).toEqual([52.1701, 20.9712]);
    }
    const noCoordinates = { ...view, parking: { ...view.parking, latitude: null, longitude: null } };
    const vevents = new ICAL.Component(ICAL.parse(renderVoucherIcs(noCoordinates))).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('geo'))).toEqual([null, null]);
  });

  it('describes the arrival with the reference, plates and transfer phone', () => {
    const { description } = new ICAL.Event(events()[0]);
    expect(description).toContain('PK-7K3M9Q2X');
    expect(description).toContain('WA 12345, EL 9876A');
    expect(description).toContain('+48221234567');
    // A synced or shared calendar gets the booking page without the e-mail's token.
    expect(description).toContain('https://parkolot.pl/moja-rezerwacja/PK-7K3M9Q2X/');
    expect(renderVoucherIcs(view)).not.toContain('token=');
  });

  it('keeps the same UIDs from one rendering to the next', () => {
    const uids = () => events().map((vevent) => new ICAL.Event(vevent).uid);
    expect(uids()).toEqual(['PK-7K3M9Q2X-arrival@parkolot.pl', 'PK-7K3M9Q2X-departure@parkolot.pl']);
    expect(uids()).toEqual(uids());
  });

  it('numbers a later file higher (SEQUENCE), so a calendar takes its events over the earlier ones', () => {
    const sequences = (rendered: typeof view) =>
      new ICAL.Component(ICAL.parse(renderVoucherIcs(rendered)))
        .getAllSubcomponents('vevent')
        .map((vevent) => Number(vevent.getFirstPropertyValue('sequence')));
    const first = sequences(view);
    const later = sequences({ ...view, renderedAt: new Date(view.renderedAt.getTime() + 5_000) });
    expect(first[0]).toBeGreaterThan(0);
    expect(first).toEqual([first[0], first[0]]);
    expect(later).toEqual([first[0] + 5, first[0] + 5]);
  });

  it('stamps both events with the instant the message was rendered', () => {
    const stamps = events().map((vevent) => String(vevent.getFirstPropertyValue('dtstamp')));
    expect(stamps).toEqual(['2026-10-01T12:00:00Z', '2026-10-01T12:00:00Z']);
    expect(renderVoucherIcs(view)).toBe(renderVoucherIcs(view));
  });
});
