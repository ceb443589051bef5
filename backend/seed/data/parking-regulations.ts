import type { SeedPage, SeedParking } from '../types';
import { h, internalLink, ol, p, richText } from '../lexical';

/*
 * Each car park's own regulations (checkout-payment.md §2: the parking terms the traveller accepts link
 * to "the parking's own regulations"): one CMS page per operator, at `/regulamin-{parking slug}/`, which
 * the parking's `parkingRegulations` link points to.
 */

/** The CMS slug of a car park's regulations page. */
export const regulationsSlug = (parkingSlug: string) => `regulamin-${parkingSlug}`;

/** The site-relative link stored as the car park's `parkingRegulations`. */
export const regulationsPath = (parkingSlug: string) => `/${regulationsSlug(parkingSlug)}/`;

const VALET = 'Parking strzeżony z valetem';
const KEYS = 'Pozostawienie kluczyków';
const PAY_ON_SITE = 'Płatność na miejscu';

/** '1 miejsce', '4 miejsca', '5 miejsc', '22 miejsca', '112 miejsc'. */
function spaces(n: number): string {
  if (n === 1) return 'miejsce';
  const few = n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
  return few ? 'miejsca' : 'miejsc';
}

function handover(parking: SeedParking): string {
  if (parking.serviceTypes.includes(VALET)) {
    return 'Samochód odbiera od Klienta kierowca Operatora przed terminalem i tam go zwraca po powrocie. Klient pozostawia kluczyki kierowcy; stan pojazdu, przebieg i poziom paliwa są zapisywane w protokole przekazania.';
  }
  if (parking.bookingOptions.includes(KEYS)) {
    return 'Klient parkuje samodzielnie na miejscu wskazanym przez obsługę. Jeśli pozostawia kluczyki, obsługa może przestawić pojazd w obrębie parkingu; kluczyki są przechowywane w zamykanej szafie depozytowej.';
  }
  return 'Klient parkuje samodzielnie na miejscu wskazanym przez obsługę i zabiera kluczyki ze sobą. Pojazd musi zostać zamknięty, a szyby i szyberdach domknięte.';
}

function regulationsOf(parking: SeedParking): SeedPage {
  const security = parking.securityFeatures.length
    ? `Teren parkingu zabezpieczają: ${parking.securityFeatures.map((f) => f.toLowerCase()).join(', ')}.`
    : 'Teren parkingu jest oznakowany i dostępny wyłącznie dla Klientów z rezerwacją.';
  const payment = parking.bookingOptions.includes(PAY_ON_SITE)
    ? 'Za rezerwację opłaconą online Klient nie dopłaca na miejscu. Dodatkowe doby ponad okres rezerwacji można opłacić na miejscu gotówką lub kartą.'
    : 'Za rezerwację opłaconą online Klient nie dopłaca na miejscu. Dodatkowe doby ponad okres rezerwacji rozlicza się przy odbiorze pojazdu według cennika Operatora.';
  return {
    slug: regulationsSlug(parking.slug),
    title: `Regulamin parkingu ${parking.name}`,
    content: richText(
      p(
        `Niniejszy regulamin określa zasady korzystania z parkingu **${parking.name}** (${parking.address}), prowadzonego przez Operatora parkingu. Rezerwując miejsce w serwisie Parkolot, Klient akceptuje ten regulamin.`,
      ),
      h('h2', '§1. Przyjazd i wyjazd'),
      ol(
        'Parking jest czynny całą dobę, 7 dni w tygodniu. Klient przyjeżdża w okresie pobytu wskazanym w rezerwacji.',
        'Przy wjeździe Klient podaje numer rezerwacji lub numer rejestracyjny pojazdu podany w rezerwacji.',
        `Parking ma ${parking.capacity} ${spaces(parking.capacity)}; miejsce wskazuje obsługa.`,
      ),
      h('h2', '§2. Pozostawienie pojazdu'),
      ol(
        handover(parking),
        'W pojeździe nie należy zostawiać dokumentów, pieniędzy ani przedmiotów wartościowych.',
        'Na terenie parkingu obowiązują przepisy ruchu drogowego; prędkość nie może przekraczać 10 km/h.',
      ),
      h('h2', '§3. Transfer na lotnisko'),
      ol(
        `Bezpłatny transfer na terminal i z powrotem trwa około ${parking.transferMinutes} min i kursuje na bieżąco.`,
        'Po przylocie Klient dzwoni pod numer podany w voucherze; kierowca odbiera go spod terminalu.',
      ),
      h('h2', '§4. Bezpieczeństwo i odpowiedzialność'),
      ol(
        security,
        'Operator odpowiada za szkody w pojeździe powstałe na terenie parkingu z jego winy. Szkody należy zgłosić obsłudze przed opuszczeniem parkingu.',
      ),
      h('h2', '§5. Opłaty'),
      ol(payment, 'Bezpłatna anulacja rezerwacji jest możliwa do 24 godzin przed przyjazdem.'),
      h('h2', '§6. Reklamacje'),
      ol(
        'Reklamacje dotyczące usługi parkingowej Klient może złożyć obsłudze na miejscu albo przez serwis Parkolot (reklamacje@parkolot.pl) w terminie 30 dni od zakończenia pobytu.',
      ),
      p('Zasady rezerwacji w serwisie opisuje ', internalLink('Regulamin serwisu Parkolot', { relationTo: 'pages', value: { slug: 'regulamin' } }), '.'),
    ),
  };
}

/** The regulations pages of every car park that links to one. */
export function parkingRegulationPages(parkings: readonly SeedParking[]): SeedPage[] {
  return parkings.filter((parking) => parking.regulationsUrl !== null).map(regulationsOf);
}
