// How the web tier shows Warsaw dates and times (spec §5); the date rules are tested in tests/core/.
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayTime, hourOf, TIME_SLOTS } from '~/lib/dates';
import { isTimeOfDay } from '../../core/warsaw-time';

const utc = (iso: string) => new Date(iso);

describe('time slots and display', () => {
  it('offers every 30 minutes from 00:00 to 23:30 (spec §5)', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS[0]).toBe('00:00');
    expect(TIME_SLOTS[1]).toBe('00:30');
    expect(TIME_SLOTS[47]).toBe('23:30');
    expect(TIME_SLOTS.every(isTimeOfDay)).toBe(true);
    expect(hourOf('09:30')).toBe(9);
  });

  it('shows dates as dd/MM/yyyy in Warsaw and "Wybierz datę" when empty', () => {
    expect(formatDisplayDate(utc('2026-11-20T23:30:00Z'))).toBe('21/11/2026');
    expect(formatDisplayDate(null)).toBe('Wybierz datę');
    expect(formatDisplayDate(undefined)).toBe('Wybierz datę');
  });

  it('shows times as HH:mm in Warsaw and "--:--" when empty', () => {
    expect(formatDisplayTime(utc('2026-07-01T06:30:00Z'))).toBe('08:30');
    expect(formatDisplayTime(null)).toBe('--:--');
  });
});
