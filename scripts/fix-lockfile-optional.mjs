// Works around npm 11's lockfile bug with registry mirrors (npm/cli#8320, #9342): packages that are
// optional for other platforms (rollup's and tailwind's native builds) are left out of package-lock.json,
// and then `npm ci` refuses the lock as out of sync. This adds every missing optional dependency of the
// locked packages with its version, integrity, os/cpu/libc from the registry (no registry address).
// Run after `npm install`: node scripts/fix-lockfile-optional.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const meta = registryMeta(name, version) ?? platformFromName(name);
    if (!meta) throw new Error(`cannot describe ${name}@${version}`);
    packages[hoisted] = {
      version,
      ...(meta['dist.integrity'] ? { integrity: meta['dist.integrity'] } : {}),
      ...(meta.cpu ? { cpu: meta.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(meta.libc ? { libc: meta.libc } : {}),
      ...(meta.license ? { license: meta.license } : {}),
      optional: true,
      ...(meta.os ? { os: meta.os } : {}),
      ...(meta.engines ? { engines: meta.engines } : {}),
    };
    added++;
  }
}

function registryMeta(name, version) {
  try {
    return JSON.parse(
      execFileSync(
        'npm',
        [
          'view',
          `${name}@${version}`,
          '--json',
          'version',
          'dist.integrity',
          'os',
          'cpu',
          'libc',
          'license',
          'engines',
        ],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      ),
    );
  } catch {
    return null;
  }
}

// The mirror may not carry other platforms' builds at all. They are never installed here, so npm only
// needs their platform fields to skip them: read them from the conventional suffix, e.g. linux-arm64-musl.
function platformFromName(name) {
  const m =
    /-(android|darwin|freebsd|linux|openbsd|openharmony|sunos|aix|win32|wasm32)-?([a-z0-9]+)?(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi|wasi))?$/.exec(
      name,
    );
  if (!m) return null;
  if (m[1] === 'wasm32') return { cpu: ['wasm32'] };
  const cpu =
    m[2] === 'arm' || m[3] === 'gnueabihf' || m[3] === 'musleabihf' || m[3] === 'eabi'
      ? 'arm'
      : m[2] === 'ia32'
        ? 'ia32'
        : m[2];
  const libc =
    m[1] !== 'linux'
      ? undefined
      : m[3] === 'gnu' || m[3] === 'gnueabihf'
        ? ['glibc']
        : m[3] === 'musl' || m[3] === 'musleabihf'
          ? ['musl']
          : undefined;
  return { os: [m[1]], cpu: [cpu], ...(libc ? { libc } : {}) };
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} missing optional lockfile entries`);
