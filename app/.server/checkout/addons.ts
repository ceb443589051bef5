import type { RequestCalls } from '~/.server/context';
import { type Addon, type Parking } from '~/.server/api';
import { addonBasisLabel, type CheckoutDetails } from '~/lib/checkout';
import type { CheckoutAddonView } from '~/lib/checkout-view';
import { addonQuantity, isAddonStrategy } from '../../../core/addons';
import { billableDays } from '../../../core/stay';

/** Spec §3: the parking's addons merged with the addons call (the call wins), by price descending. */
export function mergeAddons(fromCall: Addon[], parking: Parking | null): CheckoutAddonView[] {
  const view = (addon: {
    id: string | number;
    name: string;
    description: string;
    price: { amount: number; currency: string };
    quantityResolverStrategy: string | null;
    guestsThreshold: number | null;
  }): CheckoutAddonView => ({
    id: String(addon.id),
    name: addon.name,
    description: addon.description,
    price: addon.price.amount,
    currency: addon.price.currency,
    basis: addonBasisLabel(addon.quantityResolverStrategy),
    strategy: isAddonStrategy(addon.quantityResolverStrategy) ? addon.quantityResolverStrategy : 'PER_VEHICLE',
    guestsThreshold: addon.guestsThreshold,
  });
  const merged = new Map<string, CheckoutAddonView>();
  for (const addon of parking?.addons ?? []) {
    // Only an addon with an id and a price can be booked.
    if (addon.id !== null && addon.price)
      merged.set(String(addon.id), view({ ...addon, id: addon.id, price: addon.price }));
  }
  for (const addon of fromCall) merged.set(String(addon.id), view(addon));
  return [...merged.values()].sort((a, b) => b.price - a.price);
}

/**
 * The details with only the addons this booking can buy. The page shows an addon the booking would buy
 * none of (core/addons.ts) disabled and unticked, so it is never priced: without JS a form posted right after
 * the party shrank still carries a group transfer, and it is dropped here instead of the API refusing the
 * whole quote. With `offeredOnly`, an addon `addons` does not list (an old link's) is dropped too.
 */
export function withBookableAddons(
  details: CheckoutDetails,
  addons: CheckoutAddonView[],
  { offeredOnly }: { offeredOnly: boolean },
): CheckoutDetails {
  const booking = {
    vehicles: details.plates.length,
    people: details.adults + details.children,
    days: billableDays(details.stay.arrival, details.stay.departure),
  };
  const byId = new Map(addons.map((addon) => [addon.id, addon]));
  const addonIds = details.addonIds.filter((id) => {
    const addon = byId.get(id);
    return addon ? addonQuantity(addon, booking) > 0 : !offeredOnly;
  });
  return addonIds.length === details.addonIds.length ? details : { ...details, addonIds };
}

/**
 * The action's details with only the addons that apply (withBookableAddons). The car park's addons are read
 * only when an addon is ticked; when they cannot be read the details go to the API as posted, and it decides.
 */
export async function applicableAddonsOnly(calls: RequestCalls, details: CheckoutDetails): Promise<CheckoutDetails> {
  if (details.addonIds.length === 0) return details;
  const [fromCall, parking] = await Promise.allSettled([
    calls.api.getAddons(details.parkingId),
    calls.api.getParkingById(details.parkingId),
  ]);
  if (fromCall.status === 'rejected' && parking.status === 'rejected') return details;
  const addons = mergeAddons(
    fromCall.status === 'fulfilled' ? fromCall.value : [],
    parking.status === 'fulfilled' ? parking.value : null,
  );
  return withBookableAddons(details, addons, { offeredOnly: false });
}
