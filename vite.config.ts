import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import remixConfig from './remix.config.js';
import { precompressAssets } from './scripts/precompress-plugin.mjs';

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), precompressAssets()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000 },
});
