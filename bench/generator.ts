/** Runs a data generator script (bench/scale-data.ts, bench/outbox-data.ts) under tsx. */
import { spawn } from 'node:child_process';
import type { z } from 'zod';
import { ROOT } from './server';

/** Runs `script` with `args`; its last stdout line is a JSON object of counts, parsed with `schema`. */
export function runGenerator<S extends z.ZodType>(script: string, args: string[], schema: S): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`${script} failed (${signal ?? `exit code ${code}`})`));
      const last = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(schema.parse(JSON.parse(last)));
      } catch (error) {
        reject(new Error(`${script} did not end with a JSON line of counts: ${String(error)}\n${last}`));
      }
    });
  });
}
