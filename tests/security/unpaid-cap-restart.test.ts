// The cap on one client's unpaid vehicles (MAX_UNPAID_VEHICLES_PER_CLIENT) counts the holds a client
// placed before the server restarted: the edge tags a client with a key derived from APP_SECRET, which a
// demo keeps in its data directory, not with a key each process draws anew (a restart would forget them).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { customer, daysFromNow, errorCodes, parkingLine } from '../backend/harness';
import { startServerProcess, type ServerProcess } from './server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parkolot-unpaid-cap-'));
const running = new Set<ServerProcess>();
afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const stay = { arrivalAt: daysFromNow(30), departureAt: daysFromNow(33) };

/** Prices and orders `vehicles` cars at car park 1 from this test's address, left unpaid. */
async function placeUnpaidOrder(server: ServerProcess, vehicles: number) {
  const plates = Array.from({ length: vehicles }, (_, i) => `WX ${randomUUID().slice(0, 4)}${i}`);
  const lines = [parkingLine(1, stay, plates)];
  const post = (to: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url + to, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const offer = OfferSchema.parse(await (await post('/api/v1/offers', { offerLines: lines })).json());
  const order = await post(
    '/api/v1/orders',
    { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
    { 'Idempotency-Key': randomUUID() },
  );
  return { status: order.status, body: (await order.json()) as unknown };
}

async function start() {
  const server = await startServerProcess(dataDir, { env: { MAX_UNPAID_VEHICLES_PER_CLIENT: '2' } });
  running.add(server);
  return server;
}

it('still counts the unpaid holds a client placed before the server restarted', async () => {
  const first = await start();
  expect((await placeUnpaidOrder(first, 2)).status).toBe(201);
  await first.stop('SIGTERM');
  running.delete(first);

  const second = await start();
  const refused = await placeUnpaidOrder(second, 1);
  expect(refused.status).toBe(429);
  expect(errorCodes(refused.body)).toContain('TOO_MANY_UNPAID_ORDERS');
});
