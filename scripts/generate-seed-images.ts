/**
 * Writes the seed illustrations under public/images/ (airports, parkings, blog, stock) plus the
 * logo mark and favicon. Deterministic: the same input always gives byte-identical files.
 * Run once after changing the seed: `npx tsx scripts/generate-seed-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { airports } from '../backend/seed/data/airports';
import { parkingImagePool, parkings } from '../backend/seed/data/parkings';
import { formatKm } from '../app/lib/format';
import { posts } from '../backend/seed/data/posts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** XML-escapes text and turns non-ASCII characters into numeric references. */
function esc(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\x20-\x7e]/gu, (char) => `&#x${(char.codePointAt(0) ?? 63).toString(16)};`);
}

function svg(width: number, height: number, title: string, body: string): string {
  const shapes = Object.entries(SHAPES)
    .filter(([id]) => body.includes(`href="#${id}"`))
    .map(([, shape]) => shape)
    .join('');
  const defs = shapes ? `<defs>${shapes}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
}

function write(path: string, content: string): void {
  const file = join(publicDir, path);
  if (Buffer.byteLength(content) > 6 * 1024) throw new Error(`${path} is larger than 6 KB`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function hash(value: string): number {
  let result = 2166136261;
  for (const char of value) result = Math.imul(result ^ char.charCodeAt(0), 16777619);
  return result >>> 0;
}

const FONT = 'font-family="Segoe UI,Helvetica,Arial,sans-serif"';
const CAR_COLORS = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#e5e7eb', '#1f2937', '#8b5cf6', '#64748b'];

const grad = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, i) => `<stop offset="${Math.round((i / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

function plane(x: number, y: number, scale: number, color: string, angle = -12): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${color}"><path d="M-60 -6 L50 -8 Q66 -8 70 0 Q66 8 50 8 L-60 6 Z"/><path d="M-5 -7 L-30 -50 L-14 -50 L20 -7 Z"/><path d="M-5 7 L-30 50 L-14 50 L20 7 Z"/><path d="M-52 -5 L-66 -26 L-56 -26 L-40 -5 Z"/></g>`;
}

/** Shared shapes, defined once per file and placed with `<use>` (keeps every file under 6 KB). */
const SHAPES: Record<string, string> = {
  cs: '<g id="cs"><path d="M0 30 Q0 14 16 12 L34 0 L86 0 L104 12 Q120 14 120 30 L120 38 L0 38 Z"/><path d="M38 4 L56 4 L56 14 L26 14 Z M60 4 L84 4 L98 14 L60 14 Z" fill="#cbd5e1" opacity=".9"/><circle cx="28" cy="38" r="11" fill="#111827"/><circle cx="92" cy="38" r="11" fill="#111827"/><circle cx="28" cy="38" r="4" fill="#9ca3af"/><circle cx="92" cy="38" r="4" fill="#9ca3af"/></g>',
  ct: '<g id="ct"><rect width="56" height="100" rx="14"/><rect x="8" y="22" width="40" height="20" rx="5" fill="#1e293b" opacity=".75"/><rect x="8" y="66" width="40" height="14" rx="4" fill="#1e293b" opacity=".6"/></g>',
};

function carSide(x: number, y: number, color: string, scale = 1): string {
  return `<use href="#cs" fill="${color}" transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}"/>`;
}

function carTop(x: number, y: number, color: string): string {
  return `<use href="#ct" x="${x}" y="${y}" fill="${color}"/>`;
}

function lamp(x: number, ground: number, glow: boolean): string {
  return `<g><rect x="${x - 3}" y="${ground - 170}" width="6" height="170" fill="#374151"/><rect x="${x - 3}" y="${ground - 170}" width="40" height="6" fill="#374151"/><rect x="${x + 26}" y="${ground - 166}" width="18" height="8" rx="3" fill="${glow ? '#fde68a' : '#9ca3af'}"/>${glow ? `<path d="M${x + 35} ${ground - 158} L${x - 5} ${ground} L${x + 75} ${ground} Z" fill="#fde68a" opacity=".18"/>` : ''}</g>`;
}

function tree(x: number, ground: number, color: string): string {
  return `<rect x="${x - 4}" y="${ground - 40}" width="8" height="40" fill="#78350f"/><circle cx="${x}" cy="${ground - 62}" r="30" fill="${color}"/>`;
}

