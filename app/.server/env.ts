import { z } from 'zod';
import { EnvProblemsError, optionalUrl, parseEnvWith, publicOrigin, SharedEnvSchema } from '../../core/env';

/**
 * Express's `trust proxy`: which hops may tell the client's address (X-Forwarded-For). `true` means the
 * one load balancer in front (1 hop) — never "trust every hop", which would let a client pick its own
 * address by sending the header itself; a number is that many hops; anything else a comma-separated
 * list of proxy addresses, CIDRs or `loopback` / `linklocal` / `uniquelocal`.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .refine(
    (value) => /^(true|false|\d{1,2}|[0-9A-Za-z:./, ]+)$/.test(value),
    'must be true, false, a hop count or a list of proxy addresses',
  )
  .transform((value): false | number | string => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    return /^\d{1,2}$/.test(value) ? Number(value) : value;
  });

// PARKOLOT_MODE, PORT, PUBLIC_URL and API_INTERNAL_TOKEN: core/env.ts, shared with the API's parser. The token
// here is the web tier's side: its calls to a standalone API at API_URL carry it (required in live mode
// then), and the API then trusts the traveller's tag the web tier forwards instead of limiting the web
// tier as one client.
const EnvSchema = SharedEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // An empty value counts as unset, so `API_URL=` in .env keeps the embedded API.
  API_URL: optionalUrl(),
  API_TIMEOUT_MS: z.coerce.number().int().min(1).default(8000),
  // The embedded API (and its database) in a worker thread, so SQL runs beside page rendering: on | off.
  API_THREAD: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: TrustProxySchema,
  // Rate limits per client address (README "Operations"); RATE_LIMITS=off disables them (tests, load runs).
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_PAGES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_CHECKOUT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_API_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PROMO_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PROPOSALS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Shared rate-limit counters for several copies (redis:// or rediss://); unset: each process counts alone.
  REDIS_URL: optionalUrl({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }),
  // Request bodies: forms (and anything not JSON) and JSON, in KB; larger ones get 413 unread.
  BODY_LIMIT_FORM_KB: z.coerce.number().int().min(1).max(10_240).default(64),
  BODY_LIMIT_JSON_KB: z.coerce.number().int().min(1).max(10_240).default(256),
  // HTTP timeouts (ms): keep-alive outlives a load balancer's 60 s idle timeout; a request (headers and
  // body) must arrive within HTTP_REQUEST_TIMEOUT_MS, its headers within HTTP_HEADERS_TIMEOUT_MS.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(65_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).default(30_000),
  // After SIGTERM/SIGINT: how long to keep serving (/readyz 503, `Connection: close`) before the listener
  // closes, for a balancer that polls /readyz; 0 closes it as soon as the connections already queued are in.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // Origins of hosted payment pages the checkout may redirect to, comma-separated (PUBLIC_URL is always allowed).
  PAYMENT_URL_ALLOWLIST: z.string().optional(),
  // Script of the third-party chat-support widget (spec §2), loaded once on every page; unset = no widget.
  CHAT_WIDGET_URL: optionalUrl({ protocol: /^https?$/, message: 'must be an http(s) URL of the widget script' }),
});

export type ServerEnv = Omit<z.infer<typeof EnvSchema>, 'API_URL' | 'PUBLIC_URL'> & {
  /** Upstream marketplace API origin without a trailing slash; unset means the embedded API. */
  API_URL: string | undefined;
  /** Public origin without a trailing slash (defaults to http://localhost:PORT). */
  PUBLIC_URL: string;
  /** True when PUBLIC_URL was not given, so the origin may follow the real listening port. */
  isPublicUrlDefault: boolean;
};

/** The web tier's settings are unusable; `problems` has one line per setting. */
export class EnvError extends EnvProblemsError {
  override name = 'EnvError';
}

/**
 * Parses the web tier's settings; throws an EnvError listing every problem, the live mode's included
 * (fail fast at start-up).
 */
export function parseEnv(
  env: Record<string, string | undefined> = process.env,
  { role = 'web' }: { role?: 'web' | 'standalone-api' } = {},
): ServerEnv {
  const schema = EnvSchema.refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS (Node refuses a header timeout longer than the request timeout)',
  });
  const e = parseEnvWith(schema, env, role, (problems) => new EnvError(problems));
  return {
    ...e,
    API_URL: e.API_URL?.replace(/\/+$/, ''),
    PUBLIC_URL: publicOrigin(e.PUBLIC_URL, e.PORT),
    isPublicUrlDefault: e.PUBLIC_URL === undefined,
  };
}
