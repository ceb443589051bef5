// The checkout page's address (/rezerwacja/?parkingId=…&arrivalAt=…&departureAt=…) as dates change on it.

/** What the address says about the stay: its two ends, and the offer priced for them. */
const STAY_PARAMS = ['arrivalAt', 'departureAt', 'offerId'] as const;

/** The query with a new stay: the other details kept, the old stay's offer dropped (it priced other dates). */
export function searchWithStay(search: string, stay: { arrivalAt: string; departureAt: string }): string {
  const params = new URLSearchParams(search);
  params.set('arrivalAt', stay.arrivalAt);
  params.set('departureAt', stay.departureAt);
  params.delete('offerId');
  return `?${params}`;
}

/**
 * The query the page moved its own address to after pricing dates picked on it (in the browser only): the
 * route needs no loader run for that one. Any other change of address (the stored stay filled in on
 * hydration, a link) is loaded as usual.
 */
let pricedHere: string | null = null;

export function movedHereAfterPricing(search: string): string {
  pricedHere = search;
  return search;
}

/** A move to an address that differs in its stay only, and whose stay the page priced itself. */
export function differsOnlyInStay(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || next.search !== pricedHere) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of STAY_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}