function fence(y: number, width: number, color: string): string {
  let posts = '';
  for (let x = 10; x < width; x += 40) posts += `<rect x="${x}" y="${y - 60}" width="4" height="60" fill="${color}"/>`;
  return `<g>${posts}<rect x="0" y="${y - 58}" width="${width}" height="3" fill="${color}"/><rect x="0" y="${y - 30}" width="${width}" height="3" fill="${color}"/></g>`;
}

function bus(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><rect width="300" height="120" rx="18" fill="${color}"/><rect x="16" y="16" width="268" height="44" rx="6" fill="#e0f2fe"/><rect x="90" y="16" width="3" height="44" fill="${color}"/><rect x="170" y="16" width="3" height="44" fill="${color}"/><rect x="250" y="16" width="3" height="44" fill="${color}"/><rect x="20" y="76" width="120" height="10" rx="5" fill="#fff" opacity=".8"/><circle cx="70" cy="120" r="20" fill="#111827"/><circle cx="240" cy="120" r="20" fill="#111827"/><circle cx="70" cy="120" r="7" fill="#9ca3af"/><circle cx="240" cy="120" r="7" fill="#9ca3af"/></g>`;
}

function barrier(x: number, ground: number, open: boolean): string {
  const arm = open
    ? `<g transform="rotate(-60 ${x + 15} ${ground - 70})"><rect x="${x + 15}" y="${ground - 76}" width="220" height="12" fill="#fff"/><rect x="${x + 55}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 125}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 195}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/></g>`
    : `<rect x="${x + 15}" y="${ground - 76}" width="260" height="12" fill="#fff"/><rect x="${x + 55}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 125}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 195}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/>`;
  return `<g><rect x="${x}" y="${ground - 90}" width="30" height="90" rx="4" fill="#facc15"/>${arm}</g>`;
}

function parkingSign(x: number, y: number, size: number): string {
  return `<g><rect x="${x + size / 2 - 3}" y="${y + size}" width="6" height="${size * 1.6}" fill="#4b5563"/><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 6}" fill="#1d4ed8"/><text x="${x + size / 2}" y="${y + size * 0.78}" ${FONT} font-size="${size * 0.75}" font-weight="700" fill="#fff" text-anchor="middle">P</text></g>`;
}

function camera(x: number, y: number): string {
  return `<g><rect x="${x}" y="${y}" width="6" height="60" fill="#4b5563"/><rect x="${x - 10}" y="${y - 14}" width="40" height="18" rx="4" fill="#e5e7eb" transform="rotate(12 ${x} ${y})"/><circle cx="${x + 28}" cy="${y - 1}" r="4" fill="#ef4444"/></g>`;
}

function carRow(y: number, seed: number, count: number, startX: number, gap: number, scale = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    if ((seed + i * 7) % 5 === 3) continue;
    out += carSide(startX + i * gap, y, CAR_COLORS[(seed + i * 3) % CAR_COLORS.length], scale);
  }
  return out;
}

function snow(width: number, height: number, seed: number): string {
  let out = '';
  for (let i = 0; i < 45; i++)
    out += `<circle cx="${(seed * 31 + i * 197) % width}" cy="${(seed * 17 + i * 113) % height}" r="${2 + (i % 3)}"/>`;
  return `<g fill="#fff" opacity=".85">${out}</g>`;
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

// ---- Parkings and stock photos --------------------------------------------------------------

type Scene = { sky: [string, string]; asphalt: string; night?: boolean; winter?: boolean };

function outdoorScene(seed: number, scene: Scene, extras: string): string {
  const W = 1200;
  const H = 800;
  const ground = 470;
  const lines = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${60 + i * 130}" y="${ground + 40}" width="6" height="100" fill="#f8fafc" opacity=".8"/>`,
  ).join('');
  return svg(
    W,
    H,
    'Parking przy lotnisku',
    [
      `<defs>${grad('s', scene.sky)}</defs>`,
      `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
      scene.night ? stars(seed) : '',
      `<rect y="${ground - 40}" width="${W}" height="40" fill="${scene.winter ? '#f1f5f9' : '#65a30d'}"/>`,
      tree(90, ground - 30, scene.winter ? '#e2e8f0' : '#15803d'),
      tree(1110, ground - 30, scene.winter ? '#e2e8f0' : '#166534'),
      `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${scene.asphalt}"/>`,
      lines,
      carRow(ground + 52, seed, 8, 70, 135, 0.9),
      carRow(ground + 200, seed + 3, 7, 120, 150, 1.05),
      lamp(300, ground, scene.night === true),
      lamp(860, ground, scene.night === true),
      scene.winter ? snow(W, H, seed) + `<rect y="${H - 30}" width="${W}" height="30" fill="#f8fafc"/>` : '',
      extras,
    ].join(''),
  );
}

