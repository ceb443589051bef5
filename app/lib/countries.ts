/** A country the invoice can be issued to: a stable ASCII slug and the Polish name shown to the traveller. */
export interface Country {
  value: string;
  label: string;
}

/** Shown by the country picker when the typed text matches no country (spec: checkout-payment). */
export const NO_COUNTRY_MATCH = 'Nie znaleziono krajów';

/**
 * Invoice countries (spec: "about 130 entries … ending with 'Inne'"): Poland first as the most common
 * choice, the rest in Polish alphabetical order, and 'Inne' last for a country not on the list.
 * Kept as a literal list rather than sorted at runtime so the order never depends on a browser's ICU data.
 */
export const COUNTRIES: readonly Country[] = [
  { value: 'polska', label: 'Polska' },
  { value: 'afganistan', label: 'Afganistan' },
  { value: 'albania', label: 'Albania' },
  { value: 'algieria', label: 'Algieria' },
  { value: 'andora', label: 'Andora' },
  { value: 'angola', label: 'Angola' },
  { value: 'arabia-saudyjska', label: 'Arabia Saudyjska' },
  { value: 'argentyna', label: 'Argentyna' },
  { value: 'armenia', label: 'Armenia' },
  { value: 'australia', label: 'Australia' },
  { value: 'austria', label: 'Austria' },
  { value: 'azerbejdzan', label: 'Azerbejdżan' },
  { value: 'bahrajn', label: 'Bahrajn' },
  { value: 'bangladesz', label: 'Bangladesz' },
  { value: 'belgia', label: 'Belgia' },
  { value: 'bialorus', label: 'Białoruś' },
  { value: 'boliwia', label: 'Boliwia' },
  { value: 'bosnia-i-hercegowina', label: 'Bośnia i Hercegowina' },
  { value: 'brazylia', label: 'Brazylia' },
  { value: 'bulgaria', label: 'Bułgaria' },
  { value: 'chile', label: 'Chile' },
  { value: 'chiny', label: 'Chiny' },
  { value: 'chorwacja', label: 'Chorwacja' },
  { value: 'cypr', label: 'Cypr' },
  { value: 'czarnogora', label: 'Czarnogóra' },
  { value: 'czechy', label: 'Czechy' },
  { value: 'dania', label: 'Dania' },
  { value: 'demokratyczna-republika-konga', label: 'Demokratyczna Republika Konga' },
  { value: 'dominikana', label: 'Dominikana' },
  { value: 'egipt', label: 'Egipt' },
  { value: 'ekwador', label: 'Ekwador' },
  { value: 'estonia', label: 'Estonia' },
  { value: 'etiopia', label: 'Etiopia' },
  { value: 'fidzi', label: 'Fidżi' },
  { value: 'filipiny', label: 'Filipiny' },
  { value: 'finlandia', label: 'Finlandia' },
  { value: 'francja', label: 'Francja' },
  { value: 'ghana', label: 'Ghana' },
  { value: 'grecja', label: 'Grecja' },
  { value: 'gruzja', label: 'Gruzja' },
  { value: 'gwatemala', label: 'Gwatemala' },
  { value: 'hiszpania', label: 'Hiszpania' },
  { value: 'holandia', label: 'Holandia' },
  { value: 'indie', label: 'Indie' },
  { value: 'indonezja', label: 'Indonezja' },
  { value: 'irak', label: 'Irak' },
  { value: 'iran', label: 'Iran' },
  { value: 'irlandia', label: 'Irlandia' },
  { value: 'islandia', label: 'Islandia' },
  { value: 'izrael', label: 'Izrael' },
  { value: 'jamajka', label: 'Jamajka' },
  { value: 'japonia', label: 'Japonia' },
  { value: 'jemen', label: 'Jemen' },
  { value: 'jordania', label: 'Jordania' },
  { value: 'kambodza', label: 'Kambodża' },
  { value: 'kamerun', label: 'Kamerun' },
  { value: 'kanada', label: 'Kanada' },
  { value: 'katar', label: 'Katar' },
  { value: 'kazachstan', label: 'Kazachstan' },
  { value: 'kenia', label: 'Kenia' },
  { value: 'kirgistan', label: 'Kirgistan' },
  { value: 'kolumbia', label: 'Kolumbia' },
  { value: 'korea-poludniowa', label: 'Korea Południowa' },
  { value: 'kosowo', label: 'Kosowo' },
  { value: 'kostaryka', label: 'Kostaryka' },
  { value: 'kuba', label: 'Kuba' },
  { value: 'kuwejt', label: 'Kuwejt' },
  { value: 'liban', label: 'Liban' },
  { value: 'liechtenstein', label: 'Liechtenstein' },
  { value: 'litwa', label: 'Litwa' },
  { value: 'luksemburg', label: 'Luksemburg' },
  { value: 'lotwa', label: 'Łotwa' },
  { value: 'macedonia-polnocna', label: 'Macedonia Północna' },
  { value: 'madagaskar', label: 'Madagaskar' },
  { value: 'malediwy', label: 'Malediwy' },
  { value: 'malezja', label: 'Malezja' },
  { value: 'malta', label: 'Malta' },
  { value: 'maroko', label: 'Maroko' },
  { value: 'mauritius', label: 'Mauritius' },
  { value: 'meksyk', label: 'Meksyk' },
  { value: 'moldawia', label: 'Mołdawia' },
  { value: 'monako', label: 'Monako' },
  { value: 'mongolia', label: 'Mongolia' },
  { value: 'mozambik', label: 'Mozambik' },
  { value: 'namibia', label: 'Namibia' },
  { value: 'nepal', label: 'Nepal' },
  { value: 'niemcy', label: 'Niemcy' },
  { value: 'nigeria', label: 'Nigeria' },
  { value: 'norwegia', label: 'Norwegia' },
  { value: 'nowa-zelandia', label: 'Nowa Zelandia' },
  { value: 'oman', label: 'Oman' },
  { value: 'pakistan', label: 'Pakistan' },
  { value: 'panama', label: 'Panama' },
  { value: 'paragwaj', label: 'Paragwaj' },
  { value: 'peru', label: 'Peru' },
  { value: 'portugalia', label: 'Portugalia' },
  { value: 'republika-poludniowej-afryki', label: 'Republika Południowej Afryki' },
  { value: 'rosja', label: 'Rosja' },
  { value: 'rumunia', label: 'Rumunia' },
  { value: 'san-marino', label: 'San Marino' },
  { value: 'senegal', label: 'Senegal' },
  { value: 'serbia', label: 'Serbia' },
  { value: 'singapur', label: 'Singapur' },
  { value: 'slowacja', label: 'Słowacja' },
  { value: 'slowenia', label: 'Słowenia' },
  { value: 'sri-lanka', label: 'Sri Lanka' },
  { value: 'stany-zjednoczone', label: 'Stany Zjednoczone' },
  { value: 'syria', label: 'Syria' },
  { value: 'szwajcaria', label: 'Szwajcaria' },
  { value: 'szwecja', label: 'Szwecja' },
  { value: 'tadzykistan', label: 'Tadżykistan' },
  { value: 'tajlandia', label: 'Tajlandia' },
  { value: 'tajwan', label: 'Tajwan' },
  { value: 'tanzania', label: 'Tanzania' },
  { value: 'tunezja', label: 'Tunezja' },
  { value: 'turcja', label: 'Turcja' },
  { value: 'uganda', label: 'Uganda' },
  { value: 'ukraina', label: 'Ukraina' },
  { value: 'urugwaj', label: 'Urugwaj' },
  { value: 'uzbekistan', label: 'Uzbekistan' },
  { value: 'watykan', label: 'Watykan' },
  { value: 'wenezuela', label: 'Wenezuela' },
  { value: 'wegry', label: 'Węgry' },
  { value: 'wielka-brytania', label: 'Wielka Brytania' },
  { value: 'wietnam', label: 'Wietnam' },
  { value: 'wlochy', label: 'Włochy' },
  { value: 'wybrzeze-kosci-sloniowej', label: 'Wybrzeże Kości Słoniowej' },
  { value: 'zambia', label: 'Zambia' },
  { value: 'zimbabwe', label: 'Zimbabwe' },
  { value: 'zjednoczone-emiraty-arabskie', label: 'Zjednoczone Emiraty Arabskie' },
  { value: 'inne', label: 'Inne' },
];

