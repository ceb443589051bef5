// How many units of an addon a booking buys: the API prices by it and refuses an addon that buys none;
// the checkout offers only the addons that apply. One rule for both tiers.

export const ADDON_STRATEGIES = ['PER_VEHICLE', 'PER_VEHICLE_PER_DAY', 'ABOVE_GUESTS_THRESHOLD'] as const;
export type AddonStrategy = (typeof ADDON_STRATEGIES)[number];

/** ABOVE_GUESTS_THRESHOLD without its own threshold: travellers over 4 pay. */
export const DEFAULT_GUESTS_THRESHOLD = 4;

export interface AddonBooking {
  vehicles: number;
  /** Adults and children. */
  people: number;
  /** Billable days of the stay. */
  days: number;
}

export const isAddonStrategy = (value: unknown): value is AddonStrategy =>
  typeof value === 'string' && (ADDON_STRATEGIES as readonly string[]).includes(value);

/** Units of the addon this booking buys: per vehicle, per vehicle and day, or per traveller over the threshold. */
export function addonQuantity(
  addon: { strategy: AddonStrategy; guestsThreshold: number | null },
  booking: AddonBooking,
): number {
  switch (addon.strategy) {
    case 'PER_VEHICLE':
      return booking.vehicles;
    case 'PER_VEHICLE_PER_DAY':
      return booking.vehicles * booking.days;
    case 'ABOVE_GUESTS_THRESHOLD':
      return Math.max(0, booking.people - (addon.guestsThreshold ?? DEFAULT_GUESTS_THRESHOLD));
  }
}

/** Why an addon that buys nothing does not apply, in the traveller's words. */
export function addonNotApplicableReason(addon: { strategy: AddonStrategy; guestsThreshold: number | null }): string {
  if (addon.strategy === 'ABOVE_GUESTS_THRESHOLD') {
    const threshold = addon.guestsThreshold ?? DEFAULT_GUESTS_THRESHOLD;
    return `Dotyczy tylko rezerwacji dla co najmniej ${threshold + 1} osób.`;
  }
  return 'Nie dotyczy tej rezerwacji.';
}
