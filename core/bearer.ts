// `Authorization: Bearer <token>` read one way everywhere. No framework imports.

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The token of an `Authorization: Bearer <token>` header; undefined for any other header or none. The
 * scheme's name is case-insensitive (RFC 9110 §11.1), so `bearer` and `BEARER` are read too.
 */
export function bearerToken(header: string | null | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}
