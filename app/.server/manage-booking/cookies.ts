import { createCookie, type CookieSerializeOptions } from '@remix-run/node';
import { z } from 'zod';
import { cookieOptions, type CookieSite, readCookie } from '~/.server/cookies';
import { bookingPath, type ManageFlash } from '~/lib/manage-booking';

/**
 * Two cookies per booking, both scoped to its pages (`Path=/moja-rezerwacja/PK-…/`) with the site's cookie
 * attributes (app/.server/cookies.ts): the manage token the API gave (the web tier never reads inside it),
 * and a one-minute message for the page a 303 lands on.
 */
const manageToken = createCookie('parkolot_rezerwacja');
const flashCookie = createCookie('parkolot_komunikat');

/** A link from an e-mail carries no expiry the web tier may read: the cookie lasts this long at most. */
export const LINK_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const FLASH_MAX_AGE_SECONDS = 60;

const TokenSchema = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^[A-Za-z0-9._~+/=-]+$/);

const FlashSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), voucherResent: z.boolean() }),
  z.object({ kind: z.literal('unchanged') }),
  z.object({ kind: z.literal('cancelled') }),
  z.object({ kind: z.literal('voucher-sent'), sentTo: z.string().min(1).max(320) }),
  z.object({ kind: z.literal('dates-changed'), refund: z.number().int().min(0).max(100_000_000) }),
]);

function options(site: CookieSite, reference: string): CookieSerializeOptions {
  return cookieOptions(site, bookingPath(reference));
}

/** A manage token as it may travel in a link's `?token=` or a cookie; null for anything else. */
export function parseToken(value: unknown): string | null {
  const parsed = TokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function readManageToken(request: Request): Promise<string | null> {
  return parseToken(await readCookie(manageToken, request));
}

/** Until the token's own expiry when known (a lookup), else LINK_COOKIE_MAX_AGE_SECONDS. */
export function setManageToken(site: CookieSite, reference: string, token: string, expiresAt: Date | null) {
  const seconds = expiresAt ? Math.floor((expiresAt.getTime() - Date.now()) / 1000) : LINK_COOKIE_MAX_AGE_SECONDS;
  return manageToken.serialize(token, { ...options(site, reference), maxAge: Math.max(0, seconds) });
}

export function clearManageToken(site: CookieSite, reference: string) {
  return manageToken.serialize('', { ...options(site, reference), maxAge: 0 });
}

export async function readFlash(request: Request): Promise<ManageFlash | null> {
  const parsed = FlashSchema.safeParse(await readCookie(flashCookie, request));
  return parsed.success ? parsed.data : null;
}

export function setFlash(site: CookieSite, reference: string, flash: ManageFlash) {
  return flashCookie.serialize(flash, { ...options(site, reference), maxAge: FLASH_MAX_AGE_SECONDS });
}

export function clearFlash(site: CookieSite, reference: string) {
  return flashCookie.serialize('', { ...options(site, reference), maxAge: 0 });
}
