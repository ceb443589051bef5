// A local HTTP upstream for the web tier's API_URL mode: it proxies every request to a real backend's
// fetch handler and can be switched, per path pattern, to misbehave the ways real upstreams do — then
// back to healthy. It records every request it received so tests can count retries and check headers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * - slow: no answer until `slowMs` has passed (well past the client's timeout), then the real answer
 * - error500: 500 with a contract error body `{ errors: [{ message }] }`
 * - malformed: 200 with a JSON content type and a body cut off mid-document
 * - empty204: 204 with no body
 * - reset: the connection is destroyed without an answer (after the request was read)
 */
export type FaultKind = 'slow' | 'error500' | 'malformed' | 'empty204' | 'reset';

export interface RecordedRequest {
  method: string;
  /** Path with query string, as received. */
  path: string;
  pathname: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The fault applied to it, or null when it was passed to the backend. */
  fault: FaultKind | null;
}

/** Which requests a fault hits: a pathname prefix, a RegExp tested on path + query, or a predicate. */
export type FaultMatch = string | RegExp | ((request: { method: string; pathname: string; path: string }) => boolean);

interface Rule {
  match: FaultMatch;
  method?: string;
  kind: FaultKind;
}

export interface FaultServer {
  /** Origin for API_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request received, in order (including faulted ones). */
  requests: RecordedRequest[];
  /** Adds a fault; the most recently added matching rule wins. */
  fault(match: FaultMatch, kind: FaultKind, options?: { method?: string }): void;
  /** Removes every fault (the listener stays as it is: see `up`). */
  heal(): void;
  /** Closes the listener and every open connection: new connections are refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** The recorded requests that match (same matching as `fault`). */
  received(match: FaultMatch, method?: string): RecordedRequest[];
  close(): Promise<void>;
}

export interface FaultServerOptions {
  /** The real upstream: a Web-standard fetch handler serving full `/api/...` paths. */
  target: (request: Request) => Promise<Response>;
  /** How long a `slow` answer is held back. Default 10 s. */
  slowMs?: number;
}

const MALFORMED_BODY = '{"docs":[{"id":1,"name":"Parking';
/** Hop-by-hop headers and those Node recomputes for the re-sent body. */
const SKIPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

function matches(match: FaultMatch, request: { method: string; pathname: string; path: string }): boolean {
  if (typeof match === 'string') return request.pathname.startsWith(match);
  if (match instanceof RegExp) return match.test(request.path);
  return match(request);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export async function startFaultServer({ target, slowMs = 10_000 }: FaultServerOptions): Promise<FaultServer> {
  const rules: Rule[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  async function proxy(req: IncomingMessage, res: ServerResponse, body: Buffer, headers: Record<string, string>) {
    const forwarded = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (!SKIPPED_HEADERS.has(name)) forwarded.set(name, value);
    }
    const method = req.method ?? 'GET';
    const response = await target(
      new Request(`http://parkolot.internal${req.url ?? '/'}`, {
        method,
        headers: forwarded,
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
      }),
    );
    const payload = Buffer.from(await response.arrayBuffer());
    if (res.destroyed) return;
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name)) out[name] = value;
    });
    if (response.status !== 204 && response.status !== 304) out['content-length'] = String(payload.length);
    res.writeHead(response.status, out);
    res.end(response.status === 204 ? undefined : payload);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const pathname = new URL(path, 'http://fault.local').pathname;
    const headers = flatHeaders(req);
    const body = await readBody(req);
    const view = { method, pathname, path };
    const rule = [...rules].reverse().find((r) => (!r.method || r.method === method) && matches(r.match, view));
    requests.push({ method, path, pathname, headers, fault: rule?.kind ?? null });

    switch (rule?.kind) {
      case undefined:
        return proxy(req, res, body, headers);
      case 'error500':
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ message: 'Awaria serwera (test)' }] }));
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MALFORMED_BODY.length) });
        res.end(MALFORMED_BODY);
        return;
      case 'empty204':
        res.writeHead(204);
        res.end();
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) void proxy(req, res, body, headers).catch(() => res.destroy());
        }, slowMs);
        timers.add(timer);
        // The client gave up (its timeout aborts the request): nothing is left to answer.
        res.once('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('fault server: proxy failed');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Keep-alive connections would otherwise keep a "down" upstream reachable.
      for (const socket of sockets) socket.destroy();
    });

  const port = await listen(0);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fault(match, kind, options = {}) {
      rules.push({ match, kind, method: options.method });
    },
    heal() {
      rules.length = 0;
    },
    down: stop,
    async up() {
      if (!server.listening) await listen(port);
    },
    received(match, method) {
      return requests.filter((r) => (!method || r.method === method) && matches(match, r));
    },
    close: stop,
  };
}
