import { describe, expect, it } from 'vitest';
import { addonPrice, promoDiscount, quoteStay, tariffPrice } from '../../backend/products/pricing';

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
    const parking = {
      tariff,
      discounts: [
        { label: 'A', percent: 80, minDays: 1 },
        { label: 'B', percent: 80, minDays: 1 },
      ],
    };
    const q = quoteStay(parking, 1);
    expect(q.price).toBe(0);
    expect(q.totalDiscounts).toBe(5000);
  });
});

describe('per vehicle (decision 0026)', () => {
  it('each vehicle pays one vehicle’s price, its discounts included', () => {
    const parking = { tariff, discounts: [{ label: 'Długi pobyt', percent: 10, minDays: 4 }] };
    const one = quoteStay(parking, 4);
    for (const vehicles of [1, 2, 3]) {
      expect(quoteStay(parking, 4, vehicles)).toEqual({
        days: 4,
        vehicles,
        unitPrice: 14500,
        basePrice: 14500 * vehicles,
        discounts: [{ label: 'Długi pobyt', amount: 1450 * vehicles }],
        price: one.price * vehicles,
        pricePerDay: one.pricePerDay,
        totalDiscounts: one.totalDiscounts * vehicles,
      });
    }
  });
});

describe('addon strategies (quantity × unit price)', () => {
  const base = { price: 1000, guestsThreshold: null };
  it('PER_VEHICLE: one per vehicle', () => {
    expect(addonPrice({ ...base, strategy: 'PER_VEHICLE' }, { vehicles: 2, people: 3, days: 5 })).toEqual({
      quantity: 2,
      unitPrice: 1000,
      price: 2000,
    });
  });
  it('PER_VEHICLE_PER_DAY: one per vehicle and day', () => {
    expect(addonPrice({ ...base, strategy: 'PER_VEHICLE_PER_DAY' }, { vehicles: 2, people: 3, days: 5 })).toEqual({
      quantity: 10,
      unitPrice: 1000,
      price: 10000,
    });
  });
  it('ABOVE_GUESTS_THRESHOLD: one per guest over the threshold, none at or under it', () => {
    const addon = { price: 1500, guestsThreshold: 4, strategy: 'ABOVE_GUESTS_THRESHOLD' as const };
    expect(addonPrice(addon, { vehicles: 1, people: 4, days: 3 })).toMatchObject({ quantity: 0, price: 0 });
    expect(addonPrice(addon, { vehicles: 1, people: 6, days: 3 })).toEqual({
      quantity: 2,
      unitPrice: 1500,
      price: 3000,
    });
  });
  it('a 100 % promo takes the whole line', () => {
    expect(promoDiscount(12345, 100)).toBe(12345);
    expect(promoDiscount(999, 10)).toBe(100);
  });
});
