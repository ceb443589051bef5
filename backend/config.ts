import { z } from 'zod';
import { InternalTokenSchema, liveModeProblems, ModeSchema, PaymentProviderSchema } from '../core/mode';
import type { BackendConfig } from './index';

const EnvSchema = z.object({
  PARKOLOT_MODE: ModeSchema,
  PAYMENT_PROVIDER: PaymentProviderSchema,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  PUBLIC_URL: z.string().url().optional(),
  // 0 = any free port, as for the web server.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  OFFER_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).default(30),
  // Unset: seed in demo mode, never in live mode (where SEED=true is refused).
  SEED: z.enum(['true', 'false']).optional(),
  // Shared secret with the web tier; validated here, required in live mode for the standalone API.
  API_INTERNAL_TOKEN: InternalTokenSchema,
  ORDER_HOLD_SCARCE_MINUTES: z.coerce.number().int().min(1).default(10),
  MAX_UNPAID_VEHICLES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
});

/** The backend's settings are unusable; `problems` has one line per setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`) ?? []),
    ...liveModeProblems(env, standalone ? 'standalone-api' : 'embedded-api'),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    mode: e.PARKOLOT_MODE,
    paymentProvider: e.PAYMENT_PROVIDER,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    offerTtlSeconds: e.OFFER_TTL_SECONDS,
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    orderHoldScarceMinutes: e.ORDER_HOLD_SCARCE_MINUTES,
    maxUnpaidVehiclesPerClient: e.MAX_UNPAID_VEHICLES_PER_CLIENT,
    seed: e.SEED === undefined ? undefined : e.SEED === 'true',
  };
}

/** For an entry point: the settings, or the problem list on stderr and exit code 1 before anything starts. */
export function backendConfigOrExit(env: Record<string, string | undefined>, options: { standalone?: boolean } = {}): BackendConfig {
  try {
    return backendConfigFromEnv(env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
