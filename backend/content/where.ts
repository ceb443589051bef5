import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest, PG_INTEGER_MAX } from '../lib/http';
import { intArray } from '../lib/sql';
import { parseBracketParams, type ParamTree } from './bracket-params';

export type ScalarKind = 'number' | 'text' | 'date' | 'boolean';
export type FieldDef =
  | { kind: ScalarKind; column: AnyPgColumn }
  | { kind: 'relation'; column: AnyPgColumn; to: string; many: boolean }
  /** A value asked about only by whether it is there (`exists`): JSON, rich text, arrays, groups. */
  | { kind: 'json'; present: SQL };

/** What the query compiler needs to know of a collection. */
export interface QueryTarget {
  table: PgTable;
  idColumn: AnyPgColumn;
  fields: Record<string, FieldDef>;
  /** The rows the public API may serve at all (posts: published only); no query reaches past it. */
  visible?: SQL;
}

/** A parsed `where` tree, as nested objects from `where[a][b]=v` keys. */
export type WhereTree = ParamTree;

const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'exists',
] as const;
type Operator = (typeof OPERATORS)[number];
const isOperator = (v: string): v is Operator => (OPERATORS as readonly string[]).includes(v);

const MAX_DEPTH = 8;
const MAX_CONDITIONS = 50;

/**
 * Builds the nested `where` object from query keys such as `where[airport.slug][equals]` or
 * `where[or][0][status][equals]`. Keys not starting with `where[` are ignored.
 */
export function parseWhereParams(params: URLSearchParams): WhereTree | undefined {
  return parseBracketParams(params, 'where', {
    maxDepth: MAX_DEPTH,
    maxKeys: MAX_CONDITIONS,
    tooDeep: 'Zbyt głęboko zagnieżdżony warunek where.',
    tooMany: 'Zbyt wiele warunków where.',
    nul: 'Warunek where zawiera niedozwolony znak (NUL).',
  });
}

type Resolve = (slug: string) => QueryTarget | undefined;

/** Compiles a where tree into SQL for `target`; relation paths become subqueries on the related table. */
export function compileWhere(target: QueryTarget, tree: WhereTree, resolve: Resolve): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const [key, node] of Object.entries(tree)) {
    if (key === 'and' || key === 'or') {
      if (typeof node === 'string') throw badRequest(`Warunek "${key}" wymaga listy warunków.`, 'where');
      // A list's entries are numbered (`where[or][0][…]`): any other key — `__proto__` among them — is refused.
      const children = Object.entries(node).map(([index, child]) => {
        if (typeof child === 'string' || !/^\d+$/.test(index)) {
          throw badRequest(`Nieprawidłowy warunek w "${key}".`, 'where');
        }
        return compileWhere(target, child, resolve);
      });
      parts.push(key === 'and' ? and(...children) : or(...children));
      continue;
    }
    if (typeof node === 'string') throw badRequest(`Brak operatora dla pola "${key}".`, 'where');
    for (const [op, value] of Object.entries(node)) {
      if (!isOperator(op)) throw badRequest(`Nieznany operator "${op}" dla pola "${key}".`, 'where');
      parts.push(compileCondition(target, key.split('.'), op, value, resolve));
    }
  }
  return and(...parts);
}

/**
 * The field a path names: the longest leading part of it that is a field (`rating.average`,
 * `location.coordinates.latitude`), and the rest of the path (`airport` + `slug` on a relation).
 */
export function resolveField(target: QueryTarget, path: string[]): { field: FieldDef; rest: string[] } | undefined {
  if (path[0] === 'id') return { field: { kind: 'number', column: target.idColumn }, rest: path.slice(1) };
  for (let n = path.length; n > 0; n--) {
    const name = path.slice(0, n).join('.');
    if (Object.hasOwn(target.fields, name)) return { field: target.fields[name], rest: path.slice(n) };
  }
  return undefined;
}

function compileCondition(
  target: QueryTarget,
  path: string[],
  op: Operator,
  value: WhereTree | string,
  resolve: Resolve,
): SQL | undefined {
  const resolved = resolveField(target, path);
  if (!resolved) throw badRequest(`Nie można filtrować po polu: ${path.join('.')}`, 'where');
  const { field, rest } = resolved;

  if (field.kind === 'json') {
    const name = path.join('.');
    if (rest.length > 0) throw badRequest(`Nie można filtrować po polu: ${name}`, 'where');
    if (op !== 'exists') throw badRequest(`Operator "${op}" nie jest dostępny dla pola "${name}".`, name);
    return coerce('boolean', value, name) ? field.present : sql`not (${field.present})`;
  }
  if (field.kind === 'relation') {
    const related = resolve(field.to);
    if (!related) throw badRequest(`Nie można filtrować po polu: ${path.join('.')}`, 'where');
    // `airport` alone compares ids; `airport.slug` filters the related collection.
    const inner =
      rest.length === 0 || (rest.length === 1 && rest[0] === 'id')
        ? undefined
        : compileCondition(related, rest, op, value, resolve);
    if (!inner) {
      return scalarCondition({ kind: 'number', column: field.column }, op, value, path.join('.'), field.many);
    }
    // Scoped like a direct read, so `post.status=draft` cannot probe for hidden documents.
    const ids = sql`select ${related.idColumn} from ${related.table} where ${and(inner, related.visible)}`;
    return field.many ? sql`${field.column} && array(${ids})` : sql`${field.column} in (${ids})`;
  }
  if (rest.length > 0) throw badRequest(`Nie można filtrować po polu: ${path.join('.')}`, 'where');
  return scalarCondition(field, op, value, path.join('.'), false);
}

