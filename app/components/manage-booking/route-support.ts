import type { HeadersFunction, MetaDescriptor } from '@remix-run/node';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { CacheControl } from '../../../core/cache-control';
import { REFERRER_POLICY } from '~/lib/manage-booking';

/**
 * Every answer of the "Moja rezerwacja" pages (the error boundary's too): one traveller's, never stored,
 * and no Referer with the booking's address to other sites (the map link); a refusal keeps its
 * Retry-After. The edge's own Referrer-Policy comes first, so this later value is the one browsers apply.
 * `same-origin`, not `no-referrer`: under `no-referrer` a browser sends `Origin: null` with a form post,
 * which the edge's cross-site check refuses (server/security.ts).
 */
export const manageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers({ 'Cache-Control': CacheControl.privateNoStore, 'Referrer-Policy': REFERRER_POLICY });
  const retryAfter =
    actionHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** The page's title, kept out of search engines (robots.txt disallows /moja-rezerwacja/ too), no referrer. */
export function manageMeta(title: string, matches: readonly { id: string; data?: unknown }[]): MetaDescriptor[] {
  return [
    ...buildMeta({
      title: `${title} | Parkolot`,
      description: 'Sprawdź, zmień lub anuluj rezerwację parkingu przy lotnisku w Parkolot – bez zakładania konta.',
      url: canonicalFromMatches(matches),
    }),
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: REFERRER_POLICY },
  ];
}
