import { createCookie, type CookieSerializeOptions } from '@remix-run/node';
import { z } from 'zod';
import { bookingPath, type ManageFlash } from '~/lib/manage-booking';

/**
 * Two cookies per booking, both scoped to its pages (`Path=/moja-rezerwacja/PK-…/`), HttpOnly and
 * SameSite=Lax, Secure over https: the manage token the API gave (the web tier never reads inside it),
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

function options(request: Request, reference: string): CookieSerializeOptions {
  return {
    path: bookingPath(reference),
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  };
}

async function read(cookie: typeof manageToken, request: Request): Promise<unknown> {
  try {
    return await cookie.parse(request.headers.get('Cookie'));
  } catch {
    return null;
  }
}

/** A manage token as it may travel in a link's `?token=` or a cookie; null for anything else. */
export function parseToken(value: unknown): string | null {
  const parsed = TokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function readManageToken(request: Request): Promise<string | null> {
  return parseToken(await read(manageToken, request));
}

/** Until the token's own expiry when known (a lookup), else LINK_COOKIE_MAX_AGE_SECONDS. */
export function setManageToken(request: Request, reference: string, token: string, expiresAt: Date | null) {
  const seconds = expiresAt ? Math.floor((expiresAt.getTime() - Date.now()) / 1000) : LINK_COOKIE_MAX_AGE_SECONDS;
  return manageToken.serialize(token, { ...options(request, reference), maxAge: Math.max(0, seconds) });
}

export function clearManageToken(request: Request, reference: string) {
  return manageToken.serialize('', { ...options(request, reference), maxAge: 0 });
}

export async function readFlash(request: Request): Promise<ManageFlash | null> {
  const parsed = FlashSchema.safeParse(await read(flashCookie, request));
  return parsed.success ? parsed.data : null;
}

export function setFlash(request: Request, reference: string, flash: ManageFlash) {
  return flashCookie.serialize(flash, { ...options(request, reference), maxAge: FLASH_MAX_AGE_SECONDS });
}

export function clearFlash(request: Request, reference: string) {
  return flashCookie.serialize('', { ...options(request, reference), maxAge: 0 });
}
