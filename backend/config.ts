import { z } from 'zod';
import { EnvProblemsError, parseEnvWith, publicOrigin, SharedEnvSchema } from '../core/env';
import { emptyAsUnset, PaymentProviderSchema } from '../core/mode';
import { DEFAULT_CONTENT_CACHE_SECONDS } from './content/doc-cache';
import { MIN_APP_SECRET_LENGTH } from './app-secret';
import { besideDataDir } from './lib/data-dir';
import type { BackendConfig } from './index';

// PARKOLOT_MODE, PORT, PUBLIC_URL and API_INTERNAL_TOKEN: core/env.ts, shared with the web tier's parser.
// The token is validated here too; the standalone API requires it in live mode.
const EnvSchema = SharedEnvSchema.extend({
  PAYMENT_PROVIDER: PaymentProviderSchema,
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  OFFER_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).default(30),
  // Unset: seed in demo mode, never in live mode (where SEED=true is refused).
  SEED: z.enum(['true', 'false']).optional(),
  ORDER_HOLD_SCARCE_MINUTES: z.coerce.number().int().min(1).default(10),
  MAX_UNPAID_VEHICLES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(DEFAULT_CONTENT_CACHE_SECONDS),
  // Messages (backend/outbox): SMTP when SMTP_URL is set, otherwise .eml files under MAIL_DIR.
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Parkolot <rezerwacje@parkolot.pl>'),
  // Unset: beside DATA_DIR (./data/mail, ./data/sms by default; backend/lib/data-dir.ts).
  MAIL_DIR: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  SMS_PROVIDER: z.enum(['file', 'smsapi']).default('file'),
  SMSAPI_TOKEN: z.preprocess(emptyAsUnset, z.string().min(10).optional()),
  SMSAPI_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  SMS_FROM: z.string().min(1).max(11).default('Parkolot'),
  SMS_DIR: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  APP_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .min(MIN_APP_SECRET_LENGTH, `APP_SECRET must have at least ${MIN_APP_SECRET_LENGTH} characters`)
      .optional(),
  ),
  // The name APP_SECRET had before issue 16; still read when APP_SECRET is unset.
  SIGNING_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .min(MIN_APP_SECRET_LENGTH, `SIGNING_SECRET must have at least ${MIN_APP_SECRET_LENGTH} characters`)
      .optional(),
  ),
  OPS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(32, 'OPS_TOKEN must have at least 32 characters').optional()),
}).superRefine((e, ctx) => {
  if (e.SMS_PROVIDER === 'smsapi' && !e.SMSAPI_TOKEN)
    ctx.addIssue({
      code: 'custom',
      path: ['SMSAPI_TOKEN'],
      message: 'SMS_PROVIDER=smsapi needs SMSAPI_TOKEN (an OAuth token from the SMSAPI panel)',
    });
});

/** The backend's settings are unusable; `problems` has one line per setting. */
export class ConfigError extends EnvProblemsError {
  override name = 'ConfigError';
}

/**
 * Reads the backend's settings from the environment; throws a ConfigError with every problem listed,
 * the live mode's included (fail fast). `standalone`: the API runs alone (`npm run start:api`), not
 * inside the web server.
 */
export function backendConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
  { standalone = false }: { standalone?: boolean } = {},
): BackendConfig {
  const e = parseEnvWith(
    EnvSchema,
    env,
    standalone ? 'standalone-api' : 'embedded-api',
    (problems) => new ConfigError(problems),
  );
  return {
    mode: e.PARKOLOT_MODE,
    paymentProvider: e.PAYMENT_PROVIDER,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: publicOrigin(e.PUBLIC_URL, e.PORT),
    offerTtlSeconds: e.OFFER_TTL_SECONDS,
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    orderHoldScarceMinutes: e.ORDER_HOLD_SCARCE_MINUTES,
    maxUnpaidVehiclesPerClient: e.MAX_UNPAID_VEHICLES_PER_CLIENT,
    contentCacheSeconds: e.CONTENT_CACHE_SECONDS,
    seed: e.SEED === undefined ? undefined : e.SEED === 'true',
    opsToken: e.OPS_TOKEN,
    messages: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      mailDir: e.MAIL_DIR ?? besideDataDir(e.DATA_DIR, 'mail'),
      sms:
        e.SMS_PROVIDER === 'smsapi'
          ? { provider: 'smsapi', token: e.SMSAPI_TOKEN ?? '', url: e.SMSAPI_URL, from: e.SMS_FROM }
          : { provider: 'file', dir: e.SMS_DIR ?? besideDataDir(e.DATA_DIR, 'sms') },
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    },
    appSecret: e.APP_SECRET ?? e.SIGNING_SECRET,
  };
}

/** For an entry point: the settings, or the problem list on stderr and exit code 1 before anything starts. */
export function backendConfigOrExit(
  env: Record<string, string | undefined>,
  options: { standalone?: boolean } = {},
): BackendConfig {
  try {
    return backendConfigFromEnv(env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
