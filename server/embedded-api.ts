// The embedded API behind a worker thread: the same fetch/isReady/close surface as an in-process
// backend (server/app.ts picks one or the other), with the database work off the main thread.
// A thread that dies is started again (with backoff); while it is down, calls fail fast and
// `isAlive()` is false, so /healthz tells a supervisor.
import { Worker } from 'node:worker_threads';
import type { Level } from 'pino';
import { EnvProblemsError } from '../core/env';
import { ThreadReplySchema, type ThreadRequest } from './api-thread-protocol';
import type { EmbeddedApi } from './app';
import type { Logger } from './logger';
import type { RouteEntry } from '../backend/lib/unmatched';

// Built (build/server/server.js), the thread's bundle lies next to this code; from source (tsx), the boot
// file registers tsx in the thread first.
const THREAD_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './api-thread-boot.mjs' : './api-thread.js',
  import.meta.url,
);
/**
 * The thread's short-lived objects (V8's young generation): V8 lets it grow to ~34 MB while seeding and
 * keeps it; the API's answers are small JSON, and 12 MB saves ~20 MB of resident memory.
 */
const THREAD_YOUNG_GENERATION_MB = 12;
const READY_TIMEOUT_MS = 2_000;
const CLOSE_TIMEOUT_MS = 15_000;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/** Restart delays: 0.5 s, 1 s, 2 s … at most 30 s; a thread that ran for a minute starts the series over. */
const RESTART_BASE_MS = 500;
const RESTART_MAX_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

export const restartDelayMs = (failures: number, baseMs = RESTART_BASE_MS) =>
  Math.min(RESTART_MAX_MS, baseMs * 2 ** Math.max(0, failures - 1));

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
}

export interface ApiThreadOptions {
  logLevel: Level | 'silent';
  /** Where the thread's JSON log lines go (the main logger's destination). */
  writeLog: (line: string) => void;
  /** The main thread's logger, for the thread's own lifecycle (exits, restarts). */
  logger: Logger;
  /** First restart delay (then doubling up to 30 s). Default 0.5 s. */
  restartBaseMs?: number;
}

export interface ApiThread extends EmbeddedApi {
  /** False while the thread is down (crashed and not yet restarted). */
  isAlive(): boolean;
  /** Ends the thread the way a crash would (tests, failure drills); it is restarted like after one. */
  crash(): Promise<void>;
  /** How many times the thread was restarted after dying. */
  restarts(): number;
}

/** One running worker: its calls in flight, and how to talk to it. */
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  readiness: Map<number, (ready: boolean) => void>;
  startedAt: number;
  alive: boolean;
}