function stars(seed: number): string {
  let out = '';
  for (let i = 0; i < 36; i++)
    out += `<circle cx="${(seed * 13 + i * 173) % 1200}" cy="${(seed * 7 + i * 61) % 360}" r="1.6"/>`;
  return `<g fill="#fff">${out}</g><circle cx="1020" cy="110" r="40" fill="#f8fafc"/><circle cx="1036" cy="100" r="36" fill="#1e1b4b"/>`;
}

function topView(seed: number): string {
  const W = 1200;
  const H = 800;
  let cars = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 12; i++) {
      const x = 50 + i * 95;
      const y = 70 + row * 240;
      cars += `<rect x="${x - 12}" y="${y - 10}" width="4" height="120" fill="#f8fafc"/>`;
      if ((seed + i + row * 5) % 6 !== 2)
        cars += carTop(x + 8, y, CAR_COLORS[(i * 5 + row * 3 + seed) % CAR_COLORS.length]);
    }
  }
  return svg(
    W,
    H,
    'Parking z lotu ptaka',
    `<rect width="${W}" height="${H}" fill="#475569"/><rect y="190" width="${W}" height="110" fill="#334155"/><rect y="430" width="${W}" height="110" fill="#334155"/><g fill="#fbbf24">${Array.from({ length: 12 }, (_, i) => `<rect x="${20 + i * 100}" y="243" width="50" height="6"/><rect x="${20 + i * 100}" y="483" width="50" height="6"/>`).join('')}</g>${cars}`,
  );
}

function garage(seed: number): string {
  const W = 1200;
  const H = 800;
  let pillars = '';
  for (let i = 0; i < 5; i++)
    pillars += `<rect x="${80 + i * 260}" y="120" width="40" height="520" fill="#9ca3af"/><rect x="${80 + i * 260}" y="300" width="40" height="30" fill="#facc15"/>`;
  let lights = '';
  for (let i = 0; i < 6; i++)
    lights += `<rect x="${60 + i * 200}" y="60" width="120" height="10" rx="5" fill="#f8fafc"/>`;
  return svg(
    W,
    H,
    'Hala garażowa',
    `<defs>${grad('c', ['#334155', '#64748b'])}</defs><rect width="${W}" height="${H}" fill="url(#c)"/><rect y="0" width="${W}" height="110" fill="#1f2937"/>${lights}<rect y="560" width="${W}" height="240" fill="#6b7280"/>${pillars}${carRow(520, seed, 8, 140, 135, 1)}<g ${FONT} font-size="34" font-weight="700" fill="#fde047">${[1, 2, 3, 4].map((n) => `<text x="${170 + (n - 1) * 260}" y="700">A${n + seed}</text>`).join('')}</g>${parkingSign(1060, 150, 80)}`,
  );
}

/**
 * What a road sign in a car park's photo may say about the distance: the car park's own, written as its
 * card writes it, when every car park showing the photo is that far; no number otherwise (a drawing
 * must not contradict the data next to it).
 */
function signDistance(file: string): string | null {
  const shownBy = parkings.filter((parking) => parking.gallery.some((image) => image.url.endsWith(`/${file}`)));
  const distances = [...new Set(shownBy.map((parking) => parking.distanceKm))];
  return distances.length === 1 ? `${formatKm(distances[0])} km` : null;
}

