/** Check values only Parkolot can compute: the voucher QR code's, signed download links, "pay again" and booking tokens. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 10 characters of HMAC-SHA256 over the reference (base32, no padding): what a gate scanner can verify. */
export function voucherCheck(secret: string, reference: string): string {
  const mac = createHmac('sha256', secret).update(`voucher:${reference}`).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let out = '';
  for (let i = 0; i < 10; i++) out += alphabet[mac[i] % 32];
  return out;
}

/** What the voucher's QR code encodes: "PARKOLOT:<reference>:<check>". */
export const voucherQrText = (secret: string, reference: string) =>
  `PARKOLOT:${reference}:${voucherCheck(secret, reference)}`;

/** The files a confirmed order's voucher comes as, downloadable from the payment page. */
export const DOCUMENT_KINDS = ['voucher.pdf', 'calendar.ics'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const DAY_S = 24 * 60 * 60;

/** A signed link's query: `exp` in Unix seconds and an HMAC over what the link allows until then. */
export interface SignedQuery {
  exp: number;
  sig: string;
}

const mac = (secret: string, purpose: string, exp: number) =>
  createHmac('sha256', secret).update(`${purpose}:${exp}`).digest('base64url').slice(0, 32);

const sign = (secret: string, purpose: string, exp: number): SignedQuery => ({ exp, sig: mac(secret, purpose, exp) });

/** Whether `query` was signed by us for `purpose` and has not expired (constant-time comparison). */
function verify(secret: string, purpose: string, query: SignedQuery, now: Date): boolean {
  if (query.exp * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(secret, purpose, query.exp));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const documentPurpose = (orderId: string, kind: DocumentKind) => `document:${orderId}:${kind}`;

/** A signed download link's query: valid until 30 days after the departure. */
export function documentQuery(secret: string, orderId: string, kind: DocumentKind, departureAt: Date): SignedQuery {
  return sign(secret, documentPurpose(orderId, kind), Math.floor(departureAt.getTime() / 1000) + 30 * DAY_S);
}

/** Whether a download link's query was signed by us for this order and file, and has not expired. */
export const isValidDocumentQuery = (
  secret: string,
  orderId: string,
  kind: DocumentKind,
  query: SignedQuery,
  now = new Date(),
) => verify(secret, documentPurpose(orderId, kind), query, now);

const retryPurpose = (orderId: string) => `retry:${orderId}`;

/** A signed "pay again" token for an unpaid order, valid until `until` (the order's retry deadline). */
export const retryQuery = (secret: string, orderId: string, until: Date): SignedQuery =>
  sign(secret, retryPurpose(orderId), Math.floor(until.getTime() / 1000));

/** Whether a "pay again" token was signed by us for this order and has not expired. */
export const isValidRetryQuery = (secret: string, orderId: string, query: SignedQuery, now = new Date()) =>
  verify(secret, retryPurpose(orderId), query, now);

const managePurpose = (reference: string) => `manage:${reference}`;

/** A look-up (reference + e-mail) opens the booking for this long. */
export const LOOKUP_TOKEN_TTL_S = 24 * 60 * 60;

/**
 * The token that opens a booking (Moja rezerwacja): `<exp>.<sig>`, an HMAC over the reference and `exp`.
 * Valid until `until`; rotating the secret revokes every token at once.
 */
export function manageToken(secret: string, reference: string, until: Date): string {
  const { exp, sig } = sign(secret, managePurpose(reference), Math.floor(until.getTime() / 1000));
  return `${exp}.${sig}`;
}

/** The e-mails' token: valid until 30 days after the departure, like the download links. */
export const emailManageToken = (secret: string, reference: string, departureAt: Date) =>
  manageToken(secret, reference, new Date(departureAt.getTime() + 30 * DAY_S * 1000));

/** When a token was signed by us for this booking and has not expired: its expiry; otherwise null. */
export function verifyManageToken(secret: string, reference: string, token: string, now = new Date()): Date | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,64})$/.exec(token);
  if (!match) return null;
  const query = { exp: Number(match[1]), sig: match[2] };
  return verify(secret, managePurpose(reference), query, now) ? new Date(query.exp * 1000) : null;
}
