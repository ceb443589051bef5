// Live mode at the real entry points: `node --import tsx server.ts` (what `npm start` runs) and
// `node --import tsx api.ts` (`npm run start:api`) refuse to start, name every missing
// or refused setting in one message on stderr, exit 1, and never listen or open the database; any other
// failed start (here: a database that cannot be reached) is one fatal JSON log line on stderr, then exit 1.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startBackend } from '../backend/harness';
import { ROOT } from '../security/server-process';
import { startTestApiServer } from '../setup/api-harness';
import { freePort } from '../setup/free-port';

const MAX_EXIT_MS = 30_000;

let tempDir: string;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'parkolot-live-'));
});
afterAll(() => rm(tempDir, { recursive: true, force: true }));

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Runs an entry point in live mode on a free port (a known one, not 0, so the test can knock on it)
 * until it exits, trying to connect all the while.
 */
async function runLive(entry: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = path.join(tempDir, `${path.basename(entry, '.ts')}-${port}`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'PUBLIC_URL',
    'API_URL',
    'API_INTERNAL_TOKEN',
    'PAYMENT_PROVIDER',
    'SEED',
    'DATABASE_URL',
    'VITEST',
    'VITEST_WORKER_ID',
    'VITEST_POOL_ID',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    PARKOLOT_MODE: 'live',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // A developer's .env must not fill in what the test leaves out.
    DOTENV_CONFIG_PATH: path.join(tempDir, 'no.env'),
    ...extraEnv,
  });
  const started = Date.now();
  // Its own process group, so a server that does start (and maybe spawns a build) is killed whole.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), MAX_EXIT_MS);
  let listened = false;
  while (running) {
    listened = (await accepts(port)) || listened;
    // Poll, don't spin: on a busy machine the child needs the core to fail fast.
    if (running) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const code = await exited;
  clearTimeout(timer);
  return { code, ms: Date.now() - started, stdout, stderr, listened, dataDirCreated: existsSync(dataDir) };
}

const problemLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('  - '));

describe('live mode refuses to start', () => {
  it('server.ts with the embedded API: the sandbox, the missing PUBLIC_URL, the message settings and SEED=true in one message', async () => {
    const run = await runLive('server.ts', { SEED: 'true' });
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(MAX_EXIT_MS);
    expect(run.stderr.match(/Invalid environment configuration:/g)).toHaveLength(1);
    const lines = problemLines(run.stderr);
    expect(lines.map((line) => line.slice(4, line.indexOf(':')))).toEqual([
      'PUBLIC_URL',
      'PAYMENT_PROVIDER',
      'SEED',
      'SMTP_URL',
      'SMS_PROVIDER',
      'APP_SECRET',
    ]);
    expect(run.stderr).toContain('no real payment provider is integrated yet');
    expect(run.stdout).not.toContain('listening');
    expect(run.listened).toBe(false);
    expect(run.dataDirCreated).toBe(false);
  });

  it('server.ts in front of a standalone API (API_URL): an http PUBLIC_URL and the missing API_INTERNAL_TOKEN', async () => {
    const run = await runLive('server.ts', { API_URL: 'http://127.0.0.1:9/', PUBLIC_URL: 'http://parkolot.example' });
    expect(run.code).toBe(1);
    expect(problemLines(run.stderr).map((line) => line.slice(4, line.indexOf(':')))).toEqual([
      'PUBLIC_URL',
      'API_INTERNAL_TOKEN',
    ]);
    expect(run.listened).toBe(false);
  });

  it('api.ts: PUBLIC_URL, API_INTERNAL_TOKEN, the sandbox, SEED=true and the message settings in one message', async () => {
    const run = await runLive('api.ts', { SEED: 'true' });
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(MAX_EXIT_MS);
    expect(run.stderr.match(/Invalid environment configuration:/g)).toHaveLength(1);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    const lines = problemLines(run.stderr);
    expect(lines.map((line) => line.slice(4, line.indexOf(':')))).toEqual([
      'PUBLIC_URL',
      'API_INTERNAL_TOKEN',
      'PAYMENT_PROVIDER',
      'SEED',
      'SMTP_URL',
      'SMS_PROVIDER',
      'APP_SECRET',
    ]);
    expect(run.stderr).toContain('no real payment provider is integrated yet');
    expect(run.stdout).not.toContain('listening');
    expect(run.listened).toBe(false);
    expect(run.dataDirCreated).toBe(false);
  });
});

describe('a live web server in front of a demo API', () => {
  it('does not start: the API it calls answers /api/health in demo mode (sandbox payments, free promo codes)', async () => {
    const backend = await startBackend();
    const api = await startTestApiServer(backend, { PARKOLOT_MODE: 'demo' });
    try {
      expect(await (await fetch(`${api.url}/api/health`)).json()).toEqual({ ok: true, mode: 'demo' });
      const run = await runLive('server.ts', {
        API_URL: api.url,
        PUBLIC_URL: 'https://parkolot.example',
        API_INTERNAL_TOKEN: 'a-shared-token-of-at-least-32-characters',
      });
      expect(run.code).toBe(1);
      expect(run.listened).toBe(false);
      expect(problemLines(run.stderr)).toEqual([expect.stringMatching(/^ {2}- API_URL: this web server runs live/)]);
    } finally {
      await api.close();
      await backend.close();
    }
  });
});

describe('a start-up that fails for another reason', () => {
  it('exits 1 with one fatal JSON log line holding the error, and no password from the database URL', async () => {
    const closedPort = await freePort();
    const run = await runLive('server.ts', {
      PARKOLOT_MODE: 'demo',
      // Nothing listens there: the embedded API cannot open its database.
      DATABASE_URL: `postgres://parkolot:not-to-be-logged@127.0.0.1:${closedPort}/parkolot`,
    });
    expect(run.code).toBe(1);
    expect(run.listened).toBe(false);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = z
      .object({
        level: z.literal(60),
        msg: z.literal('Start-up failed'),
        err: z.object({ message: z.string(), stack: z.string() }),
      })
      .parse(JSON.parse(lines[0]));
    expect(line.err.message).toContain('The embedded API could not start');
    expect(run.stderr).not.toContain('not-to-be-logged');
  });
});

describe("the embedded API's own settings", () => {
  it('are reported as the same readable list when its thread refuses them', async () => {
    const run = await runLive('server.ts', {
      PARKOLOT_MODE: 'demo',
      DATABASE_URL: 'mysql://parkolot@127.0.0.1/parkolot',
    });
    expect(run.code).toBe(1);
    expect(run.listened).toBe(false);
    expect(run.stderr.match(/Invalid environment configuration:/g)).toHaveLength(1);
    expect(problemLines(run.stderr).map((line) => line.slice(4, line.indexOf(':')))).toEqual(['DATABASE_URL']);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("are listed with the server's own in one message, for server.ts and api.ts alike", async () => {
    for (const entry of ['server.ts', 'api.ts']) {
      const run = await runLive(entry, { PARKOLOT_MODE: 'demo', LOG_LEVEL: 'loud', OFFER_TTL_SECONDS: 'abc' });
      expect([entry, run.code, run.listened]).toEqual([entry, 1, false]);
      expect(run.stderr.match(/Invalid environment configuration:/g)).toHaveLength(1);
      expect([entry, problemLines(run.stderr).map((line) => line.slice(4, line.indexOf(':')))]).toEqual([
        entry,
        ['LOG_LEVEL', 'OFFER_TTL_SECONDS'],
      ]);
    }
  });
});
