// What a page itself blocked: Lighthouse's total blocking time counts each main-thread task by its wall
// time, and on a two-core host a task's wall time includes the moments the renderer waited for a core
// while the browser, the GPU process (which also encodes the trace's screenshots), Lighthouse and the
// server ran. Measured here (decision 0038): a static two-line HTML page without scripts or styles reads
// 200–450 ms of TBT, and a blog post's main thread was on a core for 212 of its 511 ms after first paint.
// The trace Lighthouse saves (`--save-assets`) has each task's thread CPU time too (`tdur`); the same
// sum over CPU time is what the page's own work blocked, whatever else the host was doing.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A task longer than this (after the CPU slowdown) blocks input for the rest of its length. */
const BLOCKING_THRESHOLD_MS = 50;

const TraceEventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.number().optional(),
  tdur: z.number().optional(),
});
export type TraceEvent = z.infer<typeof TraceEventSchema>;
const TraceSchema = z.union([
  z.object({ traceEvents: z.array(z.unknown()) }).transform((trace) => trace.traceEvents),
  z.array(z.unknown()),
]);

/** Trace events of the kinds read here; others (metadata, counters, flows) are skipped unparsed. */
export function taskEvents(raw: unknown[]): TraceEvent[] {
  const events: TraceEvent[] = [];
  for (const item of raw) {
    const parsed = TraceEventSchema.safeParse(item);
    if (parsed.success && (parsed.data.name === 'RunTask' || parsed.data.name === 'firstContentfulPaint')) {
      events.push(parsed.data);
    }
  }
  return events;
}

export interface OwnBlocking {
  /** Σ max(0, task CPU time × slowdown − 50 ms) over the page's main-thread tasks after first contentful paint. */
  cpuMs: number;
  /** The same sum over the tasks' wall time: what a blocking-time estimate built on this trace reads. */
  wallMs: number;
}

/**
 * The page's blocking time from a Chromium trace: its main thread is the one that painted first content
 * (the first `firstContentfulPaint` event); every top-level task (`RunTask`) on it that ends after that
 * paint counts, to the end of the trace, which runs past the page's load.
 */
export function ownBlocking(events: TraceEvent[], cpuSlowdown: number): OwnBlocking | null {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  let cpuMs = 0;
  let wallMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== fcp.pid || event.tid !== fcp.tid) continue;
    if (event.dur === undefined || event.ts + event.dur <= fcp.ts) continue;
    cpuMs += Math.max(0, ((event.tdur ?? event.dur) / 1000) * cpuSlowdown - BLOCKING_THRESHOLD_MS);
    wallMs += Math.max(0, (event.dur / 1000) * cpuSlowdown - BLOCKING_THRESHOLD_MS);
  }
  return { cpuMs: Math.round(cpuMs), wallMs: Math.round(wallMs) };
}

/** `ownBlocking` of a trace file Lighthouse wrote; null when it is missing or has no first paint. */
export function ownBlockingOfFile(tracePath: string, cpuSlowdown: number): OwnBlocking | null {
  let text: string;
  try {
    text = readFileSync(tracePath, 'utf8');
  } catch {
    return null;
  }
  const trace = TraceSchema.safeParse(JSON.parse(text));
  return trace.success ? ownBlocking(taskEvents(trace.data), cpuSlowdown) : null;
}
