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

export type ScalarKind = 'number' | 'text' | 'date' | 'boolean';
export type FieldDef =
  { kind: ScalarKind; column: AnyPgColumn } | { kind: 'relation'; column: AnyPgColumn; to: string; many: boolean };

/** What the query compiler needs to know of a collection. */
export interface QueryTarget {
  table: PgTable;
  idColumn: AnyPgColumn;
  fields: Record<string, FieldDef>;
  /** The rows the public API may serve at all (posts: published only); no query reaches past it. */
  visible?: SQL;
}

/** A parsed `where` tree, as nested objects from `where[a][b]=v` keys. */
export type WhereTree = { [key: string]: WhereTree | string };

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

/** A where node without a prototype, so no query key can reach Object.prototype. */
const emptyNode = (): WhereTree => Object.create(null);

/**
 * Builds the nested `where` object from query keys such as `where[airport.slug][equals]` or
 * `where[or][0][status][equals]`. Keys not starting with `where[` are ignored.
 */
export function parseWhereParams(params: URLSearchParams): WhereTree | undefined {
  let tree: WhereTree | undefined;
  let count = 0;
  for (const [key, value] of params) {
    if (!key.startsWith('where[')) continue;
    const segments = [...key.slice(5).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
    const consumed = segments.reduce((n, s) => n + s.length + 2, 0);
    if (segments.length === 0 || consumed !== key.length - 5)
      throw badRequest(`Nieprawidłowy parametr: ${key}`, 'where');
    if (segments.length > MAX_DEPTH) throw badRequest('Zbyt głęboko zagnieżdżony warunek where.', 'where');
    if (++count > MAX_CONDITIONS) throw badRequest('Zbyt wiele warunków where.', 'where');
    // PostgreSQL refuses U+0000 in text: a 400 here, not an error in the database.
    if (value.includes('\u0000')) throw badRequest('Warunek where zawiera niedozwolony znak (NUL).', 'where');
    // Null-prototype nodes: a segment such as `__proto__` is a plain (unknown) field name, never Object.prototype.
    tree ??= emptyNode();
    let node: WhereTree = tree;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (typeof next === 'string') throw badRequest(`Sprzeczne parametry where: ${key}`, 'where');
      node = next ?? (node[segment] = emptyNode());
    });
  }
  return tree;
}

type Resolve = (slug: string) => QueryTarget | undefined;

/** Compiles a where tree into SQL for `target`; relation paths become subqueries on the related table. */
export function compileWhere(target: QueryTarget, tree: WhereTree, resolve: Resolve): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const [key, node] of Object.entries(tree)) {
    if (key === 'and' || key === 'or') {
      if (typeof node === 'string') throw badRequest(`Warunek "${key}" wymaga listy warunków.`, 'where');
      const children = Object.values(node).map((child) => {
        if (typeof child === 'string') throw badRequest(`Nieprawidłowy warunek w "${key}".`, 'where');
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

function compileCondition(
  target: QueryTarget,
  path: string[],
  op: Operator,
  value: WhereTree | string,
  resolve: Resolve,
): SQL | undefined {
  const [head, ...rest] = path;
  const field: FieldDef | undefined =
    head === 'id'
      ? { kind: 'number', column: target.idColumn }
      : Object.hasOwn(target.fields, head)
        ? target.fields[head]
        : undefined;
  if (!field) throw badRequest(`Nie można filtrować po polu: ${path.join('.')}`, 'where');

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

function coerce(kind: ScalarKind, raw: WhereTree | string, name: string): string | number | boolean | Date {
  if (typeof raw !== 'string') throw badRequest(`Nieprawidłowa wartość dla pola "${name}".`, name);
  switch (kind) {
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw badRequest(`Pole "${name}" wymaga liczby.`, name);
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
