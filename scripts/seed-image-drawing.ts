// Drawing primitives for the seed illustrations (scripts/generate-seed-images.ts): the SVG document, its
// shared shapes, and the cars, lamps, trees, signs, barriers, buses and weather the scenes are made of.

/** XML-escapes text and turns non-ASCII characters into numeric references. */
export function esc(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\x20-\x7e]/gu, (char) => `&#x${(char.codePointAt(0) ?? 63).toString(16)};`);
}

export function svg(width: number, height: number, title: string, body: string): string {
  const shapes = Object.entries(SHAPES)
    .filter(([id]) => body.includes(`href="#${id}"`))
    .map(([, shape]) => shape)
    .join('');
  const defs = shapes ? `<defs>${shapes}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
}

export function hash(value: string): number {
  let result = 2166136261;
  for (const char of value) result = Math.imul(result ^ char.charCodeAt(0), 16777619);
  return result >>> 0;
}

export const FONT = 'font-family="Segoe UI,Helvetica,Arial,sans-serif"';
export const CAR_COLORS = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#e5e7eb', '#1f2937', '#8b5cf6', '#64748b'];

export const grad = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, i) => `<stop offset="${Math.round((i / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

export function plane(x: number, y: number, scale: number, color: string, angle = -12): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${color}"><path d="M-60 -6 L50 -8 Q66 -8 70 0 Q66 8 50 8 L-60 6 Z"/><path d="M-5 -7 L-30 -50 L-14 -50 L20 -7 Z"/><path d="M-5 7 L-30 50 L-14 50 L20 7 Z"/><path d="M-52 -5 L-66 -26 L-56 -26 L-40 -5 Z"/></g>`;
}

/** Shared shapes, defined once per file and placed with `<use>` (keeps every file under 6 KB). */
const SHAPES: Record<string, string> = {
  cs: '<g id="cs"><path d="M0 30 Q0 14 16 12 L34 0 L86 0 L104 12 Q120 14 120 30 L120 38 L0 38 Z"/><path d="M38 4 L56 4 L56 14 L26 14 Z M60 4 L84 4 L98 14 L60 14 Z" fill="#cbd5e1" opacity=".9"/><circle cx="28" cy="38" r="11" fill="#111827"/><circle cx="92" cy="38" r="11" fill="#111827"/><circle cx="28" cy="38" r="4" fill="#9ca3af"/><circle cx="92" cy="38" r="4" fill="#9ca3af"/></g>',
  ct: '<g id="ct"><rect width="56" height="100" rx="14"/><rect x="8" y="22" width="40" height="20" rx="5" fill="#1e293b" opacity=".75"/><rect x="8" y="66" width="40" height="14" rx="4" fill="#1e293b" opacity=".6"/></g>',
};

export function carSide(x: number, y: number, color: string, scale = 1): string {
  return `<use href="#cs" fill="${color}" transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}"/>`;
}

export function carTop(x: number, y: number, color: string): string {
  return `<use href="#ct" x="${x}" y="${y}" fill="${color}"/>`;
}

export function lamp(x: number, ground: number, glow: boolean): string {
  return `<g><rect x="${x - 3}" y="${ground - 170}" width="6" height="170" fill="#374151"/><rect x="${x - 3}" y="${ground - 170}" width="40" height="6" fill="#374151"/><rect x="${x + 26}" y="${ground - 166}" width="18" height="8" rx="3" fill="${glow ? '#fde68a' : '#9ca3af'}"/>${glow ? `<path d="M${x + 35} ${ground - 158} L${x - 5} ${ground} L${x + 75} ${ground} Z" fill="#fde68a" opacity=".18"/>` : ''}</g>`;
}

export function tree(x: number, ground: number, color: string): string {
  return `<rect x="${x - 4}" y="${ground - 40}" width="8" height="40" fill="#78350f"/><circle cx="${x}" cy="${ground - 62}" r="30" fill="${color}"/>`;
}

export function fence(y: number, width: number, color: string): string {
  let posts = '';
  for (let x = 10; x < width; x += 40) posts += `<rect x="${x}" y="${y - 60}" width="4" height="60" fill="${color}"/>`;
  return `<g>${posts}<rect x="0" y="${y - 58}" width="${width}" height="3" fill="${color}"/><rect x="0" y="${y - 30}" width="${width}" height="3" fill="${color}"/></g>`;
}

export function bus(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><rect width="300" height="120" rx="18" fill="${color}"/><rect x="16" y="16" width="268" height="44" rx="6" fill="#e0f2fe"/><rect x="90" y="16" width="3" height="44" fill="${color}"/><rect x="170" y="16" width="3" height="44" fill="${color}"/><rect x="250" y="16" width="3" height="44" fill="${color}"/><rect x="20" y="76" width="120" height="10" rx="5" fill="#fff" opacity=".8"/><circle cx="70" cy="120" r="20" fill="#111827"/><circle cx="240" cy="120" r="20" fill="#111827"/><circle cx="70" cy="120" r="7" fill="#9ca3af"/><circle cx="240" cy="120" r="7" fill="#9ca3af"/></g>`;
}

export function barrier(x: number, ground: number, open: boolean): string {
  const arm = open
    ? `<g transform="rotate(-60 ${x + 15} ${ground - 70})"><rect x="${x + 15}" y="${ground - 76}" width="220" height="12" fill="#fff"/><rect x="${x + 55}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 125}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 195}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/></g>`
    : `<rect x="${x + 15}" y="${ground - 76}" width="260" height="12" fill="#fff"/><rect x="${x + 55}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 125}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/><rect x="${x + 195}" y="${ground - 76}" width="30" height="12" fill="#dc2626"/>`;
  return `<g><rect x="${x}" y="${ground - 90}" width="30" height="90" rx="4" fill="#facc15"/>${arm}</g>`;
}

