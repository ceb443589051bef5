import { describe, expect, it } from 'vitest';
import { ownBlocking, taskEvents } from '../../bench/trace-blocking';

const MAIN = { pid: 7, tid: 7 };
const OTHER = { pid: 9, tid: 12 };
/** A top-level task: `ts` and `dur`/`tdur` in ms here, microseconds in the trace. */
function task(at: number, wallMs: number, cpuMs: number, thread = MAIN) {
  return { name: 'RunTask', ph: 'X', ...thread, ts: at * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}
const fcp = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 1_000_000, args: { frame: 'MAIN' } };
const tracingStarted = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { frames: [{ frame: 'MAIN', processId: 7 }] } },
};

describe('ownBlocking', () => {
  it('sums the page main thread tasks after first paint by CPU time and by wall time', () => {
    const events = taskEvents([
      tracingStarted,
      { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
      task(500, 80, 70), // ended before first paint: not counted
      fcp,
      task(1_010, 40, 10), // 160 ms wall at 4×, 40 ms CPU
      task(1_100, 30, 20), // 120 wall, 80 CPU
      task(1_200, 12, 12), // 48: below the threshold either way
      task(1_300, 100, 100, OTHER), // another thread: not the page's
      { name: 'RunTask', ph: 'B', ...MAIN, ts: 1_400_000 }, // not a complete event
      'not an event',
    ]);
    expect(ownBlocking(events, 4)).toEqual({ cpuMs: 30, wallMs: 180 });
  });

  it('counts a task that straddles first paint, and scales with the slowdown', () => {
    const events = taskEvents([task(990, 30, 25), fcp]);
    expect(ownBlocking(events, 1)).toEqual({ cpuMs: 0, wallMs: 0 });
    expect(ownBlocking(events, 4)).toEqual({ cpuMs: 50, wallMs: 70 });
  });

  it("reads the main frame's first paint, not an out-of-process iframe's that came earlier", () => {
    const iframePaint = { ...fcp, ...OTHER, ts: 900_000, args: { frame: 'EMBED' } };
    const events = taskEvents([
      iframePaint,
      { ...tracingStarted, args: { data: { frames: [{ frame: 'MAIN' }, { frame: 'EMBED', parent: 'MAIN' }] } } },
      task(950, 100, 100, OTHER), // the iframe's thread
      fcp,
      task(1_010, 40, 30), // 120 CPU at 4×
    ]);
    expect(ownBlocking(events, 4)).toEqual({ cpuMs: 70, wallMs: 110 });
  });

  it('has nothing to say about a trace without a first paint', () => {
    expect(ownBlocking(taskEvents([task(1_000, 200, 200)]), 4)).toBeNull();
  });
});
