import { formatDistanceStrict } from 'date-fns';
import { pl } from 'date-fns/locale/pl';

// Formatters are built once: toLocaleString with options builds a new one on every call, which was a
// measurable share of rendering a listing (dozens of numbers per page).
const amountFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kmFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
const ratingFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const longDateFormat = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** Spec §9: prices with 2 decimals, e.g. "1 234,50". */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

/** Spec §9: currency shown as PLN outside forms, e.g. "123,00 PLN". */
export function formatPrice(amount: number, currency = 'PLN'): string {
  return `${formatAmount(amount)} ${currency}`;
}

/** Spec §9: currency shown as 'zł' in forms, e.g. "123,00 zł". */
export function formatPriceZl(amount: number): string {
  return `${formatAmount(amount)} zł`;
}

/** A distance in kilometres with at most one decimal, Polish style ("4,8", "12"). */
export function formatKm(km: number): string {
  return kmFormat.format(km);
}

/** A rating average with one decimal, Polish style ("4,7"). */
export function formatRating(average: number): string {
  return ratingFormat.format(average);
}

export { plural, vehicleCount, type PluralForms } from '../../core/plural';

/** Spec §2 card: 'dzień' for 1, otherwise 'dni'. */
export function dayWord(days: number): string {
  return days === 1 ? 'dzień' : 'dni';
}

/** A review's relative Polish date, e.g. "3 dni temu" / "2 miesiące temu". */
export function formatRelativeDate(date: Date, now: Date = new Date()): string {
  if (date.getTime() > now.getTime()) return 'dzisiaj';
  if (now.getTime() - date.getTime() < 24 * 60 * 60 * 1000) return 'dzisiaj';
  return formatDistanceStrict(date, now, { locale: pl, addSuffix: true, roundingMethod: 'floor' });
}

/** A long Polish date, e.g. "21 listopada 2026". */
export function formatLongDate(date: Date): string {
  return longDateFormat.format(date);
}
