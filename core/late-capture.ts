/**
 * What the booking page and the payment page say of money that came in when it could no longer be used
 * (backend/orders/late-captures.ts): what it was for, why it did not count, and that it is given back.
 */
export interface LateCaptureFacts {
  /** e.g. "59,00 zł". */
  amount: string;
  /** The order's status when the money came. */
  orderStatus: string;
  /** The date change it was to pay for (Warsaw, formatted), when it was one's. */
  dateChange: { arrival: string; departure: string } | null;
  refunded: boolean;
}

const cancelled = (orderStatus: string) => orderStatus === 'CANCELLED' || orderStatus === 'REFUNDED';

function why({ amount, orderStatus, dateChange }: LateCaptureFacts): string {
  if (dateChange) {
    const change = `Dopłata ${amount} za zmianę terminu na ${dateChange.arrival} – ${dateChange.departure}`;
    return cancelled(orderStatus)
      ? `${change} wpłynęła po anulowaniu rezerwacji, więc zmiana nie została wprowadzona.`
      : `${change} wpłynęła, gdy ta zmiana nie była już aktualna, więc nie została wprowadzona.`;
  }
  if (orderStatus === 'CONFIRMED') return `Wpłata ${amount} wpłynęła, gdy rezerwacja była już opłacona.`;
  // Told for a day, also once the booking was paid again: "not counted" stays true either way.
  if (orderStatus === 'EXPIRED')
    return `Wpłata ${amount} wpłynęła po wygaśnięciu rezerwacji, więc nie została zaliczona.`;
  if (cancelled(orderStatus)) return `Wpłata ${amount} wpłynęła po anulowaniu rezerwacji.`;
  return `Wpłata ${amount} wpłynęła, gdy nie była już potrzebna.`;
}

export function lateCaptureText(facts: LateCaptureFacts): string {
  const back = facts.refunded
    ? 'Zwróciliśmy ją na konto, z którego zapłacono – pieniądze docierają zwykle w ciągu kilku dni roboczych.'
    : 'Zwracamy ją na konto, z którego zapłacono – zwykle trwa to kilka dni roboczych.';
  return `${why(facts)} ${back}`;
}
