/**
 * APP_SECRET: the key of every link and check value only Parkolot can make — booking tokens (Moja
 * rezerwacja), signed downloads, "pay again" links, the voucher QR code's check. Live mode requires it
 * (core/mode.ts). Without it a demo generates one on first start and reuses it on every later start, so
 * links keep working across restarts: on PostgreSQL in the database (`app_settings`), which every copy of
 * the API shares, so a link one copy signs is valid at the others; on PGlite in `<data>/app-secret` (next
 * to the PGlite directory, mode 0600, linked into place whole); an in-memory database gets a secret of
 * this process only. Rotating the secret revokes every link at once.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from './db/client';
import { appSettings } from './db/schema';
import { besideDataDir } from './lib/data-dir';
import { errorCode } from './lib/error-code';

export const MIN_APP_SECRET_LENGTH = 32;

/** Where a demo keeps its generated secret: beside the PGlite directory (./data/app-secret by default). */
export const appSecretFile = (dataDir: string) => besideDataDir(dataDir, 'app-secret');

async function readSecret(file: string): Promise<string | null> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < MIN_APP_SECRET_LENGTH)
      throw new Error(`${file} holds fewer than ${MIN_APP_SECRET_LENGTH} characters`);
    return secret;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** The demo's secret: read from its file, or generated into it (two copies starting at once agree on one). */
export async function demoAppSecret(dataDir: string): Promise<string> {
  if (dataDir === 'memory') return randomBytes(32).toString('hex');
  const file = appSecretFile(dataDir);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // Written whole under a name of its own, then linked into place: a copy starting at the same moment
  // either wins the link or reads the complete file of the one that did — never a half-written one.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const written = await readSecret(file);
    if (!written) throw new Error(`${file} vanished while it was being read`);
    return written;
  } finally {
    await unlink(draft);
  }
}

const APP_SECRET_SETTING = 'app_secret';

/**
 * The demo's secret on PostgreSQL: the one in `app_settings`, or a new one stored there. Copies starting
 * together agree: the second insert waits for the first to commit and then leaves its row alone.
 */
export async function databaseAppSecret(db: Executor): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: APP_SECRET_SETTING, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, APP_SECRET_SETTING));
  if (!row || row.value.length < MIN_APP_SECRET_LENGTH)
    throw new Error(`app_settings.${APP_SECRET_SETTING} holds fewer than ${MIN_APP_SECRET_LENGTH} characters`);
  return row.value;
}
