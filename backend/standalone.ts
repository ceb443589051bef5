// The marketplace API as its own service (scale-out path): `npm run start:api`.
// Same env as the embedded mode (DATABASE_URL, DATA_DIR, OFFER_TTL_SECONDS, …); listens on PORT (default 4000).
import 'dotenv/config';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { backendConfigOrExit } from './config';
import { createBackend } from './index';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'parkolot-api' } });
const port = Number(process.env.PORT ?? 4000);
const config = backendConfigOrExit({ ...process.env, PORT: String(port) }, { standalone: true });
const backend = await createBackend(config, { logger });

const server = serve({ fetch: (request) => backend.fetch(request), port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) =>
  logger.info({ port: info.port }, `Parkolot API listening on http://localhost:${info.port}/api`),
);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close(async () => {
    await backend.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
