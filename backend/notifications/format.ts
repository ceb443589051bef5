/** How the messages write money and Warsaw times (the same words as the pages). */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toZlote } from '../../core/money';

const AMOUNT = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DATE_TIME = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const SHORT = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Grosze as "1 234,50 zł" (16800 → "168,00 zł"). */
export const formatZl = (grosze: number) => `${AMOUNT.format(toZlote(grosze))} zł`;

/** "pt., 4 grudnia 2026, 10:00" in Warsaw time. */
export const formatWarsawDateTime = (instant: Date) =>
  DATE_TIME.format(instant).replace(/ (?:o )?(\d{1,2}:\d{2})$/, ', $1');

/** "04.12, 10:00" in Warsaw time (for the SMS, where every character counts). */
export const formatWarsawShort = (instant: Date) => SHORT.format(instant);

/** A phone number as people read it: "+48 22 123 45 67". */
export const formatPhone = (number: string) =>
  parsePhoneNumberFromString(number, 'PL')?.formatInternational() ?? number;
