// Warsaw wall time by the EU summer-time rule (core/warsaw-time.ts, 1996–2099) against the platform's own
// time-zone data (Intl, as the browser and Node ship it): equal at every clock change of those years and
// around it, and at any instant. If Poland's law changes and the time-zone data follows, this fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { warsawWall, type WallTime } from '../../core/warsaw-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const intlFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function intlWall(instant: number): WallTime {
  const parts = Object.fromEntries(intlFormat.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The instants where Warsaw's offset changes in a year, read from the time-zone data (day by day, then to the ms). */
function changesByIntl(year: number): number[] {
  const offset = (t: number) => {
    const w = intlWall(t);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (t - (((t % 1000) + 1000) % 1000));
  };
  const changes: number[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += DAY_MS) {
    if (offset(t) === offset(t + DAY_MS)) continue;
    let [low, high] = [t, t + DAY_MS];
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (offset(mid) === offset(low)) low = mid;
      else high = mid;
    }
    changes.push(high);
  }
  return changes;
}

describe('Warsaw time by the EU rule', () => {
  it('changes the clock exactly when the time-zone data does, every year from 1996 to 2099', () => {
    for (let year = 1996; year <= 2099; year++) {
      const changes = changesByIntl(year);
      expect(changes, `${year}: two clock changes`).toHaveLength(2);
      for (const change of changes) {
        for (const delta of [-DAY_MS, -HOUR_MS, -30 * MINUTE_MS, -1, 0, 1, 30 * MINUTE_MS, HOUR_MS, DAY_MS]) {
          expect(warsawWall(change + delta), new Date(change + delta).toISOString()).toEqual(intlWall(change + delta));
        }
      }
    }
  });

  it('reads any instant as the time-zone data does, the rule’s years and the years around them', () => {
    const inRule = fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2100, 0, 1) - 1 });
    const around = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
    const instant = fc.oneof({ arbitrary: inRule, weight: 4 }, { arbitrary: around, weight: 1 });
    fc.assert(
      fc.property(instant, (t) => {
        expect(warsawWall(t)).toEqual(intlWall(t));
        expect(warsawWall(new Date(t))).toEqual(intlWall(t));
      }),
      { numRuns: 20_000 },
    );
  });

  it('an invalid date is refused as before (Intl throws), a date past JavaScript’s range too', () => {
    expect(() => warsawWall(Number.NaN)).toThrow(RangeError);
    expect(() => warsawWall(8.7e15)).toThrow(RangeError);
  });
});
