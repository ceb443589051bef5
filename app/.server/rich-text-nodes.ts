import { z } from 'zod';
import { type Align, internalHref, safeHref } from '~/lib/rich-text';

/*
 * Reading one Lexical/Payload node (app/.server/rich-text.ts walks the tree): its type, children,
 * alignment, Payload fields, embedded markup and link target. Every reader is total: a node of another
 * shape reads as nothing, never an error.
 */

const NodeSchema = z.looseObject({ type: z.string() });
const ChildrenSchema = z.looseObject({ children: z.array(z.unknown()) });
const FormatSchema = z.looseObject({ format: z.string() });

const DocValueSchema = z.looseObject({ slug: z.string() });
const LinkFieldsSchema = z.looseObject({
  linkType: z.optional(z.string()),
  url: z.nullish(z.string()),
  newTab: z.nullish(z.boolean()),
  doc: z.catch(z.nullish(z.looseObject({ relationTo: z.string(), value: z.unknown() })), null),
});
/** Lexical's own link node keeps url/target on the node instead of `fields`. */
const PlainLinkSchema = z.looseObject({ url: z.optional(z.string()), target: z.nullish(z.string()) });

const EmbedFieldsSchema = z.looseObject({
  html: z.optional(z.string()),
  code: z.optional(z.string()),
  content: z.optional(z.string()),
  embed: z.optional(z.string()),
});
const BlockNodeSchema = z.looseObject({
  fields: z.intersection(z.looseObject({ blockType: z.string() }), EmbedFieldsSchema),
});

const EMBED_NODE_TYPES = new Set(['html', 'embed', 'htmlembed', 'html-embed', 'script', 'widget']);
const EMBED_BLOCK_TYPES = new Set(['html', 'embed', 'htmlembed', 'html-embed', 'script', 'widget', 'code-embed']);

export function alignOf(node: unknown): Align {
  const parsed = FormatSchema.safeParse(node);
  if (!parsed.success) return null;
  const value = parsed.data.format;
  return value === 'left' || value === 'center' || value === 'right' || value === 'justify' ? value : null;
}

export function childrenOf(node: unknown): unknown[] {
  const parsed = ChildrenSchema.safeParse(node);
  return parsed.success ? parsed.data.children : [];
}

export function typeOf(node: unknown): string | null {
  const parsed = NodeSchema.safeParse(node);
  return parsed.success ? parsed.data.type.toLowerCase() : null;
}

const WithFieldsSchema = z.looseObject({ fields: z.unknown() });

/** A node's Payload `fields` object (or undefined). */
export function fieldsOf(node: unknown): unknown {
  const parsed = WithFieldsSchema.safeParse(node);
  return parsed.success ? parsed.data.fields : undefined;
}

/** The markup of an html/embed node or block: `html`, `code`, `content` or `embed`, on the node or in its fields. */
export function pickHtml(value: unknown): string | null {
  const parsed = EmbedFieldsSchema.safeParse(value);
  if (!parsed.success) return null;
  const { html, code, content, embed } = parsed.data;
  const markup = html ?? code ?? content ?? embed;
  return markup !== undefined && markup.trim() !== '' ? markup : null;
}

export function embedHtml(node: unknown, type: string): string | null {
  if (EMBED_NODE_TYPES.has(type)) return pickHtml(node) ?? pickHtml(fieldsOf(node));
  if (type === 'block') {
    const block = BlockNodeSchema.safeParse(node);
    if (!block.success || !EMBED_BLOCK_TYPES.has(block.data.fields.blockType.toLowerCase())) return null;
    return pickHtml(block.data.fields);
  }
  return null;
}

export function linkTarget(node: unknown, type: string): { href: string | null; newTab: boolean } {
  const fields = LinkFieldsSchema.safeParse(fieldsOf(node));
  if (fields.success) {
    const { linkType, url, newTab, doc } = fields.data;
    if (linkType === 'internal' && type === 'link') {
      const value = DocValueSchema.safeParse(doc?.value);
      const href = doc && value.success ? internalHref(doc.relationTo, value.data.slug) : null;
      return { href, newTab: newTab === true };
    }
    if (url !== undefined && url !== null) return { href: safeHref(url), newTab: newTab === true };
  }
  const plain = PlainLinkSchema.safeParse(node);
  if (plain.success && plain.data.url !== undefined) {
    return { href: safeHref(plain.data.url), newTab: plain.data.target === '_blank' };
  }
  return { href: null, newTab: false };
}
