// Vitest globalSetup: make sure build/ holds a fresh production build before tests/server start the
// real server. Skipped when the selected test files include neither tests/server nor tests/security.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../server/build';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  // The CLI file filters (`vitest run tests/lib`) are not public API in Vitest 3; when absent every
  // test file is selected, and so is tests/server.
  const { filenamePattern } = project.vitest as unknown as { filenamePattern?: string[] };
  const { testFiles } = await project.globTestFiles(filenamePattern);
  const needsServer = testFiles.some((file) => /[\\/]tests[\\/](server|security|scale-out)[\\/]/.test(file));
  if (!needsServer) return;
  await ensureBuild(ROOT, (message) => process.stderr.write(`[globalSetup] ${message}\n`));
}
