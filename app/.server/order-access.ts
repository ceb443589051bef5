/**
 * Proof that an order is the traveller's own (issue 16): an order id alone shows only the payment status;
 * the order's details need its booking token, which the API gives the checkout when the order is placed
 * and every e-mail link carries (`?token=`). The web tier keeps it in an HttpOnly cookie per order, on the
 * payment pages' path only, and the payment pages send it to the API as `Authorization: Bearer`.
 */
import { createCookie, redirect, type AppLoadContext } from '@remix-run/node';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isApiRefusal } from '~/.server/api';
import { CacheControl } from '../../core/cache-control';
import { cookieOptions, readCookie } from './cookies';

/** The payment pages (/platnosc/, /platnosc/sukces/, /platnosc/niepowodzenie/): nowhere else is it sent. */
const COOKIE_PATH = '/platnosc/';
/** The cookie lives until the token lapses, or 30 days — later the booking is found in Moja rezerwacja. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** A booking token as the API signs it: `<exp>.<sig>` (backend/outbox/signing.ts). */
const AccessTokenSchema = z.string().regex(/^\d{1,12}\.[A-Za-z0-9_-]{1,64}$/);

/**
 * One cookie per order, so two tabs placing two orders never overwrite each other's token; named after a
 * hash of the id (any upstream's id, of any length, gives a short name of safe characters).
 */
function orderCookie(orderId: string) {
  return createCookie(`pk_order_${createHash('sha256').update(orderId).digest('base64url').slice(0, 12)}`);
}

/**
 * The `Set-Cookie` that keeps the order's token for the payment pages, or null for a token that is not
 * one or has lapsed. `Secure` when the site is served over https.
 */
export async function orderAccessCookie(
  orderId: string,
  token: string | null,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string | null> {
  const parsed = AccessTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const expiresAt = Number(parsed.data.split('.', 1)[0]);
  const maxAge = Math.min(expiresAt - Math.floor(now.getTime() / 1000), MAX_AGE_S);
  if (maxAge <= 0) return null;
  return orderCookie(orderId).serialize(parsed.data, { ...cookieOptions({ publicUrl }, COOKIE_PATH), maxAge });
}

/** The order's token from the request's cookie; null when there is none (a link opened elsewhere). */
export async function orderAccessToken(request: Request, orderId: string): Promise<string | null> {
  const parsed = AccessTokenSchema.safeParse(await readCookie(orderCookie(orderId), request));
  return parsed.success ? parsed.data : null;
}

/**
 * An e-mail link `/platnosc/?orderId=…&token=…`: the token goes into the order's cookie and the browser to
 * the same address without it (303), so the token does not stay in the address bar, the history or a
 * Referer. Null when the address has no `token`. Only a token the API accepts for this order is kept: a
 * wrong, lapsed or crafted one (another order's, a link someone else made) leaves the cookie as it was.
 */
export async function tokenLinkRedirect(
  request: Request,
  orderId: string,
  context: Pick<AppLoadContext, 'publicUrl' | 'api' | 'logger'>,
): Promise<Response | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  const cookie = await orderAccessCookie(orderId, token, { publicUrl: context.publicUrl });
  const kept = cookie !== null && (await opensOrder(orderId, token, context)) ? cookie : null;
  return redirect(`${url.pathname}${url.search}`, {
    status: 303,
    headers: { 'Cache-Control': CacheControl.privateNoStore, ...(kept ? { 'Set-Cookie': kept } : {}) },
  });
}

/** Whether the API shows the order in full with this token; an API that cannot answer now counts as no. */
async function opensOrder(
  orderId: string,
  token: string,
  context: Pick<AppLoadContext, 'api' | 'logger'>,
): Promise<boolean> {
  try {
    return (await context.api.getOrder(orderId, token)).access === 'full';
  } catch (error) {
    if (!isApiRefusal(error)) {
      context.logger.warn({ err: error, orderId }, "Payment pages: a link's token could not be checked");
    }
    return false;
  }
}
