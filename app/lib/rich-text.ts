import { z } from 'zod';

/*
 * Lexical rich text (as the CMS stores it) turned into a small, JSON-serialisable tree that the
 * <RichText> component renders as React elements. Everything CMS-controlled is validated here:
 * hrefs are filtered, unknown node types fall back to their children, and raw HTML only survives as
 * an `embed` block that the component puts into a sandboxed iframe.
 */

/** Spec §8: the rich-content messages. */
export const RICH_TEXT_MESSAGES = {
  none: 'Brak treści do wyświetlenia.',
  unsupported: 'Treść w nieobsługiwanym formacie.',
  empty: 'Nie udało się przetworzyć treści.',
  error: 'Błąd podczas przetwarzania treści.',
  processing: 'Przetwarzanie treści...',
} as const;

/** Spec §9: words per minute for the reading time, and the fallback when the text cannot be measured. */
export const WORDS_PER_MINUTE = 200;
export const FALLBACK_READING_MINUTES = 5;

/** Spec §9: embedded widget frames: reported height plus 40 px, never below 200 px. */
export const EMBED_MIN_HEIGHT = 200;
export const EMBED_EXTRA_HEIGHT = 40;
/** Scripts run in an opaque origin: they cannot reach the page, its storage or its cookies. */
export const EMBED_SANDBOX = 'allow-scripts allow-popups';
/** What the page sends a frame that may have reported its height before the page listened. */
export const EMBED_PING_MESSAGE = 'parkolot:embed-ping';
/** The `type` of the height message the embed frame posts to its parent. */
export const EMBED_HEIGHT_MESSAGE = 'parkolot:embed-height';

/** Lexical text format bit flags (spec §3). */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const;

export interface TextMarks {
  bold: boolean;
  italic: boolean;
  strikethrough: boolean;
  underline: boolean;
  code: boolean;
  subscript: boolean;
  superscript: boolean;
}

export type RtInline =
  | { type: 'text'; text: string; marks: TextMarks }
  | { type: 'linebreak' }
  /** `href` null: the target is unsafe or unresolvable, the children are shown as plain text. */
  | { type: 'link'; href: string | null; newTab: boolean; children: RtInline[] };

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type Align = 'left' | 'center' | 'right' | 'justify' | null;

export interface RtListItem {
  children: RtInline[];
  /** Nested lists inside this item. */
  lists: RtList[];
  /** Check lists only. */
  checked: boolean | null;
}

export interface RtList {
  type: 'list';
  ordered: boolean;
  start: number;
  items: RtListItem[];
}

export type RtBlock =
  | { type: 'paragraph'; align: Align; children: RtInline[] }
  | { type: 'heading'; tag: HeadingTag; id: string; align: Align; children: RtInline[] }
  | { type: 'quote'; children: RtInline[] }
  | { type: 'code'; text: string }
  | { type: 'hr' }
  | { type: 'image'; src: string; alt: string; width: number | null; height: number | null }
  /** Raw HTML/script from the CMS; only ever rendered inside a sandboxed iframe. */
  | { type: 'embed'; html: string }
  | RtList;

export type RichTextResult =
  | { status: 'ok'; blocks: RtBlock[]; hasEmbeds: boolean }
  | { status: 'none' | 'unsupported' | 'empty' | 'error' };

// ---------------------------------------------------------------------------------------------
// Small pure helpers

