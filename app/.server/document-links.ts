/**
 * A voucher document's link as this site serves it. The API signs a path to the file
 * (`/api/v1/orders/{orderId}/documents/{voucher.pdf|calendar.ics}?exp=…&sig=…`); the pages link to
 * `/platnosc/plik/`, which passes the file through, since the API may not be reachable from outside.
 */
const DOCUMENT_PATH = /^\/api\/v1\/orders\/([^/]+)\/documents\/(voucher\.pdf|calendar\.ics)$/;

/** This site's download link for the API's signed document path or URL, when it is one; else null. */
export function orderDocumentHref(apiPath: string, orderId?: string): string | null {
  if (!URL.canParse(apiPath, 'http://api.invalid')) return null;
  const url = new URL(apiPath, 'http://api.invalid');
  const match = DOCUMENT_PATH.exec(url.pathname);
  const exp = url.searchParams.get('exp');
  const sig = url.searchParams.get('sig');
  if (!match || !exp || !sig) return null;
  const [, pathOrderId, kind] = match;
  return `/platnosc/plik/?${new URLSearchParams({ orderId: orderId ?? decodeURIComponent(pathOrderId), kind, exp, sig })}`;
}

/**
 * A booking document's link: the signed order document through `/platnosc/plik/`; another address the
 * API gives on this site's own origin as it is (its path); anything else is not linked.
 */
export function bookingDocumentHref(apiUrl: string, publicUrl: string): string | null {
  const proxied = orderDocumentHref(apiUrl);
  if (proxied) return proxied;
  if (!URL.canParse(apiUrl, publicUrl)) return null;
  const url = new URL(apiUrl, publicUrl);
  if (url.origin !== new URL(publicUrl).origin || !url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}`;
}
