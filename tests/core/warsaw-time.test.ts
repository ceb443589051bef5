// Warsaw-time date rules (ARCHITECTURE: every business date is Europe/Warsaw, spec §4/§5).
// DST in 2026: 29 March 02:00 CET → 03:00 CEST (01:00 UTC); 25 October 03:00 CEST → 02:00 CET (01:00 UTC).
import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  addWarsawDays,
  atWarsawTime,
  dateKey,
  daysBetweenKeys,
  keyDaysApart,
  isDateKey,
  isTimeOfDay,
  isWarsawTimeOnDay,
  ceilToTimeStep,
  nextFullHour,
  parseIsoDateTime,
  timeOfDay,
  toIsoWithOffset,
  withDay,
  withTime,
} from '../../core/warsaw-time';

const utc = (iso: string) => new Date(iso);
const iso = (d: Date) => toIsoWithOffset(d);

describe('dateKey / timeOfDay read the Warsaw wall clock', () => {
  it('in winter (UTC+1) a late UTC evening is already the next Warsaw day', () => {
    const instant = utc('2026-11-20T23:30:00Z');
    expect(dateKey(instant)).toBe('2026-11-21');
    expect(timeOfDay(instant)).toBe('00:30');
  });

  it('in summer (UTC+2)', () => {
    const instant = utc('2026-07-01T22:15:00Z');
    expect(dateKey(instant)).toBe('2026-07-02');
    expect(timeOfDay(instant)).toBe('00:15');
  });

  it('an instant just before Warsaw midnight stays on that day', () => {
    expect(dateKey(utc('2026-11-20T22:59:59Z'))).toBe('2026-11-20');
    expect(timeOfDay(utc('2026-11-20T22:59:59Z'))).toBe('23:59');
  });
});

describe('isTimeOfDay / isDateKey', () => {
  it.each(['00:00', '09:30', '23:59', '12:00'])('accepts %s', (value) => expect(isTimeOfDay(value)).toBe(true));
  it.each(['24:00', '9:30', '12:60', '12:00:00', '', 'noon', null, 1200])('rejects %s', (value) =>
    expect(isTimeOfDay(value)).toBe(false),
  );

  it.each(['2026-11-20', '2028-02-29', '2026-12-31'])('accepts the day %s', (value) =>
    expect(isDateKey(value)).toBe(true),
  );
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-01', '20261120', '', undefined, 20261120])(
    'rejects %s',
    (value) => expect(isDateKey(value)).toBe(false),
  );
});

describe('atWarsawTime / withTime / withDay', () => {
  it('builds the instant of a Warsaw wall-clock time in winter and summer', () => {
    expect(atWarsawTime('2026-11-20', '12:00').toISOString()).toBe('2026-11-20T11:00:00.000Z');
    expect(atWarsawTime('2026-07-20', '12:00').toISOString()).toBe('2026-07-20T10:00:00.000Z');
  });

  it('a wall-clock time inside the spring-forward gap lands after it', () => {
    expect(iso(atWarsawTime('2026-03-29', '02:30'))).toBe('2026-03-29T03:30:00+02:00');
  });

  it('isWarsawTimeOnDay: only the hour the clocks skip in March is missing', () => {
    expect(isWarsawTimeOnDay('2026-03-29', '02:00')).toBe(false);
    expect(isWarsawTimeOnDay('2026-03-29', '02:30')).toBe(false);
    expect(isWarsawTimeOnDay('2026-03-29', '01:30')).toBe(true);
    expect(isWarsawTimeOnDay('2026-03-29', '03:00')).toBe(true);
    expect(isWarsawTimeOnDay('2026-03-28', '02:30')).toBe(true);
    // The autumn night repeats 02:00–02:59: each time happens (twice).
    expect(isWarsawTimeOnDay('2026-10-25', '02:30')).toBe(true);
  });

  it('withTime keeps the Warsaw day, also when the UTC day differs', () => {
    const lateEvening = utc('2026-11-20T23:30:00Z'); // 21 Nov 00:30 in Warsaw
    expect(iso(withTime(lateEvening, '18:00'))).toBe('2026-11-21T18:00:00+01:00');
  });

  it('withDay keeps the wall-clock time across a DST change', () => {
    const winter = atWarsawTime('2026-03-20', '09:30');
    expect(iso(withDay(winter, '2026-04-02'))).toBe('2026-04-02T09:30:00+02:00');
  });
});

describe('addWarsawDays keeps the wall-clock time (12:00 stays 12:00)', () => {
  it('across the spring-forward change (the stay is 1 h shorter than 7 × 24 h)', () => {
    const arrival = atWarsawTime('2026-03-25', '12:00');
    const departure = addWarsawDays(arrival, 7);
    expect(iso(departure)).toBe('2026-04-01T12:00:00+02:00');
    expect(departure.getTime() - arrival.getTime()).toBe((7 * 24 - 1) * 3_600_000);
  });

  it('across the fall-back change', () => {
    expect(iso(addWarsawDays(atWarsawTime('2026-10-20', '12:00'), 7))).toBe('2026-10-27T12:00:00+01:00');
  });

  it('across a month and a year end', () => {
    expect(iso(addWarsawDays(atWarsawTime('2026-12-28', '23:30'), 7))).toBe('2027-01-04T23:30:00+01:00');
  });
});

