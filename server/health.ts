import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CacheControl } from '../core/cache-control';
import { PARKOLOT_MODES, type ParkolotMode } from '../core/mode';
import { trueWithin } from '../core/within';

export const READINESS_TIMEOUT_MS = 2_000;

const UpstreamHealthSchema = z.object({ ok: z.boolean(), mode: z.enum(PARKOLOT_MODES).optional() });

/** What an upstream API's `/api/health` says of its mode; null when it does not answer with one. */
export async function upstreamMode(
  apiUrl: string,
  { timeoutMs = READINESS_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ParkolotMode | null> {
  try {
    const response = await fetchImpl(healthUrlOf(apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
    const health = UpstreamHealthSchema.safeParse(await response.json());
    return health.success ? (health.data.mode ?? null) : null;
  } catch {
    return null;
  }
}

const healthUrlOf = (apiUrl: string) => `${apiUrl.replace(/\/+$/, '')}/api/health`;

/**
 * Readiness of an external marketplace API: its `/api/health` answers 2xx within the timeout — and, for a
 * live web copy (`requireLive`), says it runs live: behind a demo API the sandbox would confirm payments
 * without taking money and its demo codes would be free (`onNotLive` is told each time).
 */
export function upstreamReadiness(
  apiUrl: string,
  {
    timeoutMs = READINESS_TIMEOUT_MS,
    fetchImpl = fetch,
    requireLive = false,
    onNotLive = () => {},
  }: { timeoutMs?: number; fetchImpl?: typeof fetch; requireLive?: boolean; onNotLive?: () => void } = {},
): () => Promise<boolean> {
  const healthUrl = healthUrlOf(apiUrl);
  return async () => {
    const response = await fetchImpl(healthUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!requireLive) {
      await response.body?.cancel();
      return response.ok;
    }
    const health = UpstreamHealthSchema.safeParse(await response.json().catch(() => null));
    const live = health.success && health.data.mode === 'live';
    if (response.ok && !live) onNotLive();
    return response.ok && live;
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
