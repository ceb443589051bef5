import type { Server } from 'node:http';
import type { Logger } from 'pino';

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
