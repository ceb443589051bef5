// Page weight at first load: gzip KB of the JS and CSS each main page loads before any lazy chunk, read
// from the Vite/Remix build manifest by scripts/route-size.mjs (also the quick CLI check CI runs).
import { z } from 'zod';
import { JS_BUDGET_KB, measure } from '../scripts/route-size.mjs';
import { PAGE_NAMES, type PageName } from './pages';

const SizeRowSchema = z.object({ page: z.enum(PAGE_NAMES), js: z.number().nullable(), css: z.number().nullable() });
export type SizeRow = z.infer<typeof SizeRowSchema>;

export const JS_BUDGETS_KB: Record<PageName, number> = JS_BUDGET_KB;

/** Reads build/client (run from the project root after a build). */
export function measureSizes(): SizeRow[] {
  return z.array(SizeRowSchema).parse(measure());
}
