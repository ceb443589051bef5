// Warsaw calendar days and wall-clock time, shared by the web tier (app/) and the API (backend/): every
// business date is Europe/Warsaw (ARCHITECTURE: time zone), in the browser, on the web server and in the API.
// No framework imports: the browser bundle, the web server and the API all load this file.
import { onFirstUse } from './on-first-use';

/** Every business date is Europe/Warsaw (ARCHITECTURE: time zone). */
export const TIME_ZONE = 'Europe/Warsaw';

const HOUR_MS = 60 * 60 * 1000;
/** A day of 24 hours (a Warsaw calendar day is 23 or 25 hours on the days the clocks change). */
export const DAY_MS = 24 * HOUR_MS;

export type DateKey = string; // YYYY-MM-DD, a Warsaw calendar day
export type TimeOfDay = string; // HH:mm

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_KEY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date-time with an offset or Z (the URL format of arrivalAt/departureAt).
const ISO_RE =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:0\d|1[0-4]):?[0-5]\d)$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Warsaw wall-clock reading of an instant. */
export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Warsaw wall time. From 1996 to 2099 by the rule Europe/Warsaw follows (the EU's summer time,
// Directive 2000/84/EC): UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
// last Sunday of October. Arithmetic, not Intl: the first Intl date formatter a browser tab creates loads
// ICU's time-zone data, ~35 ms of one main-thread task on a laptop and four times that on a phone, and
// every page with a stay reads Warsaw time while it hydrates (docs/decisions/0035). Any other instant
// goes through the platform's time-zone data (Intl); tests/core/warsaw-rule.test.ts checks the rule
// against that data for every change from 1996 to 2099, so a change of the law shows up there.
const RULE_YEARS = { from: 1996, to: 2099 } as const;

/** 01:00 UTC on the last Sunday of a month (1–12) of a year. */
function lastSundayAt0100Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Warsaw's offset from UTC by the EU rule, or null for an instant outside the years it covers here. */
function ruleOffset(instant: number): number | null {
  if (!Number.isFinite(instant)) return null;
  const year = new Date(instant).getUTCFullYear();
  // Written so that NaN (an instant past JavaScript's date range) falls through to Intl, which refuses it.
  if (!(year >= RULE_YEARS.from && year <= RULE_YEARS.to)) return null;
  const summer = instant >= lastSundayAt0100Utc(year, 3) && instant < lastSundayAt0100Utc(year, 10);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

const wallFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** Warsaw wall time through the platform's time-zone data. */
function intlWarsawWall(instant: number): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallFormat().formatToParts(instant)) {
    if (
      type === 'year' ||
      type === 'month' ||
      type === 'day' ||
      type === 'hour' ||
      type === 'minute' ||
      type === 'second'
    ) {
      wall[type] = Number(value);
    }
  }
  return wall;
}

