// The benchmark's output: Markdown tables (printed, and saved as bench/results.md for the README) and
// bench/results.json with the machine, every number and every budget check.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SKIPPED_AUDITS, type Check, type Results } from './budgets';
import {
  lighthouseSection,
  memorySection,
  outboxSection,
  scaleSection,
  sizesSection,
  throughputSection,
} from './report-tables';
import { ROOT } from './server';

export interface Machine {
  date: string;
  commit: string | null;
  /** Uncommitted changes when the benchmark ran. */
  dirty: boolean;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  /** 1-minute load average when the benchmark started (other work on the machine skews the numbers). */
  loadAverage: number;
  os: string;
  node: string;
  chromium: string | null;
}

function output(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    commit: output('git', ['rev-parse', 'HEAD']),
    dirty: (output('git', ['status', '--porcelain']) ?? '') !== '',
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: Number(os.loadavg()[0].toFixed(2)),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: output(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version']),
  };
}

export function markdown(results: Results, checks: Check[], machine: Machine, runs: number): string {
  const missed = checks.filter((c) => !c.pass);
  const commit = machine.commit
    ? `${machine.commit.slice(0, 10)}${machine.dirty ? ' (uncommitted changes)' : ''}`
    : 'no git';
  return [
    '## Parkolot benchmark',
    '',
    `${machine.date} · commit ${commit} · ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB · load ${machine.loadAverage} at start · ` +
      `${machine.os} · Node ${machine.node} · ${machine.chromium ?? 'Chromium ?'}`,
    '',
    ...sizesSection(results),
    ...memorySection(results),
    ...lighthouseSection(results, runs),
    ...throughputSection(results),
    ...scaleSection(results),
    ...outboxSection(results),
    missed.length === 0
      ? `**Budgets: all ${checks.length} met.**`
      : `**Budgets: ${missed.length} of ${checks.length} missed** — ${missed.map((c) => `${c.name}: ${c.actual ?? 'n/a'} (budget ${c.op} ${c.limit})`).join('; ')}.`,
    '',
  ].join('\n');
}

export function writeResults({
  results,
  checks,
  machine,
  options,
  md,
}: {
  results: Results;
  checks: Check[];
  machine: Machine;
  options: object;
  md: string;
}): void {
  const json = {
    machine,
    options,
    ...results,
    budgets: checks,
    passed: checks.every((c) => c.pass),
    skippedAudits: SKIPPED_AUDITS,
  };
  writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(ROOT, 'bench', 'results.md'), md);
}
