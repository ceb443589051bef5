// The PGlite directory (DATA_DIR) against crashes and a second process. A crash during the very first
// start (backend/db/cluster.ts): the real server is killed (SIGKILL) while it puts the database cluster
// into a fresh DATA_DIR and again while it migrates and seeds; the next start still opens the directory
// and serves the catalogue. A copy cut short at any file: the directory is filled on the next start
// rather than refused. A second process on the same directory (backend/db/data-dir-lock.ts) is refused
// while the first runs, and starts once the first is gone, however it ended.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBackend } from '../../backend/index';
import { ensureCluster } from '../../backend/db/cluster';
import { openDatabase } from '../../backend/db/client';
import { crashConfig } from '../fixtures/crash-config';
import { call, daysFromNow } from '../backend/harness';
import { startServerProcess, type ServerProcess } from './server-process';

const ListingSchema = z.object({ total: z.number(), parkings: z.array(z.object({ available: z.boolean() })) });
const LISTING = `/api/v1/products/parking/listing?${new URLSearchParams({
  airportCode: 'WAW',
  arrivalAt: daysFromNow(20),
  departureAt: daysFromNow(22),
})}`;

const dirs: string[] = [];
const running = new Set<ServerProcess>();
afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parkolot-first-start-${name}-`));
  dirs.push(dir);
  return dir;
}

/**
 * Resolves once `dir` holds `file` (or, without `file`, anything at all) — watched, not polled — or once
 * `exited` settles; the watcher is closed either way.
 */
function whenPresent(dir: string, exited: Promise<unknown>, file?: string): Promise<void> {
  return new Promise((resolve) => {
    const present = () => (file ? fs.existsSync(path.join(dir, file)) : fs.readdirSync(dir).length > 0);
    const done = () => {
      watcher.close();
      resolve();
    };
    const watcher = fs.watch(dir, () => {
      if (present()) done();
    });
    void exited.then(done);
    if (present()) done();
  });
}

async function killedDuringStart(dataDir: string, file?: string) {
  const server = await startServerProcess(dataDir, { untilListening: false });
  running.add(server);
  await whenPresent(dataDir, server.exited, file);
  expect(await server.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
  running.delete(server);
}

describe('a crash (SIGKILL) during the first start on a fresh DATA_DIR', () => {
  it('as its first file lands, then as PG_VERSION does (the copy done, opening begins): the next start serves the catalogue', async () => {
    const dataDir = path.join(tempDir('server'), 'pglite');
    fs.mkdirSync(dataDir);
    await killedDuringStart(dataDir);
    await killedDuringStart(dataDir, 'PG_VERSION');

    const server = await startServerProcess(dataDir);
    running.add(server);
    const listing = await fetch(`${server.url}${LISTING}`);
    expect(listing.status).toBe(200);
    expect(ListingSchema.parse(await listing.json()).total).toBeGreaterThan(0);
    expect(await server.stop('SIGTERM')).toMatchObject({ code: 0 });
    running.delete(server);
  }, 240_000);
});

describe('a copy of the cluster cut short', () => {
  it('leaves no PG_VERSION when it fails part-way, and the next start completes it', async () => {
    const template = path.join(tempDir('socket'), 'cluster');
    await ensureCluster(template, path.join(template, 'none'));
    // A socket is a file cpSync refuses (ERR_FS_CP_SOCKET): the copy stops there, as a crash would.
    const socketPath = path.join(template, 'base', 'parkolot.sock');
    const socket = net.createServer();
    await new Promise<void>((resolve) => socket.listen(socketPath, resolve));
    const dataDir = path.join(tempDir('socket-target'), 'pglite');
    try {
      await expect(ensureCluster(dataDir, template)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);

    await ensureCluster(dataDir, template);
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'))).toEqual(
      fs.readFileSync(path.join(template, 'PG_VERSION')),
    );
    const database = await openDatabase({ dataDir });
    expect(await database.ping()).toBe(true);
    await database.close();
  }, 120_000);

  it('is completed on the next start when it stopped halfway, its last file half-written', async () => {
    const template = path.join(tempDir('template'), 'cluster');
    await ensureCluster(template, path.join(template, 'none'));
    const files = fs
      .readdirSync(template, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(template, file)).isFile());
    expect(files).toContain('PG_VERSION');

    // A copy that got halfway, its last file half-written, without PG_VERSION (written last).
    const dataDir = path.join(tempDir('cut'), 'pglite');
    const copied = files.filter((file) => file !== 'PG_VERSION').slice(0, Math.floor(files.length / 2));
    for (const file of copied) {
      fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
      fs.copyFileSync(path.join(template, file), path.join(dataDir, file));
    }
    const last = copied.at(-1) ?? '';
    fs.truncateSync(path.join(dataDir, last), Math.floor(fs.statSync(path.join(template, last)).size / 2));

    await ensureCluster(dataDir, template);
    expect(fs.readFileSync(path.join(dataDir, last))).toEqual(fs.readFileSync(path.join(template, last)));
    const backend = await createBackend(crashConfig(dataDir));
    try {
      const listing = await call(backend, LISTING);
      expect(listing.status).toBe(200);
      expect(ListingSchema.parse(listing.body).total).toBeGreaterThan(0);
    } finally {
      await backend.close();
    }
  }, 120_000);
});

describe('one process per DATA_DIR', () => {
  it('a second server on the same directory is refused with a reason, and starts once the first was killed -9', async () => {
    const dataDir = path.join(tempDir('two'), 'pglite');
    const first = await startServerProcess(dataDir);
    running.add(first);
    const second = await startServerProcess(`${dataDir}/`, { untilListening: false });
    running.add(second);
    const listened = second
      .waitForLog((line) => typeof line.msg === 'string' && line.msg.startsWith('Parkolot listening'))
      .then(
        () => 'listening',
        () => 'not listening',
      );
    expect(await Promise.race([second.exited, listened])).toEqual({ code: 1, signal: null });
    running.delete(second);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir}/ is open in another running process`);
    expect((await fetch(`${first.url}${LISTING}`)).status).toBe(200);

    expect(await first.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
    running.delete(first);
    const third = await startServerProcess(dataDir);
    running.add(third);
    const listing = await fetch(`${third.url}${LISTING}`);
    expect(ListingSchema.parse(await listing.json()).total).toBeGreaterThan(0);
    expect(await third.stop('SIGTERM')).toMatchObject({ code: 0 });
    running.delete(third);
  }, 240_000);

  it('in one process too: the directory opens again once the first handle is closed', async () => {
    const dataDir = path.join(tempDir('handles'), 'pglite');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow('is open in another running process');
    await first.close();
    const again = await openDatabase({ dataDir });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 120_000);
});
