// The report's sections, one Markdown table (and its notes) per part of the benchmark, each value marked
// ✗ where it misses its budget (bench/budgets.ts); bench/report.ts puts them together.
import {
  LIGHTHOUSE_MIN,
  LISTING_P99_MAX_MS,
  MEMORY_MAX_MB,
  OUTBOX_P99_RATIO_MAX,
  SCALE_P50_RATIO_MAX,
  TBT_MAX_MS,
  type Results,
} from './budgets';
import { CALIBRATION_RUNS, RECALIBRATION_TOLERANCE } from './lighthouse';
import { JS_BUDGETS_KB } from './sizes';

function table(header: string[], align: Array<'l' | 'r'>, rows: Array<Array<string | number>>): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** A value with ✗ when it misses its budget. */
const judged = (value: number | null, pass: boolean) => `${value ?? 'n/a'}${pass ? '' : ' ✗'}`;

export function sizesSection(results: Results): string[] {
  if (!results.sizes) return [];
  return [
    '### Page weight at first load (gzip KB, from the build manifest)',
    '',
    table(
      ['page', 'JS', 'CSS', 'JS budget'],
      ['l', 'r', 'r', 'r'],
      results.sizes.map((row) => [
        row.page,
        judged(row.js, row.js !== null && row.js <= JS_BUDGETS_KB[row.page]),
        row.css ?? 'n/a',
        `≤ ${JS_BUDGETS_KB[row.page]}`,
      ]),
    ),
    '',
    'Entry, root and route modules with their static imports; lazy chunks (calendar, drawer, lightbox…) excluded.',
    '',
  ];
}

export function memorySection(results: Results): string[] {
  const { memory } = results;
  if (!memory) return [];
  return [
    '### Memory of the server process (demo mode, fresh database)',
    '',
    table(
      ['idle RSS MB', 'peak RSS MB (start-up, seeding)', 'start-up ms'],
      ['r', 'r', 'r'],
      [
        [
          judged(memory.idleRssMb, memory.idleRssMb <= MEMORY_MAX_MB.idle),
          judged(memory.peakRssMb, memory.peakRssMb <= MEMORY_MAX_MB.peak),
          memory.startupMs,
        ],
      ],
    ),
    '',
    `Budgets: idle ≤ ${MEMORY_MAX_MB.idle} MB, peak ≤ ${MEMORY_MAX_MB.peak} MB. \`node build/server/server.js\` with the API in its worker thread; peak is the kernel's high-water mark (VmHWM).`,
    '',
  ];
}

export function lighthouseSection(results: Results, runs: number): string[] {
  if (!results.lighthouse) return [];
  const version = results.lighthouse[0]?.lighthouseVersion ?? '';
  const footnotes = results.lighthouse
    .filter((row) => row.skippedAudits.length > 0)
    .map(
      (row) =>
        `¹ ${row.page}: \`${row.skippedAudits.join('`, `')}\` skipped — the page is \`noindex\` by design (a per-traveller checkout), so its SEO score is measured without the crawlability audit.`,
    );
  const failed = results.lighthouse
    .filter((row) => row.failedAudits.length > 0)
    .map((row) => `${row.page}: ${row.failedAudits.join(', ')}`);
  return [
    `### Lighthouse ${version}, mobile (simulated throttling), medians of ${runs} run${runs === 1 ? '' : 's'}`,
    '',
    table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'LCP ms',
        'TBT ms',
        'own blocking ms',
        'CLS',
        'JS transferred KB',
        'performance, all runs',
        'TBT, all runs',
        'CPU slowdown, all runs',
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      results.lighthouse.map((row) => [
        row.skippedAudits.length > 0 ? `${row.page} ¹` : row.page,
        judged(row.performance, row.performance >= LIGHTHOUSE_MIN.performance),
        judged(row.accessibility, row.accessibility >= LIGHTHOUSE_MIN.accessibility),
        judged(row.bestPractices, row.bestPractices >= LIGHTHOUSE_MIN.bestPractices),
        judged(row.seo, row.seo >= LIGHTHOUSE_MIN.seo),
        row.lcpMs,
        judged(row.tbtMs, row.tbtMs <= TBT_MAX_MS),
        row.ownBlockingMs ?? '?',
        row.cls,
        judged(row.jsTransferKb, row.jsTransferKb <= JS_BUDGETS_KB[row.page]),
        row.performanceRuns.join(', '),
        row.tbtRuns.join(', '),
        row.cpuSlowdownRuns.join(', '),
      ]),
    ),
    '',
    `Budgets: performance ≥ ${LIGHTHOUSE_MIN.performance}, accessibility ${LIGHTHOUSE_MIN.accessibility}, best practices ≥ ${LIGHTHOUSE_MIN.bestPractices}, SEO ${LIGHTHOUSE_MIN.seo}, ` +
      `TBT ≤ ${TBT_MAX_MS} ms, JS transferred ≤ the page's JS budget. Scores and audits come from the run with the median performance; each timing and byte count is its own median. ` +
      `CPU slowdown ${cpuSlowdownNote(results.lighthouse)}; ` +
      `failed runs retried: ${results.lighthouse.reduce((sum, row) => sum + row.retries, 0)}. "JS transferred" = script bytes over the wire while the page loads without interaction, lazy chunks that load on their own included. ` +
      `"Own blocking" (no budget) = a TBT-like sum over the page's main-thread tasks that end after first contentful paint, each counted by its CPU time instead of its wall time (× the slowdown, less 50 ms), to the end of the run's trace: what the page's own work blocked, without the time its thread waited for a core (bench/trace-blocking.ts).`,
    ...floorNote(results.lighthouseFloor),
    ...footnotes,
    ...(failed.length > 0 ? ['', `Audits not passed (median run): ${failed.join('; ')}.`] : []),
    '',
  ];
}

