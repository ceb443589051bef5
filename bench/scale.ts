// How cost grows with data: listing and detail latency on the seed catalogue and on a catalogue `factor`
// times larger (made by bench/scale-data.ts), with the same URLs, one server at a time.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { discoverPages, type PagePaths } from './pages';
import { runGenerator } from './generator';
import { ROOT, startBenchServer } from './server';
import { measureThroughput, type Throughput } from './throughput';

const GENERATOR = path.join('bench', 'scale-data.ts');
const COUNTS_FILE = 'bench-counts.json'; // kept next to a reusable scaled database
const CountsSchema = z.record(z.string(), z.number());
export type Counts = z.infer<typeof CountsSchema>;

export interface ScaleResult {
  factor: number;
  counts: Counts;
  connections: number;
  durationS: number;
  /** The URLs measured on both databases. */
  paths: { listing: string; detail: string };
  seed: { listing: Throughput; detail: Throughput };
  scaled: { listing: Throughput; detail: Throughput };
  /** scaled p50 / seed p50 */
  listingP50Ratio: number;
  detailP50Ratio: number;
}

/** Runs the generator; its last stdout line is a JSON object of row counts. */
function generate(dataDir: string, factor: number): Promise<Counts> {
  if (!existsSync(path.join(ROOT, GENERATOR))) {
    return Promise.reject(new Error(`${GENERATOR} is missing: run with --skip-scale`));
  }
  return runGenerator(GENERATOR, ['--data-dir', dataDir, '--factor', String(factor)], CountsSchema);
}

/** A reusable directory is generated once and then used as it is (its counts stored beside it). */
async function scaledDatabase(dir: string, factor: number): Promise<Counts> {
  const countsFile = path.join(dir, COUNTS_FILE);
  if (existsSync(countsFile)) return CountsSchema.parse(JSON.parse(readFileSync(countsFile, 'utf8')));
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(
      `${dir} is not empty but has no ${COUNTS_FILE} (an interrupted generation?): delete it or choose another --scale-dir`,
    );
  mkdirSync(dir, { recursive: true });
  process.stderr.write(`Generating a ${factor}× catalogue in ${dir}…\n`);
  const counts = await generate(path.join(dir, 'pglite'), factor);
  writeFileSync(countsFile, `${JSON.stringify(counts)}\n`);
  return counts;
}

async function measureOn(
  dataDir: string,
  logFile: string,
  paths: PagePaths | undefined,
  connections: number,
  durationS: number,
) {
  const server = await startBenchServer({ dataDir, logFile });
  try {
    const found = paths ?? (await discoverPages(server.url));
    const listing = await measureThroughput(server.url + found.listing, connections, durationS);
    const detail = await measureThroughput(server.url + found.detail, connections, durationS);
    return { paths: found, listing, detail };
  } finally {
    await server.stop();
  }
}

export async function compareScale({
  workDir,
  scaledDir,
  factor,
  connections,
  durationS,
  paths,
}: {
  workDir: string;
  /** Where the scaled database lives (reused when the benchmark made it before). */
  scaledDir: string;
  factor: number;
  connections: number;
  durationS: number;
  /** The seed URLs to use; discovered on the seed server when absent. */
  paths?: PagePaths;
}): Promise<ScaleResult> {
  const counts = await scaledDatabase(scaledDir, factor);
  process.stderr.write(`Scale: seed catalogue, listing and detail, ${connections} connections, ${durationS} s each…\n`);
  const seed = await measureOn(
    path.join(workDir, 'scale-seed'),
    path.join(workDir, 'server-scale-seed.log'),
    paths,
    connections,
    durationS,
  );
  process.stderr.write(`Scale: ${factor}× catalogue (${JSON.stringify(counts)})…\n`);
  const scaled = await measureOn(
    path.join(scaledDir, 'pglite'),
    path.join(workDir, 'server-scale-big.log'),
    seed.paths,
    connections,
    durationS,
  );
  const ratio = (big: Throughput, small: Throughput) => Number((big.p50Ms / small.p50Ms).toFixed(2));
  return {
    factor,
    counts,
    connections,
    durationS,
    paths: { listing: seed.paths.listing, detail: seed.paths.detail },
    seed: { listing: seed.listing, detail: seed.detail },
    scaled: { listing: scaled.listing, detail: scaled.detail },
    listingP50Ratio: ratio(scaled.listing, seed.listing),
    detailP50Ratio: ratio(scaled.detail, seed.detail),
  };
}