describe('day keys', () => {
  it('addDaysToKey rolls over months, years and leap days', () => {
    expect(addDaysToKey('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToKey('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('daysBetweenKeys lists every day inclusive, also across DST', () => {
    expect(daysBetweenKeys('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysBetweenKeys('2026-05-01', '2026-05-01')).toEqual(['2026-05-01']);
    expect(daysBetweenKeys('2026-05-02', '2026-05-01')).toEqual([]);
  });

  it('daysBetweenKeys ends at the last day even when the next one is written with five digits', () => {
    // Compared as text, '10000-01-01' sorts before '9999-12-31' and the list never ended.
    expect(daysBetweenKeys('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });

  it('keyDaysApart counts calendar days, also across DST and leap days', () => {
    expect(keyDaysApart('2026-03-28', '2026-03-30')).toBe(2);
    expect(keyDaysApart('2026-10-24', '2026-10-26')).toBe(2);
    expect(keyDaysApart('2028-02-28', '2028-03-01')).toBe(2);
    expect(keyDaysApart('2026-05-02', '2026-05-01')).toBe(-1);
    expect(keyDaysApart('1000-01-01', '9999-12-31')).toBe(3_287_181);
  });
});

describe('ceilToTimeStep (spec §5: the 30-minute time grid)', () => {
  it('rounds an off-grid time up to the next slot', () => {
    expect(iso(ceilToTimeStep(utc('2026-11-20T09:17:00Z')))).toBe('2026-11-20T10:30:00+01:00');
    expect(iso(ceilToTimeStep(utc('2026-11-20T09:30:00.001Z')))).toBe('2026-11-20T11:00:00+01:00');
    expect(iso(ceilToTimeStep(utc('2026-11-20T22:45:00Z')))).toBe('2026-11-21T00:00:00+01:00');
  });

  it('a time on the grid stays', () => {
    expect(iso(ceilToTimeStep(utc('2026-11-20T09:30:00Z')))).toBe('2026-11-20T10:30:00+01:00');
    expect(iso(ceilToTimeStep(utc('2026-07-01T10:00:00Z')))).toBe('2026-07-01T12:00:00+02:00');
  });
});

describe('nextFullHour (spec §4: now rounded up to the next full hour)', () => {
  it('rounds up within the hour', () => {
    expect(iso(nextFullHour(utc('2026-11-20T09:17:00Z')))).toBe('2026-11-20T11:00:00+01:00');
    expect(iso(nextFullHour(utc('2026-11-20T09:00:00.001Z')))).toBe('2026-11-20T11:00:00+01:00');
  });

  it('an instant exactly on the hour stays', () => {
    expect(iso(nextFullHour(utc('2026-11-20T09:00:00Z')))).toBe('2026-11-20T10:00:00+01:00');
  });

  it('rolls over to the next Warsaw day', () => {
    expect(iso(nextFullHour(utc('2026-11-20T22:40:00Z')))).toBe('2026-11-21T00:00:00+01:00');
  });

  it('across the spring-forward gap: 01:30 CET is followed by 03:00 CEST', () => {
    expect(iso(nextFullHour(utc('2026-03-29T00:30:00Z')))).toBe('2026-03-29T03:00:00+02:00');
  });

  it('across the fall-back change: 02:30 CEST is followed by 02:00 CET', () => {
    expect(iso(nextFullHour(utc('2026-10-25T00:30:00Z')))).toBe('2026-10-25T02:00:00+01:00');
  });
});

describe('toIsoWithOffset (URL format, spec §3)', () => {
  it('writes the Warsaw offset of the instant', () => {
    expect(iso(utc('2026-11-23T11:00:00Z'))).toBe('2026-11-23T12:00:00+01:00');
    expect(iso(utc('2026-06-23T10:00:00Z'))).toBe('2026-06-23T12:00:00+02:00');
  });

  it('round-trips through parseIsoDateTime', () => {
    const instant = atWarsawTime('2026-10-25', '01:30');
    expect(parseIsoDateTime(iso(instant))?.getTime()).toBe(instant.getTime());
  });

  it('keeps milliseconds when there are any, so a stay from a hand-made URL keeps its length in links', () => {
    expect(iso(utc('2026-11-23T11:00:00.250Z'))).toBe('2026-11-23T12:00:00.250+01:00');
    expect(iso(utc('2026-11-23T11:00:00.005Z'))).toBe('2026-11-23T12:00:00.005+01:00');
    const instant = utc('2026-10-25T00:59:59.999Z');
    expect(parseIsoDateTime(iso(instant))?.getTime()).toBe(instant.getTime());
  });
});

describe('parseIsoDateTime: strict, anything else is unparseable (spec §4)', () => {
  it.each([
    ['2026-11-23T12:00:00+01:00', '2026-11-23T11:00:00.000Z'],
    ['2026-11-23T12:00:00Z', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23T12:00Z', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23T12:00:00.250Z', '2026-11-23T12:00:00.250Z'],
    ['2026-11-23T12:00:00-0300', '2026-11-23T15:00:00.000Z'],
    ['  2026-11-23T12:00:00+01:00  ', '2026-11-23T11:00:00.000Z'],
    // An unencoded '+' in a typed query string is decoded to a space.
    ['2026-11-23T12:00:00 01:00', '2026-11-23T11:00:00.000Z'],
  ])('reads %s', (value, expected) => {
    expect(parseIsoDateTime(value)?.toISOString()).toBe(expected);
  });

  it.each([
    '2026-11-23',
    '2026-11-23T12:00:00',
    '2026-02-30T12:00:00Z',
    '2026-13-01T12:00:00Z',
    '2026-11-23T24:00:00Z',
    '2026-11-23T12:60:00Z',
    '2026-11-23T12:00:00+15:00',
    '2026-11-23T12:00:00+01:00x',
    'jutro',
    '',
    '1763900000000',
    null,
    undefined,
    1_763_900_000_000,
  ])('rejects %s', (value) => {
    expect(parseIsoDateTime(value)).toBeNull();
  });
});
