// How the web tier presents Warsaw dates and times (spec §5); the date rules themselves are the domain
// core's (core/warsaw-time.ts), shared with the API.
import { dateKey, TIME_STEP_MINUTES, timeOfDay, type TimeOfDay } from '../../core/warsaw-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §5: every 30 minutes from 00:00 to 23:30 (the grid of `core/warsaw-time.ts`). */
export const TIME_SLOTS: readonly TimeOfDay[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * TIME_STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

export const hourOf = (time: TimeOfDay) => Number(time.slice(0, 2));

/** Spec §5 display: dd/MM/yyyy, empty 'Wybierz datę'. */
export function formatDisplayDate(instant: Date | null | undefined): string {
  if (!instant) return 'Wybierz datę';
  const [y, m, d] = dateKey(instant).split('-');
  return `${d}/${m}/${y}`;
}

/** Spec §5 display: HH:mm, empty '--:--'. */
export function formatDisplayTime(instant: Date | null | undefined): string {
  return instant ? timeOfDay(instant) : '--:--';
}
