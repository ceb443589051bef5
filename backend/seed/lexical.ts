import type { RichText } from '../db/schema';

/**
 * A tiny builder for Lexical rich-text JSON as stored by the CMS. Plain strings given to
 * `p`, `h`, list items and `quote` understand two inline marks: `**bold**` and `_italic_`.
 */

export const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const;

export type TextNode = {
  type: 'text';
  text: string;
  format: number;
  detail: 0;
  mode: 'normal';
  style: '';
  version: 1;
};

type ElementBase = { version: 1; direction: 'ltr'; format: ''; indent: 0 };

export type LinkNode = ElementBase & {
  type: 'link';
  fields:
    | { linkType: 'custom'; url: string; newTab: boolean }
    | {
        linkType: 'internal';
        doc: { relationTo: InternalRelation; value: { id?: number; slug: string } };
        newTab: false;
      };
  children: TextNode[];
};

export type AutolinkNode = ElementBase & {
  type: 'autolink';
  fields: { linkType: 'custom'; url: string };
  children: TextNode[];
};

export type LineBreakNode = { type: 'linebreak'; version: 1 };

export type InlineNode = TextNode | LinkNode | AutolinkNode | LineBreakNode;
/** A string (parsed for `**bold**` / `_italic_`) or a ready node. */
export type Inline = string | InlineNode;

export type ParagraphNode = ElementBase & { type: 'paragraph'; textFormat: 0; children: InlineNode[] };
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingNode = ElementBase & { type: 'heading'; tag: HeadingTag; children: InlineNode[] };
export type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: InlineNode[] };
export type ListNode = ElementBase & {
  type: 'list';
  listType: 'bullet' | 'number';
  tag: 'ul' | 'ol';
  start: 1;
  children: ListItemNode[];
};
export type QuoteNode = ElementBase & { type: 'quote'; children: InlineNode[] };

export type BlockNode = ParagraphNode | HeadingNode | ListNode | QuoteNode;
export type InternalRelation = 'posts' | 'pages' | 'airports';

const element: ElementBase = { version: 1, direction: 'ltr', format: '', indent: 0 };

export function text(value: string, format = 0): TextNode {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 };
}

export const bold = (value: string): TextNode => text(value, FORMAT.bold);
export const italic = (value: string): TextNode => text(value, FORMAT.italic);

export function lineBreak(): LineBreakNode {
  return { type: 'linebreak', version: 1 };
}

const MARK = /(\*\*[^*]+\*\*|_[^_]+_)/;

/** Splits `Zwykły **pogrubiony** i _kursywa_` into text nodes with the matching format flags. */
export function parseInline(source: string): TextNode[] {
  return source
    .split(MARK)
    .filter((part) => part.length > 0)
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return bold(part.slice(2, -2));
      if (part.startsWith('_') && part.endsWith('_') && part.length > 2) return italic(part.slice(1, -1));
      return text(part);
    });
}

function inlineNodes(parts: Inline[]): InlineNode[] {
  return parts.flatMap((part) => (typeof part === 'string' ? parseInline(part) : [part]));
}

export function link(label: string, options: { url: string; newTab?: boolean }): LinkNode {
  return {
    ...element,
    type: 'link',
    fields: { linkType: 'custom', url: options.url, newTab: options.newTab ?? false },
    children: [text(label)],
  };
}

export function internalLink(
  label: string,
  target: { relationTo: InternalRelation; value: { id?: number; slug: string } },
): LinkNode {
  return {
    ...element,
    type: 'link',
    fields: { linkType: 'internal', doc: { relationTo: target.relationTo, value: { ...target.value } }, newTab: false },
    children: [text(label)],
  };
}

export function autolink(url: string): AutolinkNode {
  return { ...element, type: 'autolink', fields: { linkType: 'custom', url }, children: [text(url)] };
}

export function p(...parts: Inline[]): ParagraphNode {
  return { ...element, type: 'paragraph', textFormat: 0, children: inlineNodes(parts) };
}

export function h(tag: HeadingTag, ...parts: Inline[]): HeadingNode {
  return { ...element, type: 'heading', tag, children: inlineNodes(parts) };
}

type ListItemInput = Inline | Inline[];

function list(listType: 'bullet' | 'number', items: ListItemInput[]): ListNode {
  return {
    ...element,
    type: 'list',
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: inlineNodes(Array.isArray(item) ? item : [item]),
    })),
  };
}

export const ul = (...items: ListItemInput[]): ListNode => list('bullet', items);
export const ol = (...items: ListItemInput[]): ListNode => list('number', items);

export function quote(...parts: Inline[]): QuoteNode {
  return { ...element, type: 'quote', children: inlineNodes(parts) };
}

export function richText(...blocks: BlockNode[]): RichText {
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: blocks } };
}

/** Every text of a rich-text tree joined by spaces (used for word counts and checks). */
export function plainText(doc: RichText): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if ('text' in node && typeof node.text === 'string') out.push(node.text);
    if ('children' in node && Array.isArray(node.children)) node.children.forEach(walk);
  };
  walk(doc.root);
  return out.join(' ');
}