function scalarCondition(
  field: { kind: ScalarKind; column: AnyPgColumn },
  op: Operator,
  raw: WhereTree | string,
  name: string,
  arrayColumn: boolean,
): SQL | undefined {
  const column = field.column;
  if (op === 'exists') {
    const want = coerce('boolean', raw, name);
    // A has-many relation exists when it holds at least one document (Payload: rows in its relation table).
    if (arrayColumn)
      return want ? sql`coalesce(cardinality(${column}), 0) > 0` : sql`coalesce(cardinality(${column}), 0) = 0`;
    return want ? isNotNull(column) : isNull(column);
  }
  if (op === 'in' || op === 'not_in') {
    const items = typeof raw === 'string' ? raw.split(',') : Object.values(raw);
    const list = items
      .map((v) => {
        // `where[f][in][0][x]=…` nests an object where a value belongs.
        if (typeof v !== 'string') throw badRequest(`Nieprawidłowa wartość dla pola "${name}".`, name);
        return v.trim();
      })
      .filter(Boolean)
      .map((v) => coerce(field.kind, v, name));
    for (const v of list) if (typeof v === 'number') requireColumnRange(column, v, name);
    if (list.length === 0) return op === 'in' ? sql`false` : undefined;
    if (arrayColumn) {
      const arr = intArray(list.map(Number));
      return op === 'in' ? sql`${column} && ${arr}` : sql`not (${column} && ${arr})`;
    }
    return op === 'in' ? inArray(column, list) : notInArray(column, list);
  }
  if (typeof raw !== 'string') throw badRequest(`Nieprawidłowa wartość dla pola "${name}".`, name);
  if (op === 'like' || (op === 'contains' && field.kind === 'text')) {
    if (field.kind !== 'text') throw badRequest(`Operator "${op}" działa tylko dla pól tekstowych.`, name);
    const escaped = raw.replace(/[\\%_]/g, (m) => `\\${m}`);
    return ilike(column, `%${escaped}%`);
  }
  const value = coerce(field.kind, raw, name);
  if (typeof value === 'number') requireColumnRange(field.column, value, name);
  if (arrayColumn) {
    if (op === 'equals' || op === 'contains') return sql`${value} = any(${column})`;
    if (op === 'not_equals') return sql`not (${value} = any(${column}))`;
    throw badRequest(`Operator "${op}" nie jest dostępny dla pola "${name}".`, name);
  }
  switch (op) {
    case 'equals':
    case 'contains':
      return eq(column, value);
    case 'not_equals':
      return ne(column, value);
    case 'greater_than':
      return gt(column, value);
    case 'greater_than_equal':
      return gte(column, value);
    case 'less_than':
      return lt(column, value);
    case 'less_than_equal':
      return lte(column, value);
  }
}

const INTEGER_COLUMNS = new Set(['integer', 'serial', 'integer[]']);

/** PostgreSQL refuses to compare an integer column with 1.5 or 2^31 (an error, not "no match"). */
function requireColumnRange(column: AnyPgColumn, value: number, name: string) {
  if (!INTEGER_COLUMNS.has(column.getSQLType())) return;
  if (!Number.isInteger(value) || value > PG_INTEGER_MAX || value < -PG_INTEGER_MAX - 1) {
    throw badRequest(`Pole "${name}" wymaga liczby całkowitej z zakresu bazy danych.`, name);
  }
}

/** Timestamps PostgreSQL can store and JavaScript can print as ISO 8601: years 1–9999. */
const isStorableDate = (t: number) => {
  const year = new Date(t).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

/** A number as a person writes it: optional sign, digits, optional fraction and exponent; spaces around. */
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

function coerce(kind: ScalarKind, raw: WhereTree | string, name: string): string | number | boolean | Date {
  if (typeof raw !== 'string') throw badRequest(`Nieprawidłowa wartość dla pola "${name}".`, name);
  switch (kind) {
    case 'number': {
      // Decimal notation only: `Number` would also read `0x1`, `0b1` and `0o1` as 1, so `where[id][equals]=0x1`
      // found car park 1 while every route taking an id (`intId`) refused it.
      const n = Number(raw);
      if (!DECIMAL.test(raw) || !Number.isFinite(n)) throw badRequest(`Pole "${name}" wymaga liczby.`, name);
      return n;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw badRequest(`Pole "${name}" wymaga wartości true lub false.`, name);
      return raw === 'true';
    case 'date': {
      const t = Date.parse(raw);
      if (Number.isNaN(t) || !isStorableDate(t)) throw badRequest(`Pole "${name}" wymaga daty.`, name);
      return new Date(t);
    }
    case 'text':
      return raw;
  }
}
