// The production build's checks, with types (the logic is plain JavaScript in scripts/build-server.mjs,
// which `npm start` runs with node before anything is built).
import fs from 'node:fs';
import path from 'node:path';
export {
  appBuildStaleReason,
  buildStaleReason,
  bundlePath,
  bundleStaleReason,
  ensureBuild,
  serverBuildPath,
} from '../scripts/build-server.mjs';

/**
 * The directory holding package.json above `from`: the project root, both from server/ (tsx) and from
 * build/server/ (the bundle).
 */
export function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
