import { z } from 'zod';
import { alignOf, childrenOf, embedHtml, linkTarget, typeOf } from '~/.server/rich-text-nodes';
import {
  countWords,
  FALLBACK_READING_MINUTES,
  type HeadingTag,
  type RichTextResult,
  type RtBlock,
  type RtInline,
  type RtList,
  type RtListItem,
  safeImageSrc,
  slugify,
  textMarks,
  WORDS_PER_MINUTE,
} from '~/lib/rich-text';

/*
 * Lexical rich text (as the CMS stores it) → the tree of app/lib/rich-text.ts, in the loaders.
 * Everything CMS-controlled is validated here: hrefs are filtered, unknown node types fall back to
 * their children, and raw HTML only survives as an `embed` block that the component puts into a
 * sandboxed iframe.
 */

// ---------------------------------------------------------------------------------------------
// Parsing the Lexical tree

const TextNodeSchema = z.looseObject({ text: z.string(), format: z.optional(z.unknown()) });
const HeadingSchema = z.looseObject({ tag: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) });
const ListSchema = z.looseObject({
  listType: z.optional(z.string()),
  tag: z.optional(z.string()),
  start: z.optional(z.int().min(0)),
});
const ListItemSchema = z.looseObject({ checked: z.optional(z.boolean()) });
const RootSchema = z.looseObject({
  root: z.looseObject({ children: z.array(z.unknown()) }),
});
const UploadSchema = z.looseObject({
  value: z.looseObject({
    url: z.string(),
    alt: z.nullish(z.string()),
    width: z.nullish(z.number()),
    height: z.nullish(z.number()),
  }),
});

const MAX_DEPTH = 40;

class TooDeepError extends Error {}

function parseInlines(nodes: unknown[], depth: number): RtInline[] {
  if (depth > MAX_DEPTH) throw new TooDeepError();
  const out: RtInline[] = [];
  for (const node of nodes) {
    const type = typeOf(node);
    if (type === null) continue;
    if (type === 'text' || type === 'code-highlight') {
      const text = TextNodeSchema.safeParse(node);
      if (text.success && text.data.text !== '') {
        out.push({ type: 'text', text: text.data.text, marks: textMarks(text.data.format) });
      }
    } else if (type === 'tab') {
      out.push({ type: 'text', text: '\t', marks: textMarks(0) });
    } else if (type === 'linebreak') {
      out.push({ type: 'linebreak' });
    } else if (type === 'link' || type === 'autolink') {
      const { href, newTab } = linkTarget(node, type);
      const children = parseInlines(childrenOf(node), depth + 1);
      if (children.length > 0) out.push({ type: 'link', href, newTab, children });
    } else {
      // Unknown inline elements (mark, hashtag …): keep what they say.
      out.push(...parseInlines(childrenOf(node), depth + 1));
    }
  }
  return out;
}

function plainOf(inlines: RtInline[]): string {
  return inlines
    .map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'link' ? plainOf(inline.children) : ' '))
    .join('');
}

function hasVisibleText(inlines: RtInline[]): boolean {
  return plainOf(inlines).trim() !== '';
}

interface ParseState {
  headingIds: Map<string, number>;
}