export function textMarks(format: unknown): TextMarks {
  const flags = typeof format === 'number' && Number.isInteger(format) && format > 0 ? format : 0;
  return {
    bold: (flags & TEXT_FORMAT.bold) !== 0,
    italic: (flags & TEXT_FORMAT.italic) !== 0,
    strikethrough: (flags & TEXT_FORMAT.strikethrough) !== 0,
    underline: (flags & TEXT_FORMAT.underline) !== 0,
    code: (flags & TEXT_FORMAT.code) !== 0,
    subscript: (flags & TEXT_FORMAT.subscript) !== 0,
    superscript: (flags & TEXT_FORMAT.superscript) !== 0,
  };
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * A CMS-supplied href, or null when it must not become a link: only http(s), mailto, tel and
 * relative references pass (no javascript:, data:, vbscript:, protocol-relative `//host`).
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Browsers ignore tabs/newlines and leading control characters inside a scheme ("java\nscript:").
  // eslint-disable-next-line no-control-regex
  const href = value.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (href === '') return null;
  if (href.startsWith('//') || href.startsWith('\\') || href.startsWith('/\\')) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1].toLowerCase()) ? href : null;
  // A colon before any slash, '?' or '#' without a valid scheme ("jav&#x09;ascript:") is suspicious.
  const firstColon = href.indexOf(':');
  if (firstColon !== -1) {
    const firstDelimiter = href.search(/[/?#]/);
    if (firstDelimiter === -1 || firstColon < firstDelimiter) return null;
  }
  return href;
}

/** An image source: http(s) or a site path only. */
export function safeImageSrc(value: unknown): string | null {
  const href = safeHref(value);
  if (href === null) return null;
  return href.startsWith('/') || /^https?:/i.test(href) ? href : null;
}

/** Spec §2: internal link targets by collection. */
export function internalHref(relationTo: string, slug: string): string | null {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  if (clean === '' || !/^[\p{L}\p{N}._~-]+(?:\/[\p{L}\p{N}._~-]+)*$/u.test(clean)) return null;
  if (clean.split('/').some((part) => /^\.+$/.test(part))) return null;
  const path = clean
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  switch (relationTo) {
    case 'posts':
      return `/blog/${path}/`;
    case 'pages':
      return `/${path}/`;
    case 'airports':
      return `/parking-lotnisko-${path}/`;
    default:
      return null;
  }
}

const POLISH_LETTERS: Record<string, string> = { ł: 'l', Ł: 'l' };

/** A URL fragment for a heading: lower-case ASCII words joined by dashes ("Ile kosztuje?" → "ile-kosztuje"). */
export function slugify(value: string): string {
  return value
    .replace(/[łŁ]/g, (c) => POLISH_LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Spec §9: an embed frame's height for the height its document reports. */
export function embedFrameHeight(reported: unknown): number {
  const height = typeof reported === 'number' && Number.isFinite(reported) && reported > 0 ? reported : 0;
  return Math.max(EMBED_MIN_HEIGHT, Math.ceil(height) + EMBED_EXTRA_HEIGHT);
}

/**
 * The frame document for an embed: the CMS's HTML plus a tiny script reporting the document height
 * to the parent (on load and whenever it changes), which sizes the frame.
 */
export function embedDocument(html: string, nonce = ''): string {
  // The frame's document inherits the page's CSP: its scripts run only with the page's nonce.
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : '';
  const content = nonceAttribute ? html.replace(/<script\b/gi, `<script${nonceAttribute}`) : html;
  const reporter = `<script${nonceAttribute}>(function(){var last=0;function send(force){var h=Math.max(document.documentElement.scrollHeight,document.body?document.body.scrollHeight:0);if(h!==last||force===true){last=h;parent.postMessage({type:${JSON.stringify(
    EMBED_HEIGHT_MESSAGE
  )},height:h},"*");}}window.addEventListener("message",function(e){if(e.source===parent&&e.data===${JSON.stringify(
    EMBED_PING_MESSAGE
  )})send(true);});window.addEventListener("load",send);if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}setTimeout(send,0);setTimeout(send,1000);})();</script>`;
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><style>html,body{margin:0;font-family:system-ui,sans-serif;color:#0f172a}</style></head><body>${content}${reporter}</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Parsing the Lexical tree

const NodeSchema = z.looseObject({ type: z.string() });
const ChildrenSchema = z.looseObject({ children: z.array(z.unknown()) });
const TextNodeSchema = z.looseObject({ text: z.string(), format: z.unknown().optional() });
const HeadingSchema = z.looseObject({ tag: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) });
const ListSchema = z.looseObject({
  listType: z.string().optional(),
  tag: z.string().optional(),
  start: z.number().int().min(0).optional(),
});
const ListItemSchema = z.looseObject({ checked: z.boolean().optional() });
const FormatSchema = z.looseObject({ format: z.string() });
const RootSchema = z.looseObject({
  root: z.looseObject({ children: z.array(z.unknown()) }),
});

const DocValueSchema = z.looseObject({ slug: z.string() });
const LinkFieldsSchema = z.looseObject({
  linkType: z.string().optional(),
  url: z.string().nullish(),
  newTab: z.boolean().nullish(),
  doc: z
    .looseObject({ relationTo: z.string(), value: z.unknown() })
    .nullish()
    .catch(null),
});
/** Lexical's own link node keeps url/target on the node instead of `fields`. */
const PlainLinkSchema = z.looseObject({ url: z.string().optional(), target: z.string().nullish() });

const EmbedFieldsSchema = z.looseObject({
  html: z.string().optional(),
  code: z.string().optional(),
  content: z.string().optional(),
  embed: z.string().optional(),
});
const BlockNodeSchema = z.looseObject({
  fields: z.looseObject({ blockType: z.string() }).and(EmbedFieldsSchema),
});
const UploadSchema = z.looseObject({
  value: z.looseObject({
    url: z.string(),
    alt: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
  }),
});

const EMBED_NODE_TYPES = new Set(['html', 'embed', 'htmlembed', 'html-embed', 'script', 'widget']);
const EMBED_BLOCK_TYPES = new Set(['html', 'embed', 'htmlembed', 'html-embed', 'script', 'widget', 'code-embed']);
const MAX_DEPTH = 40;

class TooDeepError extends Error {}

function alignOf(node: unknown): Align {
  const parsed = FormatSchema.safeParse(node);
  if (!parsed.success) return null;
  const value = parsed.data.format;
  return value === 'left' || value === 'center' || value === 'right' || value === 'justify' ? value : null;
}

function childrenOf(node: unknown): unknown[] {
  const parsed = ChildrenSchema.safeParse(node);
  return parsed.success ? parsed.data.children : [];
}

function typeOf(node: unknown): string | null {
  const parsed = NodeSchema.safeParse(node);
  return parsed.success ? parsed.data.type.toLowerCase() : null;
}

const WithFieldsSchema = z.looseObject({ fields: z.unknown() });

/** A node's Payload `fields` object (or undefined). */
function fieldsOf(node: unknown): unknown {
  const parsed = WithFieldsSchema.safeParse(node);
  return parsed.success ? parsed.data.fields : undefined;
}

/** The markup of an html/embed node or block: `html`, `code`, `content` or `embed`, on the node or in its fields. */
function pickHtml(value: unknown): string | null {
  const parsed = EmbedFieldsSchema.safeParse(value);
  if (!parsed.success) return null;
  const { html, code, content, embed } = parsed.data;
  const markup = html ?? code ?? content ?? embed;
  return markup !== undefined && markup.trim() !== '' ? markup : null;
}

function embedHtml(node: unknown, type: string): string | null {
  if (EMBED_NODE_TYPES.has(type)) return pickHtml(node) ?? pickHtml(fieldsOf(node));
  if (type === 'block') {
    const block = BlockNodeSchema.safeParse(node);
    if (!block.success || !EMBED_BLOCK_TYPES.has(block.data.fields.blockType.toLowerCase())) return null;
    return pickHtml(block.data.fields);
  }
  return null;
}

function linkTarget(node: unknown, type: string): { href: string | null; newTab: boolean } {
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

/** The message shown instead of content, or null when there is content to render. */
export function richTextMessage(result: RichTextResult): string | null {
  return result.status === 'ok' ? null : RICH_TEXT_MESSAGES[result.status];
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

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
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
    block.type === 'heading' ? [{ id: block.id, text: plainOf(block.children).trim(), tag: block.tag }] : []
  );
}
