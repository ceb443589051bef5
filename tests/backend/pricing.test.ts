import { describe, expect, it } from 'vitest';
import { addonPrice, promoDiscount, quoteStay, tariffPrice } from '../../backend/products/pricing';
import { billableDays, calendarDays, stayCalendarDays, warsawDay } from '../../backend/lib/time';
import { toGrosze, toMoney } from '../../backend/lib/money';

const tariff = { dayPrices: [5000, 9000, 12000], extraDayPrice: 2500 };

describe('tariff price', () => {
  it('uses the listed total for stays within the table', () => {
    expect(tariffPrice(tariff, 1)).toBe(5000);
    expect(tariffPrice(tariff, 3)).toBe(12000);
  });
  it('adds the per-day rate for each day past the table', () => {
    expect(tariffPrice(tariff, 4)).toBe(14500);
    expect(tariffPrice(tariff, 10)).toBe(12000 + 7 * 2500);
  });
});

describe('discounts', () => {
  it('applies only discounts whose minimum stay is reached', () => {
    const parking = { tariff, discounts: [{ label: 'Długi pobyt', percent: 10, minDays: 4 }] };
    expect(quoteStay(parking, 3)).toMatchObject({ price: 12000, totalDiscounts: 0, discounts: [] });
    const long = quoteStay(parking, 4);
    expect(long).toMatchObject({ basePrice: 14500, totalDiscounts: 1450, price: 13050, pricePerDay: 3263 });
    expect(long.discounts).toEqual([{ label: 'Długi pobyt', amount: 1450 }]);
  });
  it('never discounts below zero', () => {
    const parking = { tariff, discounts: [{ label: 'A', percent: 80, minDays: 1 }, { label: 'B', percent: 80, minDays: 1 }] };
    const q = quoteStay(parking, 1);
    expect(q.price).toBe(0);
    expect(q.totalDiscounts).toBe(5000);
  });
});

describe('addon strategies', () => {
  const base = { price: 1000, guestsThreshold: null };
  it('PER_VEHICLE multiplies by vehicles', () => {
    expect(addonPrice({ ...base, strategy: 'PER_VEHICLE' }, { vehicles: 2, people: 3, days: 5 })).toBe(2000);
  });
  it('PER_VEHICLE_PER_DAY multiplies by vehicles and days', () => {
    expect(addonPrice({ ...base, strategy: 'PER_VEHICLE_PER_DAY' }, { vehicles: 2, people: 3, days: 5 })).toBe(10000);
  });
  it('ABOVE_GUESTS_THRESHOLD charges guests over the threshold only', () => {
    const addon = { price: 1500, guestsThreshold: 4, strategy: 'ABOVE_GUESTS_THRESHOLD' as const };
    expect(addonPrice(addon, { vehicles: 1, people: 4, days: 3 })).toBe(0);
    expect(addonPrice(addon, { vehicles: 1, people: 6, days: 3 })).toBe(3000);
  });
  it('a 100 % promo takes the whole line', () => {
    expect(promoDiscount(12345, 100)).toBe(12345);
    expect(promoDiscount(999, 10)).toBe(100);
  });
});

describe('days and Warsaw calendar', () => {
  it('bills started 24 h units, at least one', () => {
    const a = new Date('2026-12-01T10:00:00+01:00');
    expect(billableDays(a, new Date('2026-12-01T12:00:00+01:00'))).toBe(1);
    expect(billableDays(a, new Date('2026-12-02T10:00:00+01:00'))).toBe(1);
    expect(billableDays(a, new Date('2026-12-02T10:30:00+01:00'))).toBe(2);
    expect(billableDays(a, new Date('2026-12-08T10:00:00+01:00'))).toBe(7);
  });
  it('takes the calendar day in Warsaw, not UTC', () => {
    expect(warsawDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(warsawDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(warsawDay(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });
  it('a stay holds arrival day through departure day inclusive, across a DST change', () => {
    expect(stayCalendarDays(new Date('2026-10-24T20:00:00+02:00'), new Date('2026-10-26T08:00:00+01:00'))).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(calendarDays('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
  it('money goes to the wire in złoty with two decimals and back to grosze exactly', () => {
    expect(toMoney(12345)).toEqual({ amount: 123.45, currency: 'PLN' });
    expect(toGrosze(123.45)).toBe(12345);
    expect(toGrosze(0.1 + 0.2)).toBe(30);
  });
});
