// The "pay again" e-mail's words about money (backend/notifications/pay-again-email.tsx): a declined payment
// took nothing; money that came in too late goes back, and once refunded it is said to be back.
import { describe, expect, it } from 'vitest';
import { renderPayAgainEmail, type PayAgainView } from '../../backend/notifications/pay-again-email';

const view: PayAgainView = {
  reason: 'failed',
  reference: 'PK-ABCD2345',
  firstName: 'Anna',
  email: 'anna@example.pl',
  parkingName: 'Parking Okęcie Park',
  arrivalAt: new Date('2027-01-08T09:00:00Z'),
  departureAt: new Date('2027-01-15T09:00:00Z'),
  total: 20610,
  heldUntil: null,
  lateRefund: { amount: 0, done: false },
  payUntil: new Date('2027-01-02T01:00:00Z'),
  payUrl: 'https://parkolot.test/platnosc/?orderId=o-1',
  support: { phone: '+48 22 307 45 90', email: 'pomoc@parkolot.pl', hours: 'pn.–pt. 9:00–16:00' },
};
const text = (v: PayAgainView) => renderPayAgainEmail(v).text.replace(/\s+/g, ' ');

describe('the pay-again e-mail about money', () => {
  it('says a declined payment took nothing', () => {
    expect(text(view)).toContain('Operator płatności nie pobrał pieniędzy.');
  });

  it('says money that came too late goes back, then that it went back, and never that nothing was taken', () => {
    const owed = text({ ...view, lateRefund: { amount: 41220, done: false } });
    expect(owed).not.toContain('nie pobrał');
    expect(owed).toContain(
      'Pieniądze, które dotarły po czasie (412,20 zł), nie zostały zaliczone – zwracamy je na konto, z którego zapłacono.',
    );
    expect(text({ ...view, lateRefund: { amount: 41220, done: true } })).toContain(
      'nie zostały zaliczone – zwróciliśmy je na konto, z którego zapłacono.',
    );
  });
});
