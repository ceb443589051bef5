// HTTP load with autocannon against loopback: requests per second and latency percentiles of one URL
// at a fixed number of keep-alive connections, after a short warm-up that is not counted. Requests
// look like a browser's (Chrome user agent, gzip/br accepted), so compression and the non-bot
// rendering path are part of the cost.
import autocannon from 'autocannon';
import { z } from 'zod';

const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const WARM_UP_REQUESTS_PER_CONNECTION = 20;

const ResultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  errors: z.number(),
  non2xx: z.number(),
});

export interface Throughput {
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Non-2xx responses plus connection errors (timeouts included): any makes the row invalid. */
  failures: number;
}

function toThroughput(raw: unknown, connections: number, durationS: number): Throughput {
  const result = ResultSchema.parse(raw);
  return {
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

/**
 * `url` every time, or — given `pathFor` — the path it gives for each request in turn (the origin stays
 * `url`'s), for a load in which no two requests ask for the same page.
 */
export async function measureThroughput(
  url: string,
  connections: number,
  durationS: number,
  pathFor?: (index: number) => string,
): Promise<Throughput> {
  let next = 0;
  const requests = pathFor
    ? [{ setupRequest: <T extends object>(request: T) => ({ ...request, path: pathFor(next++) }) }]
    : undefined;
  await autocannon({
    url,
    connections,
    amount: connections * WARM_UP_REQUESTS_PER_CONNECTION,
    headers: BROWSER_HEADERS,
    requests,
  });
  return toThroughput(
    await autocannon({ url, connections, duration: durationS, headers: BROWSER_HEADERS, requests }),
    connections,
    durationS,
  );
}

/**
 * The same load from now until `until` settles (at most `maxDurationS`), without a warm-up: for a server
 * that has just been measured, while something else happens on it (bench/outbox.ts: the outbox drains).
 * `durationS` of the answer is the time actually measured.
 */
export function measureThroughputUntil(
  url: string,
  connections: number,
  until: Promise<unknown>,
  maxDurationS: number,
): Promise<Throughput> {
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: maxDurationS, headers: BROWSER_HEADERS },
      (error: unknown, result: unknown) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const durationS = Math.round((Date.now() - startedAt) / 100) / 10;
        try {
          resolve(toThroughput(result, connections, durationS));
        } catch (parseError) {
          reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
        }
      },
    );
    const stop = () => instance.stop();
    until.then(stop, stop);
  });
}
