/** Check values only Parkolot can compute: the voucher QR code's (more signed links follow with issue 16). */
import { createHmac } from 'node:crypto';

/** Used in demo mode when SIGNING_SECRET is unset; live mode refuses to start without its own (core/mode.ts). */
export const DEMO_SIGNING_SECRET = 'parkolot-demo-signing-secret-not-for-live-use';

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
