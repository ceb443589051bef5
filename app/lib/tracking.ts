/** Data-layer events (checkout-payment.md §3): view_item, add_to_cart, begin_checkout, purchase, … */
export type TrackingEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase' | 'custom' | 'clear';

export interface TrackedItem {
  item_id: string;
  item_name: string;
  price?: number;
  quantity?: number;
  item_category?: string;
}

export interface TrackingPayload {
  currency?: string;
  value?: number;
  transaction_id?: string;
  items?: TrackedItem[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event to `window.dataLayer` (created when missing). No-op on the server. */
export function track(event: TrackingEvent, payload: TrackingPayload = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...payload });
}
