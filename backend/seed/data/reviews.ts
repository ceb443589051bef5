import type { SeedParking, SeedReview } from '../types';
import { parkings, reviewCounts } from './parkings';

/** Deterministic PRNG (mulberry32) so the seed is identical on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(value: string): number {
  let result = 2166136261;
  for (const char of value) result = Math.imul(result ^ char.charCodeAt(0), 16777619);
  return result >>> 0;
}

type Gendered = string | { m: string; f: string };
type Phrase = { text: Gendered; when?: (parking: SeedParking) => boolean };
type Gender = 'm' | 'f';

const hasOption = (name: string) => (parking: SeedParking) => parking.bookingOptions.includes(name);
const hasSecurity = (name: string) => (parking: SeedParking) => parking.securityFeatures.includes(name);
const hasAddon = (suffix: string) => (parking: SeedParking) => parking.addons.some((addon) => addon.id.endsWith(suffix));
const hasService = (name: string) => (parking: SeedParking) => parking.serviceTypes.includes(name);
const transfer = hasOption('Bezpłatny transfer');

const firstNames = [
  'Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Marcin', 'Monika', 'Michał',
  'Joanna', 'Krzysztof', 'Aleksandra', 'Jakub', 'Ewa', 'Łukasz', 'Karolina', 'Grzegorz', 'Natalia', 'Adam',
  'Justyna', 'Mateusz', 'Dorota', 'Bartosz', 'Marta', 'Rafał', 'Beata', 'Wojciech', 'Zofia', 'Kamil',
  'Małgorzata', 'Dariusz', 'Weronika', 'Sebastian', 'Iwona', 'Jarosław', 'Patrycja', 'Andrzej', 'Sylwia', 'Hubert',
  'Elżbieta', 'Szymon', 'Urszula', 'Przemysław', 'Julia', 'Artur', 'Renata', 'Damian', 'Izabela', 'Robert',
];
const initials = 'ABCDGJKLMNOPRSTWZ';

const openers: Phrase[] = [
  { text: 'Wszystko zgodnie z opisem.' },
  { text: { m: 'Parkowałem tu już drugi raz i znowu bez zastrzeżeń.', f: 'Parkowałam tu już drugi raz i znowu bez zastrzeżeń.' } },
  { text: 'Rezerwacja przez stronę zajęła dwie minuty, a na miejscu obsługa miała nas już na liście.' },
  { text: 'Bardzo sprawna obsługa od wjazdu aż do odbioru auta.' },
  { text: 'Byliśmy na tygodniowych wakacjach z dziećmi i wszystko poszło gładko.' },
  { text: { m: 'Pierwszy raz zostawiłem auto na prywatnym parkingu i jestem mile zaskoczony.', f: 'Pierwszy raz zostawiłam auto na prywatnym parkingu i jestem mile zaskoczona.' } },
  { text: 'Cena dużo niższa niż przy samym terminalu, a wygoda porównywalna.' },
  { text: 'Przyjechaliśmy o 4 rano i obsługa już na nas czekała.' },
  { text: 'Solidny parking w rozsądnej cenie.' },
  { text: 'Korzystam regularnie przy wyjazdach służbowych.' },
  { text: { m: 'Bez niespodzianek – zapłaciłem dokładnie tyle, ile pokazała rezerwacja.', f: 'Bez niespodzianek – zapłaciłam dokładnie tyle, ile pokazała rezerwacja.' } },
  { text: 'Miła pani w recepcji wszystko cierpliwie wytłumaczyła.' },
  { text: 'Trafiliśmy tu z polecenia znajomych i nie żałujemy.' },
  { text: 'Łatwo trafić, dojazd jest dobrze oznakowany.' },
  { text: { m: 'Zostawiłem auto na dwa tygodnie i odebrałem je w idealnym stanie.', f: 'Zostawiłam auto na dwa tygodnie i odebrałam je w idealnym stanie.' } },
  { text: 'Świetna organizacja, widać, że obsługa zna się na rzeczy.' },
  { text: 'Nasz lot wrócił z dwugodzinnym opóźnieniem, a mimo to nikt nie robił problemów.' },
  { text: { m: 'Wylatywaliśmy w szóstkę, więc obawiałem się o miejsce w busie – niepotrzebnie.', f: 'Wylatywaliśmy w szóstkę, więc obawiałam się o miejsce w busie – niepotrzebnie.' }, when: transfer },
  { text: 'Już trzeci raz wybieram ten parking.' },
  { text: 'Porządny, czysty plac, dobrze oświetlony.', when: (parking) => hasSecurity('Oświetlenie')(parking) && hasService('Parking odkryty')(parking) },
  { text: { m: 'Rezerwowałem dzień przed wylotem i bez problemu znalazło się miejsce.', f: 'Rezerwowałam dzień przed wylotem i bez problemu znalazło się miejsce.' } },
  { text: 'Parking wygląda dokładnie tak jak na zdjęciach.', when: (parking) => parking.gallery.length > 0 },
  { text: 'Bardzo dobry kontakt telefoniczny z obsługą.' },
  { text: 'Pełen profesjonalizm od początku do końca.' },
  { text: 'Zostawiliśmy auto na czas majówki i wszystko było w porządku.' },
  { text: 'Wygodne rozwiązanie dla kogoś, kto nie lubi jeździć na lotnisko komunikacją.' },
];

const details: Phrase[] = [
  { text: 'Bus podjechał po nas pod halę przylotów w niecałe 10 minut od telefonu.', when: transfer },
  { text: 'Transfer na lotnisko trwał dosłownie kilka minut, a kierowca pomógł z walizkami.', when: transfer },
  { text: 'Auto stało w widocznym miejscu, w zasięgu kamer.', when: hasSecurity('Monitoring 24/7') },
  { text: 'Kierowca busa był bardzo uprzejmy i punktualny.', when: transfer },
  { text: 'Faktura przyszła mailem jeszcze tego samego dnia.', when: hasOption('Faktura dostępna') },
  { text: 'Na miejscu jest toaleta i mała poczekalnia, co przy nocnym wylocie się przydaje.' },
  { text: 'Po powrocie samochód był odśnieżony – bardzo miły gest.', when: hasService('Parking odkryty') },
  { text: 'Teren jest ogrodzony, a ochrona pilnuje go przez całą dobę.', when: hasSecurity('Ochrona całodobowa') },
  { text: 'Przy odbiorze auta nie trzeba było nic dopłacać.' },
  { text: 'Zamówiliśmy mycie i auto czekało czyste jak z salonu.', when: hasAddon('-mycie') },
  { text: 'Obsługa pomogła odpalić auto, gdy po dwóch tygodniach akumulator odmówił posłuszeństwa.' },
  { text: 'Szlaban otworzył się sam po odczytaniu tablic rejestracyjnych.', when: hasSecurity('Odczyt tablic rejestracyjnych') },
  { text: 'Dyspozytor odebrał telefon od razu, mimo że była prawie północ.' },
  { text: 'Busy kursują często, nie czekaliśmy ani chwili.', when: transfer },
  { text: 'W busie zmieścił się fotelik i wózek dziecięcy.', when: transfer },
  { text: { m: 'Anulowałem wcześniej jedną rezerwację i pieniądze wróciły na konto w dwa dni.', f: 'Anulowałam wcześniej jedną rezerwację i pieniądze wróciły na konto w dwa dni.' }, when: hasOption('Bezpłatna anulacja') },
  { text: 'Stosunek ceny do jakości bardzo dobry.' },
  { text: 'Dojazd z trasy szybkiego ruchu zajął nam kilka minut.' },
  { text: { m: 'Podczas postoju auto zostało naładowane, wróciłem do pełnej baterii.', f: 'Podczas postoju auto zostało naładowane, wróciłam do pełnej baterii.' }, when: hasAddon('-ladowanie-ev') },
  { text: 'Kluczyki zostawiliśmy w recepcji i wszystko odbyło się sprawnie.', when: hasOption('Pozostawienie kluczyków') },
  { text: 'Kierowca znał godzinę naszego przylotu i czekał już przy wyjściu.' },
  { text: 'Miejsca są szerokie, spokojnie da się otworzyć drzwi.' },
  { text: 'Od zaparkowania do odprawy minęło nam może 15 minut.' },
  { text: { m: 'Dzień przed wylotem dostałem SMS z numerem telefonu do obsługi.', f: 'Dzień przed wylotem dostałam SMS z numerem telefonu do obsługi.' } },
  { text: 'Auto stało pod dachem, więc po powrocie nie trzeba było skrobać szyb.', when: hasService('Parking kryty') },
  { text: 'Kierowca odebrał auto spod terminalu co do minuty.', when: hasService('Parking strzeżony z valetem') },
];

const closers: string[] = [
  'Polecam!',
  'Na pewno wrócimy przy kolejnym wyjeździe.',
  'Gorąco polecam.',
  'Następnym razem też tu zaparkuję.',
  'Polecam każdemu, kto leci na dłużej.',
  '',
  'Dziękujemy i do zobaczenia!',
  'Godne polecenia.',
  '',
  'Tak powinno to wyglądać wszędzie.',
];

const minorMinuses: Phrase[] = [
  { text: 'Jedyny minus to dość ciasny wjazd.' },
  { text: 'Drobny minus za kolejkę do busa w szczycie.', when: transfer },
  { text: 'Po powrocie chwilę czekaliśmy na transfer, ale w granicach rozsądku.', when: transfer },
  { text: 'Przydałoby się lepsze oznakowanie dojazdu.' },
  { text: 'Przydałaby się wiata dla osób czekających na bus.', when: transfer },
  { text: 'Na wydanie auta trzeba było chwilę poczekać.' },
];

const negativeOpeners: Gendered[] = [
  'Parking sam w sobie w porządku, ale organizacja kuleje.',
  'Średnio.',
  'Nie do końca zgodnie z opisem.',
  { m: 'Spodziewałem się więcej za tę cenę.', f: 'Spodziewałam się więcej za tę cenę.' },
  'Obsługa niezbyt uprzejma.',
  'Mam mieszane uczucia.',
  'Tym razem nie wyszło najlepiej.',
];

const negativeDetails: Phrase[] = [
  { text: 'Po powrocie czekaliśmy na bus ponad 40 minut, mimo dwóch telefonów.', when: transfer },
  { text: 'Auto było zastawione i trzeba było szukać pracownika z kluczykami.' },
  { text: 'Nawierzchnia jest dziurawa, po deszczu stoją kałuże.', when: (parking) => !hasSecurity('Utwardzona nawierzchnia')(parking) },
  { text: 'Kierowca jechał zdecydowanie za szybko.' },
  { text: 'W nocy przez dłuższy czas nikt nie odbierał telefonu.' },
  { text: { m: 'Fakturę dostałem dopiero po trzecim przypomnieniu.', f: 'Fakturę dostałam dopiero po trzecim przypomnieniu.' }, when: hasOption('Faktura dostępna') },
  { text: 'Bus był przepełniony, część osób jechała na stojąco z walizkami.', when: transfer },
  { text: 'Przy wjeździe musieliśmy czekać kwadrans, bo nikogo nie było na miejscu.' },
];

const negativeClosers: Gendered[] = [
  'Może to był gorszy dzień, ale następnym razem wybiorę inny parking.',
  { m: 'Za taką cenę oczekiwałbym więcej.', f: 'Za taką cenę oczekiwałabym więcej.' },
  'Daję szansę, ale liczę na poprawę.',
  'Cena w porządku, organizacja do poprawy.',
  '',
];

function choose<T>(pool: T[], next: () => number): T {
  return pool[Math.floor(next() * pool.length)];
}

function form(text: Gendered, gender: Gender): string {
  return typeof text === 'string' ? text : text[gender];
}

function applicable(pool: Phrase[], parking: SeedParking, gender: Gender): string[] {
  return pool.filter((phrase) => !phrase.when || phrase.when(parking)).map((phrase) => form(phrase.text, gender));
}

/**
 * Mostly 4–5★ (about nine in ten). The few low ratings are from the earlier months: car parks answer
 * complaints (more buses at night, clearer signs), so a 2–3★ review grows rarer towards the latest ones.
 * `age` is how far back the review is, from 0 (the newest date) to 1 (the oldest).
 */
