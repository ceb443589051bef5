import { badRequest } from '../lib/http';

/** A nested object from query keys such as `where[a][b]=v` or `select[group][field]=true` (qs syntax). */
export type ParamTree = { [key: string]: ParamTree | string };

/** A node without a prototype, so no query key can reach Object.prototype. */
const emptyNode = (): ParamTree => Object.create(null);

export interface BracketLimits {
  maxDepth: number;
  maxKeys: number;
  /** Polish messages for a too deep key and for too many keys. */
  tooDeep: string;
  tooMany: string;
  /** Polish message for a value holding U+0000 (PostgreSQL refuses it in text). */
  nul: string;
}

/**
 * Builds the nested object of one parameter from its bracket keys: `where[airport.slug][equals]=x`,
 * `where[or][0][status][equals]=y`, `select[location][address]=true`. Other keys are ignored; a malformed
 * key, one nesting too deep, too many keys or a key that is both a value and a group is a 400.
 */
export function parseBracketParams(
  params: URLSearchParams,
  name: string,
  limits: BracketLimits,
): ParamTree | undefined {
  let tree: ParamTree | undefined;
  let count = 0;
  const prefix = `${name}[`;
  for (const [key, value] of params) {
    if (!key.startsWith(prefix)) continue;
    const body = key.slice(name.length);
    const segments = [...body.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
    const consumed = segments.reduce((n, s) => n + s.length + 2, 0);
    if (segments.length === 0 || consumed !== body.length) throw badRequest(`Nieprawidłowy parametr: ${key}`, name);
    if (segments.length > limits.maxDepth) throw badRequest(limits.tooDeep, name);
    if (++count > limits.maxKeys) throw badRequest(limits.tooMany, name);
    if (value.includes('\u0000')) throw badRequest(limits.nul, name);
    // Null-prototype nodes: a segment such as `__proto__` is a plain (unknown) field name, never Object.prototype.
    tree ??= emptyNode();
    let node: ParamTree = tree;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) {
        if (Object.hasOwn(node, segment) && typeof node[segment] !== 'string')
          throw badRequest(`Sprzeczne parametry ${name}: ${key}`, name);
        node[segment] = value;
        return;
      }
      const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (typeof next === 'string') throw badRequest(`Sprzeczne parametry ${name}: ${key}`, name);
      node = next ?? (node[segment] = emptyNode());
    });
  }
  return tree;
}
