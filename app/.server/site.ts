/**
 * Whether the site is served over https, read from its public address (PUBLIC_URL) rather than from the
 * request: behind a proxy that ends TLS the request itself arrives over http. Cookies are Secure then.
 */
export function servedOverHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}
