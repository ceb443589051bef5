#!/usr/bin/env node
// Gzip size of the JS and CSS each main page loads at first load (before any lazy chunk), read from
// the Remix build manifest: the client entry, root, the route module and their static imports.
// Usage: node scripts/route-size.mjs [--json] [--budget]   (run `npm run build` first)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ASSETS = 'build/client/assets';

/** Main pages → their route ids (root is always included). */
export const PAGES = {
  home: ['routes/_index'],
  listing: ['routes/$slug'],
  detail: ['routes/$airportSlug.$parkingSlug'],
  checkout: ['routes/rezerwacja'],
  'blog post': ['routes/blog.$slug'],
};

/**
 * Issue 6 budgets (gzip KB of JS at first load). Checkout 160 → 165 on 2026-11-25 (issue 14: per-vehicle price
 * lines, duplicate plates, addon applicability, the stored-stay hook), back to 160 on 2026-11-29 (zod/mini in
 * the browser, decision 0020's addendum: 165.0 → 144.4). Home went over 110
 * (110.8) on 2026-11-26 while Rollup cut the shared modules into ever more small chunks; named chunks in
 * vite.config.ts brought it to 108.7.
 */
export const JS_BUDGET_KB = { home: 110, listing: 130, detail: 130, checkout: 160, 'blog post': 130 };

function readManifest() {
  const file = readdirSync(ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`No Remix manifest in ${ASSETS}; run npm run build first`);
  const text = readFileSync(join(ASSETS, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

const gzipKb = (files) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join('build/client', f))).length, 0) / 1024;

export function measure() {
  const manifest = readManifest();
  const rows = [];
  for (const [page, routeIds] of Object.entries(PAGES)) {
    const chunks = [manifest.entry, manifest.routes.root, ...routeIds.map((id) => manifest.routes[id])];
    if (chunks.some((c) => !c)) {
      rows.push({ page, js: null, css: null, missing: routeIds.filter((id) => !manifest.routes[id]) });
      continue;
    }
    const js = new Set();
    // The global stylesheet is linked by root (`links`), not listed in the manifest.
    const css = new Set(
      readdirSync(ASSETS)
        .filter((f) => /^tailwind-.*\.css$/.test(f))
        .map((f) => `/assets/${f}`),
    );
    for (const c of chunks) {
      js.add(c.module);
      for (const i of c.imports ?? []) js.add(i);
      for (const s of c.css ?? []) css.add(s);
    }
    rows.push({ page, js: Number(gzipKb(js).toFixed(1)), css: Number(gzipKb(css).toFixed(1)), files: js.size });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log('| page | JS gzip KB | CSS gzip KB | JS budget KB |');
    console.log('|---|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.page} | ${r.js ?? 'n/a'} | ${r.css ?? 'n/a'} | ${JS_BUDGET_KB[r.page]} |`);
    }
  }
  if (process.argv.includes('--budget')) {
    const over = rows.filter((r) => r.js !== null && r.js > JS_BUDGET_KB[r.page]);
    for (const r of over) console.error(`JS budget missed on ${r.page}: ${r.js} KB > ${JS_BUDGET_KB[r.page]} KB`);
    process.exit(over.length ? 1 : 0);
  }
}