function rating(age: number, next: () => number): SeedReview['rating'] {
  const low = 0.2 * age;
  const roll = next();
  if (roll < low) return roll < low / 3 ? 2 : 3;
  return roll < low + (1 - low) * 0.62 ? 5 : 4;
}

function comment(stars: SeedReview['rating'], parking: SeedParking, gender: Gender, next: () => number): string {
  const parts =
    stars >= 4
      ? [
          choose(applicable(openers, parking, gender), next),
          choose(applicable(details, parking, gender), next),
          stars === 4 ? choose(applicable(minorMinuses, parking, gender), next) : choose(closers, next),
        ]
      : [
          form(choose(negativeOpeners, next), gender),
          choose(applicable(negativeDetails, parking, gender), next),
          form(choose(negativeClosers, next), gender),
        ];
  return parts.filter((part) => part.length > 0).join(' ');
}

const FIRST_REVIEW = Date.UTC(2025, 5, 1);
const LAST_REVIEW = Date.UTC(2026, 10, 15);
const DAY_MS = 86_400_000;

/** A date spread over the whole period (about 17 months), at a daytime hour. */
function reviewDate(next: () => number): Date {
  const days = Math.floor(next() * ((LAST_REVIEW - FIRST_REVIEW) / DAY_MS));
  const minutes = 7 * 60 + Math.floor(next() * 14 * 60);
  return new Date(FIRST_REVIEW + days * DAY_MS + minutes * 60_000);
}

