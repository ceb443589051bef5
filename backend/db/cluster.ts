import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** PostgreSQL's (and PGlite's) sign that a directory holds a cluster: present, it is opened as one. */
const VERSION_FILE = 'PG_VERSION';

/**
 * Makes `dataDir` a whole database cluster unless it already holds one. The cluster is made elsewhere
 * (copied from `template`, or by PGlite's initdb in a scratch directory when there is none) and copied in,
 * PG_VERSION last and renamed into place: a process killed at any moment of its first start leaves either a
 * cluster or a directory without PG_VERSION, which the next start fills again (overwriting what a cut-short
 * copy left). Written straight into `dataDir`, a cut-short copy or initdb left PG_VERSION beside half a
 * cluster that PGlite then refused for good. Copied rather than renamed: `dataDir` may be a mount point
 * (a container volume). A scratch directory of a process killed mid-initdb (from source only) stays in
 * the system's temporary directory.
 */
export async function ensureCluster(dataDir: string, template: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(path.join(dataDir, VERSION_FILE))) return;
  const scratch = existsSync(template) ? undefined : mkdtempSync(path.join(tmpdir(), 'parkolot-initdb-'));
  try {
    const source = scratch ?? template;
    if (scratch) {
      const { PGlite } = await import('@electric-sql/pglite');
      const initdb = new PGlite(scratch);
      await initdb.waitReady;
      await initdb.close();
    }
    const versionFile = path.join(source, VERSION_FILE);
    cpSync(source, dataDir, { recursive: true, filter: (file) => file !== versionFile });
    const partial = path.join(dataDir, `${VERSION_FILE}.partial`);
    copyFileSync(versionFile, partial);
    renameSync(partial, path.join(dataDir, VERSION_FILE));
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
