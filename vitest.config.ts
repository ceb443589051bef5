import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run without the Remix Vite plugin (it cannot run inside Vitest).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Builds the app once when tests/server are selected and build/ is missing or stale.
    globalSetup: ['tests/setup/build.ts'],
  },
});
