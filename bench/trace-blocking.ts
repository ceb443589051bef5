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
  args: z.object({ frame: z.string().optional() }).passthrough().optional(),
});
/** Names the page's main frame: the frame of the trace's first navigation that has no parent. */
const TracingStartedSchema = z.object({
  name: z.literal('TracingStartedInBrowser'),
  args: z.object({
    data: z.object({ frames: z.array(z.object({ frame: z.string(), parent: z.string().optional() })) }),
  }),
});
const READ = new Set(['RunTask', 'firstContentfulPaint']);
export type TraceEvent = z.infer<typeof TraceEventSchema>;
const TraceSchema = z.union([
  z.object({ traceEvents: z.array(z.unknown()) }).transform((trace) => trace.traceEvents),
  z.array(z.unknown()),
]);

/** Trace events of the kinds read here (every event is checked against the schemas; the rest are dropped). */
export function taskEvents(raw: unknown[]): { events: TraceEvent[]; mainFrame: string | null } {
  const events: TraceEvent[] = [];
  let mainFrame: string | null = null;
  for (const item of raw) {
    const started = TracingStartedSchema.safeParse(item);
    if (started.success) {
      mainFrame ??= started.data.args.data.frames.find((frame) => frame.parent === undefined)?.frame ?? null;
      continue;
    }
    const parsed = TraceEventSchema.safeParse(item);
    if (parsed.success && READ.has(parsed.data.name)) events.push(parsed.data);
  }
  return { events, mainFrame };
}

export interface OwnBlocking {
  /** Σ max(0, task CPU time × slowdown − 50 ms) over the page's main-thread tasks after first contentful paint. */
  cpuMs: number;
  /** The same sum over the tasks' wall time: what a blocking-time estimate built on this trace reads. */
  wallMs: number;
}

/**
 * The page's blocking time from a Chromium trace: its main thread is the one that painted the main
 * frame's first content (the earliest `firstContentfulPaint` of that frame; an out-of-process iframe
 * paints its own); every top-level task (`RunTask`) on it that ends after that paint counts, whole, to
 * the end of the trace, which runs past the page's load. A task without its CPU time (`tdur`) counts
 * with its wall time: never less than the truth.
 */
export function ownBlocking(
  { events, mainFrame }: { events: TraceEvent[]; mainFrame: string | null },
  cpuSlowdown: number,
): OwnBlocking | null {
  const fcp = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .filter((event) => mainFrame === null || event.args?.frame === mainFrame)
    .sort((a, b) => a.ts - b.ts)[0];
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

/** `ownBlocking` of a trace file Lighthouse wrote; null when it is missing, unreadable or has no first paint. */
export function ownBlockingOfFile(tracePath: string, cpuSlowdown: number): OwnBlocking | null {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(tracePath, 'utf8'));
  } catch {
    return null; // missing or cut short: the run's other numbers still stand
  }
  const trace = TraceSchema.safeParse(json);
  return trace.success ? ownBlocking(taskEvents(trace.data), cpuSlowdown) : null;
}
