// Demo vs live (PARKOLOT_MODE): what a live deployment must have, in one place. Both env parsers use
// it — the web tier's (app/.server/env.ts) and the API's (backend/config.ts) — so the web server and the
// standalone API refuse the same things with the same words. No framework imports.
import { z } from 'zod';

export const PARKOLOT_MODES = ['demo', 'live'] as const;
export type ParkolotMode = (typeof PARKOLOT_MODES)[number];

/**
 * The payment providers the API can use. A new provider is added here; the compiler then points at its
 * factory (backend/payments/provider.ts `paymentProviderFor`).
 */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Its hosted page confirms any order without taking money: demo only. */
export const SANDBOX_PROVIDER = 'sandbox' satisfies PaymentProviderName;

export const INTERNAL_TOKEN_MIN_LENGTH = 32;

/**
 * Every answer of a standalone API says its mode: a live web copy takes no answer from an API that does not
 * say `live` (one restarted in demo mode behind it would confirm payments in its sandbox and sell for free).
 */
export const MODE_HEADER = 'X-Parkolot-Mode';

// An empty value counts as unset, as for every optional setting (`PAYMENT_PROVIDER=` in .env), in both tiers.
export const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

export const ModeSchema = z.preprocess(emptyAsUnset, z.enum(PARKOLOT_MODES).default('demo'));
export const PaymentProviderSchema = z.preprocess(emptyAsUnset, z.enum(PAYMENT_PROVIDERS).default(SANDBOX_PROVIDER));
/** The shared secret between the web tier and the standalone API (what it guards lives in the HTTP edge). */
export const InternalTokenSchema = z.preprocess(
  emptyAsUnset,
  z.string().min(INTERNAL_TOKEN_MIN_LENGTH, `must be at least ${INTERNAL_TOKEN_MIN_LENGTH} characters`).optional(),
);

/**
 * Which process is starting: the web server (which runs the embedded API unless API_URL is set), the
 * embedded API inside it, or the API on its own (`npm run start:api`).
 */
export type ProcessRole = 'web' | 'embedded-api' | 'standalone-api';

const isHttpsUrl = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

/**
 * Every reason the given environment cannot run live, one line each (`NAME: why`); empty in demo mode.
 * Lengths and formats that hold in every mode (a short API_INTERNAL_TOKEN, a malformed URL) are the env
 * schemas' job; the caller lists both together.
 */
/** The demo signing key of issues 15 and earlier: public (in the repository's history), refused live. */
const RETIRED_DEMO_SECRET = 'parkolot-demo-signing-secret-not-for-live-use';

export function liveModeProblems(env: Record<string, string | undefined>, role: ProcessRole): string[] {
  if (env.PARKOLOT_MODE !== 'live') return [];
  const hasUpstreamApi = role === 'web' && Boolean(env.API_URL);
  const runsApi = !hasUpstreamApi;
  const callsOrIsStandaloneApi = role === 'standalone-api' || hasUpstreamApi;
  const problems: string[] = [];

  if (!env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: live mode needs the public https:// origin of the site set explicitly (payment return URLs point there)',
    );
  } else if (!isHttpsUrl(env.PUBLIC_URL)) {
    problems.push('PUBLIC_URL: live mode needs an https:// origin');
  }
  if (callsOrIsStandaloneApi && !env.API_INTERNAL_TOKEN) {
    problems.push(
      `API_INTERNAL_TOKEN: live mode needs the shared secret (at least ${INTERNAL_TOKEN_MIN_LENGTH} characters) between the web tier and the standalone API`,
    );
  }
  if (role === 'web' && env.NODE_ENV && env.NODE_ENV !== 'production') {
    problems.push('NODE_ENV: live mode runs the production build only');
  }
  if (runsApi) {
    if ((env.PAYMENT_PROVIDER || SANDBOX_PROVIDER) === SANDBOX_PROVIDER) {
      problems.push(
        'PAYMENT_PROVIDER: live mode cannot use the sandbox (its payment page confirms any order without taking money), and no real payment provider is integrated yet — so live mode cannot start yet',
      );
    }
    if (env.SEED === 'true') {
      problems.push(
        'SEED: live mode never loads the demo catalogue and promo codes (test100 is 100 % off); remove SEED=true',
      );
    }
    if (!env.SMTP_URL) {
      problems.push(
        'SMTP_URL: live mode sends vouchers by e-mail; without it they would only be written to files on this machine',
      );
    }
    if (env.SMS_PROVIDER !== 'smsapi' || !env.SMSAPI_TOKEN) {
      problems.push(
        'SMS_PROVIDER: live mode sends the voucher SMS through SMSAPI: set SMS_PROVIDER=smsapi and SMSAPI_TOKEN',
      );
    }
    const secret = env.APP_SECRET || env.SIGNING_SECRET;
    if (secret === RETIRED_DEMO_SECRET) {
      problems.push(
        'APP_SECRET: that value was the public demo secret (it is in the repository); use a secret of your own',
      );
    } else if (!secret) {
      problems.push(
        "APP_SECRET: live mode needs its own secret (at least 32 characters, e.g. `openssl rand -hex 32`, the same on every API copy) for booking links, signed downloads and the vouchers' QR check values",
      );
    }
    if (!env.DATABASE_URL && env.DATA_DIR === 'memory') {
      problems.push(
        'DATA_DIR: live mode needs lasting storage; `memory` loses every order at restart (give a directory or DATABASE_URL)',
      );
    }
  }
  return problems;
}
