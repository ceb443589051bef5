/** Check values only Parkolot can compute: the voucher QR code's (more signed links follow with issue 16). */
import { createHmac, timingSafeEqual } from 'node:crypto';

export { DEMO_SIGNING_SECRET } from '../../core/mode';

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

const documentMac = (secret: string, orderId: string, kind: DocumentKind, exp: number) =>
  createHmac('sha256', secret).update(`document:${orderId}:${kind}:${exp}`).digest('base64url').slice(0, 32);

/** A signed download link's query: valid until 30 days after the departure (`exp` in Unix seconds). */
export function documentQuery(secret: string, orderId: string, kind: DocumentKind, departureAt: Date) {
  const exp = Math.floor(departureAt.getTime() / 1000) + 30 * DAY_S;
  return { exp, sig: documentMac(secret, orderId, kind, exp) };
}

/** Whether a download link's query was signed by us for this order and file, and has not expired. */
export function isValidDocumentQuery(
  secret: string,
  orderId: string,
  kind: DocumentKind,
  query: { exp: number; sig: string },
  now = new Date(),
): boolean {
  if (query.exp * 1000 < now.getTime()) return false;
  const expected = Buffer.from(documentMac(secret, orderId, kind, query.exp));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
