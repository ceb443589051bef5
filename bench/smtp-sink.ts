// The outbox bench's SMTP server (bench/outbox.ts): a real one (smtp-server) on loopback in the bench's
// process, which counts the e-mails it accepts and can hold the worker at MAIL FROM.
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

/** A drain that accepts no e-mail for this long has stalled (a refused message waits 30 s for its retry). */
const STALL_MS = 90_000;

export interface SmtpSink {
  port: number;
  /** E-mails accepted so far. */
  emails(): number;
  /** Messages waiting at MAIL FROM while held. */
  held(): number;
  /** Lets every held message (and every later one) through. */
  release(): void;
  /** Holds the next MAIL FROM again. */
  hold(): void;
  /** Resolves when a message waits at MAIL FROM; rejects after STALL_MS. */
  whenHeld(): Promise<void>;
  /**
   * Resolves when `count` e-mails were accepted; rejects when none arrives for STALL_MS or one comes
   * without its PDF. Still pending at close(): it stays pending.
   */
  received(count: number): Promise<void>;
  /** The drain so far: accepted e-mails and the span from the first to the last. */
  span(): { emails: number; seconds: number };
  close(): Promise<void>;
}

/** A real SMTP server on loopback that accepts and counts; `held`: MAIL FROM waits until `release()`. */
export async function startSmtpSink({ held }: { held: boolean }): Promise<SmtpSink> {
  let holding = held;
  const waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  const watchdogs = new Set<NodeJS.Timeout>();
  const state = { emails: 0, withoutPdf: 0, firstAt: 0, lastAt: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (holding) waiting.push(() => callback());
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const now = Date.now();
        if (Buffer.concat(chunks).includes('Content-Type: application/pdf')) {
          state.emails++;
          if (state.firstAt === 0) state.firstAt = now;
          state.lastAt = now;
        } else {
          state.withoutPdf++;
        }
        callback();
        for (const listener of listeners) listener();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    emails: () => state.emails,
    held: () => waiting.length,
    release() {
      holding = false;
      for (const pass of waiting.splice(0)) pass();
    },
    hold() {
      holding = true;
    },
    async whenHeld() {
      const deadline = Date.now() + STALL_MS;
      while (waiting.length === 0) {
        if (Date.now() > deadline) throw new Error('the outbox worker never reached the SMTP server while held');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    received(count) {
      return new Promise((resolve, reject) => {
        let lastProgress = Date.now();
        let seen = state.emails;
        const done = (error?: Error) => {
          clearInterval(watchdog);
          watchdogs.delete(watchdog);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (state.withoutPdf > 0)
            return done(new Error(`${state.withoutPdf} e-mail(s) came without the PDF voucher`));
          if (state.emails >= count) return done();
          if (state.emails !== seen) {
            seen = state.emails;
            lastProgress = Date.now();
          } else if (Date.now() - lastProgress > STALL_MS) {
            done(new Error(`the drain stalled at ${state.emails} of ${count} e-mails`));
          }
        };
        const watchdog = setInterval(check, 1_000);
        watchdogs.add(watchdog);
        listeners.add(check);
        check();
      });
    },
    span: () => ({ emails: state.emails, seconds: state.emails > 0 ? (state.lastAt - state.firstAt) / 1000 : 0 }),
    close() {
      for (const watchdog of watchdogs) clearInterval(watchdog);
      listeners.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
