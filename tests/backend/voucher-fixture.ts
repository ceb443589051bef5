/** A voucher with every Polish letter and a stay across the October DST change, for the document tests. */
import { CONTACT } from '../../core/contact';
import { billableDays } from '../../core/stay';
import type { VoucherView } from '../../backend/notifications/voucher-view';

const arrivalAt = new Date('2026-10-20T08:00:00Z');
const departureAt = new Date('2026-10-27T09:00:00Z');
export const view: VoucherView = {
  reference: 'PK-7K3M9Q2X',
  qrText: 'PK-7K3M9Q2X.4F9A1C2E8B',
  customer: { firstName: 'Zażółć', lastName: 'Gęślą', email: 'zazolc@example.pl', phone: '+48601234567' },
  parking: {
    name: 'Parking Łódź Żółta Gęś',
    address: 'ul. Świętokrzyska 12, 02-092 Warszawa',
    phone: '+48221234567',
    phoneIsSupport: false,
    latitude: 52.1701,
    longitude: 20.9712,
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=52.1701,20.9712',
    transferMinutes: 7,
  },
  airportName: 'Warszawa Chopin (WAW)',
  arrivalAt,
  departureAt,
  days: billableDays(arrivalAt, departureAt),
  plates: ['WA 12345', 'EL 9876A'],
  adults: 2,
  children: 1,
  lines: [
    { label: 'Parking Łódź Żółta Gęś · 8 dni', detail: '159,60 zł × 2 pojazdy = 319,20 zł', amount: 31920 },
    { label: 'Mycie auta', detail: '1 × 49,00 zł = 49,00 zł', amount: 4900 },
  ],
  total: 36820,
  paid: 36820,
  refund: null,
  update: null,
  freeCancellationUntil: new Date('2026-10-19T08:00:00Z'),
  renderedAt: new Date('2026-10-01T12:00:00Z'),
  manageUrl: 'https://parkolot.pl/moja-rezerwacja/PK-7K3M9Q2X/?token=1800000000.abcdef',
  bookingUrl: 'https://parkolot.pl/moja-rezerwacja/PK-7K3M9Q2X/',
  support: { phone: CONTACT.phone, email: CONTACT.email, hours: CONTACT.weekdayHours },
};
