// The standalone API (`npm run start:api`'s server) in front of a test's backend, on a free loopback port.
import { parseEnv } from '../../app/.server/env';
import type { Backend } from '../../backend/index';
import { startApiServer, type RunningApiServer } from '../../server/api-server';

export function startTestApiServer(backend: Backend, env: Record<string, string>): Promise<RunningApiServer> {
  return startApiServer({
    backend,
    port: 0,
    host: '127.0.0.1',
    env: parseEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env }, { role: 'standalone-api' }),
  });
}
