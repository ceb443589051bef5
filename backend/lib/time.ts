const WARSAW = 'Europe/Warsaw';
const DAY_MS = 24 * 60 * 60 * 1000;

const warsawDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: WARSAW,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Warsaw calendar day of an instant, as YYYY-MM-DD. */
export function warsawDay(instant: Date): string {
  return warsawDayFormat.format(instant);
}

/** Every calendar day from `first` to `last` inclusive (YYYY-MM-DD strings). */
export function calendarDays(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= end; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The Warsaw calendar days a stay occupies: arrival day through departure day, inclusive. */
export function stayCalendarDays(arrivalAt: Date, departureAt: Date): string[] {
  return calendarDays(warsawDay(arrivalAt), warsawDay(departureAt));
}

/** Billable days: the stay in 24 h units rounded up, at least 1. */
export function billableDays(arrivalAt: Date, departureAt: Date): number {
  return Math.max(1, Math.ceil((departureAt.getTime() - arrivalAt.getTime()) / DAY_MS));
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}
