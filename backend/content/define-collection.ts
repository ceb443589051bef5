/**
 * How a Payload-style collection is defined and served: its rows, queryable fields, relations populated
 * by depth, and the sort parameter. The collections themselves are in collections.ts.
 */

import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { badRequest } from '../lib/http';
import { unlinkHiddenDocuments } from './hidden-links';
import type { FieldDef, QueryTarget } from './where';

export type Doc = Record<string, unknown>;
export type LoadOptions = { where?: SQL; orderBy: SQL[]; limit: number; offset: number };

/** A relation of a row to documents of another collection, populated when depth ≥ 1. */
interface RelationDef<Row> {
  field: string;
  to: string;
  ids(row: Row): number[];
}

/** Looks up a populated related document, or gives back the id at depth 0 / when missing. */
export type RelatedLookup = (field: string, id: number) => unknown;

interface CollectionDef<Row extends { id: number }> extends QueryTarget {
  slug: string;
  defaultSort: string;
  load(db: Executor, options: LoadOptions): Promise<Row[]>;
  relations?: RelationDef<Row>[];
  /** Extra data loaded for a batch of rows (e.g. a parking's addons), passed to `toDoc`. */
  extra?: (db: Executor, rows: Row[]) => Promise<Map<number, Doc[]>>;
  toDoc(row: Row, related: RelatedLookup, extra: Doc[], depth: number): Doc;
  /** Doc fields holding rich text: a link in them to a document that is not visible is served as text. */
  richText?: readonly string[];
  /** Doc paths that are groups or arrays of rows, which `select` can reach into (Payload's group and array fields). */
  nested?: Nested;
}

/** Paths of a document's groups (`location`) and arrays of rows (`gallery`). */
export type Nested = Readonly<Record<string, 'group' | 'array'>>;

/** A collection with its row type erased: what the router and other modules use. */
export interface Collection extends QueryTarget {
  slug: string;
  defaultSort: string;
  nested: Nested;
  count(db: Executor, where?: SQL): Promise<number>;
  find(db: Executor, options: LoadOptions, depth: number): Promise<Doc[]>;
  byIds(db: Executor, ids: number[], depth: number): Promise<Map<number, Doc>>;
}

const registry = new Map<string, Collection>();
/** Only the collections defined so far: callers use collections.ts's getCollection, which defines them all. */
export const registeredCollection = (slug: string) => registry.get(slug);

export function defineCollection<Row extends { id: number }>(def: CollectionDef<Row>): Collection {
  // Every read (lists, counts, by id, populated relations) is limited to the visible rows.
  const visibleWhere = (where: SQL | undefined) => and(def.visible, where);
  async function serialize(db: Executor, rows: Row[], depth: number): Promise<Doc[]> {
    const populated = new Map<string, Map<number, Doc>>();
    if (depth > 0) {
      await Promise.all(
        (def.relations ?? []).map(async (rel) => {
          const target = registry.get(rel.to);
          const ids = [...new Set(rows.flatMap(rel.ids))];
          if (target && ids.length) populated.set(rel.field, await target.byIds(db, ids, depth - 1));
        }),
      );
    }
    const extras = def.extra ? await def.extra(db, rows) : new Map<number, Doc[]>();
    const related: RelatedLookup = (field, id) => populated.get(field)?.get(id) ?? id;
    const docs = rows.map((row) => def.toDoc(row, related, extras.get(row.id) ?? [], depth));
    return def.richText ? unlinkHiddenDocuments(db, docs, def.richText, registeredCollection) : docs;
  }
  const collection: Collection = {
    slug: def.slug,
    table: def.table,
    idColumn: def.idColumn,
    fields: def.fields,
    visible: def.visible,
    defaultSort: def.defaultSort,
    nested: def.nested ?? {},
    count: (db, where) => db.$count(def.table, visibleWhere(where)),
    find: async (db, options, depth) =>
      serialize(db, await def.load(db, { ...options, where: visibleWhere(options.where) }), depth),
    byIds: async (db, ids, depth) => {
      if (ids.length === 0) return new Map();
      const rows = await def.load(db, {
        where: visibleWhere(inArray(def.idColumn, ids)),
        orderBy: [],
        limit: ids.length,
        offset: 0,
      });
      const docs = await serialize(db, rows, depth);
      return new Map(rows.map((row, i) => [row.id, docs[i]]));
    },
  };
  registry.set(def.slug, collection);
  return collection;
}

export const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export const scalar = (kind: 'number' | 'text' | 'date' | 'boolean', column: AnyPgColumn): FieldDef => ({
  kind,
  column,
});
export const relation = (to: string, column: AnyPgColumn, many = false): FieldDef => ({
  kind: 'relation',
  to,
  column,
  many,
});

/** A field asked about only with `exists`: there when `present` holds (JSON, rich text, arrays, groups). */
export const presence = (present: SQL): FieldDef => ({ kind: 'json', present });
/** A JSON column's value is there when it is neither SQL NULL nor JSON null. */
export const jsonValue = (column: AnyPgColumn): FieldDef =>
  presence(sql`coalesce(jsonb_typeof(${column}) <> 'null', false)`);
/** A JSON array column's value is there when it holds at least one item (Payload: an array with rows). */
export const jsonList = (column: AnyPgColumn): FieldDef =>
  presence(sql`(case when jsonb_typeof(${column}) = 'array' then jsonb_array_length(${column}) > 0 else false end)`);
/** A group always in the document (`location`, `rating`). */
export const group = (): FieldDef => presence(sql`true`);

/** `sort=field,-other` into ORDER BY clauses, with the id as a final tie-breaker for stable pages. */
export function sortClauses(collection: Collection, sort: string | undefined): SQL[] {
  const spec = (sort || collection.defaultSort)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const clauses = spec.map((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    const field: FieldDef | undefined =
      name === 'id'
        ? { kind: 'number', column: collection.idColumn }
        : Object.hasOwn(collection.fields, name)
          ? collection.fields[name]
          : undefined;
    if (!field || field.kind === 'relation' || field.kind === 'json')
      throw badRequest(`Nie można sortować po polu: ${name}`, 'sort');
    return descending ? desc(field.column) : asc(field.column);
  });
  return [...clauses, asc(collection.idColumn)];
}
