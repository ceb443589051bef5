import type { ImageRef, ParkingDiscount } from '../../db/schema';
import type { SeedAddon, SeedAirport, SeedParking } from '../types';
import { h, p, richText, ul } from '../lexical';
import { airports } from './airports';
import { regulationsPath } from './parking-regulations';
import { cardImage, shareImage } from './renditions';
import type { BookingOption, SecurityFeature, ServiceType } from './filters';

/**
 * Compact rows, expanded below into full `SeedParking`s. Codes:
 * service  o odkryty · k kryty · v valet · t przy terminalu
 * options  T transfer · A anulacja · F faktura · P płatność na miejscu · K kluczyki
 * security M monitoring · G ogrodzenie · O ochrona · L oświetlenie · S szlaban · R tablice · N nawierzchnia
 * addons   w mycie · k kryty · g grupa · e ładowanie EV · u ubezpieczenie
 */
type ParkingRow = {
  slug: string;
  name: string;
  address: string;
  /** Road distance to the terminal; coordinates are placed ~80% of it away, in `bearing` degrees. */
  km: number;
  bearing: number;
  capacity: number;
  /** Total price in złoty for 1 day and for 7 days. */
  price: [number, number];
  service: 'o' | 'k' | 'v' | 't';
  options: string;
  security: string;
  addons?: string;
  top?: boolean;
  inactive?: boolean;
  noRegulations?: boolean;
  noGallery?: boolean;
  /** Gallery images (files from `parkingImagePool`), in order, instead of the derived pick. */
  photos?: string[];
  closedDays?: string[];
  /** Number of seeded reviews; default 3–8 derived from the position. */
  reviews?: number;
};

