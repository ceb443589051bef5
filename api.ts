// The marketplace API alone, as its own service (the scale-out path): `npm run start:api`.
// Same settings as server.ts (.env.example); listens on PORT (default 4000).
import 'dotenv/config'; // first: loads .env (if present) before any module reads process.env
import { EnvError } from './app/.server/env';
import { ConfigError } from './backend/config';
import { startApiServer } from './server/api-server';

async function main() {
  const { close, logger } = await startApiServer();
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    close(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  // Configuration problems are listed one per line; anything else gets its stack.
  console.error(error instanceof EnvError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
