// The domain core is loaded by the browser bundle, the web server and the API alike: it may import only
// itself and plain libraries (zod, date-fns, libphonenumber-js), never a framework, a database driver or node:*.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(__dirname, '../../core');
const ALLOWED = /^(\.\/[\w-]+|zod(\/mini)?|date-fns(\/.*)?|libphonenumber-js\/min)$/;

describe('core/ has no framework dependencies', () => {
  const files = readdirSync(CORE).filter((f) => f.endsWith('.ts'));
  it.each(files)('%s imports only the core itself, zod, date-fns or libphonenumber-js', (file) => {
    const source = readFileSync(join(CORE, file), 'utf8');
    const specifiers = [...source.matchAll(/\b(?:from|import)\s*\(?\s*(['"])([^'"]+)\1/g)].map((m) => m[2]);
    expect(specifiers.filter((s) => !ALLOWED.test(s))).toEqual([]);
  });
});
