import { formatDistanceStrict } from 'date-fns';
import { pl } from 'date-fns/locale/pl';
import { formatPolishNumber } from '../../core/polish-number';

// Money and Warsaw dates are written the same way by the pages and the API's messages: core/format.ts.
export {
  formatAmount,
  formatGroszeZl,
  formatLongDate,
  formatPrice,
  formatPriceZl,
  formatWarsawDateTime,
} from '../../core/format';

/** A distance in kilometres with at most one decimal, Polish style ("4,8", "12"). */
export function formatKm(km: number): string {
  return formatPolishNumber(km, 0, 1);
}

/** A rating average with one decimal, Polish style ("4,7"). */
export function formatRating(average: number): string {
  return formatPolishNumber(average, 1, 1);
}

export { dayWord, plural, vehicleCount, type PluralForms } from '../../core/plural';

/** A review's relative Polish date, e.g. "3 dni temu" / "2 miesiące temu". */
export function formatRelativeDate(date: Date, now: Date = new Date()): string {
  if (date.getTime() > now.getTime()) return 'dzisiaj';
  if (now.getTime() - date.getTime() < 24 * 60 * 60 * 1000) return 'dzisiaj';
  return formatDistanceStrict(date, now, { locale: pl, addSuffix: true, roundingMethod: 'floor' });
}
