// Vite plugin: after the client build, writes a brotli (quality 11) and a gzip (level 9) copy next to
// every fingerprinted script, style sheet and SVG in build/client/assets. The server sends those copies
// (server/static-assets.ts) instead of compressing each response on the fly at the fast, weak level
// that suits HTML, so the JS a phone downloads is as small as the build can make it, at no CPU cost per
// request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
/** Below this a compressed copy saves less than its own bookkeeping. */
const MIN_BYTES = 1024;

/** @param {string} dir */
export function precompressDirectory(dir) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

/** @returns {import('vite').Plugin} */
export function precompressAssets() {
  return {
    name: 'parkolot:precompress-assets',
    apply: 'build',
    writeBundle(options) {
      // Only the browser's build: the server build's assets are never sent.
      if (!options.dir || path.basename(options.dir) !== 'client') return;
      const assets = path.join(options.dir, 'assets');
      if (fs.existsSync(assets)) precompressDirectory(assets);
    },
  };
}
