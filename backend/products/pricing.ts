import type { ParkingDiscount, Tariff } from '../db/schema';
import { addonQuantity, type AddonBooking, type AddonStrategy } from '../../core/addons';

export type PriceBreakdown = {
  days: number;
  /** Vehicles parked: each takes a space and pays for it (decision 0026). */
  vehicles: number;
  /** Tariff price of one vehicle's stay before discounts, grosze. */
  unitPrice: number;
  /** Tariff price before discounts, grosze (unitPrice × vehicles). */
  basePrice: number;
  discounts: { label: string; amount: number }[];
  /** What the traveller pays, grosze. */
  price: number;
  /** One vehicle's price per billable day, grosze. */
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
 * The price of a stay for `vehicles` cars: one vehicle's price times the number of vehicles, as each car
 * takes its own space (decision 0026). One vehicle's price: every discount whose minimum stay is reached
 * applies, each as a percentage of the tariff price; together they never exceed the price. Scaling the
 * one-vehicle quote keeps the listing's SQL price (one vehicle) × N equal to the offer to the grosz.
 */
export function quoteStay(
  parking: { tariff: Tariff; discounts: ParkingDiscount[] },
  days: number,
  vehicles = 1,
): PriceBreakdown {
  const unitPrice = tariffPrice(parking.tariff, days);
  let remaining = unitPrice;
  const discounts: PriceBreakdown['discounts'] = [];
  for (const discount of parking.discounts) {
    if (days < discount.minDays || discount.percent <= 0) continue;
    const amount = Math.min(remaining, Math.round((unitPrice * discount.percent) / 100));
    if (amount <= 0) continue;
    remaining -= amount;
    discounts.push({ label: discount.label, amount: amount * vehicles });
  }
  return {
    days,
    vehicles,
    unitPrice,
    basePrice: unitPrice * vehicles,
    discounts,
    price: remaining * vehicles,
    pricePerDay: Math.round(remaining / days),
    totalDiscounts: (unitPrice - remaining) * vehicles,
  };
}

export type { AddonStrategy };

/** An addon line: the units the booking buys (core/addons.ts), the unit price and their product, grosze. */
export function addonPrice(
  addon: { price: number; strategy: AddonStrategy; guestsThreshold: number | null },
  booking: AddonBooking,
): { quantity: number; unitPrice: number; price: number } {
  const quantity = addonQuantity(addon, booking);
  return { quantity, unitPrice: addon.price, price: addon.price * quantity };
}

/** A promo-code percentage taken off a line price (100 % → the whole line). */
export function promoDiscount(price: number, percent: number): number {
  return Math.min(price, Math.round((price * percent) / 100));
}
