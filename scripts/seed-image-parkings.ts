// The car parks' photos and the stock photos for the seed (scripts/generate-seed-images.ts): one scene per
// image in the seed's image pool, drawn from the primitives in seed-image-drawing.ts.
import { parkings } from '../backend/seed/data/parkings';
import { formatKm } from '../app/lib/format';
import {
  barrier,
  booth,
  bus,
  busStop,
  camera,
  CAR_COLORS,
  carport,
  carRow,
  carSide,
  carTop,
  esc,
  fence,
  FONT,
  grad,
  lamp,
  parkingSign,
  payKiosk,
  plane,
  rain,
  shelter,
  snow,
  stars,
  svg,
  tree,
} from './seed-image-drawing';

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

export function parkingSvg(index: number, file: string): string {
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

export function stockSvg(index: number): string {
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
