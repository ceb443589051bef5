// The icon components and the sprite they point into: every icon (and the star rating) names a symbol the
// sprite draws, the sprite holds nothing unused, and an icon stays what the pages had before the sprite (decorative, sized by class).
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '../../app/components/ui/icons';
import { Stars } from '../../app/components/ui/stars';

const sprite = readFileSync(new URL('../../app/components/ui/icons.svg', import.meta.url), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

const spriteIcons = Object.entries(icons).filter(
  // The named icons (ChevronDownIcon…); not `Icon` itself, nor the spinner, which is drawn inline.
  (entry): entry is [string, typeof icons.CheckIcon] => /^\w+Icon$/.test(entry[0]) && entry[0] !== 'SpinnerIcon',
);

function symbolsOf(markup: string): string[] {
  const ids = [...markup.matchAll(/<use href="[^"#]+#([^"]+)"/g)].map((match) => match[1]);
  if (ids.length === 0) throw new Error(`no <use href> in ${markup}`);
  return ids;
}

describe('icons', () => {
  it('draws each icon (and the star rating) from a symbol of the sprite, and the sprite has no symbol left unused', () => {
    const used = spriteIcons.map(([name, Component]) => {
      const [id] = symbolsOf(renderToStaticMarkup(<Component />));
      expect(symbolIds, name).toContain(id);
      return id;
    });
    expect(new Set(used).size).toBe(used.length);
    const stars = symbolsOf(renderToStaticMarkup(<Stars value={3.5} />));
    expect(stars).toEqual(['star-row', 'star-row']);
    expect([...symbolIds].sort()).toEqual([...used, 'star-row'].sort());
  });

  it('renders a decorative 24×24 icon, sized by its class', () => {
    const markup = renderToStaticMarkup(<icons.CheckIcon className="h-4 w-4 text-green-600" />);
    expect(markup).toMatch(
      /^<svg viewBox="0 0 24 24" class="h-4 w-4 text-green-600" aria-hidden="true" focusable="false"><use href="[^"#]+#check"><\/use><\/svg>$/,
    );
    expect(renderToStaticMarkup(<icons.Icon name="plane" />)).toContain('class="h-5 w-5"');
  });

  it('gives every icon symbol its own viewBox and stroke, as a <use> clone does not inherit from the sprite root', () => {
    for (const symbol of sprite.matchAll(/<symbol id="(?!star-row")[^>]*>/g)) {
      expect(symbol[0]).toContain('viewBox="0 0 24 24"');
      expect(symbol[0]).toContain('stroke="currentColor"');
    }
  });

  it("draws the header's plane badge (app/tailwind.css, a CSS background) with the sprite's plane", () => {
    const css = readFileSync(new URL('../../app/tailwind.css', import.meta.url), 'utf8');
    const cssPath = /\.airport-link::before[^}]*%3Cpath d='([^']+)'/.exec(css)?.[1];
    const spritePath = /<symbol id="plane"[^>]*><path d="([^"]+)"/.exec(sprite)?.[1];
    expect(spritePath).toBeDefined();
    expect(cssPath).toBe(spritePath);
  });
});
