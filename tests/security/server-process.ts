// The real server as a child process (`node build/server/server.js`, what `npm start` runs), with its
// stdout JSON log lines collected — for tests that send it signals or restart it on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { bundlePath } from '../../server/build';
import { freePort } from '../setup/free-port';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LogLineSchema = z.record(z.string(), z.unknown());
export type LogLine = z.output<typeof LogLineSchema>;
/** One JSON log line, parsed (throws when it is not a JSON object). */
export const parseLogLine = (text: string): LogLine => LogLineSchema.parse(JSON.parse(text));
export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every stdout line that is a JSON object, parsed. */
  logs: LogLine[];
  /** Every stdout line that is not (there should be none). */
  notJson: string[];
  stderr: () => string;
  exited: Promise<Exit>;
  /** Resolves with the first matching log line from line number `from` on (already written or still to come). */
  waitForLog(match: (line: LogLine) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<LogLine>;
  /** Sends the signal; resolves when the process has exited, with how long that took. */
  stop(signal?: NodeJS.Signals): Promise<Exit & { ms: number }>;
}

/**
 * Starts the built server in production mode on a free loopback port with PGlite under `dataDir`
 * (build/ must exist — tests/setup/build.ts makes it), and waits for its "listening" log line (unless
 * `untilListening` is false: then it resolves as soon as the process is spawned).
 */
export async function startServerProcess(
  dataDir: string,
  {
    port: fixedPort,
    env: extraEnv = {},
    untilListening = true,
  }: { port?: number; env?: Record<string, string>; untilListening?: boolean } = {},
): Promise<ServerProcess> {
  // A restart keeps the port: payment URLs already handed out (and replayed for a retry) point at it.
  const port = fixedPort ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    // The suites book far more from one address than a traveller (tests/backend/harness.ts).
    MAX_UNPAID_VEHICLES_PER_CLIENT: '1000',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  for (const name of ['DATABASE_URL', 'API_URL', 'PUBLIC_URL', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) {
    if (!(name in extraEnv)) delete env[name];
  }
  const child = spawn(process.execPath, [bundlePath(ROOT, 'server')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { stdout, stderr: errors } = child;
  if (!stdout || !errors) throw new Error('the server process has no stdout/stderr pipes');

  const logs: LogLine[] = [];
  const notJson: string[] = [];
  let stderr = '';
  const waiters = new Set<(line: LogLine) => void>();
  readline.createInterface({ input: stdout }).on('line', (text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const line = LogLineSchema.safeParse(parsed);
    if (!line.success) {
      notJson.push(text);
      return;
    }
    logs.push(line.data);
    for (const waiter of [...waiters]) waiter(line.data);
  });
  errors.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const waitForLog = (match: (line: LogLine) => boolean, { from = 0, timeoutMs = 60_000 } = {}) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = logs.slice(from).find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching log line within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`));
      }, timeoutMs);
      const check = (line: LogLine) => {
        if (!match(line)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(line);
      };
      waiters.add(check);
      void exited.then(({ code, signal }) => {
        if (!waiters.has(check)) return;
        clearTimeout(timer);
        waiters.delete(check);
        reject(new Error(`server exited (${signal ?? code}) before the log line; stderr: ${stderr.slice(-2000)}`));
      });
    });

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const started = Date.now();
    child.kill(signal);
    const exit = await exited;
    return { ...exit, ms: Date.now() - started };
  };

  if (untilListening) {
    await waitForLog((line) => typeof line.msg === 'string' && line.msg.startsWith('Parkolot listening'), {
      timeoutMs: 120_000,
    });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    logs,
    notJson,
    stderr: () => stderr,
    exited,
    waitForLog,
    stop,
  };
}