const rowsByAirport: Record<string, ParkingRow[]> = {
  WAW: [
    { slug: 'okecie-park', name: 'Parking Okęcie Park', address: 'ul. Łopuszańska 47, 02-232 Warszawa', km: 2.1, bearing: 290, capacity: 320, price: [79, 229], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wge', top: true },
    { slug: 'chopin-parking-24', name: 'Chopin Parking 24', address: 'ul. Komitetu Obrony Robotników 39, 02-148 Warszawa', km: 1.4, bearing: 20, capacity: 180, price: [85, 249], service: 'k', options: 'TAFK', security: 'MGOLSR', addons: 'weu', top: true },
    { slug: 'parking-krakowiakow', name: 'Parking Krakowiaków', address: 'ul. Krakowiaków 34, 02-255 Warszawa', km: 2.6, bearing: 260, capacity: 150, price: [69, 199], service: 'o', options: 'TA', security: 'MGL', addons: 'w' },
    { slug: 'okecie-valet-premium', name: 'Okęcie Valet Premium', address: 'ul. Żwirki i Wigury 18, 02-092 Warszawa', km: 1.2, bearing: 40, capacity: 60, price: [89, 269], service: 'v', options: 'AFK', security: 'MOLSR', addons: 'weu', top: true },
    { slug: 'parking-hynka-airport', name: 'Parking Hynka Airport', address: 'ul. Franciszka Hynka 11, 02-149 Warszawa', km: 1.8, bearing: 60, capacity: 120, price: [75, 215], service: 'o', options: 'TAF', security: 'MGLS', addons: 'kg' },
    // Tiny: 4 spaces, so a sold-out stay is easy to demonstrate at WAW.
    { slug: 'parking-mini-wlochy', name: 'Parking Mini Włochy', address: 'ul. Popularna 14, 02-473 Warszawa', km: 3.4, bearing: 320, capacity: 4, price: [65, 185], service: 'o', options: 'TA', security: 'MGL' },
    { slug: 'airpark-poleczki', name: 'AirPark Poleczki', address: 'ul. Poleczki 35, 02-822 Warszawa', km: 4.8, bearing: 150, capacity: 400, price: [59, 169], service: 'o', options: 'TAFP', security: 'MGOLSN', addons: 'wgu' },
    // Closed on 24–25 December 2026 (calendar shows those days unavailable).
    { slug: 'parking-mineralna', name: 'Parking Mineralna Park & Fly', address: 'ul. Mineralna 15, 02-274 Warszawa', km: 2.9, bearing: 220, capacity: 200, price: [65, 189], service: 'o', options: 'TAF', security: 'MGLN', addons: 'w', closedDays: ['2026-12-24', '2026-12-25'] },
    { slug: 'raszyn-airport-parking', name: 'Raszyn Airport Parking', address: 'al. Krakowska 12, 05-090 Raszyn', km: 5.6, bearing: 200, capacity: 250, price: [55, 159], service: 'o', options: 'TAP', security: 'MGN', noGallery: true },
    // Inactive: closed for resurfacing, shows 'Parking nieaktywny'.
    { slug: 'parking-wirazowa', name: 'Parking Wirażowa', address: 'ul. Wirażowa 35, 02-158 Warszawa', km: 1.6, bearing: 80, capacity: 90, price: [79, 219], service: 'k', options: 'TAF', security: 'MGOL', inactive: true, reviews: 0 },
    // Six more Warsaw car parks are in `addedRowsByAirport` below.
  ],
  WMI: [
    { slug: 'modlin-parking-24', name: 'Modlin Parking 24', address: 'ul. Generała Wiktora Thommée 3, 05-102 Nowy Dwór Mazowiecki', km: 0.9, bearing: 160, capacity: 350, price: [55, 155], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'parking-twierdza-modlin', name: 'Parking Twierdza Modlin', address: 'ul. Zakroczymska 8, 05-101 Nowy Dwór Mazowiecki', km: 3.6, bearing: 200, capacity: 200, price: [49, 139], service: 'o', options: 'TA', security: 'MGL', addons: 'w' },
    // Tiny: 5 spaces.
    { slug: 'parking-pod-sosnami-modlin', name: 'Parking Pod Sosnami', address: 'ul. Leśna 12, 05-102 Nowy Dwór Mazowiecki', km: 2.2, bearing: 120, capacity: 5, price: [49, 135], service: 'o', options: 'TAP', security: 'GL', noRegulations: true },
    { slug: 'modlin-garaz', name: 'Modlin Garaż', address: 'ul. Mazowiecka 20, 05-102 Nowy Dwór Mazowiecki', km: 2.8, bearing: 110, capacity: 80, price: [65, 185], service: 'k', options: 'TAF', security: 'MGOLS', addons: 'ke' },
    { slug: 'parking-pomiechowek', name: 'Parking Pomiechówek', address: 'ul. Szkolna 2, 05-180 Pomiechówek', km: 7.0, bearing: 40, capacity: 150, price: [49, 129], service: 'o', options: 'TA', security: 'MGN', reviews: 0 },
    { slug: 'modlin-park-and-fly', name: 'Modlin Park & Fly', address: 'ul. Ignacego Paderewskiego 12, 05-100 Nowy Dwór Mazowiecki', km: 4.6, bearing: 130, capacity: 240, price: [52, 145], service: 'o', options: 'TAFP', security: 'MGLS', addons: 'wu' },
    { slug: 'modlin-valet-express', name: 'Modlin Valet Express', address: 'ul. Generała Wiktora Thommée 7, 05-102 Nowy Dwór Mazowiecki', km: 0.6, bearing: 180, capacity: 40, price: [69, 199], service: 'v', options: 'AFK', security: 'MOLS', addons: 'w' },
  ],
  KRK: [
    { slug: 'balice-park-and-fly', name: 'Balice Park & Fly', address: 'ul. Krakowska 70, 32-083 Balice', km: 1.3, bearing: 100, capacity: 280, price: [75, 215], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wgu', top: true },
    { slug: 'parking-medweckiego', name: 'Parking Medweckiego', address: 'ul. Kapitana Mieczysława Medweckiego 4, 32-083 Balice', km: 0.7, bearing: 170, capacity: 140, price: [85, 249], service: 't', options: 'AF', security: 'MOLSR', addons: 'e' },
    { slug: 'zabierzow-parking-lotnisko', name: 'Zabierzów Parking Lotnisko', address: 'ul. Kolejowa 15, 32-080 Zabierzów', km: 3.2, bearing: 320, capacity: 200, price: [59, 169], service: 'o', options: 'TAP', security: 'MGL', addons: 'w' },
    // Tiny: 3 spaces, sold out quickly at KRK.
    { slug: 'parking-pod-lipami-balice', name: 'Parking Pod Lipami', address: 'ul. Jana Pawła II 54, 32-083 Balice', km: 1.9, bearing: 60, capacity: 3, price: [65, 189], service: 'o', options: 'TA', security: 'GL', noRegulations: true },
    { slug: 'balice-garaz-kryty', name: 'Balice Garaż Kryty', address: 'ul. Krakowska 41, 32-083 Balice', km: 1.6, bearing: 120, capacity: 110, price: [85, 245], service: 'k', options: 'TAFK', security: 'MGOLS', addons: 'weu', top: true },
    { slug: 'krakow-valet-parking', name: 'Kraków Valet Parking', address: 'ul. Balicka 98, 30-149 Kraków', km: 4.4, bearing: 95, capacity: 70, price: [89, 265], service: 'v', options: 'AFK', security: 'MOLSR', addons: 'we' },
    { slug: 'parking-rzaska', name: 'Parking Rząska', address: 'ul. Krakowska 25, 30-199 Rząska', km: 3.8, bearing: 110, capacity: 160, price: [62, 179], service: 'o', options: 'TAF', security: 'MGLN', addons: 'g', noGallery: true },
    { slug: 'modlniczka-airport-parking', name: 'Modlniczka Airport Parking', address: 'ul. Willowa 6, 32-085 Modlniczka', km: 5.5, bearing: 40, capacity: 220, price: [55, 159], service: 'o', options: 'TAP', security: 'MGN' },
    { slug: 'kryspinow-parking-shuttle', name: 'Kryspinów Parking & Shuttle', address: 'Kryspinów 240, 32-060 Liszki', km: 6.5, bearing: 210, capacity: 300, price: [49, 145], service: 'o', options: 'TA', security: 'MGL', reviews: 0 },
  ],
  GDN: [
    { slug: 'parking-rebiechowo', name: 'Parking Rębiechowo', address: 'ul. Juliusza Słowackiego 210, 80-298 Gdańsk', km: 1.2, bearing: 90, capacity: 260, price: [65, 185], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'gdansk-airport-park', name: 'Gdańsk Airport Park', address: 'ul. Budowlanych 42, 80-298 Gdańsk', km: 2.4, bearing: 60, capacity: 300, price: [59, 169], service: 'o', options: 'TAFP', security: 'MGLS', addons: 'wu' },
    { slug: 'parking-szybowcowa', name: 'Parking Szybowcowa', address: 'ul. Szybowcowa 23, 80-298 Gdańsk', km: 1.9, bearing: 80, capacity: 150, price: [62, 179], service: 'k', options: 'TAF', security: 'MGOL', addons: 'ke' },
    // Tiny: 5 spaces.
    { slug: 'parking-matarnia-mini', name: 'Parking Matarnia Mini', address: 'ul. Złota Karczma 26, 80-298 Gdańsk', km: 2.7, bearing: 110, capacity: 5, price: [55, 159], service: 'o', options: 'TA', security: 'GL' },
    { slug: 'banino-parking-and-fly', name: 'Banino Parking & Fly', address: 'ul. Lotników 4, 80-297 Banino', km: 2.1, bearing: 300, capacity: 200, price: [49, 139], service: 'o', options: 'TAP', security: 'MGN', addons: 'w' },
    { slug: 'trojmiasto-valet', name: 'Trójmiasto Valet', address: 'ul. Juliusza Słowackiego 220, 80-298 Gdańsk', km: 0.8, bearing: 100, capacity: 60, price: [79, 229], service: 'v', options: 'AFK', security: 'MOLSR', addons: 'weu', top: true },
    { slug: 'parking-osowa-lotnisko', name: 'Parking Osowa Lotnisko', address: 'ul. Wodnika 2, 80-299 Gdańsk', km: 4.5, bearing: 30, capacity: 120, price: [52, 149], service: 'o', options: 'TA', security: 'MGL', noRegulations: true },
    { slug: 'chwaszczyno-airport-parking', name: 'Chwaszczyno Airport Parking', address: 'ul. Gdyńska 20, 80-209 Chwaszczyno', km: 5.5, bearing: 340, capacity: 180, price: [49, 135], service: 'o', options: 'TAF', security: 'MGLN', noGallery: true, reviews: 0 },
  ],
  KTW: [
    { slug: 'parking-pyrzowice-wolnosci', name: 'Parking Pyrzowice Wolności', address: 'ul. Wolności 120, 42-625 Pyrzowice', km: 1.1, bearing: 330, capacity: 300, price: [59, 169], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wgu', top: true },
    { slug: 'katowice-airport-park', name: 'Katowice Airport Park', address: 'ul. Centralna 21, 42-625 Pyrzowice', km: 1.7, bearing: 20, capacity: 250, price: [55, 159], service: 'o', options: 'TAFP', security: 'MGLS', addons: 'w' },
    { slug: 'parking-ozarowice', name: 'Parking Ożarowice', address: 'ul. Tarnogórska 28, 42-622 Ożarowice', km: 3.9, bearing: 230, capacity: 180, price: [52, 149], service: 'o', options: 'TA', security: 'MGN', addons: 'g' },
    // Tiny: 3 spaces.
    { slug: 'parking-u-zbyszka', name: 'Parking U Zbyszka', address: 'ul. Kościelna 7, 42-625 Pyrzowice', km: 1.5, bearing: 300, capacity: 3, price: [49, 139], service: 'o', options: 'TAP', security: 'GL', noRegulations: true },
    { slug: 'pyrzowice-garaz-kryty', name: 'Pyrzowice Garaż Kryty', address: 'ul. Wolności 76, 42-625 Pyrzowice', km: 1.4, bearing: 310, capacity: 100, price: [69, 199], service: 'k', options: 'TAF', security: 'MGOLS', addons: 'ke' },
    { slug: 'silesia-valet-parking', name: 'Silesia Valet Parking', address: 'ul. Wolności 90, 42-625 Pyrzowice', km: 0.6, bearing: 0, capacity: 50, price: [79, 229], service: 'v', options: 'AFK', security: 'MOLSR', addons: 'we', top: true },
    { slug: 'mierzecice-parking-lotnisko', name: 'Mierzęcice Parking Lotnisko', address: 'ul. Wolności 48, 42-460 Mierzęcice', km: 4.8, bearing: 70, capacity: 220, price: [49, 135], service: 'o', options: 'TA', security: 'MGL', noGallery: true },
    { slug: 'parking-zendek', name: 'Parking Zendek', address: 'ul. Główna 60, 42-460 Zendek', km: 3.2, bearing: 130, capacity: 140, price: [52, 145], service: 'o', options: 'TAF', security: 'MGLN', addons: 'u' },
  ],
  WRO: [
    { slug: 'parking-strachowice', name: 'Parking Strachowice', address: 'ul. Strachowicka 20, 54-512 Wrocław', km: 1.2, bearing: 80, capacity: 260, price: [59, 169], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'airport-park-graniczna', name: 'Airport Park Graniczna', address: 'ul. Graniczna 150, 54-530 Wrocław', km: 1.8, bearing: 100, capacity: 300, price: [55, 159], service: 'o', options: 'TAFP', security: 'MGLS', addons: 'w' },
    // Tiny: 4 spaces.
    { slug: 'parking-skarzyskiego-mini', name: 'Parking Skarżyskiego Mini', address: 'ul. Skarżyskiego 8, 54-530 Wrocław', km: 2.4, bearing: 120, capacity: 4, price: [52, 149], service: 'o', options: 'TA', security: 'GL' },
    { slug: 'wroclaw-garaz-lotnisko', name: 'Wrocław Garaż Lotnisko', address: 'ul. Rakietowa 33, 54-615 Wrocław', km: 3.1, bearing: 110, capacity: 90, price: [69, 199], service: 'k', options: 'TAF', security: 'MGOLS', addons: 'keu' },
    { slug: 'parking-mokra', name: 'Parking Mokra', address: 'ul. Mińska 60, 54-610 Wrocław', km: 3.8, bearing: 95, capacity: 180, price: [52, 145], service: 'o', options: 'TA', security: 'MGN' },
    { slug: 'kosmonautow-park-and-ride', name: 'Parking Kosmonautów Park & Ride', address: 'ul. Kosmonautów 220, 54-156 Wrocław', km: 4.2, bearing: 40, capacity: 200, price: [49, 139], service: 'o', options: 'TAP', security: 'MGL', reviews: 0 },
    { slug: 'wroclaw-valet-airport', name: 'Wrocław Valet Airport', address: 'ul. Graniczna 190a, 54-530 Wrocław', km: 0.6, bearing: 60, capacity: 40, price: [75, 215], service: 'v', options: 'AFK', security: 'MOLSR', addons: 'we' },
  ],
  POZ: [
    { slug: 'parking-lawica', name: 'Parking Ławica', address: 'ul. Bukowska 281, 60-189 Poznań', km: 0.8, bearing: 80, capacity: 220, price: [59, 165], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'poznan-airport-park', name: 'Poznań Airport Park', address: 'ul. Złotowska 60, 60-184 Poznań', km: 2.3, bearing: 30, capacity: 200, price: [52, 149], service: 'o', options: 'TAP', security: 'MGL', addons: 'w' },
    { slug: 'parking-marcelin', name: 'Parking Marcelin', address: 'ul. Marcelińska 90, 60-354 Poznań', km: 3.3, bearing: 130, capacity: 150, price: [49, 139], service: 'o', options: 'TA', security: 'MGN' },
    { slug: 'lawica-garaz-kryty', name: 'Ławica Garaż Kryty', address: 'ul. Bukowska 305, 60-189 Poznań', km: 1.3, bearing: 260, capacity: 70, price: [65, 185], service: 'k', options: 'TAFK', security: 'MGOLS', addons: 'ke' },
    { slug: 'parking-przezmierowo', name: 'Parking Przeźmierowo', address: 'ul. Rynkowa 10, 62-081 Przeźmierowo', km: 4.4, bearing: 300, capacity: 120, price: [49, 129], service: 'o', options: 'TAP', security: 'MGL', noGallery: true },
    { slug: 'parking-wichrowa', name: 'Parking Wichrowa', address: 'ul. Wichrowa 2, 60-449 Poznań', km: 3.9, bearing: 0, capacity: 90, price: [49, 135], service: 'o', options: 'TAF', security: 'MGLS', addons: 'u' },
  ],
  RZE: [
    { slug: 'parking-jasionka', name: 'Parking Jasionka', address: 'Jasionka 950, 36-002 Jasionka', km: 0.9, bearing: 150, capacity: 200, price: [52, 145], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'rzeszow-airport-park', name: 'Rzeszów Airport Park', address: 'Jasionka 820, 36-002 Jasionka', km: 1.6, bearing: 200, capacity: 160, price: [49, 139], service: 'o', options: 'TAP', security: 'MGL', addons: 'w' },
    { slug: 'parking-tajecina', name: 'Parking Tajęcina', address: 'Tajęcina 113, 36-002 Jasionka', km: 4.1, bearing: 210, capacity: 100, price: [49, 129], service: 'o', options: 'TA', security: 'GLN' },
    { slug: 'jasionka-garaz-kryty', name: 'Jasionka Garaż Kryty', address: 'Jasionka 954, 36-002 Jasionka', km: 1.1, bearing: 170, capacity: 40, price: [59, 165], service: 'k', options: 'TAF', security: 'MGOLS', addons: 'k' },
    { slug: 'parking-trzebownisko', name: 'Parking Trzebownisko', address: 'Trzebownisko 500, 36-001 Trzebownisko', km: 5.2, bearing: 150, capacity: 120, price: [49, 129], service: 'o', options: 'TAF', security: 'MGL' },
  ],
  LUZ: [
    { slug: 'parking-lotnikow-polskich', name: 'Parking Lotników Polskich', address: 'al. Lotników Polskich 40, 21-040 Świdnik', km: 1.4, bearing: 250, capacity: 180, price: [52, 145], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'lublin-airport-park', name: 'Lublin Airport Park', address: 'ul. Kruczkowskiego 12, 21-040 Świdnik', km: 2.6, bearing: 240, capacity: 120, price: [49, 135], service: 'o', options: 'TAP', security: 'MGL' },
    { slug: 'parking-melgiewska', name: 'Parking Mełgiewska', address: 'ul. Mełgiewska 100, 20-234 Lublin', km: 6.5, bearing: 280, capacity: 150, price: [49, 129], service: 'o', options: 'TA', security: 'MGN', addons: 'w' },
    { slug: 'parking-krepiec-lotnisko', name: 'Parking Krępiec Lotnisko', address: 'Krępiec 40, 21-007 Mełgiew', km: 3.4, bearing: 60, capacity: 60, price: [49, 135], service: 'o', options: 'TAF', security: 'GLN', reviews: 0 },
  ],
  SZZ: [
    { slug: 'parking-glewice', name: 'Parking Glewice', address: 'Glewice 12, 72-100 Goleniów', km: 0.9, bearing: 200, capacity: 150, price: [49, 139], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'goleniow-airport-park', name: 'Goleniów Airport Park', address: 'Glewice 40, 72-100 Goleniów', km: 1.7, bearing: 160, capacity: 100, price: [49, 135], service: 'o', options: 'TAP', security: 'MGL' },
    { slug: 'szczecin-lotnisko-parking', name: 'Szczecin Lotnisko Parking', address: 'ul. Szczecińska 80, 72-100 Goleniów', km: 6.0, bearing: 240, capacity: 120, price: [49, 129], service: 'o', options: 'TA', security: 'MGN', addons: 'u' },
    { slug: 'parking-glewice-las', name: 'Parking Glewice Las', address: 'Glewice 55, 72-100 Goleniów', km: 2.3, bearing: 120, capacity: 30, price: [49, 129], service: 'o', options: 'TA', security: 'GL', noRegulations: true },
  ],
  BZG: [
    { slug: 'parking-paderewskiego', name: 'Parking Paderewskiego', address: 'ul. Ignacego Jana Paderewskiego 2, 86-005 Bydgoszcz', km: 0.7, bearing: 80, capacity: 140, price: [49, 139], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'w', top: true },
    { slug: 'bydgoszcz-airport-park', name: 'Bydgoszcz Airport Park', address: 'ul. Grunwaldzka 120, 85-330 Bydgoszcz', km: 2.4, bearing: 40, capacity: 180, price: [49, 135], service: 'o', options: 'TAP', security: 'MGL', addons: 'g' },
    { slug: 'parking-szwederowo', name: 'Parking Szwederowo', address: 'ul. Szubińska 50, 85-312 Bydgoszcz', km: 3.1, bearing: 120, capacity: 90, price: [49, 129], service: 'o', options: 'TA', security: 'MGN' },
    { slug: 'parking-biale-blota', name: 'Parking Białe Błota', address: 'ul. Barycka 2, 86-005 Białe Błota', km: 4.3, bearing: 200, capacity: 60, price: [49, 129], service: 'k', options: 'TAF', security: 'MGLS', addons: 'k' },
  ],
  LCJ: [
    { slug: 'parking-lublinek', name: 'Parking Lublinek', address: 'ul. Generała Stanisława Maczka 30, 94-328 Łódź', km: 0.6, bearing: 60, capacity: 120, price: [49, 139], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'lodz-airport-park', name: 'Łódź Airport Park', address: 'ul. Pabianicka 246, 93-457 Łódź', km: 4.0, bearing: 110, capacity: 150, price: [49, 135], service: 'o', options: 'TAP', security: 'MGL' },
    // Inactive: operator suspended cooperation, shows 'Parking nieaktywny'.
    { slug: 'parking-retkinia', name: 'Parking Retkinia', address: 'ul. Maratońska 24, 94-007 Łódź', km: 2.9, bearing: 10, capacity: 80, price: [49, 129], service: 'o', options: 'TA', security: 'MGN', inactive: true },
    { slug: 'parking-ruda-lotnisko', name: 'Parking Ruda Lotnisko', address: 'ul. Rudzka 58, 93-423 Łódź', km: 3.3, bearing: 130, capacity: 60, price: [49, 129], service: 'k', options: 'TAF', security: 'MGLS', addons: 'k' },
  ],
  SZY: [
    { slug: 'parking-szymany', name: 'Parking Szymany', address: 'Szymany 150A, 12-100 Szczytno', km: 0.5, bearing: 200, capacity: 120, price: [49, 129], service: 'o', options: 'TAF', security: 'MGOLN', addons: 'w' },
    { slug: 'mazury-airport-park', name: 'Mazury Airport Park', address: 'Szymany 42, 12-100 Szczytno', km: 1.5, bearing: 300, capacity: 80, price: [49, 129], service: 'o', options: 'TAP', security: 'MGL' },
    { slug: 'parking-lesny-szymany', name: 'Parking Leśny Szymany', address: 'Szymany 88, 12-100 Szczytno', km: 2.6, bearing: 30, capacity: 40, price: [49, 129], service: 'o', options: 'TA', security: 'GLN' },
  ],
  IEG: [
    { slug: 'babimost-parking-lotnisko', name: 'Babimost Parking Lotnisko', address: 'Nowe Kramsko 60, 66-110 Babimost', km: 0.6, bearing: 180, capacity: 90, price: [49, 129], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'w', top: true },
    // Closed on Christmas Day 2026.
    { slug: 'parking-kramsko', name: 'Parking Kramsko', address: 'Stare Kramsko 12, 66-110 Babimost', km: 2.4, bearing: 240, capacity: 50, price: [49, 129], service: 'o', options: 'TAP', security: 'GLN', closedDays: ['2026-12-25'] },
    { slug: 'lubuski-park-and-fly', name: 'Lubuski Park & Fly', address: 'ul. Kolejowa 8, 66-110 Babimost', km: 3.8, bearing: 35, capacity: 70, price: [49, 129], service: 'o', options: 'TA', security: 'MGL', reviews: 0 },
  ],
  RDO: [
    { slug: 'parking-sadkow', name: 'Parking Sadków', address: 'ul. Lotnicza 10, 26-600 Radom', km: 0.7, bearing: 40, capacity: 150, price: [49, 135], service: 'o', options: 'TAF', security: 'MGOLS', addons: 'wg', top: true },
    { slug: 'radom-airport-park', name: 'Radom Airport Park', address: 'ul. Wierzbicka 90, 26-600 Radom', km: 2.2, bearing: 270, capacity: 120, price: [49, 129], service: 'o', options: 'TAP', security: 'MGL' },
    { slug: 'parking-zolkiewskiego', name: 'Parking Żółkiewskiego', address: 'ul. Żółkiewskiego 10, 26-600 Radom', km: 2.8, bearing: 20, capacity: 60, price: [49, 129], service: 'o', options: 'TA', security: 'MGN', addons: 'u' },
  ],
};

/**
 * Car parks added after the first release (Warsaw grows to 16, so its listing has a second page).
 * They come after every row above: tariffs, discounts, galleries, review counts and database ids
 * derive from the position, so appending keeps the earlier car parks exactly as they were.
 */
const addedRowsByAirport: Record<string, ParkingRow[]> = {
  WAW: [
    { slug: 'parking-sasanki', name: 'Parking Sasanki', address: 'ul. Sasanki 6, 02-157 Warszawa', km: 1.7, bearing: 50, capacity: 140, price: [72, 209], service: 'o', options: 'TAF', security: 'MGLS', addons: 'wg', photos: ['parking-13.svg', 'parking-02.svg', 'parking-05.svg'] },
    // Multi-storey garage in the Służewiec office district, north-east of the airport.
    { slug: 'garaz-cybernetyki-airport', name: 'Garaż Cybernetyki Airport', address: 'ul. Cybernetyki 19, 02-677 Warszawa', km: 4.6, bearing: 55, capacity: 500, price: [79, 225], service: 'k', options: 'TAFK', security: 'MGOLSR', addons: 'weu', photos: ['parking-14.svg', 'parking-04.svg', 'parking-08.svg', 'parking-11.svg'] },
    { slug: 'parking-szyszkowa', name: 'Parking Szyszkowa', address: 'ul. Szyszkowa 35, 02-285 Warszawa', km: 3.3, bearing: 295, capacity: 220, price: [62, 179], service: 'o', options: 'TAP', security: 'MGLN', addons: 'w', photos: ['parking-15.svg', 'parking-10.svg'] },
    { slug: 'chopin-valet-service', name: 'Chopin Valet Service', address: 'ul. 17 Stycznia 45, 02-146 Warszawa', km: 1.0, bearing: 30, capacity: 50, price: [95, 279], service: 'v', options: 'AFK', security: 'MOLSR', addons: 'we', top: true, photos: ['parking-16.svg', 'parking-12.svg', 'parking-06.svg'] },
    { slug: 'janki-park-and-fly', name: 'Janki Park & Fly', address: 'al. Krakowska 61, 05-090 Janki', km: 8.4, bearing: 205, capacity: 350, price: [52, 149], service: 'o', options: 'TAP', security: 'MGN', addons: 'g', photos: ['parking-17.svg', 'parking-05.svg'] },
    { slug: 'parking-salomea', name: 'Parking Salomea', address: 'ul. Instalatorów 7, 02-237 Warszawa', km: 4.1, bearing: 300, capacity: 180, price: [64, 185], service: 'o', options: 'TAF', security: 'MGOL', addons: 'wu', photos: ['parking-18.svg', 'parking-03.svg', 'parking-07.svg'] },
  ],
};

/** Every row with its airport, in seed order: the original rows airport by airport, then the added ones. */
const seedRows: { airport: SeedAirport; row: ParkingRow }[] = [rowsByAirport, addedRowsByAirport].flatMap(
  (batch) => airports.flatMap((airport) => (batch[airport.code] ?? []).map((row) => ({ airport, row }))),
);

const serviceByCode: Record<ParkingRow['service'], ServiceType> = {
  o: 'Parking odkryty',
  k: 'Parking kryty',
  v: 'Parking strzeżony z valetem',
  t: 'Parking przy terminalu',
};

const optionByCode: Record<string, BookingOption> = {
  T: 'Bezpłatny transfer',
  A: 'Bezpłatna anulacja',
  F: 'Faktura dostępna',
  P: 'Płatność na miejscu',
  K: 'Pozostawienie kluczyków',
};

const securityByCode: Record<string, SecurityFeature> = {
  M: 'Monitoring 24/7',
  G: 'Ogrodzenie',
  O: 'Ochrona całodobowa',
  L: 'Oświetlenie',
  S: 'Szlaban z kontrolą wjazdu',
  R: 'Odczyt tablic rejestracyjnych',
  N: 'Utwardzona nawierzchnia',
};

function decode<T>(codes: string, table: Record<string, T>): T[] {
  return [...codes].map((code) => {
    const value = table[code];
    if (value === undefined) throw new Error(`Unknown seed code "${code}"`);
    return value;
  });
}

/** Pool of generated illustrations shared by all parkings (public/images/parkings/). */
export const parkingImagePool: { file: string; alt: string }[] = [
  { file: 'parking-01.svg', alt: 'rzędy zaparkowanych samochodów widziane z góry' },
  { file: 'parking-02.svg', alt: 'wjazd ze szlabanem i budką obsługi' },
  { file: 'parking-03.svg', alt: 'plac parkingowy nocą oświetlony latarniami' },
  { file: 'parking-04.svg', alt: 'hala garażowa z oznakowanymi miejscami' },
  { file: 'parking-05.svg', alt: 'bus transferowy czekający na pasażerów' },
  { file: 'parking-06.svg', alt: 'ogrodzony plac z kamerami monitoringu' },
  { file: 'parking-07.svg', alt: 'parking zimą po odśnieżeniu' },
  { file: 'parking-08.svg', alt: 'stanowisko ładowania samochodów elektrycznych' },
  { file: 'parking-09.svg', alt: 'parking o zachodzie słońca' },
  { file: 'parking-10.svg', alt: 'oznakowane miejsca postojowe z numerami' },
  { file: 'parking-11.svg', alt: 'recepcja parkingu i tablica z cennikiem' },
  { file: 'parking-12.svg', alt: 'parking z samolotem podchodzącym do lądowania' },
  // Drawn for the car parks added at Warszawa-Chopin; rows name them in `photos`, the derived pick skips them.
  { file: 'parking-13.svg', alt: 'wjazd na parking z budką obsługi i strefą oczekiwania na bus' },
  { file: 'parking-14.svg', alt: 'wielopoziomowy garaż z rampą wjazdową' },
  { file: 'parking-15.svg', alt: 'kasa samoobsługowa przy wyjeździe z parkingu' },
  { file: 'parking-16.svg', alt: 'kierowca odbierający auto przed terminalem' },
  { file: 'parking-17.svg', alt: 'bus transferowy na drodze do lotniska' },
  { file: 'parking-18.svg', alt: 'parking w deszczu z zadaszoną wiatą' },
];

/** The first twelve illustrations, shared by the car parks without their own `photos`. */
const sharedImageCount = 12;

function gallery(row: ParkingRow, index: number): ImageRef[] {
  if (row.noGallery) return [];
  const toRef = (image: { file: string; alt: string }): ImageRef => {
    const url = `/images/parkings/${image.file}`;
    return { url, alt: `${row.name} – ${image.alt}`, width: 1200, height: 800, sizes: { og: shareImage(url), card: cardImage(url) } };
  };
  if (row.photos)
    return row.photos.map((file) => {
      const image = parkingImagePool.find((candidate) => candidate.file === file);
      if (!image) throw new Error(`Unknown parking image "${file}" for ${row.slug}`);
      return toRef(image);
    });
  const count = 2 + (index % 3);
  const start = (index * 5) % sharedImageCount;
  return Array.from({ length: count }, (_, k) => toRef(parkingImagePool[(start + k) % sharedImageCount]));
}

/**
 * Totals for 1..N days: each further day adds less than the one before (ratio 0.88), calibrated so
 * that day 7 costs `price[1]` — longer stays are cheaper per day. Rounded to whole złoty.
 */
function tariff(row: ParkingRow, index: number): { dayPrices: number[]; extraDayPrice: number } {
  const [first, week] = row.price;
  const ratio = 0.88;
  const firstIncrement = (week - first) / ((1 - ratio ** 6) / (1 - ratio));
  const days = 7 + ((index * 3) % 8);
  const dayPrices: number[] = [];
  let total = first;
  for (let day = 1; day <= days; day++) {
    if (day > 1) total += firstIncrement * ratio ** (day - 2);
    dayPrices.push(Math.round(total) * 100);
  }
  const extraDayPrice = Math.min(30, Math.max(12, Math.round(firstIncrement * 0.45))) * 100;
  return { dayPrices, extraDayPrice };
}

function discounts(index: number): ParkingDiscount[] {
  if (index % 4 === 0) return [{ label: 'Rabat za dłuższy pobyt', percent: 10, minDays: 7 }];
  if (index % 8 === 1) return [{ label: 'Promocja zimowa', percent: 5, minDays: 1 }];
  if (index % 8 === 5)
    return [
      { label: 'Rabat za dłuższy pobyt', percent: 8, minDays: 5 },
      { label: 'Rabat za pobyt od 14 dni', percent: 12, minDays: 14 },
    ];
  return [];
}

function addons(row: ParkingRow, index: number): SeedAddon[] {
  const id = (key: string) => `ad-${row.slug}-${key}`;
  return [...(row.addons ?? '')].map((code): SeedAddon => {
    switch (code) {
      case 'w':
        return {
          id: id('mycie'),
          name: 'Mycie auta',
          description: 'Mycie zewnętrzne z osuszeniem, wykonane w trakcie Twojej podróży – odbierasz czysty samochód.',
          price: 4900 + (index % 3) * 1000,
          strategy: 'PER_VEHICLE',
        };
      case 'k':
        return {
          id: id('kryty'),
          name: 'Parking kryty – dopłata',
          description: 'Miejsce pod dachem zamiast na placu odkrytym; dopłata naliczana za każdy dzień postoju.',
          price: 1000 + (index % 2) * 500,
          strategy: 'PER_VEHICLE_PER_DAY',
        };
      case 'g':
        return {
          id: id('transfer-grupa'),
          name: 'Dodatkowy transfer dla większej grupy',
          description: 'Dopłata za każdą osobę powyżej 4 pasażerów – zapewniamy większy bus lub dodatkowy kurs.',
          price: 2000,
          strategy: 'ABOVE_GUESTS_THRESHOLD',
          guestsThreshold: 4,
        };
      case 'e':
        return {
          id: id('ladowanie-ev'),
          name: 'Ładowanie auta elektrycznego',
          description: 'Naładowanie akumulatora do 80% przed Twoim powrotem (ładowarka AC 11 kW).',
          price: 6900 + (index % 2) * 1000,
          strategy: 'PER_VEHICLE',
        };
      case 'u':
        return {
          id: id('ubezpieczenie'),
          name: 'Ubezpieczenie pobytu',
          description: 'Dodatkowa ochrona auta od kradzieży i uszkodzeń na czas postoju, bez udziału własnego.',
          price: 400 + (index % 3) * 100,
          strategy: 'PER_VEHICLE_PER_DAY',
        };
      default:
        throw new Error(`Unknown addon code "${code}"`);
    }
  });
}

const EARTH_KM_PER_DEGREE = 111.32;

function coordinates(row: ParkingRow, airport: { latitude: number; longitude: number }) {
  const straightKm = Math.max(0.3, row.km * 0.8);
  const angle = (row.bearing * Math.PI) / 180;
  const latitude = airport.latitude + (straightKm * Math.cos(angle)) / EARTH_KM_PER_DEGREE;
  const longitude =
    airport.longitude +
    (straightKm * Math.sin(angle)) / (EARTH_KM_PER_DEGREE * Math.cos((airport.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(4)), longitude: Number(longitude.toFixed(4)) };
}

function transferMinutes(km: number): number {
  return Math.min(20, Math.max(3, Math.round(2 + km * 2.2)));
}

/** Polish plural of "miejsce" in the accusative: 1 miejsce, 2–4 miejsca, 5+ miejsc. */
function places(count: number): string {
  if (count === 1) return 'miejsce';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'miejsca' : 'miejsc';
}

function pick<T>(pool: T[], index: number): T {
  return pool[index % pool.length];
}

type DescriptionContext = {
  name: string;
  airport: string;
  km: string;
  minutes: number;
  capacity: number;
};

const intros: Record<ParkingRow['service'], ((c: DescriptionContext) => string)[]> = {
  o: [
    (c) =>
      `**${c.name}** to parking odkryty oddalony o ${c.km} km od terminalu lotniska ${c.airport}. Na placu wyznaczono ${c.capacity} ${places(c.capacity)}, a dojazd busem pod halę odlotów zajmuje około ${c.minutes} minut.`,
    (c) =>
      `Szukasz taniego postoju przy lotnisku ${c.airport}? **${c.name}** leży ${c.km} km od terminalu i oferuje ${c.capacity} ${places(c.capacity)} na ogrodzonym placu – bez szukania wolnego miejsca i bez stresu przed wylotem.`,
    (c) =>
      `**${c.name}** to sprawdzony wybór podróżnych wylatujących z lotniska ${c.airport}. Parking znajduje się ${c.km} km od hali odlotów, a transfer trwa mniej więcej ${c.minutes} minut.`,
  ],
  k: [
    (c) =>
      `**${c.name}** oferuje miejsca pod dachem – auto stoi osłonięte przed deszczem, śniegiem i palącym słońcem. Do terminalu lotniska ${c.airport} jest stąd ${c.km} km, czyli około ${c.minutes} minut jazdy busem.`,
    (c) =>
      `W **${c.name}** Twój samochód czeka w zadaszonej hali, a nie na otwartym placu. To dobry wybór na zimowe wyjazdy: po powrocie nie trzeba skrobać szyb. Terminal lotniska ${c.airport} jest oddalony o ${c.km} km.`,
  ],
  v: [
    (c) =>
      `W **${c.name}** nie musisz sam szukać miejsca: kierowca odbiera auto spod terminalu lotniska ${c.airport} i odstawia je na strzeżony plac oddalony o ${c.km} km. Po powrocie samochód czeka na Ciebie w umówionym miejscu.`,
    (c) =>
      `**${c.name}** to usługa parkingowa typu valet: podjeżdżasz pod halę odlotów lotniska ${c.airport}, przekazujesz kluczyki i idziesz prosto do odprawy. Auto trafia na chroniony parking ${c.km} km dalej.`,
  ],
  t: [
    (c) =>
      `**${c.name}** leży tuż przy terminalu lotniska ${c.airport} – zaledwie ${c.km} km od hali odlotów. Do odprawy dojdziesz pieszo w kilka minut, bez czekania na bus.`,
  ],
};

const procedures: Record<ParkingRow['service'], string[]> = {
  o: [
    'Po przyjeździe pokaż obsłudze potwierdzenie rezerwacji. Pracownik wskaże miejsce, a bus zawiezie Cię razem z bagażem pod halę odlotów. Po powrocie zadzwoń pod numer z potwierdzenia – transfer podjedzie pod wyjście z hali przylotów.',
    'Na parkingu wystarczy podać numer rezerwacji lub numer rejestracyjny auta. Bus kursuje na bieżąco, więc na transfer zwykle nie czekasz dłużej niż kilka minut. Po przylocie zadzwoń do dyspozytora, a kierowca odbierze Cię spod terminalu.',
    'Przyjedź na parking około 20 minut przed planowanym transferem. Obsługa pomoże zapakować bagaże do busa, a po wylądowaniu wystarczy jeden telefon, żeby kierowca czekał na Ciebie przy wyjściu z hali przylotów.',
  ],
  k: [
    'Wjazd do hali jest możliwy po odczytaniu numeru rezerwacji przy szlabanie. Zostawiasz auto na wskazanym miejscu, a bus dowozi Cię pod terminal. Wracając, dzwonisz do obsługi i po kilku minutach jesteś z powrotem przy samochodzie.',
    'Po wjeździe do garażu obsługa sprawdzi rezerwację i wskaże stanowisko. Transfer na lotnisko i z powrotem jest wliczony w cenę, niezależnie od godziny lotu.',
  ],
  v: [
    'Na godzinę przed wylotem podjedź pod terminal i zadzwoń do kierowcy – odbierze auto, sporządzi krótki protokół ze zdjęciami i odstawi samochód na parking. Po powrocie kierowca czeka z autem przed halą przylotów.',
    'Podaj przy rezerwacji numer lotu powrotnego – obsługa śledzi przylot i podstawia samochód pod terminal, nawet jeśli lot jest opóźniony.',
  ],
  t: [
    'Wjeżdżasz przez szlaban z automatycznym odczytem tablic, parkujesz na wolnym miejscu w strefie rezerwacji i idziesz pieszo do terminalu. Wyjazd po powrocie jest równie szybki – szlaban otworzy się sam.',
  ],
};

function included(row: ParkingRow, security: string[]): string[] {
  const items: string[] = [];
  if (row.options.includes('T')) items.push('bezpłatny transfer na lotnisko i z powrotem dla wszystkich pasażerów');
  if (row.service === 'v') items.push('odbiór i zwrot auta pod terminalem');
  items.push(`miejsce postojowe gwarantowane na cały okres rezerwacji`);
  if (row.options.includes('A')) items.push('bezpłatna anulacja do 24 godzin przed przyjazdem');
  if (row.options.includes('F')) items.push('faktura VAT wystawiana na życzenie');
  if (row.options.includes('P')) items.push('możliwość zapłaty na miejscu kartą lub gotówką');
  items.push(`zabezpieczenia: ${security.map((name) => name.toLowerCase()).join(', ')}`);
  return items;
}

function description(row: ParkingRow, index: number, airportName: string, minutes: number, security: string[]) {
  const context: DescriptionContext = {
    name: row.name,
    airport: airportName,
    km: row.km.toFixed(1).replace('.', ','),
    minutes,
    capacity: row.capacity,
  };
  const blocks = [
    p(pick(intros[row.service], index)(context)),
    p(pick(procedures[row.service], index)),
    h('h3', 'W cenie rezerwacji'),
    ul(...included(row, security)),
  ];
  if (index % 2 === 0)
    blocks.push(
      p(
        'Parking działa **całą dobę, 7 dni w tygodniu**, więc bez problemu obsłuży także nocne wyloty i późne powroty. _Prosimy o przyjazd z zapasem czasu – szczególnie w sezonie wakacyjnym._',
      ),
    );
  return richText(...blocks);
}

/** Landline area codes of the airports' regions, for the car parks' (invented) phone numbers. */
const AREA_CODES: Record<string, string> = {
  WAW: '22', WMI: '22', RDO: '48', KRK: '12', GDN: '58', KTW: '32', WRO: '71', POZ: '61', RZE: '17',
  LUZ: '81', SZZ: '91', BZG: '52', LCJ: '42', SZY: '89', IEG: '68',
};

/** A car park's phone: its region's area code and seven digits derived from its position (+48 AA NNN NN NN). */
function phone(airportCode: string, index: number): string {
  const area = AREA_CODES[airportCode] ?? '22';
  return `+48${area}${String(3_100_000 + ((index * 7_919) % 6_800_000)).padStart(7, '0')}`;
}

export const parkings: SeedParking[] = seedRows.map(({ airport, row }, index): SeedParking => {
  const security = decode(row.security, securityByCode);
  const minutes = transferMinutes(row.km);
  const { dayPrices, extraDayPrice } = tariff(row, index);
  const { latitude, longitude } = coordinates(row, airport);
  return {
    airportCode: airport.code,
    slug: row.slug,
    name: row.name,
    address: row.address,
    phone: phone(airport.code, index),
    latitude,
    longitude,
    distanceKm: row.km,
    transferMinutes: minutes,
    capacity: row.capacity,
    dayPrices,
    extraDayPrice,
    discounts: discounts(index),
    serviceTypes: [serviceByCode[row.service]],
    bookingOptions: decode(row.options, optionByCode),
    securityFeatures: security,
    addons: addons(row, index),
    regulationsUrl: row.noRegulations ? null : regulationsPath(row.slug),
    topTier: row.top === true,
    active: row.inactive !== true,
    gallery: gallery(row, index),
    description: description(row, index, airport.name, minutes, security),
    closedDays: row.closedDays ?? [],
  };
});

/** Seeded review count per parking slug (3–8 unless the row says otherwise). */
export const reviewCounts: Record<string, number> = Object.fromEntries(
  seedRows.map(({ row }, index) => [row.slug, row.reviews ?? 3 + ((index * 7) % 6)]),
);
