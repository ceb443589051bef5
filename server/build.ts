import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the production build is made from; a change to any of them makes the build stale. */
const SOURCES = ['app', 'public', 'vite.config.ts', 'remix.config.js'];
const SERVER_ENTRY = path.join('build', 'server', 'index.js');
const LOCK_STALE_MS = 10 * 60_000;

export function serverBuildPath(root: string): string {
  return path.join(root, SERVER_ENTRY);
}

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as a newer directory mtime
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the build must be (re)made, or null when `build/` is up to date. */
export function buildStaleReason(root: string): string | null {
  let builtAt: number;
  try {
    builtAt = fs.statSync(serverBuildPath(root)).mtimeMs;
  } catch {
    return 'no production build yet';
  }
  if (!fs.existsSync(path.join(root, 'build', 'client'))) return 'build/client is missing';
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return sourcesAt > builtAt ? 'sources changed since the last build' : null;
}

function runViteBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Output goes to stderr so stdout stays pure JSON logs.
    const child = spawn('npx', ['remix', 'vite:build'], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`remix vite:build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes a cross-process lock so two processes (tests, `npm start`) never build into build/ at once. */
async function withBuildLock<T>(root: string, task: () => Promise<T>): Promise<T> {
  const lockDir = path.join(root, 'node_modules', '.cache');
  const lockFile = path.join(lockDir, 'parkolot-build.lock');
  fs.mkdirSync(lockDir, { recursive: true });
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lockFile, { force: true });
      else await sleep(500);
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * Makes sure `build/` holds a production build of the current sources (a fresh clone has none),
 * running `remix vite:build` when it is missing or stale. Returns true when it built.
 */
export async function ensureBuild(root: string, log: (message: string) => void = () => {}): Promise<boolean> {
  if (buildStaleReason(root) === null) return false;
  return withBuildLock(root, async () => {
    // Another process may have built while we waited for the lock.
    const reason = buildStaleReason(root);
    if (reason === null) return false;
    log(`Building the app (${reason})…`);
    const startedAt = new Date();
    await runViteBuild(root);
    // Date the build by when it started, so a source saved during the build still counts as newer.
    fs.utimesSync(serverBuildPath(root), startedAt, startedAt);
    log('Build finished');
    return true;
  });
}
