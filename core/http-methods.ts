// The methods an address answers, as both tiers say it in a 405 (server/edge.ts for the pages, the API's
// unmatched routes in backend/lib/unmatched.ts). No framework imports.

/** A page that only shows (no form posts to it), an asset, a probe. */
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
/** A page whose route has an action (a form posts to it). */
export const FORM_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

/** The Polish message of a 405; `allow` is the `Allow` header's value. */
export const methodNotAllowedMessage = (allow: string) =>
  `Ta metoda HTTP nie jest obsługiwana pod tym adresem. Dozwolone: ${allow}.`;
