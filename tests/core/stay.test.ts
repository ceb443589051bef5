// The stay rules both tiers share (core/stay.ts): the days the web tier shows are the days the API bills.
import { describe, expect, it } from 'vitest';
import { billableDays, stayCalendarDays } from '../../core/stay';
import { atWarsawTime, dateKey, daysBetweenKeys } from '../../core/warsaw-time';

describe('billableDays (spec §4 Days)', () => {
  const arrival = atWarsawTime('2026-11-20', '12:00');
  it('is the ceiling of the day difference', () => {
    expect(billableDays(arrival, atWarsawTime('2026-11-27', '12:00'))).toBe(7);
    expect(billableDays(arrival, atWarsawTime('2026-11-27', '12:30'))).toBe(8);
    expect(billableDays(arrival, atWarsawTime('2026-11-21', '11:00'))).toBe(1);
  });
  it('is at least 1, and 1 when a date is missing', () => {
    expect(billableDays(arrival, atWarsawTime('2026-11-20', '15:00'))).toBe(1);
    expect(billableDays(arrival, arrival)).toBe(1);
    expect(billableDays(null, arrival)).toBe(1);
    expect(billableDays(arrival, undefined)).toBe(1);
  });
});

describe('days and Warsaw calendar (the API bills these)', () => {
  it('bills started 24 h units, at least one', () => {
    const a = new Date('2026-12-01T10:00:00+01:00');
    expect(billableDays(a, new Date('2026-12-01T12:00:00+01:00'))).toBe(1);
    expect(billableDays(a, new Date('2026-12-02T10:00:00+01:00'))).toBe(1);
    expect(billableDays(a, new Date('2026-12-02T10:30:00+01:00'))).toBe(2);
    expect(billableDays(a, new Date('2026-12-08T10:00:00+01:00'))).toBe(7);
  });
  it('takes the calendar day in Warsaw, not UTC', () => {
    expect(dateKey(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(dateKey(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(dateKey(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });
  it('a stay holds arrival day through departure day inclusive, across a DST change', () => {
    expect(stayCalendarDays(new Date('2026-10-24T20:00:00+02:00'), new Date('2026-10-26T08:00:00+01:00'))).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(daysBetweenKeys('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
