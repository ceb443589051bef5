// The one Node process: pages (Remix), static assets and the embedded marketplace API.
// `npm start` (production; builds first when needed) · `npm run dev` (Vite middleware, HMR).
import 'dotenv/config'; // first: loads .env (if present) before any module reads process.env
import { parseEnv } from './app/.server/env';
import { backendConfigFromEnv } from './backend/config';
import { withEveryProblem } from './core/env';
import { emptyAsUnset } from './core/mode';
import { startServer } from './server/app';
import { exitOnSignals, exitOnStartupFailure } from './server/shutdown';

async function main() {
  // With the embedded API (no API_URL), its settings are checked now too: one list of every problem.
  const embedded = emptyAsUnset(process.env.API_URL) === undefined;
  const env = withEveryProblem(() => parseEnv(process.env), embedded ? [() => backendConfigFromEnv(process.env)] : []);
  // React, Remix and Express pick their production code paths from NODE_ENV; make the default explicit
  // before the app build is loaded.
  process.env.NODE_ENV = env.NODE_ENV;
  const { close, logger } = await startServer({ env });

  exitOnSignals(close, logger);
}

main().catch(exitOnStartupFailure);
