import type { ParkingDiscount, Tariff } from '../db/schema';

export type PriceBreakdown = {
  days: number;
  /** Tariff price before discounts, grosze. */
  basePrice: number;
  discounts: { label: string; amount: number }[];
  /** What the traveller pays, grosze. */
  price: number;
  pricePerDay: number;
  totalDiscounts: number;
};

/** Tariff price of a stay: the day-N price for the first N days, then the per-day rate for each further day. */
export function tariffPrice(tariff: Tariff, days: number): number {
  const listed = tariff.dayPrices.length;
  if (listed === 0) return tariff.extraDayPrice * days;
  if (days <= listed) return tariff.dayPrices[days - 1];
  return tariff.dayPrices[listed - 1] + (days - listed) * tariff.extraDayPrice;
}

/**
 * Every discount whose minimum stay is reached applies, each as a percentage of the tariff price;
 * together they never exceed the price.
 */
export function quoteStay(parking: { tariff: Tariff; discounts: ParkingDiscount[] }, days: number): PriceBreakdown {
  const basePrice = tariffPrice(parking.tariff, days);
  let remaining = basePrice;
  const discounts: PriceBreakdown['discounts'] = [];
  for (const discount of parking.discounts) {
    if (days < discount.minDays || discount.percent <= 0) continue;
    const amount = Math.min(remaining, Math.round((basePrice * discount.percent) / 100));
    if (amount <= 0) continue;
    remaining -= amount;
    discounts.push({ label: discount.label, amount });
  }
  return {
    days,
    basePrice,
    discounts,
    price: remaining,
    pricePerDay: Math.round(remaining / days),
    totalDiscounts: basePrice - remaining,
  };
}

export type AddonStrategy = 'PER_VEHICLE' | 'PER_VEHICLE_PER_DAY' | 'ABOVE_GUESTS_THRESHOLD';
export const DEFAULT_GUESTS_THRESHOLD = 4;

/** Price of an addon line, grosze, from its unit price and quantity strategy. */
export function addonPrice(
  addon: { price: number; strategy: AddonStrategy; guestsThreshold: number | null },
  quantity: { vehicles: number; people: number; days: number },
): number {
  switch (addon.strategy) {
    case 'PER_VEHICLE':
      return addon.price * quantity.vehicles;
    case 'PER_VEHICLE_PER_DAY':
      return addon.price * quantity.vehicles * quantity.days;
    case 'ABOVE_GUESTS_THRESHOLD':
      return addon.price * Math.max(0, quantity.people - (addon.guestsThreshold ?? DEFAULT_GUESTS_THRESHOLD));
  }
}

/** A promo-code percentage taken off a line price (100 % → the whole line). */
export function promoDiscount(price: number, percent: number): number {
  return Math.min(price, Math.round((price * percent) / 100));
}
