import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';
import remixConfig from './remix.config.js';
import { compileHints } from './scripts/compile-hints-plugin.mjs';
import { precompressAssets } from './scripts/precompress-plugin.mjs';

/**
 * `shell`: the app's modules the root route reaches through static imports (the layout, its icons and
 * toasts, the error screen, the contact details, the SEO defaults…). The root is on every page, so these
 * load on every page whatever chunk they are in; left to Rollup they were cut by their other importers into
 * eight files of 0.1–3.5 KB gzip, each a request and a script of its own on every page load. In one chunk
 * they cost no page a byte (decision 0044).
 */
const ROOT_ROUTE = '/app/root.tsx';

/**
 * Also in `shell`: modules most pages share that the root does not import (the stored stay and the date
 * rules behind every page's search form, the service promises, the hook that starts home's carousel and the
 * car park's map near the viewport) and Vite's preload helper. Left to Rollup, each goes into the first
 * manual chunk that imports it (`search`) or a file of its own, and the blog post would load the search form
 * for them.
 */
const ALSO_SHELL = [
  'vite/preload-helper.js',
  '/app/lib/service-promises.ts',
  '/app/lib/stored-form.ts',
  '/app/lib/storage.ts',
  '/app/lib/dates.ts',
  '/app/components/ui/use-near-view.ts',
];

const rootClosures = new WeakMap<Rollup.GetModuleInfo, Set<string>>();

/**
 * The app's modules the root route reaches through static imports, once per build (Rollup's module graph).
 * The walk leaves libraries out: Rollup puts each with the first manual chunk that needs it, so one React
 * or Remix also imports stays in `framework` (walked into `shell`, it made the two chunks import each other).
 */
function staticallyFromRoot(getModuleInfo: Rollup.GetModuleInfo, moduleIds: Iterable<string>): Set<string> {
  const known = rootClosures.get(getModuleInfo);
  if (known) return known;
  const reached = new Set<string>();
  const root = [...moduleIds].find((id) => id.endsWith(ROOT_ROUTE));
  if (root === undefined) throw new Error(`vite.config.ts: no ${ROOT_ROUTE} in the module graph`);
  const pending = [...(getModuleInfo(root)?.importedIds ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || id.startsWith('\0') || id.includes('/node_modules/')) continue;
    reached.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  rootClosures.set(getModuleInfo, reached);
  return reached;
}

/**
 * `search`: the search form and the stay fields of the home, listing, detail and checkout pages (a page
 * without them never loads it). Named, or Rollup cut it by importers into chunks whose borders moved with
 * every unrelated import.
 */
const SEARCH_CHUNK = [
  '/app/components/ui/select.tsx',
  '/app/components/search/search-form.tsx',
  '/app/components/search/sidebar-stay.tsx',
  '/app/components/search/stay-fields.tsx',
  '/app/components/search/stay-inputs.tsx',
  '/app/components/search/calendar-parts.tsx',
  '/app/components/search/use-stay-picker.ts',
];

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
            manualChunks: (id, { getModuleIds, getModuleInfo }) => {
              if (FRAMEWORK.test(id)) return 'framework';
              if (
                ALSO_SHELL.some((path) => id.endsWith(path)) ||
                staticallyFromRoot(getModuleInfo, getModuleIds()).has(id)
              )
                return 'shell';
              if (SEARCH_CHUNK.some((path) => id.endsWith(path))) return 'search';
              return undefined;
            },
          },
        },
      },
}));
