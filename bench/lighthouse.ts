// Lighthouse CLI, mobile form factor with its default simulated throttling, in Debian's Chromium; of N
// runs per page the one with the median performance score is reported (all N scores are kept).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { ROOT } from './server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 180_000;

const CategorySchema = z.object({
  score: z.number().nullable(),
  auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
});
const AuditSchema = z.object({ score: z.number().nullable(), numericValue: z.number().optional() });
const ReportSchema = z.object({
  lighthouseVersion: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.object({
    performance: CategorySchema,
    accessibility: CategorySchema,
    'best-practices': CategorySchema,
    seo: CategorySchema,
  }),
  audits: z.record(z.string(), AuditSchema),
});
type Report = z.infer<typeof ReportSchema>;

export interface LighthouseRun {
  lighthouseVersion: string;
  /** Category scores 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted accessibility / best-practices / SEO audits that did not pass (what to fix). */
  failedAudits: string[];
}

export interface LighthouseResult extends LighthouseRun {
  /** Performance score of every run, in run order. */
  performanceRuns: number[];
  skippedAudits: string[];
}

function metric(report: Report, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no ${id}`);
  return value;
}

function summarize(report: Report): LighthouseRun {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((report.categories[category].score ?? 0) * 100);
  const failedAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
  return {
    lighthouseVersion: report.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric(report, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(report, 'total-blocking-time')),
    cls: Number(metric(report, 'cumulative-layout-shift').toFixed(3)),
    failedAudits,
  };
}

async function runOnce(url: string, outputPath: string, skipAudits: string[]): Promise<LighthouseRun> {
  const args = [
    url,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox',
    '--form-factor=mobile',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    ...(skipAudits.length > 0 ? [`--skip-audits=${skipAudits.join(',')}`] : []),
  ];
  await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    timeout: RUN_TIMEOUT_MS,
  });
  return summarize(ReportSchema.parse(JSON.parse(readFileSync(outputPath, 'utf8'))));
}

/** `runs` Lighthouse runs of `url`; reports are written to `outputDir/<name>-<n>.json`. */
export async function lighthouse({
  url,
  name,
  runs,
  outputDir,
  skipAudits = [],
}: {
  url: string;
  name: string;
  runs: number;
  outputDir: string;
  skipAudits?: string[];
}): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let n = 1; n <= runs; n++) {
    results.push(await runOnce(url, path.join(outputDir, `${name.replace(/\W+/g, '-')}-${n}.json`), skipAudits));
  }
  // Lower median for an even count: the less flattering of the two middle runs.
  const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor((runs - 1) / 2)];
  return { ...median, performanceRuns: results.map((run) => run.performance), skippedAudits: skipAudits };
}
