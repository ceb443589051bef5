// The booking reference a traveller reads on the payment page, in the voucher and over the phone
// (the API's `orderNumber`): PK- and 8 characters that cannot be misread (no 0/O, 1/I/L).

export const BOOKING_REFERENCE_PREFIX = 'PK-';
export const BOOKING_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_REFERENCE_LENGTH = 8;

export type BookingReference = string & { readonly __brand: 'BookingReference' };

/** A random integer in [0, max): node:crypto's `randomInt` in the API, a seeded one in tests. */
export type RandomInt = (max: number) => number;

const REFERENCE_RE = new RegExp(
  `^${BOOKING_REFERENCE_PREFIX}[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`,
);

export function isBookingReference(value: unknown): value is BookingReference {
  return typeof value === 'string' && REFERENCE_RE.test(value);
}

/** A reference as a person types it (spaces around, lower case), or null when it cannot be one. */
export function parseBookingReference(value: unknown): BookingReference | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  return isBookingReference(text) ? text : null;
}

/** A new reference; uniqueness is the database's (a unique column), the alphabet gives 31^8 ≈ 8.5 × 10^11 values. */
export function generateBookingReference(randomInt: RandomInt): BookingReference {
  let code = BOOKING_REFERENCE_PREFIX;
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++) {
    code += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  }
  if (!isBookingReference(code)) throw new RangeError('randomInt gave a value outside [0, max)');
  return code;
}