function parkingSvg(index: number, file: string): string {
  const seed = index * 11 + 3;
  switch (index) {
    case 0:
      return topView(seed);
    case 1:
      return outdoorScene(
        seed,
        { sky: ['#38bdf8', '#e0f2fe'], asphalt: '#4b5563' },
        `${barrier(420, 780, false)}<rect x="240" y="620" width="140" height="160" rx="8" fill="#e5e7eb"/><rect x="256" y="640" width="108" height="60" fill="#93c5fd"/>${parkingSign(60, 560, 90)}`,
      );
    case 2:
      return outdoorScene(
        seed,
        { sky: ['#0f172a', '#312e81'], asphalt: '#1f2937', night: true },
        parkingSign(1050, 300, 80),
      );
    case 3:
      return garage(seed);
    case 4:
      return outdoorScene(
        seed,
        { sky: ['#0ea5e9', '#bae6fd'], asphalt: '#52525b' },
        `${bus(420, 600, '#1d4ed8')}<text x="450" y="690" ${FONT} font-size="26" font-weight="700" fill="#1d4ed8">AIRPORT SHUTTLE</text>`,
      );
    case 5:
      return outdoorScene(
        seed,
        { sky: ['#60a5fa', '#dbeafe'], asphalt: '#4b5563' },
        `${fence(470, 1200, '#94a3b8')}${camera(560, 250)}${camera(40, 300)}`,
      );
    case 6:
      return outdoorScene(seed, { sky: ['#94a3b8', '#e2e8f0'], asphalt: '#cbd5e1', winter: true }, '');
    case 7:
      return outdoorScene(
        seed,
        { sky: ['#22c55e', '#dcfce7'], asphalt: '#4b5563' },
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${520 + i * 160}" y="560" width="60" height="150" rx="10" fill="#f8fafc"/><rect x="${534 + i * 160}" y="580" width="32" height="40" rx="4" fill="#16a34a"/><path d="M${552 + i * 160} 590 l-10 16 h10 l-4 14 l14 -20 h-10 z" fill="#fff"/>`,
          )
          .join(''),
      );
    case 8:
      return outdoorScene(
        seed,
        { sky: ['#f97316', '#fde68a'], asphalt: '#57534e' },
        '<circle cx="600" cy="420" r="90" fill="#fef08a" opacity=".7"/>',
      );
    case 9:
      return outdoorScene(
        seed,
        { sky: ['#3b82f6', '#dbeafe'], asphalt: '#374151' },
        `<g ${FONT} font-size="40" font-weight="700" fill="#f8fafc">${Array.from({ length: 8 }, (_, i) => `<text x="${80 + i * 135}" y="770">${12 + i}</text>`).join('')}</g>`,
      );
    case 10:
      return outdoorScene(
        seed,
        { sky: ['#0284c7', '#e0f2fe'], asphalt: '#4b5563' },
        `<rect x="380" y="560" width="440" height="220" rx="10" fill="#f1f5f9"/><rect x="400" y="590" width="180" height="120" fill="#93c5fd"/><rect x="610" y="590" width="180" height="160" fill="#1e293b"/><g ${FONT} font-size="26" fill="#fde047"><text x="625" y="630">1 DZIEN</text><text x="625" y="670">3 DNI</text><text x="625" y="710">7 DNI</text></g>${parkingSign(420, 470, 70)}`,
      );
    case 11:
      return outdoorScene(
        seed,
        { sky: ['#2563eb', '#bfdbfe'], asphalt: '#4b5563' },
        plane(600, 180, 2.4, '#f8fafc', 8),
      );
    // 12–17: drawn for the car parks added at Warszawa-Chopin.
    case 12:
      return outdoorScene(
        seed,
        { sky: ['#0ea5e9', '#e0f2fe'], asphalt: '#4b5563' },
        `${booth(150, 780)}${barrier(330, 780, true)}${shelter(760, 780, 360, '#1d4ed8')}${busStop(1140, 780)}`,
      );
    case 13:
      return multiStorey(seed);
    case 14:
      return outdoorScene(
        seed,
        { sky: ['#6366f1', '#e0e7ff'], asphalt: '#4b5563' },
        `${payKiosk(250, 780)}${barrier(420, 780, false)}${parkingSign(1060, 560, 80)}`,
      );
    case 15:
      return terminalKerb(seed);
    case 16:
      return roadToAirport(signDistance(file));
    default:
      return outdoorScene(
        seed,
        { sky: ['#64748b', '#cbd5e1'], asphalt: '#374151' },
        `${carport(100, 790, 1000)}${rain(seed)}`,
      );
  }
}

