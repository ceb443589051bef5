import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useMemo } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { hasStayInSearchParams, stayFromSearchParams, stayToParams } from '~/lib/search-state';
import { browserStorage, validStoredStay } from '~/lib/stored-form';

/**
 * What a page shows, prices and books is one stay: the URL's. A page that prices a stay (the listing,
 * the parking detail, the checkout) and was opened without dates (or with unreadable ones) in its URL —
 * an airport tile, the header's airport menu, a bare link — takes the valid stored stay (spec §4 initial
 * state, `validStoredStay`) into its URL once hydrated, replacing the history entry, so the loader
 * prices it. Without JS, or without a valid stored stay, the page keeps the server's dates.
 *
 * Returns true while the stored stay is on its way into the URL (the prices shown are not yet its).
 */
export function useStoredStayInUrl(): boolean {
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const target = useMemo(() => {
    if (!hydrated) return null;
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
  }, [hydrated, pathname, search, hash]);

  useEffect(() => {
    if (target) navigate(target, { replace: true, preventScrollReset: true });
  }, [target, navigate]);

  return target !== null;
}
