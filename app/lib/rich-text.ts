/*
 * Lexical rich text (as the CMS stores it) turned into a small, JSON-serialisable tree that the
 * <RichText> component renders as React elements: the tree's types and the pure helpers both sides
 * share. The parsing itself (app/.server/rich-text.ts) runs in the loaders only, so the browser gets
 * an already validated tree and no schema code.
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
  { status: 'ok'; blocks: RtBlock[]; hasEmbeds: boolean } | { status: 'none' | 'unsupported' | 'empty' | 'error' };

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
    EMBED_HEIGHT_MESSAGE,
  )},height:h},"*");}}window.addEventListener("message",function(e){if(e.source===parent&&e.data===${JSON.stringify(
    EMBED_PING_MESSAGE,
  )})send(true);});window.addEventListener("load",send);if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}setTimeout(send,0);setTimeout(send,1000);})();</script>`;
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><style>html,body{margin:0;font-family:system-ui,sans-serif;color:#0f172a}</style></head><body>${content}${reporter}</body></html>`;
}

/** The message shown instead of content, or null when there is content to render. */
export function richTextMessage(result: RichTextResult): string | null {
  return result.status === 'ok' ? null : RICH_TEXT_MESSAGES[result.status];
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
}
