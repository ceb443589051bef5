import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { loggablePath } from '../core/loggable-path';

export type { Logger };

export function createLogger({
  level = 'info',
  destination,
}: {
  level?: Level | 'silent';
  destination?: DestinationStream;
} = {}): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}

// Accept a caller's id only when it is a short, plain token (no spaces, quotes or control characters),
// so it can be logged and echoed back safely.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The embedded API mounted under /api reads `x-request-id` from this request (from rawHeaders, through
 * @hono/node-server): it gets the checked id, so both logs name the request alike and a raw header
 * (any length, any content) never reaches the API's log.
 */
function forwardRequestId(req: IncomingMessage, requestId: string) {
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== 'x-request-id') raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders = [...raw, 'x-request-id', requestId];
  req.headers['x-request-id'] = requestId;
}

/** The id of the request being served, for calls made on its behalf (the API client forwards it). */
const requestContext = new AsyncLocalStorage<string>();
export const currentRequestId = (): string | undefined => requestContext.getStore();

/**
 * One JSON line per request: id, method, path (never the query string — it can carry personal data),
 * status and duration. No bodies and no headers other than the request id.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    forwardRequestId(req, requestId);
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);

    const path = loggablePath(req.originalUrl.split('?', 1)[0]);
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const entry = {
        reqId: requestId,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      // Health probes run every few seconds; keep them out of the default log level.
      if (PROBE_PATHS.has(path) && res.statusCode < 500) logger.debug(entry, 'request');
      else if (res.statusCode >= 500) logger.error(entry, 'request');
      else logger.info(entry, 'request');
    };
    res.once('finish', log);
    res.once('close', log);
    requestContext.run(requestId, next);
  };
}
