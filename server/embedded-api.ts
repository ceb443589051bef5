// The embedded API behind a worker thread: the same fetch/isReady/close surface as an in-process
// backend (server/app.ts picks one or the other), with the database work off the main thread.
import { Worker } from 'node:worker_threads';
import type { Level } from 'pino';
import { ThreadReplySchema, type ThreadRequest } from './api-thread-protocol';
import type { EmbeddedApi } from './app';

const READY_TIMEOUT_MS = 2_000;
const CLOSE_TIMEOUT_MS = 15_000;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
}

export interface ApiThreadOptions {
  logLevel: Level | 'silent';
  /** Where the thread's JSON log lines go (the main logger's destination). */
  writeLog: (line: string) => void;
}

/** Starts the API thread and resolves once its database is open (migrated, seeded). */
export function startApiThread({ logLevel, writeLog }: ApiThreadOptions): Promise<EmbeddedApi> {
  // The backend reads its settings (DATA_DIR, DATABASE_URL, SEED …) from process.env, which a worker
  // gets a copy of.
  const worker = new Worker(new URL('./api-thread-boot.mjs', import.meta.url), { workerData: { logLevel } });

  const pending = new Map<number, Pending>();
  const readiness = new Map<number, (ready: boolean) => void>();
  let nextId = 1;
  let stopped: Error | null = null;
  let onClosed: (() => void) | null = null;
  const post = (message: ThreadRequest) => worker.postMessage(message);

  const fail = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    for (const answer of readiness.values()) answer(false);
    readiness.clear();
  };

  return new Promise<EmbeddedApi>((resolveStart, rejectStart) => {
    worker.on('error', (error) => {
      fail(error);
      rejectStart(error);
    });
    worker.on('exit', (code) => {
      fail(new Error(`The API thread stopped (exit code ${code})`));
      rejectStart(new Error(`The API thread stopped while starting (exit code ${code})`));
      onClosed?.();
    });
    worker.on('message', (raw: unknown) => {
      const parsed = ThreadReplySchema.safeParse(raw);
      // Only the API thread writes here; a message of another shape is a bug, not a reason to crash.
      if (!parsed.success) {
        writeLog(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'API thread: unreadable message', issues: parsed.error.issues.length })}\n`);
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'log':
          writeLog(message.line);
          break;
        case 'started':
          resolveStart(api);
          break;
        case 'start-failed':
          rejectStart(new Error(`The embedded API could not start: ${message.message}`));
          void worker.terminate();
          break;
        case 'response': {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          const body = NULL_BODY_STATUSES.has(message.status) ? null : message.body;
          waiting?.resolve(new Response(body, { status: message.status, statusText: message.statusText, headers: message.headers }));
          break;
        }
        case 'failure': {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          waiting?.reject(new Error(message.message));
          break;
        }
        case 'ready':
          readiness.get(message.id)?.(message.ready);
          readiness.delete(message.id);
          break;
        case 'closed':
          onClosed?.();
          break;
      }
    });

    const api: EmbeddedApi = {
      async fetch(request) {
        if (stopped) throw stopped;
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const body = hasBody ? new Uint8Array(await request.arrayBuffer()) : null;
        const id = nextId++;
        return new Promise<Response>((resolve, reject) => {
          const signal = request.signal;
          const onAbort = () => {
            pending.delete(id);
            reject(signal.reason instanceof Error ? signal.reason : new Error('The API call was aborted'));
          };
          if (signal.aborted) return onAbort();
          signal.addEventListener('abort', onAbort, { once: true });
          const settle = <T>(finish: (value: T) => void) => (value: T) => {
            signal.removeEventListener('abort', onAbort);
            finish(value);
          };
          pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
          post({ type: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body });
        });
      },
      isReady() {
        if (stopped) return Promise.resolve(false);
        const id = nextId++;
        return new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            readiness.delete(id);
            resolve(false);
          }, READY_TIMEOUT_MS);
          readiness.set(id, (ready) => {
            clearTimeout(timer);
            resolve(ready);
          });
          post({ type: 'ready?', id });
        });
      },
      async close() {
        if (stopped) return;
        // The database closes in its thread (a checkpoint for PGlite); then the thread ends.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
          onClosed = () => {
            clearTimeout(timer);
            resolve();
          };
          post({ type: 'close' });
        });
        fail(new Error('The embedded API is closed'));
        await worker.terminate();
      },
    };
  });
}
