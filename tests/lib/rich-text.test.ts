import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { posts } from '../../backend/seed/data/posts';
import { pages } from '../../backend/seed/data/pages';
import { plainText } from '../../backend/seed/lexical';
import { RichText } from '~/components/rich-text/rich-text';
import { parseRichText, readingTimeMinutes, richTextHeadings } from '~/.server/rich-text';
import {
  embedDocument,
  embedFrameHeight,
  internalHref,
  richTextMessage,
  safeHref,
  slugify,
  textMarks,
  type RtBlock,
} from '~/lib/rich-text';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, version: 1 });
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } });
const link = (fields: Record<string, unknown>, label = 'link') => ({ type: 'link', fields, children: [text(label)] });

function blocksOf(content: unknown): RtBlock[] {
  const result = parseRichText(content);
  if (result.status !== 'ok') throw new Error(`expected content, got ${result.status}`);
  return result.blocks;
}

function render(content: unknown): string {
  return renderToStaticMarkup(
    createElement(StaticRouter, { location: '/blog/' }, createElement(RichText, { content: parseRichText(content) })),
  );
}

describe('messages (spec §8)', () => {
  it.each([
    [null, 'Brak treści do wyświetlenia.'],
    [undefined, 'Brak treści do wyświetlenia.'],
    ['', 'Brak treści do wyświetlenia.'],
    ['<p>HTML z innego CMS-a</p>', 'Treść w nieobsługiwanym formacie.'],
    [{ blocks: [] }, 'Treść w nieobsługiwanym formacie.'],
    [[paragraph(text('a'))], 'Treść w nieobsługiwanym formacie.'],
    [doc(), 'Nie udało się przetworzyć treści.'],
    [doc(paragraph(), paragraph(text('   '))), 'Nie udało się przetworzyć treści.'],
  ])('%j → %s', (content, message) => {
    expect(richTextMessage(parseRichText(content))).toBe(message);
    expect(render(content)).toContain(message);
  });

  it('a tree too deep to process is a processing failure', () => {
    let node: unknown = text('głęboko');
    for (let i = 0; i < 100; i++) node = { type: 'mark', children: [node] };
    expect(richTextMessage(parseRichText(doc(paragraph(node))))).toBe('Błąd podczas przetwarzania treści.');
  });
});

describe('text formats (bit flags)', () => {
  it('reads every flag', () => {
    expect(textMarks(1 | 8)).toMatchObject({
      bold: true,
      italic: false,
      strikethrough: false,
      underline: true,
      code: false,
    });
    expect(textMarks(2 | 4 | 16)).toMatchObject({
      bold: false,
      italic: true,
      strikethrough: true,
      underline: false,
      code: true,
    });
    expect(textMarks('1')).toMatchObject({ bold: false });
  });

  it('renders them as nested elements', () => {
    const html = render(
      doc(
        paragraph(
          text('gruby', 1),
          text('pochyły', 2),
          text('skreślony', 4),
          text('podkreślony', 8),
          text('kod', 16),
          text('wszystko', 31),
        ),
      ),
    );
    expect(html).toContain('<strong class="font-semibold text-slate-900">gruby</strong>');
    expect(html).toContain('<em>pochyły</em>');
    expect(html).toContain('<s>skreślony</s>');
    expect(html).toMatch(/<span class="underline[^"]*">podkreślony<\/span>/);
    expect(html).toMatch(/<code[^>]*>kod<\/code>/);
    expect(html).toMatch(
      /<span class="underline[^"]*"><s><em><strong[^>]*><code[^>]*>wszystko<\/code><\/strong><\/em><\/s><\/span>/,
    );
  });

  it('escapes text: markup in the CMS text stays text', () => {
    const html = render(doc(paragraph(text('<script>alert(1)</script> & <b>'))));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;');
  });
});

