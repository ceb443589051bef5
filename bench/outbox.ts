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
import path from 'node:path';
import { z } from 'zod';
import { runGenerator } from './generator';
import { sampleAlone, sampleUnderLoad, type Drain, type LoadedDrain } from './outbox-samples';
import { startBenchServer } from './server';
import type { Throughput } from './throughput';
import { median as exactMedian } from './stats';

const GENERATOR = path.join('bench', 'outbox-data.ts');

const CountsSchema = z.object({
  orders: z.number(),
  refusals: z.number(),
  voucherEmails: z.number(),
  voucherSms: z.number(),
});

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

/** Runs the generator; its last stdout line is a JSON object of counts. */
const generate = (dataDir: string, orders: number) =>
  runGenerator(GENERATOR, ['--data-dir', dataDir, '--orders', String(orders)], CountsSchema);

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
