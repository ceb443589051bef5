import { json, redirect, type TypedResponse } from '@remix-run/node';
import { CacheControl } from '../../../core/cache-control';
import type { CheckoutActionData, CheckoutLoaderData } from '~/lib/checkout-view';

/** Checkout and payment answers are personal and never cached (ARCHITECTURE "Caching"). */
export const NO_STORE = { 'Cache-Control': CacheControl.privateNoStore };

export type CheckoutActionResponse = TypedResponse<CheckoutActionData>;

export const checkoutPage = (data: CheckoutLoaderData, status = 200) => json(data, { status, headers: NO_STORE });

/** Every answer of the action that keeps the traveller on the page. */
export const checkoutAnswer = (
  data: CheckoutActionData,
  status: number,
  headers: Record<string, string> = {},
): CheckoutActionResponse => json(data, { status, headers: { ...NO_STORE, ...headers } });

/** Without JS the browser follows the 303 to the payment page (or to success for a zero total). */
export const seeOther = (location: string, headers: Record<string, string> = {}): CheckoutActionResponse =>
  redirect(location, { status: 303, headers: { ...NO_STORE, ...headers } });
