// The e-mail about money that came in too late (backend/notifications/late-capture-email.tsx): while the refund
// is on its way it says "we are refunding", once confirmed "we refunded"; the pay-again link only when given.
import { describe, expect, it } from 'vitest';
import { renderLateCaptureEmail, type LateCaptureView } from '../../backend/notifications/late-capture-email';

const view: LateCaptureView = {
  reference: 'PK-ABCD2345',
  firstName: 'Anna',
  email: 'anna@example.pl',
  parkingName: 'Parking Okęcie Park',
  arrivalAt: new Date('2027-01-08T09:00:00Z'),
  departureAt: new Date('2027-01-15T09:00:00Z'),
  amount: 20610,
  orderStatusThen: 'EXPIRED',
  dateChange: null,
  refunded: false,
  orderStatus: 'EXPIRED',
  total: 20610,
  manageUrl: 'https://parkolot.test/moja-rezerwacja/PK-ABCD2345/?token=t',
  payAgain: null,
  support: { phone: '+48 22 307 45 90', email: 'pomoc@parkolot.pl', hours: 'pn.–pt. 9:00–16:00' },
};
const render = (v: LateCaptureView) => {
  const email = renderLateCaptureEmail(v);
  return { ...email, text: email.text.replace(/\s+/g, ' ') };
};

describe('the late-capture e-mail', () => {
  it('says the refund is under way until the provider confirms it', () => {
    const { subject, text, html } = render(view);
    expect(subject).toBe('Zwracamy wpłatę 206,10 zł – rezerwacja PK-ABCD2345');
    expect(text).toContain('Dzień dobry, Anna! Wpłata 206,10 zł wpłynęła po wygaśnięciu rezerwacji');
    expect(text).toContain('Zwracamy ją na konto, z którego zapłacono – zwykle trwa to kilka dni roboczych.');
    expect(text).not.toContain('Zwróciliśmy');
    expect(text).not.toContain('Zapłać ponownie');
    expect(html).toContain('href="https://parkolot.test/moja-rezerwacja/PK-ABCD2345/?token=t"');
  });

  it('offers to pay again, with the link and until when it works, when the booking can still be paid', () => {
    const { text, html } = render({
      ...view,
      refunded: true,
      payAgain: { payUrl: 'https://parkolot.test/platnosc/?orderId=o-1', payUntil: new Date('2027-01-02T01:00:00Z') },
    });
    expect(text).toContain(
      'Zwróciliśmy ją na konto, z którego zapłacono – pieniądze docierają zwykle w ciągu kilku dni roboczych.',
    );
    expect(text).toContain('Rezerwację możesz jeszcze opłacić, jeśli miejsca będą wolne – do zapłaty 206,10 zł.');
    expect(text).toContain('Link jest ważny do');
    expect(html).toContain('href="https://parkolot.test/platnosc/?orderId=o-1"');
  });
});
