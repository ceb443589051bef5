// The outbox drain (the issue: "1,000 queued e-mails drain to the local SMTP server (messages/s in the
// README), and listing p99 while the outbox drains stays within 10 % of idle").
//
// Once per run: the built server seeds a fresh PGlite directory, then bench/outbox-data.ts places and pays
// 1,000 orders through the API's own handlers on it, which queues 1,000 voucher e-mails (HTML, text, PDF,
// .ics) and 1,000 SMS. Each sample then starts the production server twice on a copy of that directory,
// with SMTP_URL pointing at a real SMTP server (smtp-server) in this process and SMS written to files:
//
//   A. Listing load at 10 connections in four windows on one server process: idle, draining, draining,
//      idle (ABBA). Idle: the SMTP server holds MAIL FROM, so the outbox worker (one message at a time)
//      waits with the queue full. Draining: the hold is released and e-mails leave meanwhile; before the
//      last window it is held again. Each kind's p99 is the mean of its two windows, so a listing that
//      drifts steadily as the process runs (an A/A check showed later windows read slower on their own)
//      weighs on both alike. The server is then stopped, mid-drain.
//   B. Nothing held and no other traffic: the whole queue drains → e-mails/s and drain seconds.
//
// e-mails/s = e-mails accepted / the time from the first to the last one accepted.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';
import { runGenerator } from './generator';
import { freePort, startBenchServer } from './server';
import { measureThroughput, measureThroughputUntil, type Throughput } from './throughput';
import { median as exactMedian } from './stats';

const GENERATOR = path.join('bench', 'outbox-data.ts');
/** Unmeasured listing load before the idle measurement, so that the idle and the draining rows run on a warm server. */
const WARM_UP_S = 5;
/** A drain that accepts no e-mail for this long has stalled (a refused message waits 30 s for its retry). */
const STALL_MS = 90_000;
/** Fewer e-mails than this during the draining measurement: the listing was not measured "while draining". */
const MIN_EMAILS_WHILE_LOADED = 2;
/** SMS are written by the same worker right after or before an e-mail: they land within moments of the last one. */
const SMS_WAIT_MS = 30_000;
/**
 * In sample A the first message waits at MAIL FROM through the warm-up and the idle measurement; the
 * mailer's own 45 s socket timeout would fail it before a 30 s measurement ends. Only that run's SMTP_URL
 * raises it (the mailer lets the URL's values win); a timeout changes nothing about the drain's speed.
 */
const HELD_SOCKET_TIMEOUT_MS = 10 * 60_000;

const CountsSchema = z.object({
  orders: z.number(),
  refusals: z.number(),
  voucherEmails: z.number(),
  voucherSms: z.number(),
});

export interface Drain {
  /** E-mails accepted by the SMTP server (each checked to carry the PDF voucher). */
  emails: number;
  /** SMS files written. */
  sms: number;
  /** From the first to the last accepted e-mail. */
  seconds: number;
  emailsPerSecond: number;
}

/** Sample A after the release: the e-mails accepted while the listing was under load. */
export interface LoadedDrain {
  emails: number;
  /** From the release to the end of the listing load. */
  seconds: number;
  emailsPerSecond: number;
  /** The queue ran dry before the load ended (the load then ended with the last e-mail). */
  completed: boolean;
}

export interface OutboxSample {
  /** Listing load while the outbox worker waits at the SMTP server with the queue full. */
  idle: Throughput;
  /** The same load from the release, as long as the idle one (or until the last e-mail, if sooner). */
  draining: Throughput;
  /** draining p99 / idle p99 */
  p99Ratio: number;
  /** Sample A's drain while the listing was under load. */
  drainUnderLoad: LoadedDrain;
  /** Sample B's drain, with no other traffic. */
  drainAlone: Drain;
}

export interface OutboxResult {
  orders: number;
  connections: number;
  /** Length of each idle and each draining measurement. */
  durationS: number;
  samples: OutboxSample[];
  /** Samples taken again after a failure. */
  retries: number;
  /** Medians over the samples. */
  emailsPerSecond: number;
  drainSeconds: number;
  emailsPerSecondUnderLoad: number;
  idleP99Ms: number;
  drainingP99Ms: number;
  /** Median of the samples' draining p99 / idle p99 (each pair from one server process). */
  p99Ratio: number;
  /** Failed responses over every idle and draining row. */
  failures: number;
}

/** Medians as the report prints them: two decimals at most. */
const median = (values: number[]) => Math.round(exactMedian(values) * 100) / 100;

const progress = (message: string) => process.stderr.write(`${message}\n`);

