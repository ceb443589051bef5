import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file or folder a demo keeps beside its PGlite directory: `./data/<name>` with the default DATA_DIR
 * (./data/pglite), `/srv/parkolot/<name>` with DATA_DIR=/srv/parkolot/pglite — so moving DATA_DIR moves
 * the generated secret, the e-mails and the text messages with it. An in-memory database (`memory`) keeps
 * them under ./data.
 */
export const besideDataDir = (dataDir: string, name: string): string =>
  dataDir === 'memory' ? path.resolve('data', name) : path.join(path.dirname(path.resolve(dataDir)), name);

/**
 * Writes one demo message (an e-mail with its signed booking link, an SMS) readable by this user only: the
 * folder 0700 when it is made, the file 0600 — they hold a traveller's name, contact and plates.
 */
export async function writePrivateFile(dir: string, name: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, name), content, { mode: 0o600 });
}
