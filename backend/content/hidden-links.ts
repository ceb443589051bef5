import { and, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import type { QueryTarget } from './where';

/** A rich-text link to another document (`doc.value` carries its slug, and its id when the CMS has it). */
const InternalLinkSchema = z.looseObject({
  type: z.literal('link'),
  fields: z.looseObject({
    linkType: z.literal('internal'),
    doc: z.looseObject({
      relationTo: z.string(),
      value: z.looseObject({ id: z.number().int().optional(), slug: z.string().optional() }),
    }),
  }),
  children: z.array(z.unknown()),
});
type InternalLink = z.output<typeof InternalLinkSchema>;

type Resolve = (slug: string) => QueryTarget | undefined;

function collectLinks(node: unknown, found: InternalLink[]) {
  const link = InternalLinkSchema.safeParse(node);
  if (link.success) found.push(link.data);
  if (node !== null && typeof node === 'object') for (const child of Object.values(node)) collectLinks(child, found);
}

/** The tree with each hidden link replaced by its own text: the words stay, the reference goes. */
function unlink(node: unknown, isHidden: (link: InternalLink) => boolean): unknown {
  if (Array.isArray(node)) {
    return node.flatMap((child) => {
      const link = InternalLinkSchema.safeParse(child);
      return link.success && isHidden(link.data)
        ? link.data.children.map((c) => unlink(c, isHidden))
        : [unlink(child, isHidden)];
    });
  }
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, unlink(value, isHidden)]));
  }
  return node;
}

/**
 * Rich text that links to a document the public API never serves (a draft post) would still name it:
 * its slug, and so its topic. Such links are served as plain text. A batch without internal links to a
 * collection with a `visible` scope costs no query; otherwise one indexed query per linked collection.
 */
export async function unlinkHiddenDocuments(
  db: Executor,
  docs: Record<string, unknown>[],
  fields: readonly string[],
  resolve: Resolve,
): Promise<Record<string, unknown>[]> {
  const links: InternalLink[] = [];
  for (const doc of docs) for (const field of fields) collectLinks(doc[field], links);
  const byCollection = new Map<string, InternalLink[]>();
  for (const link of links) {
    const relationTo = link.fields.doc.relationTo;
    if (!resolve(relationTo)?.visible) continue;
    byCollection.set(relationTo, [...(byCollection.get(relationTo) ?? []), link]);
  }
  if (byCollection.size === 0) return docs;

  const hidden = new Map<string, { ids: Set<number>; slugs: Set<string> }>();
  await Promise.all(
    [...byCollection].map(async ([relationTo, own]) => {
      const target = resolve(relationTo);
      if (!target?.visible) return;
      const slugDef = Object.hasOwn(target.fields, 'slug') ? target.fields.slug : undefined;
      const slugField = slugDef && slugDef.kind !== 'json' ? slugDef : undefined;
      const ids = [
        ...new Set(own.flatMap((l) => (l.fields.doc.value.id === undefined ? [] : [l.fields.doc.value.id]))),
      ];
      const slugs = [
        ...new Set(own.flatMap((l) => (l.fields.doc.value.slug === undefined ? [] : [l.fields.doc.value.slug]))),
      ];
      const matches: SQL[] = [];
      if (ids.length) matches.push(inArray(target.idColumn, ids));
      if (slugs.length && slugField) matches.push(inArray(slugField.column, slugs));
      if (matches.length === 0) return;
      const rows = await db
        .select({ id: target.idColumn, slug: slugField ? slugField.column : sql`null` })
        .from(target.table)
        .where(and(not(target.visible), or(...matches)));
      hidden.set(relationTo, {
        ids: new Set(rows.map((r) => Number(r.id))),
        slugs: new Set(rows.flatMap((r) => (typeof r.slug === 'string' ? [r.slug] : []))),
      });
    }),
  );
  if ([...hidden.values()].every((h) => h.ids.size === 0)) return docs;

  const isHidden = (link: InternalLink) => {
    const set = hidden.get(link.fields.doc.relationTo);
    const { id, slug } = link.fields.doc.value;
    return set !== undefined && ((id !== undefined && set.ids.has(id)) || (slug !== undefined && set.slugs.has(slug)));
  };
  return docs.map((doc) => {
    const copy = { ...doc };
    for (const field of fields) if (Object.hasOwn(doc, field)) copy[field] = unlink(doc[field], isHidden);
    return copy;
  });
}
