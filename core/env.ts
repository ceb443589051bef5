// The settings both tiers read — the web server (app/.server/env.ts) and the API (backend/config.ts) —
// defined once, so the two parsers cannot disagree about what a value means. Each tier extends
// SharedEnvSchema with its own settings; core/mode.ts stays the live-mode check. No framework imports.
import { z } from 'zod';
import { emptyAsUnset, InternalTokenSchema, liveModeProblems, ModeSchema, type ProcessRole } from './mode';

/**
 * An optional URL setting; `protocol` narrows the accepted schemes (without the colon). Empty counts as
 * unset in both tiers (`PUBLIC_URL=` in .env is the same as no line).
 */
export const optionalUrl = (options?: { protocol: RegExp; message: string }) =>
  z.preprocess(emptyAsUnset, z.url(options).optional());

export const SharedEnvSchema = z.object({
  // demo: seeded catalogue, promo codes and the sandbox payment page; live: a real deployment (core/mode.ts).
  PARKOLOT_MODE: ModeSchema,
  // 0 = any free port.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The public origin of the site (payment return URLs point there); unset: http://localhost:PORT.
  PUBLIC_URL: optionalUrl(),
  // Shared secret between the web tier and a standalone API (required in live mode where they talk).
  API_INTERNAL_TOKEN: InternalTokenSchema,
});

/** The public origin without a trailing slash: PUBLIC_URL, or this machine's address when it is unset. */
export function publicOrigin(publicUrl: string | undefined, port: number): string {
  return (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

/**
 * Parses `env` with a tier's schema and adds the live mode's problems; throws `toError(problems)` listing
 * every problem at once (fail fast at start-up), each tier with its own error class.
 */
export function parseEnvWith<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
  role: ProcessRole,
  toError: (problems: string[]) => Error,
): z.infer<T> {
  // An empty value is no value: `PORT=` or `SEED=` in .env (or a template that left it blank) means the
  // default, for every setting, in both tiers — never port 0, a cache turned off, or a refusal.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = schema.safeParse(given);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`) ?? []),
    ...liveModeProblems(given, role),
  ];
  if (!parsed.success || problems.length > 0) throw toError(problems);
  return parsed.data;
}

/**
 * Reads settings with `parse` and runs the other tiers' checks beside it (the embedded API's own settings),
 * so a refusal lists every problem at once — not the web tier's first and the API's after they are fixed.
 */
export function withEveryProblem<T>(parse: () => T, alsoCheck: ReadonlyArray<() => unknown>): T {
  const problems: string[] = [];
  const collect = (error: unknown) => {
    if (!(error instanceof EnvProblemsError)) throw error;
    for (const problem of error.problems) if (!problems.includes(problem)) problems.push(problem);
  };
  let parsed: { value: T } | null = null;
  try {
    parsed = { value: parse() };
  } catch (error) {
    collect(error);
  }
  for (const check of alsoCheck) {
    try {
      check();
    } catch (error) {
      collect(error);
    }
  }
  if (parsed && problems.length === 0) return parsed.value;
  throw new EnvProblemsError(problems);
}

/** The settings are unusable; `problems` has one line per setting (`NAME: why`). */
export class EnvProblemsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