function booth(x: number, ground: number): string {
  return `<g><rect x="${x}" y="${ground - 170}" width="150" height="170" rx="6" fill="#f1f5f9"/><rect x="${x - 10}" y="${ground - 186}" width="170" height="22" rx="4" fill="#1d4ed8"/><rect x="${x + 16}" y="${ground - 140}" width="118" height="64" fill="#93c5fd"/><circle cx="${x + 60}" cy="${ground - 110}" r="12" fill="#334155"/><rect x="${x + 46}" y="${ground - 98}" width="28" height="22" rx="8" fill="#334155"/></g>`;
}

/** A bus shelter (wiata) with a roof, two posts and a bench. */
function shelter(x: number, ground: number, width: number, roof: string): string {
  return `<g><rect x="${x}" y="${ground - 200}" width="${width}" height="18" rx="4" fill="${roof}"/><rect x="${x + 10}" y="${ground - 182}" width="8" height="182" fill="#6b7280"/><rect x="${x + width - 18}" y="${ground - 182}" width="8" height="182" fill="#6b7280"/><rect x="${x + 20}" y="${ground - 182}" width="${width - 40}" height="120" fill="#bae6fd" opacity=".35"/><rect x="${x + 40}" y="${ground - 60}" width="${Math.min(200, width - 80)}" height="12" rx="4" fill="#92400e"/></g>`;
}

/** A roof over a row of spaces (wiata), on posts every ~250 px. */
function carport(x: number, ground: number, width: number): string {
  let posts = '';
  for (let px = x + 10; px <= x + width - 10; px += width / 4)
    posts += `<rect x="${Math.round(px) - 4}" y="${ground - 172}" width="8" height="172" fill="#6b7280"/>`;
  return `<g>${posts}<path d="M${x - 20} ${ground - 172} L${x + 20} ${ground - 206} L${x + width - 20} ${ground - 206} L${x + width + 20} ${ground - 172} Z" fill="#334155"/><rect x="${x - 20}" y="${ground - 176}" width="${width + 40}" height="8" fill="#1e293b"/></g>`;
}

function busStop(x: number, ground: number): string {
  return `<g><rect x="${x - 3}" y="${ground - 200}" width="6" height="200" fill="#4b5563"/><circle cx="${x}" cy="${ground - 210}" r="30" fill="#facc15"/><text x="${x}" y="${ground - 200}" ${FONT} font-size="28" font-weight="800" fill="#1f2937" text-anchor="middle">BUS</text></g>`;
}

function payKiosk(x: number, ground: number): string {
  return `<g><rect x="${x}" y="${ground - 220}" width="110" height="220" rx="12" fill="#e2e8f0"/><rect x="${x + 14}" y="${ground - 200}" width="82" height="62" rx="4" fill="#1e293b"/><text x="${x + 55}" y="${ground - 160}" ${FONT} font-size="20" font-weight="700" fill="#4ade80" text-anchor="middle">PLN</text><rect x="${x + 24}" y="${ground - 120}" width="62" height="8" rx="4" fill="#475569"/><rect x="${x + 30}" y="${ground - 96}" width="50" height="32" rx="4" fill="#1d4ed8"/><rect x="${x + 38}" y="${ground - 86}" width="34" height="12" rx="2" fill="#fff"/></g>`;
}

function rain(seed: number): string {
  let out = '';
  for (let i = 0; i < 60; i++) {
    const x = (seed * 29 + i * 211) % 1200;
    const y = (seed * 13 + i * 97) % 760;
    out += `<path d="M${x} ${y} l-8 26"/>`;
  }
  return `<g stroke="#e0f2fe" stroke-width="3" opacity=".6">${out}</g>`;
}

