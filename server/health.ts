import type { RequestHandler } from 'express';
import { CacheControl } from '../core/cache-control';
import { trueWithin } from '../core/within';

export const READINESS_TIMEOUT_MS = 2_000;

/** Readiness of an external marketplace API: its `/api/health` answers 2xx within the timeout. */
export function upstreamReadiness(
  apiUrl: string,
  { timeoutMs = READINESS_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): () => Promise<boolean> {
  const healthUrl = `${apiUrl.replace(/\/+$/, '')}/api/health`;
  return async () => {
    const response = await fetchImpl(healthUrl, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  };
}

/**
 * `/healthz`: the process can go on serving. 503 while a part it cannot work without is down (the
 * embedded API's thread, between a crash and its restart), so a supervisor restarts a process that
 * stays unhealthy.
 */
export function healthz({ isAlive = () => true }: { isAlive?: () => boolean } = {}): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', CacheControl.noStore);
    if (isAlive()) res.status(200).json({ status: 'ok' });
    else res.status(503).json({ status: 'unhealthy', reason: 'api-down' });
  };
}

/** `/readyz`: the process can serve traffic (database or upstream answers; not shutting down). */
export function readyz({
  isReady,
  isShuttingDown = () => false,
  timeoutMs = READINESS_TIMEOUT_MS,
}: {
  isReady: () => Promise<boolean>;
  isShuttingDown?: () => boolean;
  timeoutMs?: number;
}): RequestHandler {
  return async (_req, res) => {
    const ready = !isShuttingDown() && (await trueWithin(isReady, timeoutMs));
    res.setHeader('Cache-Control', CacheControl.noStore);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  };
}
