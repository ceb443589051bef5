// The one Node process: pages (Remix), static assets and the embedded marketplace API.
// `npm start` (production; builds first when needed) · `npm run dev` (Vite middleware, HMR).
import 'dotenv/config'; // first: loads .env (if present) before any module reads process.env
import { EnvError, parseEnv } from './app/.server/env';
import { startServer } from './server/app';

async function main() {
  const env = parseEnv(process.env);
  // React, Remix and Express pick their production code paths from NODE_ENV; make the default explicit
  // before the app build is loaded.
  process.env.NODE_ENV = env.NODE_ENV;
  const { close, logger } = await startServer({ env });

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
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
