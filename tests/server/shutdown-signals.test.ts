// What a signal's graceful stop does with connections it has not accepted yet: those the kernel already
// queued are served, not reset (a request the client sent, lost), and SHUTDOWN_DRAIN_MS keeps a copy
// serving while /readyz tells the balancer it is leaving. Real processes and real signals.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startServerProcess, type ServerProcess } from '../security/server-process';

const children = new Set<ChildProcess>();
const servers = new Set<ServerProcess>();
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parkolot-signals-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all([...servers].map((server) => server.stop('SIGKILL')));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; body: string; connection: string | undefined } | { error: string };

/** A GET on its own connection; `connected` resolves once the handshake is done (the kernel queued it). */
function request(port: number, pathname: string) {
  let connected!: () => void;
  const handshake = new Promise<void>((resolve) => (connected = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('socket', (socket) => socket.once('connect', connected));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  return { handshake, answer };
}

describe('a signal while connections wait in the accept queue', () => {
  it('serves every connection the kernel had queued, then exits 0', async () => {
    const flag = path.join(tempDir(), 'unblock');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/fixtures/busy-server.ts'), flag], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const lines = readline.createInterface({ input: child.stdout ?? process.stdin })[Symbol.asyncIterator]();
    const port = Number((await lines.next()).value);
    expect(port).toBeGreaterThan(0);

    // The server is now held inside /block: nothing it is sent is accepted until the flag exists.
    const blocking = request(port, '/block');
    expect((await lines.next()).value).toBe('blocked');
    child.kill('SIGTERM');
    const queued = Array.from({ length: 20 }, () => request(port, '/'));
    await Promise.all(queued.map((r) => r.handshake));
    fs.writeFileSync(flag, '');

    expect(await blocking.answer).toMatchObject({ status: 200 });
    const answers = await Promise.all(queued.map((r) => r.answer));
    expect(answers).toEqual(answers.map(() => ({ status: 200, body: 'ok', connection: 'close' })));
    expect(await exited).toBe(0);
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('keeps the real server serving after SIGTERM, /readyz 503 and every answer Connection: close', async () => {
    const server = await startServerProcess(tempDir(), { env: { SHUTDOWN_DRAIN_MS: '120000' } });
    servers.add(server);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.msg === 'Shutting down');
    // New connections are still accepted: the balancer reads the 503 and stops sending.
    const readyz = await request(server.port, '/readyz').answer;
    expect(readyz).toMatchObject({ status: 503, connection: 'close' });
    const page = await request(server.port, '/robots.txt').answer;
    expect(page).toMatchObject({ status: 200, connection: 'close' });
    expect(server.child.exitCode).toBeNull();

    // A second signal does not wait for the drain.
    expect(await server.stop('SIGTERM')).toMatchObject({ code: 1 });
  });
});
