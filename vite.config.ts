import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import remixConfig from './remix.config.js';
import { compileHints } from './scripts/compile-hints-plugin.mjs';
import { precompressAssets } from './scripts/precompress-plugin.mjs';

/**
 * Shared first-load modules in named chunks. Left to Rollup they were cut into half a dozen small chunks
 * whose borders moved with every unrelated import (a new page sharing one module), each costing the home
 * page gzip overhead and a request:
 * - `stay`: the date and stay rules and the stored stay, which the layout needs on every page;
 * - `shell`: the layout's icons, toasts and hydration flag (named, or Rollup pulls them into the next
 *   named chunk that uses them, and every page loads that one);
 * - `search`: the search form and the stay fields of the home, listing, detail and checkout pages (a page
 *   without them never loads it).
 */
const NAMED_CHUNKS: Record<string, string[]> = {
  stay: [
    '/app/lib/search-state.ts',
    '/app/lib/stored-form.ts',
    '/app/lib/storage.ts',
    '/app/lib/dates.ts',
    '/core/stay.ts',
    '/core/warsaw-time.ts',
    '/core/on-first-use.ts',
  ],
  shell: [
    'vite/preload-helper.js',
    '/app/components/ui/icons.svg?url&no-inline',
    '/app/components/ui/icons.tsx',
    '/app/components/ui/use-enhanced-after-hydration.ts',
    '/app/components/ui/toast.tsx',
    '/app/lib/service-promises.ts',
  ],
  search: [
    '/app/components/ui/select.tsx',
    '/app/components/search/search-form.tsx',
    '/app/components/search/sidebar-stay.tsx',
    '/app/components/search/stay-fields.tsx',
    '/app/components/search/stay-inputs.tsx',
    '/app/components/search/calendar-parts.tsx',
    '/app/components/search/use-stay-picker.ts',
  ],
};

/** React and Remix: every page's runtime, in a chunk of their own. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream)\//;

/**
 * Conform's zod coercion (`@conform-to/zod/v4`) builds its wrappers with four constructors of classic zod
 * (`lazy`, `optional`, `pipe`, `transform`), and importing them pulls all of classic zod into the page:
 * its methods, its JSON-schema converter, its English messages — ~20 KB gzip on every page with a form,
 * where every schema is zod/mini (decision 0020). zod/mini exports the same four with the same arguments,
 * built on the same core, so the browser build resolves that one import to it. The server keeps classic
 * zod (its modules use it; Node resolves Conform's import itself). Vitest takes the same alias, so the
 * in-process form tests parse as the browser does (vitest.config.ts).
 */
export const BROWSER_ALIASES = [{ find: /^zod\/v4$/, replacement: 'zod/v4/mini' }];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), compileHints(), precompressAssets()],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      ...(isSsrBuild ? [] : BROWSER_ALIASES),
    ],
  },
  server: { port: 3000 },
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          output: {
            manualChunks: (id: string) => {
              for (const [chunk, paths] of Object.entries(NAMED_CHUNKS))
                if (paths.some((path) => id.endsWith(path))) return chunk;
              if (FRAMEWORK.test(id)) return 'framework';
              return undefined;
            },
          },
        },
      },
}));