function multiStorey(seed: number): string {
  const W = 1200;
  const H = 800;
  let levels = '';
  for (let level = 0; level < 4; level++) {
    const y = 150 + level * 120;
    levels += `<rect x="160" y="${y}" width="760" height="16" fill="#cbd5e1"/><rect x="160" y="${y + 16}" width="760" height="104" fill="#475569"/>`;
    levels += carRow(y + 58, seed + level * 2, 6, 190, 120, 0.8);
  }
  return svg(
    W,
    H,
    'Garaż wielopoziomowy',
    `<defs>${grad('s', ['#38bdf8', '#e0f2fe'])}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><rect y="630" width="${W}" height="170" fill="#4b5563"/><rect x="140" y="120" width="800" height="30" fill="#94a3b8"/>${levels}<rect x="140" y="120" width="20" height="510" fill="#94a3b8"/><rect x="920" y="120" width="20" height="510" fill="#94a3b8"/><path d="M940 630 L1200 630 L1200 560 L940 470 Z" fill="#64748b"/><path d="M960 612 L1180 612" stroke="#f8fafc" stroke-width="4" stroke-dasharray="24 18"/>${parkingSign(40, 448, 70)}${tree(1130, 540, '#15803d')}`,
  );
}

function terminalKerb(seed: number): string {
  const W = 1200;
  const H = 800;
  const panes = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${30 + i * 116}" y="170" width="104" height="250" fill="#7dd3fc" opacity=".85"/>`,
  ).join('');
  return svg(
    W,
    H,
    'Odbiór auta przed terminalem',
    `<defs>${grad('s', ['#0284c7', '#bae6fd'])}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><rect y="120" width="${W}" height="330" fill="#e2e8f0"/><rect y="120" width="${W}" height="40" fill="#1e3a8a"/><text x="600" y="150" ${FONT} font-size="28" font-weight="700" fill="#fff" text-anchor="middle">ODLOTY / DEPARTURES</text>${panes}<rect y="450" width="${W}" height="40" fill="#cbd5e1"/><rect y="490" width="${W}" height="310" fill="#4b5563"/><path d="M0 650 H1200" stroke="#f8fafc" stroke-width="6" stroke-dasharray="60 40"/>${carSide(380, 520, CAR_COLORS[seed % CAR_COLORS.length], 2.2)}<g fill="#1e293b"><circle cx="760" cy="430" r="22"/><rect x="740" y="456" width="40" height="90" rx="14"/><rect x="748" y="540" width="10" height="60"/><rect x="764" y="540" width="10" height="60"/><rect x="700" y="466" width="44" height="10" rx="5" transform="rotate(-20 744 470)"/></g><circle cx="700" cy="486" r="8" fill="#facc15"/>${plane(1000, 70, 0.9, '#ffffff', -10)}`,
  );
}

function roadToAirport(distance: string | null): string {
  const W = 1200;
  const H = 800;
  return svg(
    W,
    H,
    'Bus transferowy w drodze na lotnisko',
    `<defs>${grad('s', ['#f59e0b', '#fef3c7'])}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><rect y="430" width="${W}" height="120" fill="#65a30d"/>${tree(120, 470, '#15803d')}${tree(260, 480, '#166534')}${tree(1080, 470, '#15803d')}<rect y="550" width="${W}" height="250" fill="#374151"/><path d="M0 675 H1200" stroke="#fde047" stroke-width="8" stroke-dasharray="70 50"/>${bus(360, 560, '#0f766e')}<text x="460" y="662" ${FONT} font-size="20" font-weight="700" fill="#fff">TRANSFER</text><g><rect x="897" y="330" width="6" height="220" fill="#4b5563"/><rect x="800" y="250" width="200" height="90" rx="8" fill="#15803d"/><text x="900" y="${distance ? 290 : 305}" ${FONT} font-size="30" font-weight="800" fill="#fff" text-anchor="middle">LOTNISKO</text>${distance ? `<text x="900" y="325" ${FONT} font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${esc(distance)}</text>` : ''}</g>${plane(560, 160, 1.8, '#ffffff', -16)}`,
  );
}

function stockSvg(index: number): string {
  const scenes: Scene[] = [
    { sky: ['#38bdf8', '#f0f9ff'], asphalt: '#52525b' },
    { sky: ['#6366f1', '#e0e7ff'], asphalt: '#44403c' },
    { sky: ['#0d9488', '#ccfbf1'], asphalt: '#4b5563' },
  ];
  return outdoorScene(
    100 + index * 7,
    scenes[index],
    `${parkingSign(1040, 520, 70)}${index === 1 ? plane(380, 160, 1.6, '#fff', -8) : ''}`,
  );
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
