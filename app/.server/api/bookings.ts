import { segment, type Http } from './http';
import {
  BookingAccessSchema,
  BookingSchema,
  DateChangeOfferSchema,
  DateChangeResultSchema,
  VoucherResentSchema,
} from './schemas/bookings';

/** What a traveller may change on a booking; each field is left out when it does not change. */
export interface BookingChanges {
  plates?: string[];
  phone?: string;
  additionalInfo?: string;
}

/** A stay's two ends as ISO-8601 instants. */
export interface NewStayPeriod {
  arrivalAt: string;
  departureAt: string;
}

/**
 * The booking's token goes in `X-Booking-Token`: a web copy's `Authorization` carries API_INTERNAL_TOKEN to
 * a standalone API (server/web-api-client.ts), and stays so.
 */
const bookingToken = (token: string) => ({ 'X-Booking-Token': token });
const withKey = (token: string, idempotencyKey: string | undefined) => ({
  ...bookingToken(token),
  ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
});

/**
 * The bookings service ("Moja rezerwacja"): a lookup by reference and e-mail gives a manage token, which
 * every other call carries. Nothing is cached (a booking is one traveller's) and no write is re-sent.
 */
export function bookingEndpoints(http: Http) {
  return {
    lookupBooking: (input: { reference: string; email: string }) =>
      http.post('/api/v1/bookings/lookup', BookingAccessSchema, { body: input }),

    getBooking: (reference: string, token: string) =>
      http.get(`/api/v1/bookings/${segment(reference)}`, BookingSchema, { headers: bookingToken(token) }),

    changeBooking: (reference: string, token: string, changes: BookingChanges, idempotencyKey?: string) =>
      http.post(`/api/v1/bookings/${segment(reference)}/details`, BookingSchema, {
        body: changes,
        headers: withKey(token, idempotencyKey),
      }),

    cancelBooking: (reference: string, token: string, idempotencyKey?: string) =>
      http.post(`/api/v1/bookings/${segment(reference)}/cancellation`, BookingSchema, {
        body: undefined,
        headers: withKey(token, idempotencyKey),
      }),

    /** Prices the booking for other dates: an offer to accept with `changeDates` (not a change yet). */
    quoteDateChange: (reference: string, token: string, stayPeriod: NewStayPeriod) =>
      http.post(`/api/v1/bookings/${segment(reference)}/dates/offer`, DateChangeOfferSchema, {
        body: { stayPeriod },
        headers: bookingToken(token),
      }),

    /** Accepts a date-change offer: applied at once, or waiting for the difference to be paid. */
    changeDates: (
      reference: string,
      token: string,
      change: { offerId: string; currentTotal?: number },
      idempotencyKey?: string,
    ) =>
      http.post(`/api/v1/bookings/${segment(reference)}/dates`, DateChangeResultSchema, {
        body: change,
        headers: withKey(token, idempotencyKey),
      }),

    resendVoucher: (reference: string, token: string, idempotencyKey?: string) =>
      http.post(`/api/v1/bookings/${segment(reference)}/voucher`, VoucherResentSchema, {
        body: undefined,
        headers: withKey(token, idempotencyKey),
      }),
  };
}