function buildReviews(): SeedReview[] {
  const seen = new Set<string>();
  return parkings.flatMap((parking) => {
    const next = random(hash(parking.slug));
    const count = reviewCounts[parking.slug] ?? 0;
    return Array.from({ length: count }, (): SeedReview => {
      const firstName = choose(firstNames, next);
      // Polish first names ending in -a are female; comments agree with the reviewer's gender.
      const gender: Gender = firstName.endsWith('a') ? 'f' : 'm';
      const date = reviewDate(next);
      const stars = rating((LAST_REVIEW - date.getTime()) / (LAST_REVIEW - FIRST_REVIEW), next);
      let text = comment(stars, parking, gender, next);
      for (let attempt = 0; seen.has(text) && attempt < 50; attempt++) text = comment(stars, parking, gender, next);
      if (seen.has(text)) throw new Error(`Could not build a unique review comment for ${parking.slug}`);
      seen.add(text);
      return {
        parkingSlug: parking.slug,
        reviewerName: `${firstName} ${choose([...initials], next)}.`,
        reviewDate: date.toISOString().replace('.000Z', 'Z'),
        rating: stars,
        comment: text,
      };
    });
  }).sort((a, b) => a.reviewDate.localeCompare(b.reviewDate));
}

export const reviews: SeedReview[] = buildReviews();
