// The marketplace API alone, as its own service (the scale-out path): `npm run start:api`.
// Same settings as server.ts (.env.example); listens on PORT (default 4000).
import 'dotenv/config'; // first: loads .env (if present) before any module reads process.env
import { startApiServer } from './server/api-server';
import { exitOnSignals, exitOnStartupFailure } from './server/shutdown';

async function main() {
  const { close, logger } = await startApiServer();
  exitOnSignals(close, logger);
}

main().catch(exitOnStartupFailure);
