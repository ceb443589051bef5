// What the booking page and the payment page say of money that came in too late (core/late-capture.ts).
import { describe, expect, it } from 'vitest';
import { lateCaptureText } from '../../core/late-capture';

const base = { amount: '59,00 zł', dateChange: null, refunded: false };

describe('lateCaptureText', () => {
  it('says why the money did not count, by what the booking was when it came', () => {
    expect(lateCaptureText({ ...base, orderStatus: 'CONFIRMED' })).toBe(
      'Wpłata 59,00 zł wpłynęła, gdy rezerwacja była już opłacona. Zwracamy ją na konto, z którego zapłacono – zwykle trwa to kilka dni roboczych.',
    );
    expect(lateCaptureText({ ...base, orderStatus: 'EXPIRED' })).toMatch(
      /^Wpłata 59,00 zł wpłynęła po wygaśnięciu rezerwacji, więc nie została zaliczona\. /,
    );
    expect(lateCaptureText({ ...base, orderStatus: 'REFUNDED' })).toMatch(
      /^Wpłata 59,00 zł wpłynęła po anulowaniu rezerwacji\. /,
    );
  });

  it("names a date change's dates, and a cancellation when that was why", () => {
    const dateChange = { arrival: 'pt., 4 grudnia 2026, 10:00', departure: 'pon., 7 grudnia 2026, 10:00' };
    expect(lateCaptureText({ ...base, dateChange, orderStatus: 'CONFIRMED' })).toMatch(
      /^Dopłata 59,00 zł za zmianę terminu na pt\., 4 grudnia 2026, 10:00 – pon\., 7 grudnia 2026, 10:00 wpłynęła, gdy ta zmiana nie była już aktualna, więc nie została wprowadzona\. /,
    );
    expect(lateCaptureText({ ...base, dateChange, orderStatus: 'CANCELLED' })).toContain(
      'wpłynęła po anulowaniu rezerwacji, więc zmiana nie została wprowadzona.',
    );
  });

  it('says the refund was made once the provider confirmed it', () => {
    expect(lateCaptureText({ ...base, orderStatus: 'CONFIRMED', refunded: true })).toMatch(
      / Zwróciliśmy ją na konto, z którego zapłacono – pieniądze docierają zwykle w ciągu kilku dni roboczych\.$/,
    );
  });
});
