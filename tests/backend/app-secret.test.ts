// APP_SECRET on a fresh machine (issue 16): a demo without one generates it once into <data>/app-secret,
// readable only by its owner, and every later start — or a second copy starting at the same moment —
// reads the same value; an in-memory database gets a secret of its own process.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appSecretFile, demoAppSecret } from '../../backend/app-secret';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe('the demo APP_SECRET', () => {
  it('is generated beside the PGlite directory, 0600, and read back on the next start', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parkolot-secret-'));
    const dataDir = path.join(dir, 'data', 'pglite');
    const [first, second] = await Promise.all([demoAppSecret(dataDir), demoAppSecret(dataDir)]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    const file = appSecretFile(dataDir);
    expect(file).toBe(path.join(dir, 'data', 'app-secret'));
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await demoAppSecret(dataDir)).toBe(first);
  });

  it('refuses a file that holds too short a secret instead of signing with it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parkolot-secret-'));
    const dataDir = path.join(dir, 'pglite');
    await writeFile(appSecretFile(dataDir), 'short\n');
    await expect(demoAppSecret(dataDir)).rejects.toThrow(/fewer than 32 characters/);
  });

  it('is a fresh one per process for an in-memory database', async () => {
    const [a, b] = await Promise.all([demoAppSecret('memory'), demoAppSecret('memory')]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).not.toBe(a);
  });
});
