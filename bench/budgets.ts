// The budgets, checked against one run's results: page weight, Lighthouse scores, listing tail
// latency, how listing latency grows with 100× the data and how much an outbox drain slows the listing. Plus one validity check: a load test with
// failed or non-2xx responses measured something else.
import type { LighthouseResult } from './lighthouse';
import type { MemoryResult } from './memory';
import type { OutboxResult } from './outbox';
import type { PageName, PagePaths } from './pages';
import type { ScaleResult } from './scale';
import { JS_BUDGETS_KB, type SizeRow } from './sizes';
import type { Throughput } from './throughput';

export const LIGHTHOUSE_MIN = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100 } as const;
export const LISTING_P99_MAX_MS = 150; // at 10 connections
/** Median total blocking time of a page's Lighthouse runs. */
export const TBT_MAX_MS = 150;
/** The server process in demo mode: resident memory once idle, and at its peak while starting (seeding). */
export const MEMORY_MAX_MB = { idle: 300, peak: 500 } as const;
export const SCALE_P50_RATIO_MAX = 1.5; // listing p50 on the 100× catalogue / on the seed
/** Listing p99 while 1,000 voucher e-mails drain / listing p99 with the outbox idle ("within 10 %"). */
export const OUTBOX_P99_RATIO_MAX = 1.1;
/** Checkout is noindex by design, so the crawlability audit is skipped there (and only there). */
export const SKIPPED_AUDITS: Partial<Record<PageName, string[]>> = { checkout: ['is-crawlable'] };

export type ThroughputTarget = 'home' | 'listing' | 'listing, a new stay per request' | 'detail' | 'listing ?_data';

export interface Results {
  paths: PagePaths | null;
  sizes: SizeRow[] | null;
  memory: MemoryResult | null;
  /** calibrationBenchmarkIndex: what the CPU slowdown was calibrated from (null when it was given). */
  lighthouse: Array<LighthouseResult & { page: PageName; calibrationBenchmarkIndex: number | null }> | null;
  /** The same Lighthouse runs of a static page without scripts, styles or images: the host's floor (no budget). */
  lighthouseFloor: LighthouseResult | null;
  throughput: Array<Throughput & { target: ThroughputTarget }> | null;
  scale: ScaleResult | null;
  outbox: OutboxResult | null;
}

export interface Check {
  name: string;
  actual: number | null;
  op: '≤' | '≥';
  limit: number;
  pass: boolean;
}

function check(name: string, actual: number | null, op: Check['op'], limit: number): Check {
  const pass = actual !== null && (op === '≤' ? actual <= limit : actual >= limit);
  return { name, actual, op, limit, pass };
}

export function checkBudgets(results: Results): Check[] {
  const checks: Check[] = [];
  for (const row of results.sizes ?? []) {
    checks.push(check(`JS gzip KB, ${row.page}`, row.js, '≤', JS_BUDGETS_KB[row.page]));
  }
  for (const row of results.lighthouse ?? []) {
    checks.push(check(`Lighthouse performance, ${row.page}`, row.performance, '≥', LIGHTHOUSE_MIN.performance));
    checks.push(check(`Lighthouse accessibility, ${row.page}`, row.accessibility, '≥', LIGHTHOUSE_MIN.accessibility));
    checks.push(check(`Lighthouse best practices, ${row.page}`, row.bestPractices, '≥', LIGHTHOUSE_MIN.bestPractices));
    checks.push(check(`Lighthouse SEO, ${row.page}`, row.seo, '≥', LIGHTHOUSE_MIN.seo));
    checks.push(check(`Lighthouse TBT ms, ${row.page}`, row.tbtMs, '≤', TBT_MAX_MS));
    // What a load really downloads, lazy chunks that load on their own included, against the same budget.
    checks.push(check(`JS transferred KB during load, ${row.page}`, row.jsTransferKb, '≤', JS_BUDGETS_KB[row.page]));
  }
  if (results.memory) {
    checks.push(check('idle RSS MB (demo mode)', results.memory.idleRssMb, '≤', MEMORY_MAX_MB.idle));
    checks.push(check('peak RSS MB while starting (demo mode)', results.memory.peakRssMb, '≤', MEMORY_MAX_MB.peak));
  }
  for (const row of results.throughput ?? []) {
    if (row.target === 'listing' && row.connections === 10) {
      checks.push(check('listing p99 ms at 10 connections', row.p99Ms, '≤', LISTING_P99_MAX_MS));
    }
    checks.push(check(`failed responses, ${row.target} at ${row.connections} connections`, row.failures, '≤', 0));
  }
  if (results.scale) {
    const { scale } = results;
    checks.push(
      check(`listing p50 at ${scale.factor}× data / seed p50`, scale.listingP50Ratio, '≤', SCALE_P50_RATIO_MAX),
    );
    for (const [data, rows] of [
      ['seed', scale.seed],
      [`${scale.factor}×`, scale.scaled],
    ] as const) {
      checks.push(check(`failed responses, listing on ${data} data`, rows.listing.failures, '≤', 0));
      checks.push(check(`failed responses, detail on ${data} data`, rows.detail.failures, '≤', 0));
    }
  }
  if (results.outbox) {
    const { outbox } = results;
    checks.push(
      check(`listing p99 while ${outbox.orders} e-mails drain / idle p99`, outbox.p99Ratio, '≤', OUTBOX_P99_RATIO_MAX),
    );
    checks.push(check('failed responses, listing idle and while the outbox drains', outbox.failures, '≤', 0));
  }
  return checks;
}
