import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import net from 'node:net';
import { errorCode } from '../lib/error-code';

/** What a process holds while it has a PGlite directory open; `release` gives it up. */
export interface DataDirHold {
  release(): Promise<void>;
}

/**
 * Claims a PGlite directory for this process. PGlite is PostgreSQL in one process with no lock of its
 * own: two processes on one DATA_DIR (a second `npm start` in the same checkout, two containers on one
 * volume) would both write its files and corrupt it. The claim is a listening socket in Linux's abstract
 * namespace, named after the directory's real path: the kernel lets one process listen on a name and
 * frees it when the process ends in any way (kill -9 too), so there is no stale lock to clean up. A
 * socket in a network namespace of its own (another container) does not see this one; on other systems
 * (development on macOS) nothing is claimed. Abstract names have no permissions: another local program
 * listening on the same name first would make this start fail with the same message.
 */
export async function holdDataDir(dataDir: string): Promise<DataDirHold> {
  if (process.platform !== 'linux') return { release: async () => {} };
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    let listening = false;
    // Before listening, an error is the answer; after, a failed accept (EMFILE) must not end the process.
    server.on('error', (error) => {
      if (listening) return;
      reject(
        errorCode(error) === 'EADDRINUSE'
          ? new Error(
              `DATA_DIR ${dataDir} is open in another running process: PGlite serves one process at a time ` +
                '(stop the other one, give this one its own DATA_DIR, or run several copies on PostgreSQL with DATABASE_URL)',
            )
          : error,
      );
    });
    server.listen(`\0parkolot-data-dir-${digest}`, () => {
      listening = true;
      resolve();
    });
  });
  server.unref();
  return { release: () => new Promise((resolve) => server.close(() => resolve())) };
}
