// Server lifecycle for the benchmark: the production server (built `server.ts`) as a child process on its own
// PGlite directory and a free loopback port, ready once /healthz answers, stopped with SIGTERM (the
// server's graceful shutdown) and SIGKILL only if that hangs.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePath } from '../server/build';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Loopback ports the benchmark's servers take; BENCH_PORTS=FIRST-LAST picks another range (a shared machine). */
const PORT_RANGE = portRange(process.env.BENCH_PORTS ?? '3400-3499');
const READY_TIMEOUT_MS = 180_000; // a stale build is rebuilt by the server before it listens
const STOP_TIMEOUT_MS = 20_000; // the server's own shutdown timeout is 10 s
// Settings the app reads (README "Configuration"): the benchmark sets its own and drops the caller's,
// so a DATABASE_URL, API_URL or chat widget in the shell cannot change what is measured.
const APP_SETTINGS =
  /^(PARKOLOT_MODE|PAYMENT_PROVIDER|PORT|HOST|NODE_ENV|PUBLIC_URL|LOG_LEVEL|TRUST_PROXY|API_URL|API_INTERNAL_TOKEN|API_TIMEOUT_MS|API_THREAD|CHAT_WIDGET_URL|DATABASE_URL|DATA_DIR|SEED|OFFER_TTL_SECONDS|ORDER_HOLD_.*|MAX_UNPAID_VEHICLES_PER_CLIENT|PAYMENT_URL_ALLOWLIST|RATE_LIMIT.*|REDIS_URL|BODY_LIMIT_.*|HTTP_.*_TIMEOUT_MS|SMTP_URL|MAIL_FROM|MAIL_DIR|SMS_.*|SMSAPI_.*|OUTBOX_.*|APP_SECRET|SIGNING_SECRET|OPS_TOKEN)$/;

export interface BenchServer {
  /** e.g. http://127.0.0.1:3400 */
  url: string;
  /** The server's process id (bench/memory.ts reads its memory). */
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<BenchServer>();

/** Stops every server still running (used on failure and on Ctrl-C). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

function portRange(text: string): { first: number; last: number } {
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  const [first, last] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(first >= 1024 && last >= first && last <= 65535))
    throw new Error(`BENCH_PORTS must be FIRST-LAST, got "${text}"`);
  return { first, last };
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port in the benchmark's range nothing listens on (the outbox bench's SMTP server takes one too). */
export async function freePort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

function logTail(logFile: string): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
}

/**
 * Starts the built server (build/server/server.js) in production mode on `dataDir` (an empty directory is migrated and seeded; a
 * non-empty one is used as it is — seeding only runs on a database without airports).
 */
export async function startBenchServer({
  dataDir,
  logFile,
  env: extraEnv = {},
}: {
  dataDir: string;
  logFile: string;
  /** More settings for this server (the outbox bench's SMTP_URL and SMS_DIR). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !APP_SETTINGS.test(name))),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED: 'true',
    DOTENV_CONFIG_PATH: '/dev/null', // ignore a developer's .env
    ...extraEnv,
  };

  const log = openSync(logFile, 'a');
  // What `npm start` runs once built (bench/run.ts builds first): node on the bundle, one process, so
  // SIGTERM reaches it directly.
  const child = spawn(process.execPath, [bundlePath(ROOT, 'server')], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  if (child.pid === undefined)
    throw new Error(`The server could not be started. Its log (${logFile}):\n${logTail(logFile)}`);

  const server: BenchServer = {
    url,
    pid: child.pid,
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exited(child).then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
      if (killed) {
        child.kill('SIGKILL');
        await exited(child);
      }
    },
  };
  running.add(server);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(server);
      throw new Error(`The server exited before it was ready. Its log (${logFile}):\n${logTail(logFile)}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await sleep(250);
  }
  await server.stop();
  throw new Error(
    `The server did not answer ${url}/healthz within ${READY_TIMEOUT_MS / 1000} s. Log:\n${logTail(logFile)}`,
  );
}
