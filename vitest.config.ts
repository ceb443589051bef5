import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BROWSER_ALIASES } from './vite.config';

// Tests run without the Remix Vite plugin (it cannot run inside Vitest). Conform's zod adapter is run
// through Vite (inlined) so that the browser build's alias applies to it: the form schemas are parsed here
// as the browser parses them (the built server, which the server tests start, keeps Node's resolution).
export default defineConfig({
  resolve: {
    alias: [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }, ...BROWSER_ALIASES],
  },
  test: {
    server: { deps: { inline: ['@conform-to/zod'] } },
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Two API and two web copies on one PostgreSQL: only in scripts/test-postgres.sh, which starts one.
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['tests/scale-out/**'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Builds the app once when tests/server are selected and build/ is missing or stale.
    globalSetup: ['tests/setup/build.ts'],
    // Component tests opt into jsdom per file; the setup is harmless under node.
    setupFiles: ['tests/setup/vitest-setup.ts'],
  },
});