const COUNTRY_BY_VALUE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.value, country]));

/** Lower case without Polish (and other) diacritics; 'ł' has no decomposed form, so it is mapped by hand. */
export function normalizeCountryText(text: string): string {
  return text.trim().toLocaleLowerCase('pl').replaceAll('ł', 'l').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The countries whose label contains the query (case and diacritics ignored), those starting with it
 * first; list order is kept within each group. A blank query returns the whole list.
 */
export function filterCountries(query: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const needle = normalizeCountryText(query);
  if (needle === '') return [...countries];
  const prefixMatches: Country[] = [];
  const otherMatches: Country[] = [];
  for (const country of countries) {
    const label = normalizeCountryText(country.label);
    if (label.startsWith(needle)) prefixMatches.push(country);
    else if (label.includes(needle)) otherMatches.push(country);
  }
  return [...prefixMatches, ...otherMatches];
}

export function countryByValue(value: string | null | undefined): Country | undefined {
  return value ? COUNTRY_BY_VALUE.get(value) : undefined;
}

export function isCountryValue(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_BY_VALUE.has(value);
}

/** The country whose label equals the typed text, ignoring case, diacritics and surrounding spaces. */
export function countryByLabel(text: string): Country | undefined {
  const needle = normalizeCountryText(text);
  if (needle === '') return undefined;
  return COUNTRIES.find((country) => normalizeCountryText(country.label) === needle);
}