interface SmtpSink {
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
async function startSmtpSink({ held }: { held: boolean }): Promise<SmtpSink> {
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

const countFiles = (dir: string) => {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
};

async function waitForSms(dir: string, count: number): Promise<number> {
  const deadline = Date.now() + SMS_WAIT_MS;
  while (countFiles(dir) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const sms = countFiles(dir);
  if (sms < count) throw new Error(`only ${sms} of ${count} SMS were written`);
  return sms;
}

function drainOf(sink: SmtpSink, sms: number): Drain {
  const { emails, seconds } = sink.span();
  return {
    emails,
    sms,
    seconds: Math.round(seconds * 10) / 10,
    emailsPerSecond: seconds > 0 ? Math.round((emails / seconds) * 10) / 10 : 0,
  };
}

/** Runs the generator; its last stdout line is a JSON object of counts. */
const generate = (dataDir: string, orders: number) =>
  runGenerator(GENERATOR, ['--data-dir', dataDir, '--orders', String(orders)], CountsSchema);

/** One server process on a fresh copy of the queued database, sending to `sink` and to files in its own SMS_DIR. */
async function startOnCopy(
  queuedDir: string,
  runDir: string,
  sink: SmtpSink,
  { holdsFirstMessage }: { holdsFirstMessage: boolean },
) {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const dataDir = path.join(runDir, 'pglite');
  cpSync(queuedDir, dataDir, { recursive: true });
  const smsDir = path.join(runDir, 'sms');
  const smtpUrl = `smtp://127.0.0.1:${sink.port}${holdsFirstMessage ? `?socketTimeout=${HELD_SOCKET_TIMEOUT_MS}` : ''}`;
  const server = await startBenchServer({
    dataDir,
    logFile: path.join(runDir, 'server.log'),
    env: { SMTP_URL: smtpUrl, SMS_PROVIDER: 'file', SMS_DIR: smsDir, MAIL_DIR: path.join(runDir, 'mail') },
  });
  return { server, smsDir };
}

/** A promise that never settles: a window that runs its full length. */
const never = new Promise<never>(() => undefined);

/** The p99 of two windows of one kind: their mean, so a linear drift over the sample cancels out (ABBA). */
const pairP99 = ([a, b]: Throughput[]): Throughput => ({
  ...a,
  durationS: a.durationS + b.durationS,
  requestsPerSecond: Math.round(((a.requestsPerSecond + b.requestsPerSecond) / 2) * 10) / 10,
  p50Ms: Math.round(((a.p50Ms + b.p50Ms) / 2) * 10) / 10,
  p99Ms: Math.round(((a.p99Ms + b.p99Ms) / 2) * 10) / 10,
  maxMs: Math.max(a.maxMs, b.maxMs),
  requests: a.requests + b.requests,
  failures: a.failures + b.failures,
});

async function sampleUnderLoad(options: {
  queuedDir: string;
  runDir: string;
  orders: number;
  listingUrl: (origin: string) => string;
  connections: number;
  durationS: number;
}) {
  const sink = await startSmtpSink({ held: true });
  try {
    const { server } = await startOnCopy(options.queuedDir, options.runDir, sink, { holdsFirstMessage: true });
    try {
      const url = options.listingUrl(server.url);
      const windowS = options.durationS / 2;
      await measureThroughput(url, options.connections, WARM_UP_S);
      if (sink.held() === 0) await sink.whenHeld();
      // Idle, draining, draining, idle: windows of half the duration each, all on this server process. A
      // listing that slows (or speeds up) steadily as the process runs moves both means alike.
      const idle: Throughput[] = [];
      const draining: Throughput[] = [];
      let emails = 0;
      let drainSeconds = 0;
      const drained = sink.received(options.orders);
      const failed: { error: unknown } = { error: null };
      void drained.catch((error: unknown) => (failed.error = error));
      const idleWindow = async () => {
        const before = sink.emails();
        idle.push(await measureThroughputUntil(url, options.connections, never, windowS));
        if (sink.emails() !== before) throw new Error('an e-mail was accepted while the outbox was held');
      };
      const drainingWindow = async () => {
        const before = sink.emails();
        const releasedAt = Date.now();
        const load = measureThroughputUntil(url, options.connections, drained, windowS);
        sink.release();
        draining.push(await load);
        drainSeconds += (Date.now() - releasedAt) / 1000;
        emails += sink.emails() - before;
        if (failed.error) throw failed.error instanceof Error ? failed.error : new Error(String(failed.error));
      };
      await idleWindow();
      await drainingWindow();
      await drainingWindow();
      // Held again: the worker finishes the message it is sending and waits at the next MAIL FROM.
      sink.hold();
      if (sink.emails() < options.orders) await sink.whenHeld();
      await idleWindow();
      if (emails < MIN_EMAILS_WHILE_LOADED)
        throw new Error(`only ${emails} e-mail(s) went out during ${drainSeconds.toFixed(1)} s of listing load`);
      const drain: LoadedDrain = {
        emails,
        seconds: Math.round(drainSeconds * 10) / 10,
        emailsPerSecond: Math.round((emails / drainSeconds) * 10) / 10,
        completed: sink.emails() >= options.orders,
      };
      return { idle: pairP99(idle), draining: pairP99(draining), drain };
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    rmSync(options.runDir, { recursive: true, force: true });
  }
}

async function sampleAlone(options: { queuedDir: string; runDir: string; orders: number }): Promise<Drain> {
  const sink = await startSmtpSink({ held: false });
  try {
    const { server, smsDir } = await startOnCopy(options.queuedDir, options.runDir, sink, { holdsFirstMessage: false });
    try {
      await sink.received(options.orders);
      return drainOf(sink, await waitForSms(smsDir, options.orders));
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    rmSync(options.runDir, { recursive: true, force: true });
  }
}

export async function measureOutbox(options: {
  workDir: string;
  orders: number;
  samples: number;
  connections: number;
  durationS: number;
  /** The listing's path (with its query) on a seeded server. */
  listingPath: (origin: string) => Promise<string>;
  /** Runs a sample, once more if it fails (bench/run.ts). */
  retry: <T>(sample: () => Promise<T>, onRetry: () => void) => Promise<T>;
}): Promise<OutboxResult> {
  const queuedDir = path.join(options.workDir, 'outbox-queued');
  progress('Outbox: seeding a database for the queue…');
  const seeding = await startBenchServer({
    dataDir: queuedDir,
    logFile: path.join(options.workDir, 'server-outbox-seed.log'),
    env: {
      SMS_DIR: path.join(options.workDir, 'outbox-seed-sms'),
      MAIL_DIR: path.join(options.workDir, 'outbox-seed-mail'),
    },
  });
  let listingPath: string;
  try {
    listingPath = await options.listingPath(seeding.url);
  } finally {
    await seeding.stop();
  }
  progress(`Outbox: placing and paying ${options.orders} orders (bench/outbox-data.ts)…`);
  const counts = await generate(queuedDir, options.orders);
  progress(`Outbox: queued ${counts.voucherEmails} e-mails and ${counts.voucherSms} SMS.`);

  const samples: OutboxSample[] = [];
  let retries = 0;
  const onRetry = () => retries++;
  for (let i = 1; i <= options.samples; i++) {
    progress(
      `Outbox sample ${i}/${options.samples}: listing idle (${options.durationS} s), then while ${options.orders} e-mails drain…`,
    );
    const loaded = await options.retry(
      () =>
        sampleUnderLoad({
          queuedDir,
          runDir: path.join(options.workDir, 'outbox-run'),
          orders: options.orders,
          listingUrl: (origin) => origin + listingPath,
          connections: options.connections,
          durationS: options.durationS,
        }),
      onRetry,
    );
    progress(
      `  idle p99 ${loaded.idle.p99Ms} ms, draining p99 ${loaded.draining.p99Ms} ms; ${loaded.drain.emailsPerSecond} e-mails/s under load`,
    );
    progress(`Outbox sample ${i}/${options.samples}: the queue drains with no other traffic…`);
    const drainAlone = await options.retry(
      () => sampleAlone({ queuedDir, runDir: path.join(options.workDir, 'outbox-run'), orders: options.orders }),
      onRetry,
    );
    progress(`  ${drainAlone.emails} e-mails in ${drainAlone.seconds} s: ${drainAlone.emailsPerSecond} e-mails/s`);
    samples.push({
      idle: loaded.idle,
      draining: loaded.draining,
      p99Ratio: Number((loaded.draining.p99Ms / loaded.idle.p99Ms).toFixed(2)),
      drainUnderLoad: loaded.drain,
      drainAlone,
    });
  }
  return {
    orders: options.orders,
    connections: options.connections,
    durationS: options.durationS,
    samples,
    retries,
    emailsPerSecond: median(samples.map((s) => s.drainAlone.emailsPerSecond)),
    drainSeconds: median(samples.map((s) => s.drainAlone.seconds)),
    emailsPerSecondUnderLoad: median(samples.map((s) => s.drainUnderLoad.emailsPerSecond)),
    idleP99Ms: median(samples.map((s) => s.idle.p99Ms)),
    drainingP99Ms: median(samples.map((s) => s.draining.p99Ms)),
    p99Ratio: median(samples.map((s) => s.p99Ratio)),
    failures: samples.reduce((sum, s) => sum + s.idle.failures + s.draining.failures, 0),
  };
}
