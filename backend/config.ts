import { z } from 'zod';
import type { BackendConfig } from './index';

const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  PUBLIC_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  OFFER_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).default(30),
  ORDER_HOLD_SCARCE_MINUTES: z.coerce.number().int().min(1).default(10),
  MAX_UNPAID_VEHICLES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  SEED: z.enum(['true', 'false']).default('true'),
});

/** Reads the backend's settings from the environment; throws with every problem listed (fail fast). */
export function backendConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    offerTtlSeconds: e.OFFER_TTL_SECONDS,
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    orderHoldScarceMinutes: e.ORDER_HOLD_SCARCE_MINUTES,
    maxUnpaidVehiclesPerClient: e.MAX_UNPAID_VEHICLES_PER_CLIENT,
    seed: e.SEED === 'true',
  };
}
