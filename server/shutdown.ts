import type { Server } from 'node:http';
import { destination, pino, type Logger } from 'pino';
import { EnvProblemsError } from '../core/env';

export interface Closable {
  close(): Promise<void>;
}

export interface ShutdownOptions {
  server: Server;
  /** The embedded backend (closes the database); absent when API_URL points at an upstream. */
  backend?: Closable;
  /** Anything else to close after the server stopped (e.g. the Vite dev server). */
  extra?: Closable[];
  logger: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs?: number;
}

export interface Shutdown {
  /** Idempotent: every call returns the same promise. */
  (reason?: string): Promise<void>;
  isShuttingDown(): boolean;
}

/**
 * Graceful stop: refuse new connections, let in-flight requests finish (closing keep-alive sockets as
 * soon as they are idle), cut what is left after `timeoutMs`, then close the backend (database).
 */
export function createShutdown({ server, backend, extra = [], logger, timeoutMs = 10_000 }: ShutdownOptions): Shutdown {
  let pending: Promise<void> | undefined;

  const run = async (reason: string) => {
    logger.info({ reason }, 'Shutting down');

    const serverClosed = new Promise<void>((resolve) => {
      server.close((error) => {
        // ERR_SERVER_NOT_RUNNING: it was never listening or is already closed — nothing to wait for.
        if (error) logger.debug({ err: error }, 'server.close');
        resolve();
      });
    });

    // A keep-alive socket between requests would hold server.close() open forever; close each as
    // soon as it goes idle (responses also carry `Connection: close` while shutting down).
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      logger.warn({ timeoutMs }, 'Shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, timeoutMs);

    try {
      await serverClosed;
    } finally {
      clearInterval(idleSweep);
      clearTimeout(deadline);
    }

    for (const closable of [...(backend ? [backend] : []), ...extra]) {
      try {
        await closable.close();
      } catch (error) {
        logger.error({ err: error }, 'Error while closing a resource during shutdown');
      }
    }
    logger.info('Shutdown complete');
  };

  return Object.assign((reason = 'shutdown') => (pending ??= run(reason)), {
    isShuttingDown: () => pending !== undefined,
  });
}

/**
 * For an entry point: SIGTERM/SIGINT start the graceful shutdown and exit 0 when it is done (1 if it
 * failed); a second signal exits at once.
 */
export function exitOnSignals(close: Shutdown, logger: Logger) {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    close(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Listens; on failure (e.g. EADDRINUSE) releases what was opened through `shutdown` and rethrows. */
export async function listenOrShutDown(server: Server, port: number, host: string, shutdown: Shutdown) {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await shutdown('startup failed');
    throw error;
  }
}

/**
 * What an entry point does when it cannot start: exit 1 after saying why on stderr. Configuration
 * problems stay the readable list they are (one per line, for the person setting the service up);
 * anything else (the port taken, the database unreachable) is one fatal JSON line with the error's stack
 * inside, like every other line the service logs, so a log collector keeps it whole.
 */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof EnvProblemsError) {
    console.error(error.message);
  } else {
    // Synchronous, so the line is written before the process exits.
    pino(destination({ dest: 2, sync: true })).fatal({ err: error }, 'Start-up failed');
  }
  process.exit(1);
}