/** The Warsaw wall-clock reading of an instant. */
export function warsawWall(instant: Date | number): WallTime {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const offset = ruleOffset(time);
  if (offset === null) return intlWarsawWall(time);
  const local = new Date(time + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** Milliseconds Warsaw is ahead of UTC at an instant (1 h in winter, 2 h in summer). */
function warsawOffset(instant: number): number {
  const w = warsawWall(instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/**
 * The instant of a Warsaw wall-clock time (fields may overflow, as in Date.UTC). Like JavaScript's
 * own local dates: a time in the spring DST gap moves forward by the gap, and a time in the autumn
 * overlap is the earlier of its two instants.
 */
function fromWarsawWall(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetBefore = warsawOffset(wall - 12 * HOUR_MS);
  const offsetAfter = warsawOffset(wall + 12 * HOUR_MS);
  const before = wall - offsetBefore;
  const after = wall - offsetAfter;
  const beforeValid = warsawOffset(before) === offsetBefore;
  const afterValid = warsawOffset(after) === offsetAfter;
  if (beforeValid && afterValid) return Math.min(before, after);
  if (afterValid) return after;
  return before;
}

/** The Warsaw calendar day of an instant. */
export function dateKey(instant: Date): DateKey {
  const d = warsawWall(instant);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** The Warsaw wall-clock time of an instant. */
export function timeOfDay(instant: Date): TimeOfDay {
  const d = warsawWall(instant);
  return `${pad(d.hour)}:${pad(d.minute)}`;
}

export function isTimeOfDay(value: unknown): value is TimeOfDay {
  return typeof value === 'string' && TIME_RE.test(value);
}

export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== 'string') return false;
  const m = DATE_KEY_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** The instant of a Warsaw calendar day at a wall-clock time. */
export function atWarsawTime(day: DateKey, time: TimeOfDay): Date {
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(fromWarsawWall(y, mo, d, h, mi));
}

/**
 * Whether a wall-clock time happens on a Warsaw day: false only for the hour the clocks skip on the
 * last Sunday of March (02:00–02:59), which `atWarsawTime` moves forward by that hour.
 */
export function isWarsawTimeOnDay(day: DateKey, time: TimeOfDay): boolean {
  return timeOfDay(atWarsawTime(day, time)) === time;
}

/** The same Warsaw day as `instant` at another wall-clock time (spec §4: setting a time). */
export function withTime(instant: Date, time: TimeOfDay): Date {
  return atWarsawTime(dateKey(instant), time);
}

/** Another Warsaw day at the same wall-clock time as `instant`. */
export function withDay(instant: Date, day: DateKey): Date {
  return atWarsawTime(day, timeOfDay(instant));
}

/** Calendar days later in Warsaw, keeping the wall-clock time (12:00 stays 12:00 across DST). */
export function addWarsawDays(instant: Date, days: number): Date {
  const d = warsawWall(instant);
  const ms = ((instant.getTime() % 1000) + 1000) % 1000;
  return new Date(fromWarsawWall(d.year, d.month, d.day + days, d.hour, d.minute, d.second) + ms);
}

export function addDaysToKey(day: DateKey, days: number): DateKey {
  const [y, mo, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Calendar days from `first` to `last` (0 for the same day, negative when `last` is earlier), by arithmetic. */
export function keyDaysApart(first: DateKey, last: DateKey): number {
  const utcDay = (day: DateKey) => {
    const [y, mo, d] = day.split('-').map(Number);
    return Date.UTC(y, mo - 1, d) / DAY_MS;
  };
  return Math.round(utcDay(last) - utcDay(first));
}

/**
 * Every calendar day from `first` to `last` inclusive (none when `last` is earlier). Counted, not
 * compared as text: a day after 9999-12-31 is written with five digits and sorts before it.
 */
export function daysBetweenKeys(first: DateKey, last: DateKey): DateKey[] {
  return Array.from({ length: Math.max(0, keyDaysApart(first, last) + 1) }, (_, i) => addDaysToKey(first, i));
}

/** Spec §4: "now rounded up to the next full hour" (an instant already on the hour stays). */
export function nextFullHour(now: Date): Date {
  // Warsaw offsets are whole hours, so UTC hour boundaries are Warsaw hour boundaries.
  return new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** Spec §5/§9: arrival and departure times are on a 30-minute grid (00:00, 00:30, … 23:30). */
export const TIME_STEP_MINUTES = 30;
const TIME_STEP_MS = TIME_STEP_MINUTES * 60 * 1000;

/**
 * An instant rounded up to the time grid (one already on it stays): 10:17 is 10:30, 10:30:00.001 is
 * 11:00. Rounding up, like the earliest arrival (`nextFullHour`): a stay is never moved earlier than asked.
 */
export function ceilToTimeStep(instant: Date): Date {
  // Whole-hour Warsaw offsets: UTC half-hour boundaries are Warsaw half-hour boundaries.
  return new Date(Math.ceil(instant.getTime() / TIME_STEP_MS) * TIME_STEP_MS);
}

/** ISO 8601 with the Warsaw offset, e.g. 2026-11-23T12:00:00+01:00 (the URL format, spec §3); .sss only when not 0. */
export function toIsoWithOffset(instant: Date): string {
  const d = warsawWall(instant);
  const offset = Math.round(warsawOffset(instant.getTime()) / 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  // Milliseconds are written when there are any: a stay read from a hand-made URL keeps its exact
  // length through every link and form, so the days (and price) shown stay the days billed.
  const ms = ((instant.getTime() % 1000) + 1000) % 1000;
  return (
    `${d.year}-${pad(d.month)}-${pad(d.day)}T${pad(d.hour)}:${pad(d.minute)}:${pad(d.second)}` +
    (ms ? `.${String(ms).padStart(3, '0')}` : '') +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** A strict ISO date-time (with offset or Z) or null; anything else is "unparseable" (spec §4). */
export function parseIsoDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  // An unencoded '+' in a hand-typed query string arrives as a space ("…T12:00:00 01:00").
  const text = value.trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  const match = ISO_RE.exec(text);
  // V8 rolls impossible days over (2026-02-30 → 2 March); they are unparseable here.
  if (!match || !isDateKey(match[1])) return null;
  // Offsets without a colon (+0100) are ISO too, but not every engine's Date.parse reads them.
  const t = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(t) ? null : new Date(t);
}
