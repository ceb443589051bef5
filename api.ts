// The marketplace API alone, as its own service (the scale-out path): `npm run start:api`.
// Same settings as server.ts (.env.example); listens on PORT (default 4000).
import 'dotenv/config'; // first: loads .env (if present) before any module reads process.env
import { EnvProblemsError } from './core/env';
import { startApiServer } from './server/api-server';
import { exitOnSignals } from './server/shutdown';

async function main() {
  const { close, logger } = await startApiServer();
  exitOnSignals(close, logger);
}

main().catch((error: unknown) => {
  // Configuration problems are listed one per line; anything else gets its stack.
  console.error(error instanceof EnvProblemsError ? error.message : error);
  process.exit(1);
});
