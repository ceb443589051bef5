/**
 * Writes the seed illustrations under public/images/ (airports, parkings, blog, stock) plus the
 * logo mark and favicon. Deterministic: the same input always gives byte-identical files.
 * Run once after changing the seed: `npx tsx scripts/generate-seed-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { airports } from '../backend/seed/data/airports';
import { parkingImagePool } from '../backend/seed/data/parkings';
import { posts } from '../backend/seed/data/posts';
import { bus, carSide, esc, FONT, grad, hash, parkingSign, plane, snow, svg } from './seed-image-drawing';
import { parkingSvg, stockSvg } from './seed-image-parkings';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

function write(path: string, content: string): void {
  const file = join(publicDir, path);
  if (Buffer.byteLength(content) > 6 * 1024) throw new Error(`${path} is larger than 6 KB`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// ---- Airports -------------------------------------------------------------------------------

const SKIES = [
  ['#0ea5e9', '#bae6fd'],
  ['#2563eb', '#93c5fd'],
  ['#0284c7', '#e0f2fe'],
  ['#4f46e5', '#c7d2fe'],
  ['#f97316', '#fde68a'],
  ['#0369a1', '#a5f3fc'],
];

function airportSvg(code: string, name: string, index: number): string {
  const [top, bottom] = SKIES[index % SKIES.length];
  const W = 1200;
  const H = 675;
  const ground = 470;
  const cloudX = 500 + (hash(code) % 5) * 50;
  const body = [
    `<defs>${grad('s', [top, bottom])}${grad('g', ['#4d7c0f', '#365314'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${980 - (index % 4) * 60}" cy="120" r="56" fill="#fef3c7" opacity=".9"/>`,
    `<g fill="#fff" opacity=".85"><ellipse cx="${cloudX}" cy="150" rx="90" ry="26"/><ellipse cx="${cloudX + 60}" cy="132" rx="60" ry="30"/><ellipse cx="${260 + (index % 3) * 40}" cy="330" rx="110" ry="24"/></g>`,
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#g)"/>`,
    `<path d="M420 ${H} L560 ${ground} L640 ${ground} L780 ${H} Z" fill="#374151"/>`,
    `<path d="M597 ${ground + 8} h6 v24 h-6 Z M595 ${ground + 55} h10 v34 h-10 Z M592 ${ground + 120} h16 v46 h-16 Z" fill="#f9fafb"/>`,
    `<rect x="140" y="${ground - 150}" width="30" height="150" fill="#e5e7eb"/><rect x="118" y="${ground - 190}" width="74" height="44" rx="6" fill="#1e3a8a"/><rect x="126" y="${ground - 182}" width="58" height="18" fill="#93c5fd"/>`,
    `<rect x="830" y="${ground - 70}" width="300" height="70" fill="#e2e8f0"/><rect x="830" y="${ground - 70}" width="300" height="16" fill="#1d4ed8"/><g fill="#60a5fa">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${846 + i * 47}" y="${ground - 44}" width="32" height="30"/>`).join('')}</g>`,
    plane(620, 250, 2.2, '#ffffff', -14 + (index % 3) * 4),
    `<text x="70" y="120" ${FONT} font-size="150" font-weight="800" fill="#ffffff" opacity=".95">${esc(code)}</text>`,
    `<text x="76" y="170" ${FONT} font-size="36" font-weight="600" fill="#ffffff">${esc(name)}</text>`,
  ].join('');
  return svg(W, H, `Lotnisko ${name} (${code})`, body);
}

// ---- Blog -----------------------------------------------------------------------------------

const BLOG_PALETTES = [
  ['#1d4ed8', '#60a5fa'],
  ['#0f766e', '#5eead4'],
  ['#7c3aed', '#c4b5fd'],
  ['#b45309', '#fcd34d'],
  ['#be123c', '#fda4af'],
  ['#0369a1', '#7dd3fc'],
  ['#334155', '#cbd5e1'],
  ['#15803d', '#86efac'],
];

function wrap(title: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function blogSvg(slug: string, title: string, index: number): string {
  const [dark, light] = BLOG_PALETTES[index % BLOG_PALETTES.length];
  const W = 1200;
  const H = 630;
  const motif = [
    plane(900, 170, 2, '#ffffff', -18),
    carSide(800, 360, '#f8fafc', 2.4),
    `<rect x="820" y="220" width="220" height="260" rx="24" fill="#fff"/><rect x="880" y="180" width="100" height="50" rx="12" fill="none" stroke="#fff" stroke-width="14"/><rect x="840" y="300" width="180" height="12" fill="${dark}"/>`,
    `<rect x="860" y="200" width="160" height="240" rx="20" fill="#fff"/><rect x="900" y="160" width="80" height="50" rx="10" fill="none" stroke="#fff" stroke-width="12"/><circle cx="895" cy="460" r="14" fill="#fff"/><circle cx="985" cy="460" r="14" fill="#fff"/>`,
    bus(780, 300, '#ffffff'),
    `${parkingSign(860, 160, 160)}`,
    `${carSide(780, 380, '#e2e8f0', 2.4)}${snow(W, 560, index)}`,
    `<circle cx="930" cy="300" r="150" fill="#fff" opacity=".25"/>${plane(930, 300, 1.6, '#fff', -30)}`,
  ][index % 8];
  const lines = wrap(title, 26);
  return svg(
    W,
    H,
    title,
    [
      `<defs>${grad('b', [dark, light], false)}</defs>`,
      `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
      `<circle cx="${1100 - (hash(slug) % 200)}" cy="560" r="220" fill="#fff" opacity=".08"/>`,
      motif,
      `<text x="70" y="90" ${FONT} font-size="28" font-weight="700" fill="#fff" opacity=".85">PARKOLOT BLOG</text>`,
      lines
        .map(
          (line, i) =>
            `<text x="70" y="${200 + i * 64}" ${FONT} font-size="52" font-weight="800" fill="#fff">${esc(line)}</text>`,
        )
        .join(''),
    ].join(''),
  );
}

// ---- Logo -----------------------------------------------------------------------------------

function logoMark(size: number, withPlane: boolean): string {
  const planeMark = withPlane ? plane(51, 14, 0.12, '#bfdbfe', -30) : '';
  return svg(
    size,
    size,
    'Parkolot',
    `<rect width="64" height="64" rx="14" fill="#1d4ed8"/><path d="M14 52 V18 h15 c8.3 0 13.5 4.8 13.5 11.8 s-5.2 11.8 -13.5 11.8 H23 V52 Z M23 25.3 v9 h5.8 c3.1 0 5 -1.7 5 -4.5 s-1.9 -4.5 -5 -4.5 Z" fill="#ffffff"/>${planeMark}`,
  ).replace(`viewBox="0 0 ${size} ${size}"`, 'viewBox="0 0 64 64"');
}

// ---- Write ----------------------------------------------------------------------------------

airports.forEach((airport, index) =>
  write(`images/airports/${airport.code.toLowerCase()}.svg`, airportSvg(airport.code, airport.name, index)),
);
parkingImagePool.forEach((image, index) => write(`images/parkings/${image.file}`, parkingSvg(index, image.file)));
[0, 1, 2].forEach((index) => write(`images/stock/parking-stock-${index + 1}.svg`, stockSvg(index)));
posts.forEach((post, index) => write(`images/blog/${post.slug}.svg`, blogSvg(post.slug, post.title, index)));
write('logo-mark.svg', logoMark(512, true));
write('favicon.svg', logoMark(32, false));
console.log('Seed images written to', publicDir);
