import type { Context } from 'hono';
import { bearerToken } from '../../core/bearer';

/**
 * The booking token a request carries (Moja rezerwacja, the order summary): `X-Booking-Token` — what the
 * web tier sends, since its `Authorization` carries API_INTERNAL_TOKEN to a standalone API — else
 * `Authorization: Bearer <token>` (curl, other clients). Undefined when there is neither.
 */
export function bookingTokenOf(c: Context): string | undefined {
  const own = c.req.header('x-booking-token');
  if (own !== undefined) return own.trim();
  return bearerToken(c.req.header('authorization'));
}
