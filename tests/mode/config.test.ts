// PARKOLOT_MODE at the two env parsers: demo keeps today's defaults; live lists every missing or refused
// setting at once, from the one rule in core/mode.ts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../app/.server/env';
import { backendConfigFromEnv, ConfigError } from '../../backend/config';

const TOKEN = 'x'.repeat(32);
/** The settings of the voucher e-mails and SMS a live deployment must give (issue 15). */
const MESSAGES_READY = {
  SMTP_URL: 'smtps://user:pass@smtp.parkolot.pl',
  SMS_PROVIDER: 'smsapi',
  SMSAPI_TOKEN: 'smsapi-oauth-token-0123456789',
  APP_SECRET: 's'.repeat(32),
};
const LIVE = { PARKOLOT_MODE: 'live', ...MESSAGES_READY };
/** Everything a live deployment can set today; only the payment provider is still missing. */
const LIVE_READY = { ...LIVE, PUBLIC_URL: 'https://parkolot.pl', API_INTERNAL_TOKEN: TOKEN };

function problemsOf(parse: () => unknown): string[] {
  try {
    parse();
  } catch (error) {
    if (error instanceof EnvError || error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}
const web = (env: Record<string, string>) => problemsOf(() => parseEnv(env));
const api = (env: Record<string, string>, standalone = false) =>
  problemsOf(() => backendConfigFromEnv(env, { standalone }));
const names = (problems: string[]) => problems.map((p) => p.slice(0, p.indexOf(':'))).sort();

describe('demo mode (the default)', () => {
  it('is what an empty environment gives, with the sandbox and the seed', () => {
    expect(parseEnv({}).PARKOLOT_MODE).toBe('demo');
    expect(backendConfigFromEnv({})).toMatchObject({
      mode: 'demo',
      paymentProvider: 'sandbox',
      publicUrl: 'http://localhost:3000',
    });
    expect(backendConfigFromEnv({ SEED: 'true' }).seed).toBe(true);
    expect(backendConfigFromEnv({ SEED: 'false' }).seed).toBe(false);
  });

  it('keeps the e-mails and text messages beside DATA_DIR unless MAIL_DIR and SMS_DIR say otherwise', () => {
    const files = (env: Record<string, string>) => {
      const { messages } = backendConfigFromEnv(env);
      return { mail: messages?.mailDir, sms: messages?.sms.provider === 'file' ? messages.sms.dir : null };
    };
    expect(files({})).toEqual({ mail: path.resolve('data/mail'), sms: path.resolve('data/sms') });
    expect(files({ DATA_DIR: '/srv/parkolot/pglite' })).toEqual({
      mail: '/srv/parkolot/mail',
      sms: '/srv/parkolot/sms',
    });
    expect(files({ DATA_DIR: 'memory' })).toEqual({ mail: path.resolve('data/mail'), sms: path.resolve('data/sms') });
    expect(files({ DATA_DIR: '/srv/a/pglite', MAIL_DIR: '/var/mail/p', SMS_DIR: '' })).toEqual({
      mail: '/var/mail/p',
      sms: '/srv/a/sms',
    });
  });

  it('needs none of the live settings', () => {
    expect(() => parseEnv({ API_URL: 'http://api.internal:4000', PUBLIC_URL: 'http://localhost:3000' })).not.toThrow();
    expect(() => backendConfigFromEnv({ DATA_DIR: 'memory', SEED: 'true' }, { standalone: true })).not.toThrow();
  });

  it('still refuses an API_INTERNAL_TOKEN shorter than 32 characters, and unknown modes and providers', () => {
    expect(web({ API_INTERNAL_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^API_INTERNAL_TOKEN: must be at least 32/),
    ]);
    expect(names(api({ API_INTERNAL_TOKEN: 'short', PARKOLOT_MODE: 'production', PAYMENT_PROVIDER: 'cash' }))).toEqual([
      'API_INTERNAL_TOKEN',
      'PARKOLOT_MODE',
      'PAYMENT_PROVIDER',
    ]);
    expect(parseEnv({ API_INTERNAL_TOKEN: '' }).API_INTERNAL_TOKEN).toBeUndefined();
  });
});

describe('live mode', () => {
  it('refuses to write vouchers to files: SMTP, SMSAPI and its own APP_SECRET are required', () => {
    const { SMTP_URL, SMS_PROVIDER, SMSAPI_TOKEN, APP_SECRET, ...rest } = LIVE_READY;
    expect([SMTP_URL, SMS_PROVIDER, SMSAPI_TOKEN, APP_SECRET].every(Boolean)).toBe(true);
    for (const problems of [web(rest), api(rest)]) {
      expect(names(problems)).toEqual(['APP_SECRET', 'PAYMENT_PROVIDER', 'SMS_PROVIDER', 'SMTP_URL']);
    }
    expect(api({ ...LIVE_READY, SMS_PROVIDER: 'file' })).toContainEqual(expect.stringMatching(/^SMS_PROVIDER: /));
    // Its name before issue 16 still counts; a short one is refused in any mode.
    expect(names(api({ ...rest, SMTP_URL, SMS_PROVIDER, SMSAPI_TOKEN, SIGNING_SECRET: 's'.repeat(32) }))).toEqual([
      'PAYMENT_PROVIDER',
    ]);
    expect(names(api({ APP_SECRET: 'short' }))).toEqual(['APP_SECRET']);
    // SMSAPI without its token is refused in any mode.
    expect(names(api({ SMS_PROVIDER: 'smsapi' }))).toEqual(['SMSAPI_TOKEN']);
  });

  it('refuses the sandbox, saying that no real payment provider is integrated yet', () => {
    for (const problems of [web(LIVE_READY), api(LIVE_READY), api(LIVE_READY, true)]) {
      expect(problems).toEqual([
        expect.stringMatching(/^PAYMENT_PROVIDER: .*sandbox.*no real payment provider is integrated yet/),
      ]);
    }
    expect(api({ ...LIVE_READY, PAYMENT_PROVIDER: 'sandbox' })).toHaveLength(1);
  });

  it('names every missing setting of the web server with the embedded API in one list', () => {
    expect(names(web({ ...LIVE }))).toEqual(['PAYMENT_PROVIDER', 'PUBLIC_URL']);
    expect(
      names(
        web({
          ...LIVE,
          SEED: 'true',
          DATA_DIR: 'memory',
          NODE_ENV: 'development',
          PUBLIC_URL: 'http://parkolot.pl',
        }),
      ),
    ).toEqual(['DATA_DIR', 'NODE_ENV', 'PAYMENT_PROVIDER', 'PUBLIC_URL', 'SEED']);
  });

  it('names a PUBLIC_URL that is missing or not https', () => {
    expect(web({ ...LIVE })).toContainEqual(expect.stringMatching(/^PUBLIC_URL: live mode needs .*https/));
    expect(web({ ...LIVE_READY, PUBLIC_URL: 'http://parkolot.pl' })).toContainEqual(
      'PUBLIC_URL: live mode needs an https:// origin',
    );
    expect(api({ ...LIVE_READY, PUBLIC_URL: 'http://parkolot.pl' }, true)).toContainEqual(
      'PUBLIC_URL: live mode needs an https:// origin',
    );
  });

  it('refuses an explicit SEED=true, and seeds nothing by default', () => {
    expect(api({ ...LIVE_READY, SEED: 'true' })).toContainEqual(
      expect.stringMatching(/^SEED: live mode never loads the demo catalogue/),
    );
    expect(web({ ...LIVE_READY, SEED: 'true' })).toContainEqual(expect.stringMatching(/^SEED: /));
  });

  it('asks for API_INTERNAL_TOKEN where the web tier and the standalone API talk: API_URL set, or the API alone', () => {
    const withoutToken = { ...LIVE, PUBLIC_URL: 'https://parkolot.pl' };
    // The web tier in front of a standalone API runs no payments and no database: only the token is missing.
    expect(web({ ...withoutToken, API_URL: 'http://api.internal:4000' })).toEqual([
      expect.stringMatching(/^API_INTERNAL_TOKEN: live mode needs the shared secret \(at least 32 characters\)/),
    ]);
    expect(names(api(withoutToken, true))).toEqual(['API_INTERNAL_TOKEN', 'PAYMENT_PROVIDER']);
    // Inside the web server the API is called in-process: no token.
    expect(names(api(withoutToken))).toEqual(['PAYMENT_PROVIDER']);
    expect(names(web(withoutToken))).toEqual(['PAYMENT_PROVIDER']);
  });

  it('names a token shorter than 32 characters', () => {
    const short = { ...LIVE_READY, API_INTERNAL_TOKEN: 'y'.repeat(31) };
    expect(web({ ...short, API_URL: 'http://api.internal:4000' })).toEqual([
      expect.stringMatching(/^API_INTERNAL_TOKEN: must be at least 32/),
    ]);
    expect(names(api(short, true))).toEqual(['API_INTERNAL_TOKEN', 'PAYMENT_PROVIDER']);
  });

  it('lists schema problems and live problems together', () => {
    expect(names(web({ ...LIVE, PORT: 'abc' }))).toEqual(['PAYMENT_PROVIDER', 'PORT', 'PUBLIC_URL']);
  });

  it('does not need DATABASE_URL: PGlite under DATA_DIR is a single-machine deployment', () => {
    expect(names(api({ ...LIVE_READY, DATA_DIR: '/var/lib/parkolot' }, true))).toEqual(['PAYMENT_PROVIDER']);
    expect(names(api({ ...LIVE_READY, DATA_DIR: 'memory', DATABASE_URL: 'postgres://db/parkolot' }, true))).toEqual([
      'PAYMENT_PROVIDER',
    ]);
  });
});
