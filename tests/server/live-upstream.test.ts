// A live web copy in front of a standalone API that stops being live after the web copy started (restarted
// without PARKOLOT_MODE=live, or another API put in its place): the start-up check and /readyz see only their
// own moment, so the web copy reads the mode on every answer (X-Parkolot-Mode) and sells nothing on a demo API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../backend/index';
import type { RunningApiServer } from '../../server/api-server';
import { startBackend } from '../backend/harness';
import { startTestApiServer } from '../setup/api-harness';
import { startTestServer, type TestServer } from '../setup/server-harness';

const TOKEN = 'a-shared-token-of-at-least-32-characters';

let backend: Backend;
let demoApi: RunningApiServer;
let web: TestServer;
let proxy: http.Server;
/** What the proxy in the API's place says of the answers it forwards: as they come, or all of them live. */
let sayLive = false;

beforeAll(async () => {
  backend = await startBackend();
  demoApi = await startTestApiServer(backend, { PARKOLOT_MODE: 'demo', API_INTERNAL_TOKEN: TOKEN });
  // In the API's place: its health says live (as a live API's did when the web copy started); every other
  // answer comes from the demo API behind it, with its own mode header unless `sayLive`.
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (req.url === '/api/health') {
          res.writeHead(200, { 'content-type': 'application/json', 'x-parkolot-mode': 'live' });
          return res.end(JSON.stringify({ ok: true, mode: 'live' }));
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
        const answer = await fetch(new URL(req.url ?? '/', demoApi.url), {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding')
            out[name] = value;
        });
        if (sayLive) out['x-parkolot-mode'] = 'live';
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  web = await startTestServer({
    env: {
      PARKOLOT_MODE: 'live',
      PUBLIC_URL: 'https://parkolot.example',
      API_URL: `http://127.0.0.1:${port}`,
      API_INTERNAL_TOKEN: TOKEN,
    },
  });
}, 120_000);

afterAll(async () => {
  await web?.close();
  await new Promise<void>((resolve) => proxy?.close(() => resolve()));
  await demoApi?.close();
  await backend?.close();
});

describe('a live web copy whose API answers in demo mode after start-up', () => {
  it('the standalone API says its mode on every answer, its own refusals included', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/products/parking/listing'],
      ['PUT', '/api/v1/orders'],
      ['GET', '/api/nie-ma'],
    ]) {
      const answer = await fetch(new URL(path, demoApi.url), { method });
      expect([method, path, answer.headers.get('x-parkolot-mode')]).toEqual([method, path, 'demo']);
    }
  });

  it('serves no page from it: 503, and says why in its log; the same pages answer once the API is live', async () => {
    const page = () => fetch(new URL('/parking-lotnisko-warszawa-chopin/', web.url), { redirect: 'manual' });
    const refused = await page();
    expect(refused.status).toBe(503);
    expect(web.logs.some((line) => line.event === 'upstream_api_not_live')).toBe(true);
    sayLive = true;
    try {
      expect([200, 302]).toContain((await page()).status);
    } finally {
      sayLive = false;
    }
  });
});
