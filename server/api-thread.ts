// The embedded marketplace API in its own thread (worker entry; see server/embedded-api.ts). PGlite,
// the SQL and the API's JSON run here (settings from process.env, a copy of the main thread's), on the machine's other core, while the main thread renders pages.
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { backendConfigFromEnv } from '../backend/config';
import { EnvProblemsError } from '../core/env';
import { createBackend } from '../backend/index';
import { createLogger } from './logger';
import { startVoucherRenderer } from './voucher-renderer-client';
import { ThreadRequestSchema, type ThreadReply, type ThreadRequest } from './api-thread-protocol';

const port = parentPort;
if (!port) throw new Error('server/api-thread.ts runs as a worker thread only');

const { logLevel } = z
  .object({ logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) })
  .parse(workerData);

const reply = (message: ThreadReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// Log lines go to the main thread, which writes them where its own lines go (stdout, or a test's sink).
const logger = createLogger({
  level: logLevel,
  destination: { write: (line: string) => reply({ type: 'log', line }) },
});

try {
  const backend = await createBackend(backendConfigFromEnv(process.env), {
    logger: logger.child({ component: 'backend' }),
    voucherRenderer: startVoucherRenderer(logger),
    outboxGivesWay: true,
  });

  /** One API call. Nothing in here may throw past it: an exception would end the thread. */
  const answerFetch = async (id: number, message: Extract<ThreadRequest, { type: 'fetch' }>) => {
    try {
      // undici refuses some methods (TRACE, CONNECT, TRACK) and malformed headers with an exception.
      const request = new Request(message.url, {
        method: message.method,
        headers: message.headers,
        body: message.body ?? undefined,
      });
      const response = await backend.fetch(request);
      const bytes = new Uint8Array(await response.arrayBuffer());
      reply(
        {
          type: 'response',
          id,
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body: bytes,
        },
        [bytes.buffer],
      );
    } catch (error) {
      logger.warn(
        { err: { name: error instanceof Error ? error.name : 'Error' }, method: message.method },
        'API thread: call failed',
      );
      reply({ type: 'failure', id, message: error instanceof Error ? error.message : String(error) });
    }
  };

  port.on('message', (raw: unknown) => {
    try {
      const parsed = ThreadRequestSchema.safeParse(raw);
      if (!parsed.success) {
        logger.error({ issues: parsed.error.issues.length }, 'API thread: unreadable message');
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'fetch':
          void answerFetch(message.id, message);
          break;
        case 'ready?':
          backend.isReady().then(
            (ready) => reply({ type: 'ready', id: message.id, ready }),
            () => reply({ type: 'ready', id: message.id, ready: false }),
          );
          break;
        case 'close':
          backend.close().then(
            () => reply({ type: 'closed' }),
            (error: unknown) =>
              reply({ type: 'closed', error: error instanceof Error ? error.message : String(error) }),
          );
          break;
      }
    } catch (error) {
      logger.error({ err: error }, 'API thread: message handler failed');
    }
  });
  reply({ type: 'started', routes: [...backend.routes()], clientTagKey: backend.clientTagKey() });
} catch (error) {
  reply({
    type: 'start-failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    ...(error instanceof EnvProblemsError ? { problems: error.problems } : {}),
  });
}