describe('blocks', () => {
  it('headings keep their tag and get unique slug ids', () => {
    const content = doc(
      { type: 'heading', tag: 'h2', children: [text('Ile kosztuje parking przy Okęciu?')] },
      { type: 'heading', tag: 'h3', children: [text('Zażółć gęślą jaźń')] },
      { type: 'heading', tag: 'h2', children: [text('Ile kosztuje parking przy Okęciu?')] },
      { type: 'heading', tag: 'h7', children: [text('Zły tag')] },
    );
    expect(richTextHeadings(content)).toEqual([
      { id: 'ile-kosztuje-parking-przy-okeciu', text: 'Ile kosztuje parking przy Okęciu?', tag: 'h2' },
      { id: 'zazolc-gesla-jazn', text: 'Zażółć gęślą jaźń', tag: 'h3' },
      { id: 'ile-kosztuje-parking-przy-okeciu-2', text: 'Ile kosztuje parking przy Okęciu?', tag: 'h2' },
      { id: 'zly-tag', text: 'Zły tag', tag: 'h2' },
    ]);
    const html = render(content);
    expect(html).toMatch(/<h2 id="ile-kosztuje-parking-przy-okeciu" class="/);
    expect(html).toMatch(/<h3 id="zazolc-gesla-jazn"/);
  });

  it('lists (bullet, number with start, nested) and quotes', () => {
    const item = (label: string, ...more: unknown[]) => ({ type: 'listitem', children: [text(label), ...more] });
    const nested = { type: 'list', listType: 'bullet', children: [item('a1'), item('a2')] };
    const content = doc(
      {
        type: 'list',
        listType: 'number',
        tag: 'ol',
        start: 3,
        children: [item('trzy'), { type: 'listitem', children: [nested] }, item('cztery')],
      },
      { type: 'quote', children: [text('Cytat')] },
    );
    const [list, quote] = blocksOf(content);
    expect(list).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(list.type === 'list' && list.items.map((i) => i.lists.length)).toEqual([1, 0]);
    const html = render(content);
    expect(html).toMatch(/<ol start="3" class="[^"]*list-decimal/);
    expect(html).toMatch(/trzy(<\/span>)?<ul class="[^"]*list-disc[^"]*"><li[^>]*><span>a1/);
    expect(html).toMatch(/<blockquote[^>]*><span>Cytat<\/span><\/blockquote>/);
    expect(quote.type).toBe('quote');
  });

  it('line breaks and unknown elements keep their text', () => {
    const html = render(
      doc(paragraph(text('a'), { type: 'linebreak' }, text('b')), {
        type: 'custom-box',
        children: [paragraph(text('w pudełku'))],
      }),
    );
    expect(html).toContain('<span>a</span><br/><span>b</span>');
    expect(html).toContain('w pudełku');
  });
});

describe('links', () => {
  it('maps internal links by collection (spec §2)', () => {
    expect(internalHref('posts', 'jak-tanio')).toBe('/blog/jak-tanio/');
    expect(internalHref('pages', '/regulamin/')).toBe('/regulamin/');
    expect(internalHref('airports', 'krakow-balice')).toBe('/parking-lotnisko-krakow-balice/');
    expect(internalHref('media', 'x')).toBeNull();
    expect(internalHref('pages', '../../evil')).toBeNull();
  });

  it('renders internal, url, new-tab, autolinks and drops unresolvable targets', () => {
    const html = render(
      doc(
        paragraph(
          link({ linkType: 'internal', doc: { relationTo: 'posts', value: { slug: 'taksowka' } } }, 'post'),
          link({ linkType: 'internal', doc: { relationTo: 'pages', value: 12 } }, 'bez-sluga'),
          link({ linkType: 'url', url: 'https://example.com/a?b=1', newTab: true }, 'nowa karta'),
          link({ linkType: 'custom', url: 'mailto:pomoc@parkolot.pl' }, 'mail'),
          {
            type: 'autolink',
            fields: { linkType: 'custom', url: 'https://parkolot.pl/kontakt/' },
            children: [text('https://parkolot.pl/kontakt/')],
          },
          { type: 'link', url: '/faq/', children: [text('lexical')] },
        ),
      ),
    );
    expect(html).toMatch(/<a class="[^"]*"[^>]* href="\/blog\/taksowka\/"[^>]*><span>post<\/span><\/a>/);
    expect(html).toContain('<span><span>bez-sluga</span></span>');
    expect(html).toMatch(
      /<a href="https:\/\/example.com\/a\?b=1" target="_blank" rel="noopener noreferrer" class="[^"]*"><span>nowa karta<\/span><span class="sr-only"> \(otwiera się w nowej karcie\)<\/span><\/a>/,
    );
    expect(html).toMatch(/<a href="mailto:pomoc@parkolot.pl" class="[^"]*"><span>mail<\/span><\/a>/);
    expect(html).toMatch(/<a href="https:\/\/parkolot.pl\/kontakt\/" class="[^"]*">/);
    expect(html).toMatch(/href="\/faq\/"/);
  });

  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['mailto:a@b.pl', 'mailto:a@b.pl'],
    ['tel:+48223074590', 'tel:+48223074590'],
    ['/kontakt/', '/kontakt/'],
    ['#sekcja', '#sekcja'],
    ['kontakt/', 'kontakt/'],
    ['?q=1', '?q=1'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' java\nscript:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['vbscript:msgbox', null],
    ['ftp://example.com', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['', null],
    [42, null],
  ])('safeHref(%j) → %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it('never renders a javascript: link', () => {
    const html = render(doc(paragraph(link({ linkType: 'url', url: 'javascript:alert(1)' }, 'klik'))));
    expect(html).not.toContain('javascript');
    expect(html).not.toContain('<a');
    expect(html).toContain('klik');
  });
});

