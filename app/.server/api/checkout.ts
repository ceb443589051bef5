import { ApiError, MESSAGES } from './errors';
import { segment, type Http } from './http';
import { HasIdSchema, OfferSchema, OrderResultSchema, OrderSchema } from './schemas/checkout';
import type { Id, Money } from './schemas/shared';

export interface StayPeriod {
  /** ISO date-time (the spec sends UTC). */
  arrivalAt: string;
  departureAt: string;
}

export interface ParkingOfferLineInput {
  /** The parking id. */
  productId: Id;
  specification: {
    vehicles: { plate: string }[];
    people: { adult: number; child: number; disabled: number };
    stayPeriod: StayPeriod;
  };
}

export interface AddonOfferLineInput {
  /** The addon id. */
  productId: Id;
  specification: { vehicles: number; people: number; stayPeriod: StayPeriod };
}

export type OfferLineInput = ParkingOfferLineInput | AddonOfferLineInput;

export interface CreateOfferInput {
  offerLines: OfferLineInput[];
  promoCode?: string;
}

export interface CreateOrderInput {
  offerId: Id;
  orderLines: OfferLineInput[];
  /** The total the customer saw; the API answers 409 PRICE_CHANGED when it differs. */
  expectedPrice?: Money;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  additionalInfo?: string;
  invoice?: {
    taxId: string;
    name: string;
    address: { street: string; city: string; zipCode: string; country: string };
  };
}

/** Spec: an offer answer without an id is a failed offer, whatever else it holds. */
function offerWithoutId(body: unknown): ApiError | undefined {
  if (HasIdSchema.safeParse(body).success) return undefined;
  return new ApiError({ status: 502, messages: [MESSAGES.offerFailed], code: 'OFFER_WITHOUT_ID', body });
}

/** The checkout service: offers and orders. Nothing here is cached, and no POST is ever re-sent. */
export function checkoutEndpoints(http: Http) {
  return {
    /** With `idempotencyKey`, a repeated call answers the same offer (the API stores the first answer 24 h). */
    createOffer: (input: CreateOfferInput, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
      http.post('/api/v1/offers', OfferSchema, {
        body: input,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        invalid: offerWithoutId,
      }),

    getOffer: (id: Id) => http.get(`/api/v1/offer/${segment(id)}`, OfferSchema),

    createOrder: (body: CreateOrderInput, { idempotencyKey }: { idempotencyKey: string }) =>
      http.post('/api/v1/orders', OrderResultSchema, { body, headers: { 'Idempotency-Key': idempotencyKey } }),

    /** A new payment for an order that can be paid again (its signed token); answers like createOrder. */
    retryPayment: (orderId: Id, token: { exp: number; sig: string }) =>
      http.post(`/api/v1/orders/${segment(orderId)}/payments`, OrderResultSchema, { body: token }),

    /**
     * The order: in full with its booking token (`accessToken` of createOrder, or an e-mail link's), its
     * status only without one (or with a wrong or lapsed one).
     */
    getOrder: (orderId: Id, accessToken?: string | null) =>
      http.get(`/api/v1/orders/${segment(orderId)}`, OrderSchema, {
        headers: accessToken ? { 'X-Booking-Token': accessToken } : undefined,
      }),
    /** A confirmed order's voucher PDF or calendar file, by its signed link's `exp` and `sig`. */
    getOrderDocument: (orderId: Id, kind: 'voucher.pdf' | 'calendar.ics', signed: { exp: string; sig: string }) =>
      http.getFile(`/api/v1/orders/${segment(orderId)}/documents/${kind}`, signed),
  };
}
