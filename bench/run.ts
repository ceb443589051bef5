// `npm run bench`: builds the app, starts the production server on a fresh embedded database and measures
// page weight, Lighthouse scores, SSR throughput, how latency grows with 100× the data and how fast the
// outbox drains 1,000 voucher e-mails (and what that does to the listing's p99); prints one
// Markdown report (also bench/results.md, bench/results.json) and exits 1 when a budget is missed.
//
//   --no-build        use the existing build/
//   --duration N      seconds per load test (default 30; the scale comparison uses min(N, 10))
//   --runs N          Lighthouse runs per page (default 5; each metric is the median)
//   --cpu-slowdown X  Lighthouse CPU slowdown (default: calibrated to this host, at most 4)
//   --only LIST       comma-separated subset of sizes,memory,lighthouse,throughput,scale,outbox
//                     (e.g. `npm run bench -- --no-build --only outbox`)
//   --skip-scale      everything except the scale comparison
//   --scale-dir DIR   keep the generated 100× database in DIR and reuse it on later runs
//   --outbox-samples N  outbox drain samples (default 3; each starts the server twice: idle then
//                     draining under listing load, then the whole queue draining alone)
//
// BENCH_PORTS=FIRST-LAST: the loopback ports the servers (and the outbox bench's SMTP server) take (default 3400-3499).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { checkBudgets, SKIPPED_AUDITS, type Results, type ThroughputTarget } from './budgets';
import { startFloorPage } from './floor-page';
import { calibrate, cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, lighthouse } from './lighthouse';
import { measureMemory } from './memory';
import { measureOutbox } from './outbox';
import { discoverPages, listingForStay, PAGE_NAMES, type PagePaths } from './pages';
import { describeMachine, markdown, writeResults } from './report';
import { compareScale } from './scale';
import { ROOT, startBenchServer, stopAllServers } from './server';
import { measureSizes } from './sizes';
import { measureThroughput } from './throughput';

const SECTIONS = ['sizes', 'memory', 'lighthouse', 'throughput', 'scale', 'outbox'] as const;
const SCALE_FACTOR = 100;
const SCALE_CONNECTIONS = 10;
const SCALE_MAX_DURATION_S = 10;
/** The issue: "1,000 queued e-mails drain to the local SMTP server". */
const OUTBOX_ORDERS = 1_000;
const OUTBOX_CONNECTIONS = 10;

const OptionsSchema = z.object({
  build: z.boolean(),
  durationS: z.coerce.number().int().positive(),
  runs: z.coerce.number().int().positive(),
  cpuSlowdown: z.coerce.number().min(1).max(DEFAULT_CPU_SLOWDOWN).optional(),
  sections: z.array(z.enum(SECTIONS)).min(1),
  scaleDir: z.string().optional(),
  outboxSamples: z.coerce.number().int().positive(),
});

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '30' },
      runs: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string' },
      only: { type: 'string', default: SECTIONS.join(',') },
      'skip-scale': { type: 'boolean', default: false },
      'scale-dir': { type: 'string' },
      'outbox-samples': { type: 'string', default: '3' },
    },
  });
  const only = values.only.split(',').map((s) => s.trim());
  return OptionsSchema.parse({
    build: !values['no-build'],
    durationS: values.duration,
    runs: values.runs,
    cpuSlowdown: values['cpu-slowdown'],
    sections: values['skip-scale'] ? only.filter((s) => s !== 'scale') : only,
    scaleDir: values['scale-dir'] && path.resolve(values['scale-dir']),
    outboxSamples: values['outbox-samples'],
  });
}

const progress = (message: string) => process.stderr.write(`${message}\n`);

/** A sample that fails for a reason outside the page (a load generator error) is taken once more. */
async function withOneRetry<T>(sample: () => Promise<T>, onRetry?: () => void): Promise<T> {
  try {
    return await sample();
  } catch (error) {
    progress(`  the sample failed, retrying: ${error instanceof Error ? error.message : String(error)}`);
    onRetry?.();
    return sample();
  }
}

