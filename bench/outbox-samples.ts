// One sample of the outbox bench (bench/outbox.ts), each on its own server process and a fresh copy of the
// queued database: the listing under load while the outbox is held, then drains (A), and the whole queue
// draining with nothing else running (B).
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startBenchServer } from './server';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { measureThroughput, measureThroughputUntil, type Throughput } from './throughput';

/** Unmeasured listing load before the idle measurement, so that the idle and the draining rows run on a warm server. */
const WARM_UP_S = 5;
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

export async function sampleUnderLoad(options: {
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

export async function sampleAlone(options: { queuedDir: string; runDir: string; orders: number }): Promise<Drain> {
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