export function parkingSign(x: number, y: number, size: number): string {
  return `<g><rect x="${x + size / 2 - 3}" y="${y + size}" width="6" height="${size * 1.6}" fill="#4b5563"/><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 6}" fill="#1d4ed8"/><text x="${x + size / 2}" y="${y + size * 0.78}" ${FONT} font-size="${size * 0.75}" font-weight="700" fill="#fff" text-anchor="middle">P</text></g>`;
}

export function camera(x: number, y: number): string {
  return `<g><rect x="${x}" y="${y}" width="6" height="60" fill="#4b5563"/><rect x="${x - 10}" y="${y - 14}" width="40" height="18" rx="4" fill="#e5e7eb" transform="rotate(12 ${x} ${y})"/><circle cx="${x + 28}" cy="${y - 1}" r="4" fill="#ef4444"/></g>`;
}

export function carRow(y: number, seed: number, count: number, startX: number, gap: number, scale = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    if ((seed + i * 7) % 5 === 3) continue;
    out += carSide(startX + i * gap, y, CAR_COLORS[(seed + i * 3) % CAR_COLORS.length], scale);
  }
  return out;
}

export function snow(width: number, height: number, seed: number): string {
  let out = '';
  for (let i = 0; i < 45; i++)
    out += `<circle cx="${(seed * 31 + i * 197) % width}" cy="${(seed * 17 + i * 113) % height}" r="${2 + (i % 3)}"/>`;
  return `<g fill="#fff" opacity=".85">${out}</g>`;
}

export function stars(seed: number): string {
  let out = '';
  for (let i = 0; i < 36; i++)
    out += `<circle cx="${(seed * 13 + i * 173) % 1200}" cy="${(seed * 7 + i * 61) % 360}" r="1.6"/>`;
  return `<g fill="#fff">${out}</g><circle cx="1020" cy="110" r="40" fill="#f8fafc"/><circle cx="1036" cy="100" r="36" fill="#1e1b4b"/>`;
}

export function booth(x: number, ground: number): string {
  return `<g><rect x="${x}" y="${ground - 170}" width="150" height="170" rx="6" fill="#f1f5f9"/><rect x="${x - 10}" y="${ground - 186}" width="170" height="22" rx="4" fill="#1d4ed8"/><rect x="${x + 16}" y="${ground - 140}" width="118" height="64" fill="#93c5fd"/><circle cx="${x + 60}" cy="${ground - 110}" r="12" fill="#334155"/><rect x="${x + 46}" y="${ground - 98}" width="28" height="22" rx="8" fill="#334155"/></g>`;
}

/** A bus shelter (wiata) with a roof, two posts and a bench. */
export function shelter(x: number, ground: number, width: number, roof: string): string {
  return `<g><rect x="${x}" y="${ground - 200}" width="${width}" height="18" rx="4" fill="${roof}"/><rect x="${x + 10}" y="${ground - 182}" width="8" height="182" fill="#6b7280"/><rect x="${x + width - 18}" y="${ground - 182}" width="8" height="182" fill="#6b7280"/><rect x="${x + 20}" y="${ground - 182}" width="${width - 40}" height="120" fill="#bae6fd" opacity=".35"/><rect x="${x + 40}" y="${ground - 60}" width="${Math.min(200, width - 80)}" height="12" rx="4" fill="#92400e"/></g>`;
}

/** A roof over a row of spaces (wiata), on posts every ~250 px. */
export function carport(x: number, ground: number, width: number): string {
  let posts = '';
  for (let px = x + 10; px <= x + width - 10; px += width / 4)
    posts += `<rect x="${Math.round(px) - 4}" y="${ground - 172}" width="8" height="172" fill="#6b7280"/>`;
  return `<g>${posts}<path d="M${x - 20} ${ground - 172} L${x + 20} ${ground - 206} L${x + width - 20} ${ground - 206} L${x + width + 20} ${ground - 172} Z" fill="#334155"/><rect x="${x - 20}" y="${ground - 176}" width="${width + 40}" height="8" fill="#1e293b"/></g>`;
}

export function busStop(x: number, ground: number): string {
  return `<g><rect x="${x - 3}" y="${ground - 200}" width="6" height="200" fill="#4b5563"/><circle cx="${x}" cy="${ground - 210}" r="30" fill="#facc15"/><text x="${x}" y="${ground - 200}" ${FONT} font-size="28" font-weight="800" fill="#1f2937" text-anchor="middle">BUS</text></g>`;
}

export function payKiosk(x: number, ground: number): string {
  return `<g><rect x="${x}" y="${ground - 220}" width="110" height="220" rx="12" fill="#e2e8f0"/><rect x="${x + 14}" y="${ground - 200}" width="82" height="62" rx="4" fill="#1e293b"/><text x="${x + 55}" y="${ground - 160}" ${FONT} font-size="20" font-weight="700" fill="#4ade80" text-anchor="middle">PLN</text><rect x="${x + 24}" y="${ground - 120}" width="62" height="8" rx="4" fill="#475569"/><rect x="${x + 30}" y="${ground - 96}" width="50" height="32" rx="4" fill="#1d4ed8"/><rect x="${x + 38}" y="${ground - 86}" width="34" height="12" rx="2" fill="#fff"/></g>`;
}

export function rain(seed: number): string {
  let out = '';
  for (let i = 0; i < 60; i++) {
    const x = (seed * 29 + i * 211) % 1200;
    const y = (seed * 13 + i * 97) % 760;
    out += `<path d="M${x} ${y} l-8 26"/>`;
  }
  return `<g stroke="#e0f2fe" stroke-width="3" opacity=".6">${out}</g>`;
}