/** Starts the API thread and resolves once its database is open (migrated, seeded). */
export function startApiThread({
  logLevel,
  writeLog,
  logger,
  restartBaseMs = RESTART_BASE_MS,
}: ApiThreadOptions): Promise<ApiThread> {
  let nextId = 1;
  /** The API's route table, as the last thread to start told it (the same on every start). */
  let routes: readonly RouteEntry[] = [];
  let clientTagKey: string | undefined;
  let current: Thread | null = null;
  let closing = false;
  let closedError: Error | null = null;
  let onClosed: (() => void) | null = null;
  let failures = 0;
  let restartCount = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  /** Until the first thread started, a failure is the caller's (start-up fails); after that, a restart. */
  let started = false;

  const downError = () => closedError ?? new Error('The API thread is restarting');

  /** Rejects every call waiting on this thread (it will never answer them). */
  const failCalls = (thread: Thread, error: Error) => {
    for (const { reject } of thread.pending.values()) reject(error);
    thread.pending.clear();
    for (const answer of thread.readiness.values()) answer(false);
    thread.readiness.clear();
  };

  const spawn = (): Promise<Thread> =>
    new Promise<Thread>((resolveStart, rejectStart) => {
      // The backend reads its settings (DATA_DIR, DATABASE_URL, SEED …) from process.env, which a worker
      // gets a copy of.
      const worker = new Worker(THREAD_ENTRY, {
        workerData: { logLevel },
        resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
      });
      const thread: Thread = { worker, pending: new Map(), readiness: new Map(), startedAt: 0, alive: false };

      worker.on('error', (error) => {
        logger.error({ err: error }, 'API thread: uncaught error');
        rejectStart(error);
      });
      worker.on('exit', (code) => {
        thread.alive = false;
        failCalls(thread, downError());
        rejectStart(new Error(`The API thread stopped while starting (exit code ${code})`));
        if (current === thread) current = null;
        if (closing) onClosed?.();
        else if (started) scheduleRestart(thread, code);
      });
      worker.on('message', (raw: unknown) => {
        const parsed = ThreadReplySchema.safeParse(raw);
        // Only the API thread writes here; a message of another shape is a bug, not a reason to crash.
        if (!parsed.success) {
          logger.error({ issues: parsed.error.issues.length }, 'API thread: unreadable message');
          return;
        }
        const message = parsed.data;
        switch (message.type) {
          case 'log':
            writeLog(message.line);
            break;
          case 'started':
            routes = message.routes;
            clientTagKey = message.clientTagKey;
            thread.alive = true;
            thread.startedAt = Date.now();
            resolveStart(thread);
            break;
          case 'start-failed':
            rejectStart(
              message.problems
                ? new EnvProblemsError(message.problems)
                : new Error(`The embedded API could not start: ${message.message}`),
            );
            void worker.terminate();
            break;
          case 'response': {
            const waiting = thread.pending.get(message.id);
            thread.pending.delete(message.id);
            const body = NULL_BODY_STATUSES.has(message.status) ? null : message.body;
            waiting?.resolve(
              new Response(body, { status: message.status, statusText: message.statusText, headers: message.headers }),
            );
            break;
          }
          case 'failure': {
            const waiting = thread.pending.get(message.id);
            thread.pending.delete(message.id);
            waiting?.reject(new Error(message.message));
            break;
          }
          case 'ready':
            thread.readiness.get(message.id)?.(message.ready);
            thread.readiness.delete(message.id);
            break;
          case 'closed':
            onClosed?.();
            break;
        }
      });
    });

  function scheduleRestart(dead: Thread, code: number) {
    if (dead.startedAt > 0 && Date.now() - dead.startedAt > STABLE_AFTER_MS) failures = 0;
    failures += 1;
    const delayMs = restartDelayMs(failures, restartBaseMs);
    logger.error({ event: 'api_thread_exit', code, restartInMs: delayMs }, 'API thread stopped: restarting it');
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      if (closing) return;
      spawn().then(
        (thread) => {
          if (closing) return void thread.worker.terminate();
          current = thread;
          restartCount += 1;
          logger.info({ event: 'api_thread_restarted', restarts: restartCount }, 'API thread restarted');
        },
        // A thread that failed to start exits, and its exit handler schedules the next attempt.
        (error: unknown) => logger.error({ err: error }, 'API thread: restart failed'),
      );
    }, delayMs);
    restartTimer.unref();
  }

  const post = (thread: Thread, message: ThreadRequest) => thread.worker.postMessage(message);

  return spawn().then((first) => {
    current = first;
    started = true;
    const api: ApiThread = {
      async fetch(request) {
        const thread = current;
        if (!thread?.alive) throw downError();
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const body = hasBody ? new Uint8Array(await request.arrayBuffer()) : null;
        // The thread may have died while the body was read: its calls were already failed.
        if (current !== thread || !thread.alive) throw downError();
        const id = nextId++;
        return new Promise<Response>((resolve, reject) => {
          const signal = request.signal;
          const onAbort = () => {
            thread.pending.delete(id);
            reject(signal.reason instanceof Error ? signal.reason : new Error('The API call was aborted'));
          };
          if (signal.aborted) return onAbort();
          signal.addEventListener('abort', onAbort, { once: true });
          const settle =
            <T>(finish: (value: T) => void) =>
            (value: T) => {
              signal.removeEventListener('abort', onAbort);
              finish(value);
            };
          thread.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
          post(thread, {
            type: 'fetch',
            id,
            url: request.url,
            method: request.method,
            headers: [...request.headers],
            body,
          });
        });
      },
      isReady() {
        const thread = current;
        if (!thread?.alive) return Promise.resolve(false);
        const id = nextId++;
        return new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            thread.readiness.delete(id);
            resolve(false);
          }, READY_TIMEOUT_MS);
          thread.readiness.set(id, (ready) => {
            clearTimeout(timer);
            resolve(ready);
          });
          post(thread, { type: 'ready?', id });
        });
      },
      routes: () => routes,
      clientTagKey: () => clientTagKey,
      isAlive: () => !closing && current?.alive === true,
      restarts: () => restartCount,
      async crash() {
        await current?.worker.terminate();
      },
      async close() {
        if (closing) return;
        closing = true;
        closedError = new Error('The embedded API is closed');
        clearTimeout(restartTimer);
        const thread = current;
        if (!thread) return;
        // The database closes in its thread (a checkpoint for PGlite); then the thread ends.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
          onClosed = () => {
            clearTimeout(timer);
            resolve();
          };
          post(thread, { type: 'close' });
        });
        failCalls(thread, closedError);
        await thread.worker.terminate();
      },
    };
    return api;
  });
}
