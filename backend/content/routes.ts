import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { globals } from '../db/schema';
import { intId, isTextId, notFound, parseOr400, QueryInt, queryObject } from '../lib/http';
import { airportsCollection, getCollection } from './collections';
import { sortClauses, type Collection, type Doc } from './define-collection';
import { applySelect, parseSelectParams } from './select';
import { compileWhere, parseWhereParams } from './where';

const MAX_LIMIT = 1000;

const ListQuerySchema = z.object({
  limit: QueryInt.pipe(z.number().min(0).max(MAX_LIMIT)).optional(),
  pagination: z.enum(['true', 'false'], { error: 'Parametr pagination przyjmuje wartość true lub false.' }).optional(),
  page: QueryInt.pipe(z.number().min(1).max(1_000_000)).default(1),
  depth: QueryInt.pipe(z.number().min(0).max(5)).default(2),
  sort: z.string().max(200).optional(),
  locale: z.string().max(20).optional(),
});
const DepthSchema = z.object({
  depth: QueryInt.pipe(z.number().min(0).max(5)).default(2),
  locale: z.string().max(20).optional(),
});

export interface Paginated {
  docs: Doc[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/** The `where` of a query compiled for one collection (undefined when there is none). */
function whereOf(collection: Collection, url: URL) {
  const tree = parseWhereParams(url.searchParams);
  return tree ? compileWhere(collection, tree, getCollection) : undefined;
}

/** Rows in one read when pagination is off and no limit is given: all of them. */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

/**
 * A Payload-style `find`: where/sort/limit/page/depth/select over one collection. As in Payload,
 * `pagination=false` or `limit=0` reads every matching document (a given limit and page still cut it)
 * and counts nothing: totalDocs is then the number of docs returned, on one page.
 */
export async function findDocs(db: Executor, collection: Collection, url: URL): Promise<Paginated> {
  const query = parseOr400(ListQuerySchema, Object.fromEntries(url.searchParams));
  const where = whereOf(collection, url);
  const select = parseSelectParams(url.searchParams);
  const orderBy = sortClauses(collection, query.sort);
  const page = query.page;
  const paginate = query.pagination !== 'false' && query.limit !== 0;
  const limit = query.limit ?? (paginate ? 10 : 0);
  const rows = { where, orderBy, limit: limit === 0 ? ALL_ROWS : limit, offset: (page - 1) * limit };
  const [counted, found] = await Promise.all([
    paginate ? collection.count(db, where) : undefined,
    collection.find(db, rows, query.depth),
  ]);
  const docs = select ? found.map((doc) => applySelect(doc, select, collection.nested)) : found;
  const totalDocs = counted ?? docs.length;
  if (!paginate || totalDocs === 0) {
    return {
      docs,
      totalDocs,
      limit,
      totalPages: 1,
      page,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    };
  }
  const totalPages = Math.ceil(totalDocs / limit);
  return {
    docs,
    totalDocs,
    limit,
    totalPages,
    page,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

export function contentRoutes(getDb: () => Executor) {
  const app = new Hono();

  app.get('/globals/:slug', async (c) => {
    const { depth } = parseOr400(DepthSchema, queryObject(c));
    const slug = c.req.param('slug');
    const [row] = isTextId(slug) ? await getDb().select().from(globals).where(eq(globals.slug, slug)).limit(1) : [];
    if (!row) throw notFound('Nie znaleziono globalnej konfiguracji.');
    return c.json(await populateGlobal(getDb(), row.data, depth));
  });

  app.get('/:collection', async (c) => {
    const collection = getCollection(c.req.param('collection'));
    if (!collection) throw notFound('Nie znaleziono kolekcji.');
    return c.json(await findDocs(getDb(), collection, new URL(c.req.url)));
  });

  // Payload's count: `{ totalDocs }` of the documents matching `where`.
  app.get('/:collection/count', async (c) => {
    const collection = getCollection(c.req.param('collection'));
    if (!collection) throw notFound('Nie znaleziono kolekcji.');
    return c.json({ totalDocs: await collection.count(getDb(), whereOf(collection, new URL(c.req.url))) });
  });

  app.get('/:collection/:id', async (c) => {
    const collection = getCollection(c.req.param('collection'));
    if (!collection) throw notFound('Nie znaleziono kolekcji.');
    const { depth } = parseOr400(DepthSchema, queryObject(c));
    const select = parseSelectParams(new URL(c.req.url).searchParams);
    const id = intId(c.req.param('id'));
    const doc = (await collection.byIds(getDb(), [id], depth)).get(id);
    if (!doc) throw notFound();
    return c.json(select ? applySelect(doc, select, collection.nested) : doc);
  });

  return app;
}

const HomePageData = z.object({
  heroTitle: z.string().default(''),
  heroSubtitle: z.string().default(''),
  airports: z.array(z.number().int()).default([]),
});

/** The `home-page` global keeps airport ids; depth ≥ 1 populates them in their stored order. */
async function populateGlobal(db: Executor, data: Record<string, unknown>, depth: number) {
  const home = HomePageData.parse(data);
  if (depth === 0) return home;
  const docs = await airportsCollection.byIds(db, home.airports, depth - 1);
  return { ...home, airports: home.airports.map((id) => docs.get(id)).filter((d) => d !== undefined) };
}