function uniqueHeadingId(text: string, state: ParseState): string {
  const base = slugify(text) || 'sekcja';
  const seen = state.headingIds.get(base) ?? 0;
  state.headingIds.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

function parseList(node: unknown, depth: number): RtList {
  if (depth > MAX_DEPTH) throw new TooDeepError();
  const list = ListSchema.safeParse(node);
  const listType = list.success ? list.data.listType : undefined;
  const ordered = listType === 'number' || (listType === undefined && list.success && list.data.tag === 'ol');
  const start = list.success && list.data.start !== undefined && list.data.start > 0 ? list.data.start : 1;
  const items: RtListItem[] = [];
  for (const child of childrenOf(node)) {
    if (typeOf(child) !== 'listitem') continue;
    const inlineNodes: unknown[] = [];
    const lists: RtList[] = [];
    for (const grandchild of childrenOf(child)) {
      if (typeOf(grandchild) === 'list') lists.push(parseList(grandchild, depth + 1));
      else inlineNodes.push(grandchild);
    }
    const children = parseInlines(inlineNodes, depth + 1);
    const item = ListItemSchema.safeParse(child);
    const checked = listType === 'check' ? (item.success ? item.data.checked === true : false) : null;
    // Lexical nests a sub-list in an otherwise empty item: attach it to the previous item.
    if (children.length === 0 && lists.length > 0 && items.length > 0) {
      items[items.length - 1].lists.push(...lists);
    } else if (children.length > 0 || lists.length > 0) {
      items.push({ children, lists, checked });
    }
  }
  return { type: 'list', ordered, start, items };
}

function parseBlocks(nodes: unknown[], state: ParseState, depth: number): RtBlock[] {
  if (depth > MAX_DEPTH) throw new TooDeepError();
  const out: RtBlock[] = [];
  for (const node of nodes) {
    const type = typeOf(node);
    if (type === null) continue;
    const embed = embedHtml(node, type);
    if (embed !== null) {
      out.push({ type: 'embed', html: embed });
      continue;
    }
    switch (type) {
      case 'paragraph': {
        const children = parseInlines(childrenOf(node), depth + 1);
        // Empty paragraphs (editor spacing) are dropped; spacing is the stylesheet's job.
        if (hasVisibleText(children)) out.push({ type: 'paragraph', align: alignOf(node), children });
        break;
      }
      case 'heading': {
        const heading = HeadingSchema.safeParse(node);
        const children = parseInlines(childrenOf(node), depth + 1);
        if (!hasVisibleText(children)) break;
        out.push({
          type: 'heading',
          tag: heading.success ? heading.data.tag : 'h2',
          id: uniqueHeadingId(plainOf(children), state),
          align: alignOf(node),
          children,
        });
        break;
      }
      case 'quote': {
        const children = parseInlines(childrenOf(node), depth + 1);
        if (hasVisibleText(children)) out.push({ type: 'quote', children });
        break;
      }
      case 'list': {
        const list = parseList(node, depth + 1);
        if (list.items.length > 0) out.push(list);
        break;
      }
      case 'code': {
        const text = parseInlines(childrenOf(node), depth + 1)
          .map((inline) => (inline.type === 'linebreak' ? '\n' : plainOf([inline])))
          .join('');
        if (text.trim() !== '') out.push({ type: 'code', text });
        break;
      }
      case 'horizontalrule':
        out.push({ type: 'hr' });
        break;
      case 'upload': {
        const upload = UploadSchema.safeParse(node);
        const src = upload.success ? safeImageSrc(upload.data.value.url) : null;
        if (upload.success && src) {
          const { alt, width, height } = upload.data.value;
          out.push({ type: 'image', src, alt: alt ?? '', width: width ?? null, height: height ?? null });
        }
        break;
      }
      default: {
        // An unknown element: its block children if it has any, else its text as a paragraph.
        const children = childrenOf(node);
        if (children.length === 0) break;
        const inner = parseBlocks(children, state, depth + 1);
        if (inner.length > 0) {
          out.push(...inner);
        } else {
          const inlines = parseInlines(children, depth + 1);
          if (hasVisibleText(inlines)) out.push({ type: 'paragraph', align: null, children: inlines });
        }
      }
    }
  }
  return out;
}

/** Lexical JSON (or anything) → what the renderer shows, with the spec's message states. */
export function parseRichText(content: unknown): RichTextResult {
  if (content === null || content === undefined || content === '') return { status: 'none' };
  const root = RootSchema.safeParse(content);
  if (!root.success) return { status: 'unsupported' };
  try {
    const blocks = parseBlocks(root.data.root.children, { headingIds: new Map() }, 0);
    if (blocks.length === 0) return { status: 'empty' };
    return { status: 'ok', blocks, hasEmbeds: blocks.some((b) => b.type === 'embed') };
  } catch {
    return { status: 'error' };
  }
}

// ---------------------------------------------------------------------------------------------
// Plain text, words and reading time

function blockText(block: RtBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'quote':
      return plainOf(block.children);
    case 'code':
      return block.text;
    case 'list':
      return block.items.map((item) => [plainOf(item.children), ...item.lists.map(blockText)].join(' ')).join(' ');
    default:
      return '';
  }
}

/** Every visible word of the content, space-separated ('' when there is none). */
export function richTextPlainText(content: unknown): string {
  const result = parseRichText(content);
  if (result.status !== 'ok') return '';
  return result.blocks.map(blockText).join(' ').replace(/\s+/g, ' ').trim();
}

/** Spec §9: reading time at 200 words per minute, at least 1 minute; 5 minutes when there is no text. */
export function readingTimeMinutes(content: unknown): number {
  const words = countWords(richTextPlainText(content));
  if (words === 0) return FALLBACK_READING_MINUTES;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The headings (for a table of contents or anchor links). */
export function richTextHeadings(content: unknown): { id: string; text: string; tag: HeadingTag }[] {
  const result = parseRichText(content);
  if (result.status !== 'ok') return [];
  return result.blocks.flatMap((block) =>
    block.type === 'heading' ? [{ id: block.id, text: plainOf(block.children).trim(), tag: block.tag }] : [],
  );
}
