import type { SubmissionResult } from '@conform-to/react';
import type { PriceChange } from '~/lib/checkout';
import type { TypedStay } from '~/lib/checkout-stay';
import type { AddonStrategy } from '../../core/addons';

/** What the checkout loader and action send to the page (JSON-serialisable view models). */

export interface CheckoutParkingView {
  id: string;
  name: string;
  /** One line: the address, or a placeholder when the parking data failed to load. */
  location: string;
  imageUrl: string | null;
  airport: { name: string; slug: string } | null;
  /** The parking page, for the breadcrumb; null when unknown. */
  href: string | null;
  regulationsUrl: string | null;
  rating: { average: number; count: number };
  isActive: boolean;
  /** True when the parking data failed to load and placeholders are shown (spec §2). */
  isPlaceholder: boolean;
}

export interface CheckoutAddonView {
  id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  /** 'za pojazd', 'za pojazd za dzień', 'powyżej progu gości'. */
  basis: string;
  /** How its quantity follows the booking (core/addons.ts): an addon whose quantity is 0 is not offered. */
  strategy: AddonStrategy;
  guestsThreshold: number | null;
}

export interface QuoteLineView {
  productId: string;
  name: string;
  kind: 'parking' | 'addon';
  price: number;
  /** The price before discounts, only when a discount applied (shown struck through). */
  originalPrice: number | null;
  /** The line's arithmetic, e.g. "120,00 zł × 2 pojazdy = 240,00 zł" or "2 × 49,00 zł = 98,00 zł". */
  calculation: string;
}

export interface QuoteView {
  offerId: string;
  expiresAt: string | null;
  currency: string;
  total: number;
  /** Sum of the discounts on all lines (the summary's discount row); 0 when none. */
  discount: number;
  lines: QuoteLineView[];
  promo: { code: string; percent: number | null } | null;
}

export interface NoticeView {
  title: string;
  description?: string;
  variant: 'success' | 'error' | 'info';
}

export type QuoteState =
  | { status: 'ok'; quote: QuoteView }
  /** No offer: why, in the spec's words (§8), and the API's code when there is one. */
  | { status: 'error'; title: string; message: string; code: string | null };

export interface StayView {
  arrivalAt: string;
  departureAt: string;
}

/**
 * Why the price changed: `expired` — the offer lapsed (or the API repriced it) and a new one was made (the
 * spec's text); `details` — the traveller's own change since the quote (a car, a service) has another price.
 */
export type PriceChangeReason = 'expired' | 'details';

export interface PriceChangeView extends Omit<PriceChange, 'oldPrice'> {
  /** null when the old price is unknown (spec: "cannot be compared"). */
  oldPrice: number | null;
  newOfferId: string;
  reason: PriceChangeReason;
}

export interface CheckoutFormDefaults {
  countryCode: string;
  adults: number;
  children: number;
  licensePlates: string[];
  addons: string[];
}

export type CheckoutLoaderData =
  | { kind: 'no-parking'; reason: 'missing' | 'invalid' | 'not-found' }
  | {
      kind: 'checkout';
      parking: CheckoutParkingView;
      stay: StayView;
      unavailableDays: string[];
      addons: CheckoutAddonView[];
      quote: QuoteState;
      /** One per rendered form: a double submit reuses it, so it places one order. */
      idempotencyKey: string;
      defaults: CheckoutFormDefaults;
    };

export interface CheckoutActionData {
  intent: string;
  /** Conform's result: the typed values (always) and the field errors (on a rejected submit). */
  reply: SubmissionResult<string[]>;
  stay: StayView | null;
  /** Dates typed that a stay rule refused (`notice` says which): the date fields show them again. */
  typedStay?: TypedStay;
  /** A fresh quote (every intent but a successful order). */
  quote?: QuoteState;
  /** A message for the traveller: a toast with JS, a banner without. */
  notice?: NoticeView;
  /** The promo code field's own message (spec §8 'Nieprawidłowy kod'). */
  promoError?: string;
  priceChange?: PriceChangeView;
  /** With JS the browser stores the tracking record, then goes to `redirectTo` itself. */
  ordered?: { redirectTo: string; orderId: string; orderNumber: string | null; total: number; currency: string };
}
