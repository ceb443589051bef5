// The keep-alive rule of the test clients (tests/setup/http-client.ts) against the server's own idle
// timeout (createHttpServer): a pooled connection outlives Node's default 5 s, and the client drops it
// before the server does, so no request is ever sent on a socket the server is closing.
import http from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveAgent } from '../setup/http-client';
import { createFakeBackend, startTestServer, type TestServer } from '../setup/server-harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      // Taken now: once the response ends the socket goes back to the pool and response.socket is null.
      const socket = response.socket;
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket, socket }));
    });
    request.once('error', reject);
  });
}

describe('keep-alive between the test clients and the server', () => {
  it('reuses a connection left idle longer than Node’s default 5 s (the server keeps it 65 s)', async () => {
    server = await startTestServer({ backend: createFakeBackend().backend });
    expect(server.server.keepAliveTimeout).toBe(65_000);
    const agent = keepAliveAgent();
    const first = await get(`${server.url}/healthz`, agent);
    // Idle past Node's default server timeout (5 s); the server's 65 s are far away, nothing races.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get(`${server.url}/healthz`, agent);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.reused).toBe(true);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 20_000);

  it('drops an idle connection before the server does, then opens a new one', async () => {
    server = await startTestServer({
      backend: createFakeBackend().backend,
      env: { HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' },
    });
    const agent = keepAliveAgent({ serverKeepAliveMs: 1_000 });
    const first = await get(`${server.url}/healthz`, agent);
    // Who closes first: the server's FIN arrives on the client as 'end'; the client's own close does not.
    let serverClosedFirst = false;
    first.socket.once('end', () => (serverClosedFirst = true));
    await new Promise((resolve) => first.socket.once('close', resolve));
    expect(serverClosedFirst).toBe(false);
    const second = await get(`${server.url}/healthz`, agent);
    expect(second.status).toBe(200);
    expect(second.reused).toBe(false);
    agent.destroy();
  });
});
