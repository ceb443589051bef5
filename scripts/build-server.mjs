#!/usr/bin/env node
// The production build: the Remix app (`remix vite:build` → build/client, build/server/index.js) and the
// Node entry points bundled with esbuild (→ build/server/server.js, api.js, api-thread.js, voucher-renderer.js), so production
// runs plain JavaScript instead of compiling TypeScript at every start.
//
//   node scripts/build-server.mjs             bundle the entry points (after `remix vite:build`)
//   node scripts/build-server.mjs --if-stale  build whatever is missing or older than its sources (npm start)
//
// Plain JavaScript on purpose: `npm start` runs it with node before anything is built. server/build.ts
// gives the server and the tests the same functions with types.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the Remix build is made from; a change to any of them makes it stale. */
const APP_SOURCES = ['app', 'public', 'vite.config.ts', 'remix.config.js'];
const OUT_DIR = path.join('build', 'server');
const APP_ENTRY = path.join(OUT_DIR, 'index.js');
/**
 * The bundled entry points: output name → source. server/api-thread.ts is the API's worker thread,
 * server/voucher-renderer.ts the outbox's low-priority PDF process.
 */
const ENTRIES = {
  server: 'server.ts',
  api: 'api.ts',
  'api-thread': 'server/api-thread.ts',
  'voucher-renderer': 'server/voucher-renderer.ts',
};
/** The bundle's source files (from esbuild's metafile), to tell when it is stale. */
const INPUTS_FILE = path.join(OUT_DIR, 'bundle-inputs.json');
/** An empty PGlite cluster that backend/db/client.ts copies into a new data directory (no initdb at run time). */
const CLUSTER_TEMPLATE = path.join(OUT_DIR, 'pglite-template');
const LOCK_STALE_MS = 10 * 60_000;

/** @param {string} root */
export const serverBuildPath = (root) => path.join(root, APP_ENTRY);
/** @param {string} root @param {keyof typeof ENTRIES} entry */
export const bundlePath = (root, entry) => path.join(root, OUT_DIR, `${entry}.js`);

/** @param {string} target */
function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as a newer directory mtime
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** @param {string} file */
const mtimeOf = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Why the Remix build must be (re)made, or null when it is up to date.
 * @param {string} root
 * @returns {string | null}
 */
export function appBuildStaleReason(root) {
  const builtAt = mtimeOf(serverBuildPath(root));
  if (builtAt === undefined) return 'no production build yet';
  if (!fs.existsSync(path.join(root, 'build', 'client'))) return 'build/client is missing';
  const sourcesAt = Math.max(...APP_SOURCES.map((source) => newestMtime(path.join(root, source))));
  return sourcesAt > builtAt ? 'sources changed since the last build' : null;
}

/**
 * Why the server bundle must be (re)made, or null when it is up to date.
 * @param {string} root
 * @returns {string | null}
 */
export function bundleStaleReason(root) {
  const builtAt = Math.min(
    ...Object.keys(ENTRIES).map((entry) => mtimeOf(bundlePath(root, /** @type {keyof typeof ENTRIES} */ (entry))) ?? 0),
  );
  const inputsAt = mtimeOf(path.join(root, INPUTS_FILE));
  if (builtAt === 0 || inputsAt === undefined) return 'the server is not bundled yet';
  if (!fs.existsSync(path.join(root, CLUSTER_TEMPLATE, 'PG_VERSION'))) return 'no database template yet';
  /** @type {unknown} */
  const inputs = JSON.parse(fs.readFileSync(path.join(root, INPUTS_FILE), 'utf8'));
  if (!Array.isArray(inputs)) return 'the list of bundled sources is unreadable';
  // A source deleted since shows as missing (mtime 0 would hide it), and a new file only matters once
  // an old one imports it, which changes that one.
  const changed = inputs.find((input) => (mtimeOf(path.join(root, String(input))) ?? Infinity) > builtAt);
  return changed ? `${changed} changed since the server was bundled` : null;
}

/**
 * Why `build/` must be (re)made, or null when it is up to date.
 * @param {string} root
 * @returns {string | null}
 */
