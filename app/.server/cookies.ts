import type { AppLoadContext, Cookie, CookieSerializeOptions } from '@remix-run/node';
import { servedOverHttps } from './site';

/** What a cookie's attributes depend on besides its path: the site's public address. */
export type CookieSite = Pick<AppLoadContext, 'publicUrl'>;

/**
 * The attributes every cookie of the site has: scoped to `path`, HttpOnly (no script reads it),
 * SameSite=Lax, and Secure when the site's public address is https (PUBLIC_URL, whatever proxy ends TLS).
 */
export function cookieOptions(site: CookieSite, path: string): CookieSerializeOptions {
  return { path, httpOnly: true, sameSite: 'lax', secure: servedOverHttps(site.publicUrl) };
}

/** A cookie's decoded value from the request: null when it is absent or cannot be read. Parse it with zod. */
export async function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  try {
    return await cookie.parse(request.headers.get('Cookie'));
  } catch {
    return null;
  }
}
