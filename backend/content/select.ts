/**
 * Payload's Select API over REST: `select[field]=true` returns only the chosen fields (include mode),
 * `select[field]=false` returns all but them (exclude mode); `select[group][field]=…` reaches into a group
 * or into every row of an array. The top-level `id` is always returned. Payload's documentation:
 * https://payloadcms.com/docs/queries/select
 */
import { badRequest } from '../lib/http';
import { parseBracketParams, type ParamTree } from './bracket-params';
import type { Doc, Nested } from './define-collection';

export type SelectTree = { [key: string]: SelectTree | boolean };
type Mode = 'include' | 'exclude';

/** The `select[...]` keys of a query as a tree of booleans, or undefined when there are none. */
export function parseSelectParams(params: URLSearchParams): SelectTree | undefined {
  const tree = parseBracketParams(params, 'select', {
    maxDepth: 8,
    maxKeys: 100,
    tooDeep: 'Zbyt głęboko zagnieżdżony parametr select.',
    tooMany: 'Zbyt wiele pól w parametrze select.',
    nul: 'Parametr select zawiera niedozwolony znak (NUL).',
  });
  return tree && toBooleans(tree);
}

function toBooleans(tree: ParamTree): SelectTree {
  const out: SelectTree = Object.create(null);
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') out[key] = toBooleans(value);
    else if (value === 'true' || value === 'false') out[key] = value === 'true';
    else throw badRequest(`Parametr select[${key}] przyjmuje wartość true lub false.`, 'select');
  }
  return out;
}

/** Payload's rule: the first `false` met (depth first, stopping in the first group) makes it exclude mode. */
function modeOf(select: SelectTree): Mode {
  for (const value of Object.values(select)) {
    if (value === false) return 'exclude';
    if (typeof value === 'object') return modeOf(value);
  }
  return 'include';
}

const isRecord = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document with only the selected fields (include) or without the deselected ones (exclude). */
export function applySelect(doc: Doc, select: SelectTree, nested: Nested): Doc {
  return project(doc, select, modeOf(select), nested, '');
}

function project(value: Doc, select: SelectTree, mode: Mode, nested: Nested, path: string): Doc {
  const out: Doc = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldPath = path ? `${path}.${key}` : key;
    const chosen = Object.hasOwn(select, key) ? select[key] : undefined;
    if (fieldPath !== 'id' && (mode === 'include' ? !chosen : chosen === false)) continue;
    if (typeof chosen === 'object') {
      const kind = nested[fieldPath];
      if (kind === 'group' && isRecord(field)) {
        out[key] = project(field, chosen, mode, nested, fieldPath);
        continue;
      }
      if (kind === 'array' && Array.isArray(field)) {
        // Each row keeps its id in include mode, as Payload's array rows do.
        const rowSelect: SelectTree = mode === 'include' ? { ...chosen, id: true } : chosen;
        out[key] = field.map((row: unknown) =>
          isRecord(row) ? project(row, rowSelect, mode, nested, fieldPath) : row,
        );
        continue;
      }
    }
    out[key] = field;
  }
  return out;
}