export function buildStaleReason(root) {
  return appBuildStaleReason(root) ?? bundleStaleReason(root);
}

/**
 * @param {string} root
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(root, args) {
  return new Promise((resolve, reject) => {
    // Output goes to stderr so a server's stdout stays pure JSON logs.
    const child = spawn(args[0], args.slice(1), {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Bundles the entry points into build/server (node_modules stay external) and copies the database
 * migrations next to them (backend/db/client.ts reads them relative to its module).
 * @param {string} root
 */
export async function bundleServer(root) {
  const { build } = await import('esbuild');
  const outdir = path.join(root, OUT_DIR);
  const startedAt = new Date();
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'backend', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
  await makeClusterTemplate(root);
  // The lock file stands for the external packages (a new PGlite needs a new template).
  const inputs = [
    ...Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/')),
    'package-lock.json',
  ];
  fs.writeFileSync(path.join(root, INPUTS_FILE), `${JSON.stringify(inputs, null, 1)}\n`);
  // Date the bundle by when it started, so a source saved while bundling still counts as newer.
  for (const entry of Object.keys(ENTRIES)) {
    fs.utimesSync(bundlePath(root, /** @type {keyof typeof ENTRIES} */ (entry)), startedAt, startedAt);
  }
}

/**
 * Runs PGlite's initdb once, here, into build/server/pglite-template (see backend/db/client.ts). It
 * depends only on the PGlite version: made again when package-lock.json is newer.
 * @param {string} root
 */
async function makeClusterTemplate(root) {
  const target = path.join(root, CLUSTER_TEMPLATE);
  const madeAt = mtimeOf(path.join(target, 'PG_VERSION'));
  if (madeAt !== undefined && madeAt >= (mtimeOf(path.join(root, 'package-lock.json')) ?? 0)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  // Made aside and renamed into place, so a server never copies a half-written cluster.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const database = new PGlite(partial);
  await database.waitReady;
  await database.close();
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(partial, target);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a cross-process lock so two processes (tests, `npm start`) never build into build/ at once.
 * @template T
 * @param {string} root
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
async function withBuildLock(root, task) {
  const lockDir = path.join(root, 'node_modules', '.cache');
  const lockFile = path.join(lockDir, 'parkolot-build.lock');
  fs.mkdirSync(lockDir, { recursive: true });
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const age = Date.now() - (mtimeOf(lockFile) ?? Date.now());
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
 * Makes sure `build/` holds a production build of the current sources (a fresh clone has none): the
 * Remix build when it is missing or stale, and the server bundle (which `remix vite:build` deletes
 * with the rest of build/). Returns true when it built anything.
 * @param {string} root
 * @param {(message: string) => void} [log]
 * @returns {Promise<boolean>}
 */
export async function ensureBuild(root, log = () => {}) {
  if (buildStaleReason(root) === null) return false;
  return withBuildLock(root, async () => {
    // Another process may have built while we waited for the lock.
    const appReason = appBuildStaleReason(root);
    if (appReason !== null) {
      log(`Building the app (${appReason})…`);
      const startedAt = new Date();
      await run(root, ['npx', 'remix', 'vite:build']);
      // Date the build by when it started, so a source saved during the build still counts as newer.
      fs.utimesSync(serverBuildPath(root), startedAt, startedAt);
    }
    const bundleReason = bundleStaleReason(root);
    if (bundleReason !== null) {
      log(`Bundling the server (${bundleReason})…`);
      // In its own process: esbuild's service (and its memory) must not stay with a running server.
      await run(root, [process.execPath, path.join(root, 'scripts', 'build-server.mjs')]);
    }
    if (appReason === null && bundleReason === null) return false;
    log('Build finished');
    return true;
  });
}

// Run as a command (not when imported, nor inside the server bundle, whose import.meta.url is server.js).
const self = fileURLToPath(import.meta.url);
if (path.basename(self) === 'build-server.mjs' && path.resolve(process.argv[1] ?? '') === self) {
  const ifStale = process.argv.includes('--if-stale');
  const task = ifStale ? ensureBuild(ROOT, (message) => process.stderr.write(`${message}\n`)) : bundleServer(ROOT);
  task.catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