describe('embeds', () => {
  const embed = { type: 'html', html: '<div id="widget">Widżet</div><script>document.title="x"</script>' };

  it('html/embed nodes and html blocks become embed blocks', () => {
    expect(blocksOf(doc(embed))).toEqual([{ type: 'embed', html: embed.html }]);
    expect(blocksOf(doc({ type: 'block', fields: { blockType: 'embed', code: '<p>x</p>' } }))).toEqual([
      { type: 'embed', html: '<p>x</p>' },
    ]);
    const result = parseRichText(doc(paragraph(text('a')), embed));
    expect(result.status === 'ok' && result.hasEmbeds).toBe(true);
  });

  it('render only inside a sandboxed srcdoc iframe, 200 px until the frame reports', () => {
    const html = render(doc(embed));
    expect(html).toMatch(
      /^<div[^>]*><iframe title="Osadzona treść" sandbox="allow-scripts allow-popups" srcDoc="[^"]+" style="height:200px"/,
    );
    // The embedded markup only exists escaped inside the srcdoc attribute.
    expect(html).not.toContain('<div id="widget">');
    expect(html).not.toMatch(/<script/);
    expect(html).toContain('&lt;div id=&quot;widget&quot;&gt;Widżet&lt;/div&gt;');
  });

  it('the frame document reports its height to the parent', () => {
    const frame = embedDocument('<p>x</p>');
    expect(frame).toContain('<p>x</p>');
    expect(frame).toContain('parent.postMessage({type:"parkolot:embed-height"');
  });

  it('height = reported + 40 px, at least 200 px (spec §9)', () => {
    expect(embedFrameHeight(500)).toBe(540);
    expect(embedFrameHeight(100)).toBe(200);
    expect(embedFrameHeight(160)).toBe(200);
    expect(embedFrameHeight(161)).toBe(201);
    expect(embedFrameHeight(Number.NaN)).toBe(200);
    expect(embedFrameHeight('800')).toBe(200);
  });
});

describe('reading time (200 wpm, fallback 5 min)', () => {
  const words = (n: number) => doc(paragraph(text(Array.from({ length: n }, (_, i) => `słowo${i}`).join(' '))));

  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%i words → %i min', (n, minutes) => {
    expect(readingTimeMinutes(words(n))).toBe(minutes);
  });

  it('falls back to 5 minutes without text', () => {
    expect(readingTimeMinutes(null)).toBe(5);
    expect(readingTimeMinutes(doc())).toBe(5);
    expect(readingTimeMinutes('tekst')).toBe(5);
  });

  it('counts the words of real posts like the seed does', () => {
    for (const post of posts) {
      const count = plainText(post.content)
        .split(/\s+/)
        .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(readingTimeMinutes(post.content)).toBe(Math.max(1, Math.ceil(count / 200)));
    }
  });
});

describe('seed content', () => {
  it('every seeded post and page renders without a message', () => {
    for (const item of [...posts, ...pages]) {
      const result = parseRichText(item.content);
      expect(result.status, item.slug).toBe('ok');
      const html = render(item.content);
      expect(html).toContain('class="rich-text');
    }
  });
});

describe('slugify', () => {
  it.each([
    ['Łódź – Lublinek', 'lodz-lublinek'],
    ['§1. Postanowienia ogólne', '1-postanowienia-ogolne'],
    ['   ', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
