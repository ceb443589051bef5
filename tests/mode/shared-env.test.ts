// The settings both tiers read (core/env.ts): the web server's parser and the API's accept and refuse the
// same values, and read them the same way — an empty value is unset in both.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../app/.server/env';
import { backendConfigFromEnv } from '../../backend/config';
import { EnvProblemsError } from '../../core/env';

type Outcome = { accepted: true; publicUrl: string; mode?: string } | { accepted: false; problems: string[] };

function outcome(parse: () => { publicUrl: string; mode?: string }): Outcome {
  try {
    return { accepted: true, ...parse() };
  } catch (error) {
    if (!(error instanceof EnvProblemsError)) throw error;
    return { accepted: false, problems: error.problems.map((p) => p.slice(0, p.indexOf(':'))).sort() };
  }
}
const web = (env: Record<string, string>) =>
  outcome(() => {
    const e = parseEnv(env);
    return { publicUrl: e.PUBLIC_URL, mode: e.PARKOLOT_MODE };
  });
const api = (env: Record<string, string>) =>
  outcome(() => {
    const c = backendConfigFromEnv(env);
    return { publicUrl: c.publicUrl, mode: c.mode };
  });

const SHARED_VALUES: Record<string, string[]> = {
  PARKOLOT_MODE: ['', 'demo', 'production', 'DEMO'],
  PORT: ['', '0', '8080', '65535', '65536', '-1', '1.5', 'abc'],
  PUBLIC_URL: [
    '',
    'https://parkolot.pl',
    'https://parkolot.pl/',
    'http://localhost:3000//',
    'not a url',
    'parkolot.pl',
  ],
  API_INTERNAL_TOKEN: ['', 'short', 'x'.repeat(31), 'x'.repeat(32)],
};

describe('the settings shared by the web tier and the API', () => {
  for (const [name, values] of Object.entries(SHARED_VALUES)) {
    it.each(values)(`${name}=%j: both parsers give the same answer`, (value) => {
      expect(web({ [name]: value })).toEqual(api({ [name]: value }));
    });
  }

  it('an empty PUBLIC_URL is unset in both: the local origin on PORT', () => {
    expect(web({ PUBLIC_URL: '', PORT: '8080' })).toMatchObject({ accepted: true, publicUrl: 'http://localhost:8080' });
    expect(api({ PUBLIC_URL: '', PORT: '8080' })).toMatchObject({ accepted: true, publicUrl: 'http://localhost:8080' });
  });

  it('an empty value of any setting is the default in both, never a refusal', () => {
    const blanks = [
      'PORT',
      'HOST',
      'NODE_ENV',
      'LOG_LEVEL',
      'SEED',
      'DATA_DIR',
      'MAIL_DIR',
      'MAIL_FROM',
      'SMS_DIR',
      'SMS_FROM',
      'SMS_PROVIDER',
      'API_THREAD',
      'RATE_LIMITS',
      'TRUST_PROXY',
      'HTTP_REQUEST_TIMEOUT_MS',
      'OFFER_TTL_SECONDS',
      'ORDER_HOLD_MINUTES',
      'OUTBOX_MAX_ATTEMPTS',
      'CONTENT_CACHE_SECONDS',
    ];
    const env = Object.fromEntries(blanks.map((name) => [name, '']));
    expect(web(env)).toEqual({ accepted: true, publicUrl: 'http://localhost:3000', mode: 'demo' });
    expect(api(env)).toEqual({ accepted: true, publicUrl: 'http://localhost:3000', mode: 'demo' });
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
    expect(backendConfigFromEnv({ CONTENT_CACHE_SECONDS: '  ' }).contentCacheSeconds).toBe(
      backendConfigFromEnv({}).contentCacheSeconds,
    );
  });

  it('refuses a malformed PUBLIC_URL in both', () => {
    expect(web({ PUBLIC_URL: 'not a url' })).toEqual({ accepted: false, problems: ['PUBLIC_URL'] });
  });
});
