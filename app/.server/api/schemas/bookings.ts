import { z } from 'zod';

/* The bookings service ("Moja rezerwacja"): money in whole grosze, instants as ISO-8601 UTC strings. */

const Grosze = z.number().int();
const Instant = z.string().min(1).max(40);
const Text = (max: number) => z.string().max(max);
/** null, or left out: the same "none". */
const orNull = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? null);

export const BOOKING_STATUSES = [
  'PENDING_PAYMENT',
  'CONFIRMED',
  'CANCELLED',
  'REFUNDED',
  'EXPIRED',
  'COMPLETED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The answer of a lookup: the manage token the other calls carry as `Authorization: Bearer`. */
export const BookingAccessSchema = z.object({
  reference: Text(40),
  token: z.string().min(1).max(1000),
  expiresAt: Instant,
});
export type BookingAccess = z.output<typeof BookingAccessSchema>;

const BookingLineSchema = z.object({
  name: Text(300),
  kind: z.enum(['parking', 'addon']),
  quantity: z.number().int().min(0),
  unitPrice: Grosze,
  basePrice: Grosze,
  discounts: z.array(z.object({ label: Text(300), amount: Grosze })).max(20),
  price: Grosze,
});

const PendingDateChangeSchema = z.object({
  arrivalAt: Instant,
  departureAt: Instant,
  total: Grosze,
  difference: Grosze,
  payUntil: Instant,
  paymentUrl: orNull(Text(2000)),
});

export const BookingSchema = z.object({
  reference: Text(40),
  status: z.enum(BOOKING_STATUSES),
  createdAt: Instant,
  cancelledAt: orNull(Instant),
  parking: z.object({
    name: Text(300),
    address: Text(500),
    phone: Text(60),
    mapUrl: Text(2000),
    airportName: Text(300),
  }),
  arrivalAt: Instant,
  departureAt: Instant,
  days: z.number().int().min(0),
  vehicles: z.number().int().min(1).max(50),
  plates: z.array(Text(30)).max(50),
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  customer: z.object({ firstName: Text(200), lastName: Text(200), email: Text(320), phone: Text(60) }),
  additionalInfo: Text(5000),
  invoice: orNull(
    z.object({
      taxId: Text(60),
      name: Text(300),
      address: z.object({ street: Text(300), city: Text(200), zipCode: Text(40), country: Text(200) }),
    }),
  ),
  lines: z.array(BookingLineSchema).max(50),
  total: Grosze,
  currency: z.literal('PLN'),
  paid: Grosze,
  refund: orNull(
    z.object({
      amount: Grosze,
      status: z.enum(['PENDING', 'SUCCEEDED']),
      requestedAt: Instant,
      completedAt: orNull(Instant),
    }),
  ),
  freeCancellationUntil: Instant,
  changesUntil: Instant,
  /** Until when the dates may change online (arrival − 24 h); null from an API without date changes. */
  dateChangesUntil: orNull(Instant),
  can: z.object({
    cancel: z.boolean(),
    change: z.boolean(),
    resendVoucher: z.boolean(),
    /** Left out by an API without date changes: then they are not possible online. */
    changeDates: z.boolean().default(false),
  }),
  /** A date change that waits for its extra payment; the booking keeps its dates until it is paid. */
  pendingDateChange: orNull(PendingDateChangeSchema),
  /** The latest date change, when it lapsed unpaid in the last day: the booking kept its dates. */
  lapsedDateChange: orNull(z.object({ arrivalAt: Instant, departureAt: Instant, lapsedAt: Instant })),
  /** The latest date change, when its extra payment was captured in the last day: the new dates apply. */
  paidDateChange: orNull(z.object({ arrivalAt: Instant, departureAt: Instant, difference: Grosze, paidAt: Instant })),
  documents: orNull(z.object({ voucherPdf: Text(2000), calendarIcs: Text(2000) })),
  paymentPage: orNull(Text(2000)),
  /** Money captured too late in the last day (the booking paid already, a lapsed change's payment): refunded. */
  lateCaptures: z
    .array(
      z.object({
        amount: Grosze,
        orderStatus: Text(40),
        dateChange: orNull(z.object({ arrivalAt: Instant, departureAt: Instant })),
        refunded: z.boolean(),
      }),
    )
    .max(50)
    .default([]),
});
export type Booking = z.output<typeof BookingSchema>;

/** 201 to a date change's offer: the new stay and its price against the booking's (difference > 0: to pay). */
export const DateChangeOfferSchema = z.object({
  offerId: Text(200).min(1),
  expiresAt: Instant,
  stayPeriod: z.object({ arrivalAt: Instant, departureAt: Instant }),
  days: z.number().int().min(0),
  total: Grosze,
  currentTotal: Grosze,
  difference: Grosze,
  currency: z.literal('PLN'),
});
export type DateChangeOffer = z.output<typeof DateChangeOfferSchema>;

/**
 * 200 to a date change: APPLIED (the booking has its new dates; a lower price is refunded), or
 * AWAITING_PAYMENT (the difference is paid on `paymentUrl` before `payUntil`; the dates change then).
 */
export const DateChangeResultSchema = z.object({
  dateChange: z.object({
    status: z.enum(['APPLIED', 'AWAITING_PAYMENT']),
    difference: Grosze,
    refund: Grosze.nullish().transform((value) => value ?? 0),
    paymentUrl: orNull(Text(2000)),
    payUntil: orNull(Instant),
  }),
  booking: BookingSchema,
});
export type DateChangeResult = z.output<typeof DateChangeResultSchema>;

/** 202 to "send the voucher again": where it went, masked ("j***@example.com"). */
export const VoucherResentSchema = z.object({ sentTo: Text(320) });
export type VoucherResent = z.output<typeof VoucherResentSchema>;
