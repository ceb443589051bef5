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
  /**
   * After a signal: how long to keep accepting (and serving, `Connection: close`) while /readyz says 503,
   * so a balancer that polls it stops sending first (SHUTDOWN_DRAIN_MS; default 0).
   */
  drainMs?: number;
}

/** A server's shutdown timing: the drain from its settings, the cut from its start options (tests shorten it). */
export const shutdownTiming = (env: { SHUTDOWN_DRAIN_MS: number }, options: { shutdownTimeoutMs?: number }) => ({
  timeoutMs: options.shutdownTimeoutMs,
  drainMs: env.SHUTDOWN_DRAIN_MS,
});

export interface ShutdownHow {
  /**
   * Accept what the kernel already queued before the listener closes (a signal's shutdown): closing it
   * resets every connection still in its accept queue — a request the client already sent, lost.
   */
  drain?: boolean;
}

export interface Shutdown {
  /** Idempotent: every call returns the same promise. */
  (reason?: string, how?: ShutdownHow): Promise<void>;
  isShuttingDown(): boolean;
}

/** The longest the accept queue is drained after a signal, so a flood of new connections cannot hold it open. */
const QUEUE_DRAIN_CAP_MS = 2_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps the listener open for `drainMs`, then through turns of the event loop until one accepts no
 * connection: a process that was busy (a render, a signal during a burst) may still have handshaken
 * connections waiting in the kernel's queue, each polled turn accepts them, and only an empty turn shows
 * the queue is empty. Capped at `drainMs` + 2 s.
 */
async function acceptQueued(server: Server, drainMs: number) {
  let accepted = 0;
  const count = () => void accepted++;
  server.on('connection', count);
  try {
    if (drainMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, drainMs));
    const until = Date.now() + QUEUE_DRAIN_CAP_MS;
    let before: number;
    do {
      before = accepted;
      await nextTurn();
      await nextTurn();
    } while (accepted !== before && Date.now() < until);
  } finally {
    server.off('connection', count);
  }
}

/**
 * Graceful stop: (after a signal, accept what is queued — see acceptQueued) refuse new connections, let in-flight requests finish (closing keep-alive sockets as
 * soon as they are idle), cut what is left after `timeoutMs`, then close the backend (database).
 */
export function createShutdown({
  server,
  backend,
  extra = [],
  logger,
  timeoutMs = 10_000,
  drainMs = 0,
}: ShutdownOptions): Shutdown {
  let pending: Promise<void> | undefined;

  const run = async (reason: string, { drain = false }: ShutdownHow) => {
    logger.info({ reason }, 'Shutting down');
    if (drain && server.listening) await acceptQueued(server, drainMs);

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

  return Object.assign((reason = 'shutdown', how: ShutdownHow = {}) => (pending ??= run(reason, how)), {
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
    close(signal, { drain: true }).then(
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
