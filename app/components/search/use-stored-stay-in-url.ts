import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { isHydrated } from '~/components/ui/use-enhanced-after-hydration';
import { hasStayInSearchParams, stayFromSearchParams, stayToParams } from '~/lib/search-state';
import { browserStorage, validStoredStay } from '~/lib/stored-form';

/** The URL with the valid stored stay in it, or null when the URL has a stay or nothing is stored. */
function urlWithStoredStay(pathname: string, search: string, hash: string): string | null {
  const params = new URLSearchParams(search);
  if (hasStayInSearchParams(params)) return null;
  const now = new Date();
  const stored = validStoredStay(browserStorage(), now);
  if (!stored) return null;
  // A readable date the URL does name is kept (spec §4: unreadable ones fall back to the stored ones).
  const { arrivalAt, departureAt } = stayToParams(stayFromSearchParams(params, now, stored));
  params.set('arrivalAt', arrivalAt);
  params.set('departureAt', departureAt);
  return `${pathname}?${params}${hash}`;
}

/**
 * What a page shows, prices and books is one stay: the URL's. A page that prices a stay (the listing,
 * the parking detail, the checkout) and was opened without dates (or with unreadable ones) in its URL —
 * an airport tile, the header's airport menu, a bare link — takes the valid stored stay (spec §4 initial
 * state, `validStoredStay`) into its URL once hydrated, replacing the history entry, so the loader
 * prices it. Without JS, or without a valid stored stay, the page keeps the server's dates.
 *
 * Returns true while the stored stay is on its way into the URL (the prices shown are not yet its).
 * localStorage is read in an effect, so the page (the whole listing, detail or checkout) renders again
 * after hydration only when there is a stored stay to take; mounted after hydration (a client-side
 * navigation), the page knows it from its first render.
 */
export function useStoredStayInUrl(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [target, setTarget] = useState(() => (isHydrated() ? urlWithStoredStay(pathname, search, hash) : null));

  useEffect(() => {
    const next = urlWithStoredStay(pathname, search, hash);
    setTarget(next);
    if (next) navigate(next, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);

  // Until the effect has run again, a URL that already took the stay is not 'on its way'.
  return target !== null && target !== `${pathname}${search}${hash}`;
}