// Server logs, Lighthouse reports and the fresh databases; removed at the end, also on Ctrl-C.
const workDir = mkdtempSync(path.join(os.tmpdir(), 'parkolot-bench-'));

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const has = (section: (typeof SECTIONS)[number]) => options.sections.includes(section);
  process.chdir(ROOT);
  const machine = describeMachine();

  if (options.build) {
    progress('Building the app (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', process.stderr, process.stderr] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const results: Results = {
    paths: null,
    sizes: null,
    memory: null,
    lighthouse: null,
    lighthouseFloor: null,
    throughput: null,
    scale: null,
    outbox: null,
  };
  try {
    if (has('sizes')) results.sizes = measureSizes();
    if (has('memory')) {
      progress('Memory: start-up on a fresh database, then idle…');
      results.memory = await measureMemory(workDir);
    }

    let paths: PagePaths | undefined;
    if (has('lighthouse') || has('throughput')) {
      const server = await startBenchServer({
        dataDir: path.join(workDir, 'seed'),
        logFile: path.join(workDir, 'server.log'),
      });
      try {
        const found = await discoverPages(server.url);
        paths = found;
        progress(`Pages: ${JSON.stringify(paths)}`);
        if (has('lighthouse')) {
          results.lighthouse = [];
          let cpuSlowdown = options.cpuSlowdown;
          let calibrationBenchmarkIndex: number | null = null;
          if (cpuSlowdown === undefined) {
            calibrationBenchmarkIndex = await calibrate(server.url + paths.home, workDir);
            cpuSlowdown =
              calibrationBenchmarkIndex === null ? DEFAULT_CPU_SLOWDOWN : cpuSlowdownFor(calibrationBenchmarkIndex);
            progress(
              `Lighthouse: host benchmarkIndex ${calibrationBenchmarkIndex ?? 'unknown'} → CPU slowdown ${cpuSlowdown}×`,
            );
          }
          const calibrated = options.cpuSlowdown === undefined;
          for (const page of PAGE_NAMES) {
            progress(`Lighthouse: ${page} (${options.runs} run${options.runs === 1 ? '' : 's'})…`);
            const result = await lighthouse({
              url: server.url + paths[page],
              name: page,
              runs: options.runs,
              outputDir: workDir,
              cpuSlowdown,
              calibrated,
              skipAudits: SKIPPED_AUDITS[page],
              onRetry: (error) =>
                progress(
                  `  a run failed, retrying: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
                ),
              onRecalibrate: (run, next) =>
                progress(
                  `  benchmarkIndex ${run.benchmarkIndex} during a run at ${run.cpuSlowdown}× calls for ${next}×: running it again`,
                ),
            });
            results.lighthouse.push({ page, ...result, calibrationBenchmarkIndex });
            // The next page starts where the host was last seen.
            if (calibrated) cpuSlowdown = result.cpuSlowdownRuns.at(-1) ?? cpuSlowdown;
          }
          progress(
            `Lighthouse: the host's floor, a static page (${options.runs} run${options.runs === 1 ? '' : 's'})…`,
          );
          const floor = await startFloorPage();
          try {
            results.lighthouseFloor = await lighthouse({
              url: floor.url,
              name: 'floor',
              runs: options.runs,
              outputDir: workDir,
              cpuSlowdown,
              calibrated,
              onRetry: () => progress('  a run failed, retrying'),
            });
          } finally {
            await floor.close();
          }
        }
        if (has('throughput')) {
          results.throughput = [];
          const targets: Array<[ThroughputTarget, string]> = [
            ['home', paths.home],
            ['listing', paths.listing],
            ['detail', paths.detail],
            ['listing ?_data', paths.listingData],
          ];
          for (const [target, pagePath] of targets) {
            for (const connections of [10, 50]) {
              progress(`Load: ${target}, ${connections} connections, ${options.durationS} s…`);
              results.throughput.push({
                target,
                ...(await withOneRetry(() => measureThroughput(server.url + pagePath, connections, options.durationS))),
              });
            }
          }
          // No budget: what a page costs when nobody asked for it in the last minute (no render memo).
          const unshared = 'listing, a new stay per request';
          progress(`Load: ${unshared}, 10 connections, ${options.durationS} s…`);
          results.throughput.push({
            target: unshared,
            ...(await withOneRetry(() =>
              measureThroughput(server.url + found.listing, 10, options.durationS, (index) =>
                listingForStay(found.listing, index),
              ),
            )),
          });
        }
      } finally {
        await server.stop();
      }
    }

    if (has('scale')) {
      results.scale = await compareScale({
        workDir,
        scaledDir: options.scaleDir ?? path.join(workDir, 'scaled'),
        factor: SCALE_FACTOR,
        connections: SCALE_CONNECTIONS,
        durationS: Math.min(options.durationS, SCALE_MAX_DURATION_S),
        paths,
      });
    }
    if (has('outbox')) {
      results.outbox = await measureOutbox({
        workDir,
        orders: OUTBOX_ORDERS,
        samples: options.outboxSamples,
        connections: OUTBOX_CONNECTIONS,
        durationS: options.durationS,
        listingPath: async (origin) => {
          paths ??= await discoverPages(origin);
          return paths.listing;
        },
        retry: withOneRetry,
      });
    }
    results.paths = paths ?? null;
  } finally {
    await stopAllServers();
  }

  const checks = checkBudgets(results);
  const md = markdown(results, checks, machine, options.runs);
  process.stdout.write(md);
  writeResults({ results, checks, machine, options, md });
  const missed = checks.filter((c) => !c.pass);
  if (missed.length > 0) {
    progress(
      `\nBudgets missed:\n${missed.map((c) => `  - ${c.name}: ${c.actual ?? 'n/a'} (budget ${c.op} ${c.limit})`).join('\n')}`,
    );
    return 1;
  }
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`\n${signal}: stopping the servers…`);
    void stopAllServers().finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

main()
  .catch(async (error: unknown) => {
    await stopAllServers();
    console.error(
      error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : error,
    );
    return 1;
  })
  .then((code) => {
    rmSync(workDir, { recursive: true, force: true });
    process.exitCode = code;
  });