export function throughputSection(results: Results): string[] {
  if (!results.throughput) return [];
  const durationS = results.throughput[0]?.durationS ?? 0;
  return [
    `### Server-side rendering under load (autocannon, loopback, ${durationS} s per row)`,
    '',
    table(
      ['target', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      ['l', 'r', 'r', 'r', 'r', 'r'],
      results.throughput.map((row) => [
        row.target,
        row.connections,
        row.requestsPerSecond,
        row.p50Ms,
        row.target === 'listing' && row.connections === 10
          ? judged(row.p99Ms, row.p99Ms <= LISTING_P99_MAX_MS)
          : row.p99Ms,
        judged(row.failures, row.failures === 0),
      ]),
    ),
    '',
    `Budget: listing p99 ≤ ${LISTING_P99_MAX_MS} ms at 10 connections. Requests as a browser sends them (Chrome user agent, gzip/br); ` +
      'a warm-up is not counted; "failed" = non-2xx responses and socket errors. The load generator shares the machine with the server. ' +
      'Each row but the last asks for one address, which public pages answer from the render memo after the first request of a minute ' +
      '(docs/decisions/0037); "a new stay per request" asks for a different listing every time, so each is rendered — the cost of a page nobody else asked for (no budget).',
    '',
  ];
}

export function scaleSection(results: Results): string[] {
  const { scale } = results;
  if (!scale) return [];
  const counts = Object.entries(scale.counts)
    .map(([name, count]) => `${count.toLocaleString('en-US')} ${name}`)
    .join(', ');
  const row = (page: 'listing' | 'detail', ratio: number, budgeted: boolean) => [
    page,
    scale.seed[page].p50Ms,
    scale.seed[page].p99Ms,
    scale.scaled[page].p50Ms,
    scale.scaled[page].p99Ms,
    budgeted ? judged(ratio, ratio <= SCALE_P50_RATIO_MAX) : ratio,
    judged(
      scale.seed[page].failures + scale.scaled[page].failures,
      scale.seed[page].failures + scale.scaled[page].failures === 0,
    ),
  ];
  return [
    `### Data scale: seed catalogue vs ${scale.factor}× (${counts})`,
    '',
    table(
      [
        'page',
        'seed p50 ms',
        'seed p99 ms',
        `${scale.factor}× p50 ms`,
        `${scale.factor}× p99 ms`,
        'p50 ratio',
        'failed',
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      [row('listing', scale.listingP50Ratio, true), row('detail', scale.detailP50Ratio, false)],
    ),
    '',
    `autocannon, ${scale.connections} connections, ${scale.durationS} s per row, the same listing and detail URLs (seed car parks) on both databases, one server at a time. ` +
      `Budget: listing p50 on ${scale.factor}× data ≤ ${SCALE_P50_RATIO_MAX} × seed p50 (p50 is "latency"; p99 shown for the tail).`,
    '',
  ];
}

export function outboxSection(results: Results): string[] {
  const { outbox } = results;
  if (!outbox) return [];
  const n = outbox.samples.length;
  return [
    `### Outbox drain: ${outbox.orders.toLocaleString('en-US')} voucher e-mails (PDF and .ics attached) and as many SMS, median of ${n} sample${n === 1 ? '' : 's'}`,
    '',
    table(
      [
        'e-mails/s',
        'drain s',
        'idle listing p99 ms',
        'listing p99 ms while draining',
        'p99 ratio',
        'e-mails/s under listing load',
        'failed',
      ],
      ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
      [
        [
          outbox.emailsPerSecond,
          outbox.drainSeconds,
          outbox.idleP99Ms,
          outbox.drainingP99Ms,
          judged(outbox.p99Ratio, outbox.p99Ratio <= OUTBOX_P99_RATIO_MAX),
          outbox.emailsPerSecondUnderLoad,
          judged(outbox.failures, outbox.failures === 0),
        ],
      ],
    ),
    '',
    table(
      [
        'sample',
        'e-mails/s',
        'drain s',
        'idle p50 / p99 ms',
        'draining p50 / p99 ms',
        'p99 ratio',
        'idle / draining req/s',
        'e-mails under load',
        'failed',
      ],
      ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      outbox.samples.map((s, i) => [
        i + 1,
        s.drainAlone.emailsPerSecond,
        s.drainAlone.seconds,
        `${s.idle.p50Ms} / ${s.idle.p99Ms}`,
        `${s.draining.p50Ms} / ${s.draining.p99Ms}`,
        s.p99Ratio,
        `${s.idle.requestsPerSecond} / ${s.draining.requestsPerSecond}`,
        `${s.drainUnderLoad.emails} in ${s.drainUnderLoad.seconds} s${s.drainUnderLoad.completed ? ' (all)' : ''}`,
        s.idle.failures + s.draining.failures,
      ]),
    ),
    '',
    'The built server on a copy of a database holding the queue (orders placed and paid through the API), sending to a real SMTP server on ' +
      'loopback (smtp-server, in the benchmark process) and SMS to files. e-mails/s = e-mails accepted / time from the first to the last, the ' +
      `whole queue draining with no other traffic (a server of its own). Listing: autocannon, ${outbox.connections} connections, four windows of ${outbox.durationS / 2} s ` +
      'on one server process — idle, draining, draining, idle (idle: the SMTP server holds MAIL FROM, so the worker, one message at a time, waits ' +
      'with the queue full); each p99 is the mean of its two windows, so a steady drift over the process cancels out. "e-mails/s under listing load" = ' +
      'e-mails accepted in the draining windows / their length. ' +
      `Budget: listing p99 while draining ≤ ${OUTBOX_P99_RATIO_MAX} × idle p99 (median of the samples' ratios). ` +
      `Samples retried after a failure: ${outbox.retries}.`,
    '',
  ];
}

/** The host's floor: what the same Lighthouse runs read for a page with nothing to block (decision 0038). */
function floorNote(floor: Results['lighthouseFloor']): string[] {
  if (!floor) return [];
  return [
    '',
    `The host's floor, a static page with a heading and a paragraph (no scripts, styles or images) measured the same way: ` +
      `TBT ${floor.tbtMs} ms (runs ${floor.tbtRuns.join(', ')}), own blocking ${floor.ownBlockingMs ?? '?'} ms, performance ${floor.performance}, ` +
      `benchmarkIndex ${floor.benchmarkIndex ?? '?'}, CPU slowdown ${floor.cpuSlowdownRuns.join(', ')}. ` +
      `A page's TBT at or below the floor's is what this host reads for any document.`,
  ];
}

/**
 * How the CPU slowdown was chosen: given, or calibrated (from the calibration runs, then checked against
 * every run's own benchmarkIndex).
 */
function cpuSlowdownNote(rows: NonNullable<Results['lighthouse']>): string {
  const first = rows[0];
  if (!first) return '?';
  const indexes = rows.flatMap((row) => (row.benchmarkIndex === null ? [] : [`${row.page} ${row.benchmarkIndex}`]));
  const measured = `median benchmarkIndex of the page runs: ${indexes.join(', ') || '?'}`;
  if (first.calibrationBenchmarkIndex === null) return `${first.cpuSlowdown}× (given with --cpu-slowdown; ${measured})`;
  const recalibrations = rows.reduce((sum, row) => sum + row.recalibrations, 0);
  return (
    `calibrated to the host with Lighthouse's calculator, at most its default 4×: first from its benchmarkIndex ` +
    `${first.calibrationBenchmarkIndex} (the median of ${CALIBRATION_RUNS} calibration runs), then per run — a run whose own ` +
    `benchmarkIndex called for a slowdown more than ${RECALIBRATION_TOLERANCE}× away from the one it ran at was ` +
    `run again at that one (${recalibrations} time${recalibrations === 1 ? '' : 's'}); ${measured}`
  );
}
