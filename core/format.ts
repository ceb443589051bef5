// How both tiers write money and Warsaw dates for people: the pages (app/lib/format.ts) and the customer's
// messages (backend/notifications/) use these same functions, so a price or a time reads the same on the
// success page, in the voucher e-mail, its PDF and the SMS. Intl for dates, core/polish-number.ts for
// numbers, no library: the browser bundle loads this file (a phone number's format, which needs
// libphonenumber-js, stays with the messages).
import { toZlote } from './money';
import { onFirstUse } from './on-first-use';
import { formatPolishNumber } from './polish-number';
import { TIME_ZONE } from './warsaw-time';

// Date formatters are built once, on first use: toLocaleString with options builds a new one on every
// call, and building them all as the module loads put ICU's data into the first main-thread task of
// pages that show no such date (docs/decisions/0035).
const longDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const shortDateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Spec §9: złoty with 2 decimals, Polish style: "168,00", "1234,50", "12 345,67" (a no-break space). */
export function formatAmount(amount: number): string {
  return formatPolishNumber(amount, 2, 2);
}

/** Spec §9: currency shown as PLN outside forms, e.g. "123,00 PLN". */
export function formatPrice(amount: number, currency = 'PLN'): string {
  return `${formatAmount(amount)} ${currency}`;
}

/** Spec §9: currency shown as 'zł' in forms and messages, e.g. "123,00 zł". */
export function formatPriceZl(amount: number): string {
  return `${formatAmount(amount)} zł`;
}

/** Whole grosze (the API's money) the same way: 16800 → "168,00 zł". */
export function formatGroszeZl(grosze: number): string {
  return formatPriceZl(toZlote(grosze));
}

/** A long Polish date in Warsaw, e.g. "21 listopada 2026". */
export function formatLongDate(instant: Date): string {
  return longDateFormat().format(instant);
}

/** A day and time in Warsaw, e.g. "pt., 4 grudnia 2026, 10:00". */
export function formatWarsawDateTime(instant: Date): string {
  return dateTimeFormat()
    .format(instant)
    .replace(/ (?:o )?(\d{1,2}:\d{2})$/, ', $1');
}

/** A short day and time in Warsaw, e.g. "04.12, 10:00" (for the SMS, where every character counts). */
export function formatWarsawShort(instant: Date): string {
  return shortDateTimeFormat().format(instant);
}
