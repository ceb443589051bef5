// Memory of the production server in demo mode: started on a fresh PGlite directory (migrated and
// seeded while it starts), its peak resident memory over that start-up and its resident memory once
// idle. Linux: read from /proc (VmHWM is the kernel's own peak); elsewhere sampled with `ps`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startBenchServer } from './server';

export interface MemoryResult {
  /** Resident memory once the server has settled after start-up (MB). */
  idleRssMb: number;
  /** Highest resident memory from the start to the idle reading, seeding included (MB). */
  peakRssMb: number;
  /** From spawning the process to /healthz answering (a fresh database: migrations and seed included). */
  startupMs: number;
}

const SAMPLE_MS = 100;
/** Idle: two readings a second apart within this much (MB), or after SETTLE_MAX_MS at the latest. */
const SETTLED_WITHIN_MB = 1;
const SETTLE_MAX_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => Math.round(kb / 1024);

/** Resident memory and, where the kernel tracks it, its peak so far (kB). */
function readRss(pid: number): { rssKb: number; peakKb: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
  } catch {
    return {
      rssKb: Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()),
      peakKb: null,
    };
  }
}

/** Starts the server on an empty database in `workDir` and measures it (then stops it). */
export async function measureMemory(workDir: string): Promise<MemoryResult> {
  const dataDir = mkdtempSync(path.join(workDir, 'memory-db-'));
  const startedAt = Date.now();
  // Linux's VmHWM covers the whole start-up; where it is missing, sampling begins at /healthz.
  const server = await startBenchServer({ dataDir, logFile: path.join(workDir, 'memory-server.log') });
  const startupMs = Date.now() - startedAt;
  try {
    let peakKb = 0;
    let last = readRss(server.pid).rssKb;
    let lastAt = Date.now();
    const settleBy = Date.now() + SETTLE_MAX_MS;
    for (;;) {
      await sleep(SAMPLE_MS);
      const { rssKb, peakKb: kernelPeak } = readRss(server.pid);
      peakKb = Math.max(peakKb, kernelPeak ?? rssKb, rssKb);
      if (Date.now() - lastAt < 1_000) continue;
      const settled = Math.abs(rssKb - last) <= SETTLED_WITHIN_MB * 1024;
      last = rssKb;
      lastAt = Date.now();
      if (settled || Date.now() > settleBy) return { idleRssMb: mb(rssKb), peakRssMb: mb(peakKb), startupMs };
    }
  } finally {
    await server.stop();
  }
}
