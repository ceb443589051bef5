// What a write counts against, declared next to what it guards: each Remix route module with an action
// exports `rateLimit` (a PageWriteLimit), and every POST the API answers is listed with its ApiWriteLimit
// in backend/write-limits.ts. The edge (server/edge.ts, through server/write-limits.ts) reads the
// declarations; tests/security/declared-limits.test.ts fails when a page action or an API POST has none.
// No framework imports.

/**
 * A page form post. Every one counts against the form-post limit (RATE_LIMIT_CHECKOUT_PER_MINUTE):
 * - `pageWrites`: that limit only (a promo code the action prices is counted by the action itself,
 *   through `context.promoAttempt`);
 * - `proposals`: also against the car-park proposals, together with the API's proposal endpoint.
 */
export const PAGE_WRITE_LIMITS = ['pageWrites', 'proposals'] as const;
export type PageWriteLimit = (typeof PAGE_WRITE_LIMITS)[number];

/**
 * A POST to the API. Every one counts against the API write limit (RATE_LIMIT_API_WRITES_PER_MINUTE),
 * except the web tier's own calls to a standalone API:
 * - `apiWrites`: that limit only;
 * - `proposals`: also against the car-park proposals, together with the /dodaj-parking/ form;
 * - `promoCodes`: a promo code in the JSON body also counts like one priced at the checkout.
 */
export const API_WRITE_LIMITS = ['apiWrites', 'proposals', 'promoCodes'] as const;
export type ApiWriteLimit = (typeof API_WRITE_LIMITS)[number];

/** What a POST to a path no declaration covers counts against: the form-post or API write limit alone. */
export const DEFAULT_PAGE_WRITE_LIMIT: PageWriteLimit = 'pageWrites';
export const DEFAULT_API_WRITE_LIMIT: ApiWriteLimit = 'apiWrites';

export const isPageWriteLimit = (value: unknown): value is PageWriteLimit =>
  PAGE_WRITE_LIMITS.some((name) => name === value);
