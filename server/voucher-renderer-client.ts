// Renders voucher e-mails (HTML, text, PDF, .ics) in a child process at the lowest CPU priority
// (server/voucher-renderer.ts), for the outbox worker (decision 0030's addendum: a draining outbox must
// not slow the pages). Forked on the
// first voucher; a child that dies fails what it was rendering (the outbox retries it) and is forked
// again for the next one.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { VoucherMessage } from '../backend/notifications/voucher-message';
import type { VoucherRenderer } from '../backend/outbox/worker';
import type { Logger } from './logger';

const ENTRY = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './voucher-renderer-boot.mjs' : './voucher-renderer.js', import.meta.url),
);
/** Niceness 19: the scheduler gives the renderer CPU only when the server's threads leave some. */
const LOWEST_PRIORITY = 19;
/** A voucher takes ~60 ms; under full load at the lowest priority it may wait much longer. */
const RENDER_TIMEOUT_MS = 120_000;

const ReplySchema = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({
    id: z.number(),
    message: z.object({
      subject: z.string(),
      html: z.string(),
      text: z.string(),
      pdf: z.instanceof(Uint8Array),
      ics: z.string(),
    }),
  }),
  z.object({ id: z.number(), error: z.string() }),
]);

interface Pending {
  resolve: (message: VoucherMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export function startVoucherRenderer(
  logger?: Pick<Logger, 'warn' | 'info'>,
): VoucherRenderer & { pid(): number | undefined } {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(reason: string) {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.reject(new Error(reason));
      pending.delete(id);
    }
  }

  function spawn(): ChildProcess {
    const started = fork(ENTRY, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Only what rendering needs: the child never sees the server's secrets.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production', PATH: process.env.PATH ?? '' },
    });
    try {
      if (started.pid !== undefined) setPriority(started.pid, LOWEST_PRIORITY);
    } catch {
      logger?.warn({ event: 'voucher_renderer_priority' }, 'voucher renderer: could not lower its priority');
    }
    started.on('message', (raw: unknown) => {
      const reply = ReplySchema.safeParse(raw);
      if (!reply.success || 'ready' in reply.data) return;
      const job = pending.get(reply.data.id);
      if (!job) return;
      pending.delete(reply.data.id);
      clearTimeout(job.timer);
      if ('message' in reply.data) {
        const { message } = reply.data;
        job.resolve({ ...message, pdf: Buffer.from(message.pdf) });
      } else job.reject(new Error(`voucher renderer: ${reply.data.error}`));
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      if (pending.size) logger?.warn({ event: 'voucher_renderer_exit', code, signal }, 'voucher renderer exited');
      failAll('the voucher renderer exited');
    });
    started.on('error', () => {
      if (child === started) child = null;
      failAll('the voucher renderer failed');
    });
    return started;
  }

  return {
    render(view) {
      child ??= spawn();
      const target = child;
      const id = nextId++;
      return new Promise<VoucherMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('the voucher renderer did not answer in time'));
        }, RENDER_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        target.send({ id, view }, (error) => {
          if (!error) return;
          clearTimeout(timer);
          pending.delete(id);
          reject(error);
        });
      });
    },
    async close() {
      const current = child;
      child = null;
      failAll('the voucher renderer was closed');
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.disconnect();
        setTimeout(() => current.kill('SIGKILL'), 5_000).unref();
      });
    },
    pid: () => child?.pid,
  };
}
