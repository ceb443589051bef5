import type { SeedPage } from '../types';
import { h, internalLink, link, ol, p, richText, ul } from '../lexical';

const COMPANY = 'Parkolot sp. z o.o.';
const pageLink = (label: string, slug: string) => internalLink(label, { relationTo: 'pages', value: { slug } });

const regulamin = richText(
  p(`Regulamin serwisu Parkolot obowiązuje od 1 stycznia 2026 r. i określa zasady rezerwacji miejsc parkingowych przy lotniskach za pośrednictwem serwisu parkolot.pl.`),
  h('h2', '§1. Postanowienia ogólne'),
  ol(
    `Operatorem serwisu parkolot.pl jest ${COMPANY} z siedzibą w Warszawie, ul. Lotnicza 12, 02-092 Warszawa, wpisana do rejestru przedsiębiorców KRS pod numerem 0001023456, NIP 5252901234, kapitał zakładowy 50 000 zł (dalej: „Parkolot”).`,
    'Parkolot pośredniczy w rezerwacji miejsc parkingowych oferowanych przez niezależnych operatorów parkingów (dalej: „Operator”). Usługę parkingową świadczy Operator wskazany w potwierdzeniu rezerwacji.',
    'Kontakt z Parkolot jest możliwy pod adresem e-mail kontakt@parkolot.pl oraz telefonicznie w dni robocze w godzinach 9:00–16:00.',
  ),
  h('h2', '§2. Definicje'),
  ul(
    '**Klient** – osoba fizyczna, osoba prawna lub jednostka organizacyjna dokonująca rezerwacji.',
    '**Rezerwacja** – umowa zawarta za pośrednictwem serwisu, obejmująca miejsce parkingowe na określony czas oraz wybrane usługi dodatkowe.',
    '**Okres pobytu** – czas od zadeklarowanej daty i godziny przyjazdu do zadeklarowanej daty i godziny wyjazdu.',
    '**Usługi dodatkowe** – usługi oferowane przez Operatora, np. mycie auta, ładowanie auta elektrycznego lub dodatkowy transfer.',
  ),
  h('h2', '§3. Rezerwacja'),
  ol(
    'Rezerwacji dokonuje się przez wybór lotniska, parkingu i okresu pobytu, podanie danych kontaktowych oraz numeru rejestracyjnego pojazdu.',
    'Cena rezerwacji jest ceną całkowitą za cały okres pobytu i obejmuje podatek VAT. Cena jest naliczana za każdą rozpoczętą dobę.',
    'Rezerwacja zostaje potwierdzona po zaksięgowaniu płatności. Potwierdzenie Klient otrzymuje na podany adres e-mail.',
    'Klient zobowiązany jest przyjechać na parking w okresie pobytu wskazanym w rezerwacji. Przedłużenie pobytu może wiązać się z dopłatą według cennika Operatora.',
  ),
  h('h2', '§4. Płatności'),
  ol(
    'Płatności za rezerwację dokonuje się online za pośrednictwem operatora płatności wskazanego w serwisie.',
    'Nieopłacona rezerwacja wygasa po 30 minutach od jej złożenia, a zarezerwowane miejsce zostaje zwolnione.',
    'Na życzenie Klienta wystawiana jest faktura VAT, jeśli dany parking oferuje taką możliwość.',
    'Kody rabatowe nie łączą się ze sobą, chyba że warunki promocji stanowią inaczej.',
  ),
  h('h2', '§5. Anulowanie rezerwacji'),
  ol(
    '**Klient może bezpłatnie anulować rezerwację najpóźniej 24 godziny przed zadeklarowaną godziną przyjazdu.** W takim przypadku Parkolot zwraca całość wpłaconej kwoty w terminie do 14 dni.',
    'Anulowanie rezerwacji później niż 24 godziny przed przyjazdem nie uprawnia do zwrotu płatności, chyba że Operator postanowi inaczej.',
    'Klient może zmienić termin rezerwacji w serwisie (Moja rezerwacja) najpóźniej 24 godziny przed zadeklarowaną godziną przyjazdu, o ile na parkingu są wolne miejsca – także w przypadku odwołania lotu przez przewoźnika. Za samą zmianę Parkolot nie pobiera opłat; gdy nowy pobyt jest droższy, Klient dopłaca różnicę w cenie, a gdy tańszy – Parkolot zwraca różnicę.',
  ),
  h('h2', '§6. Obowiązki Klienta i Operatora'),
  ol(
    'Klient zobowiązany jest przestrzegać regulaminu parkingu Operatora, w szczególności zasad ruchu i bezpieczeństwa na jego terenie.',
    'Operator zapewnia miejsce parkingowe na cały okres pobytu oraz – jeśli wynika to z oferty – bezpłatny transfer na lotnisko i z powrotem.',
    'Nie należy pozostawiać w pojeździe przedmiotów wartościowych ani dokumentów.',
  ),
  h('h2', '§7. Reklamacje'),
  ol(
    'Reklamacje dotyczące działania serwisu lub realizacji rezerwacji można składać na adres reklamacje@parkolot.pl w terminie 30 dni od zakończenia okresu pobytu.',
    'Reklamacja powinna zawierać numer rezerwacji, opis problemu i oczekiwany sposób jego rozwiązania.',
    'Parkolot rozpatruje reklamację w terminie 14 dni od jej otrzymania i informuje Klienta o wyniku drogą elektroniczną.',
    [
      'Klient będący konsumentem może skorzystać z pozasądowych sposobów rozpatrywania sporów, w tym z platformy ODR dostępnej pod adresem ',
      link('ec.europa.eu/consumers/odr', { url: 'https://ec.europa.eu/consumers/odr', newTab: true }),
      '.',
    ],
  ),
  h('h2', '§8. Postanowienia końcowe'),
  ol(
    'Zasady przetwarzania danych osobowych opisuje Polityka prywatności.',
    'Parkolot może zmienić regulamin z ważnych przyczyn, informując o tym w serwisie z co najmniej 14-dniowym wyprzedzeniem. Do rezerwacji złożonych przed zmianą stosuje się dotychczasowe postanowienia.',
    'W sprawach nieuregulowanych regulaminem zastosowanie mają przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o prawach konsumenta.',
  ),
  p('Zobacz też: ', pageLink('Polityka prywatności', 'polityka-prywatnosci'), '.'),
);

const politykaPrywatnosci = richText(
  p(
    'Dbamy o Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy w związku z korzystaniem z serwisu parkolot.pl, w jakim celu i jakie prawa Ci przysługują.',
  ),
  h('h2', '1. Administrator danych'),
  p(
    `Administratorem Twoich danych osobowych jest ${COMPANY} z siedzibą w Warszawie, ul. Lotnicza 12, 02-092 Warszawa. W sprawach dotyczących danych osobowych możesz skontaktować się z nami pod adresem **dane@parkolot.pl**.`,
  ),
  h('h2', '2. Jakie dane przetwarzamy'),
  ul(
    'imię, nazwisko, adres e-mail i numer telefonu podane przy rezerwacji,',
    'numer rejestracyjny pojazdu,',
    'dane do faktury, jeśli o nią prosisz,',
    'dane techniczne: adres IP, informacje o przeglądarce i urządzeniu, pliki cookies.',
  ),
  h('h2', '3. Cele i podstawy prawne przetwarzania'),
  ul(
    '**realizacja rezerwacji** i przekazanie danych Operatorowi parkingu – art. 6 ust. 1 lit. b RODO (wykonanie umowy),',
    '**wystawienie faktury i prowadzenie rozliczeń** – art. 6 ust. 1 lit. c RODO (obowiązek prawny),',
    '**rozpatrywanie reklamacji i dochodzenie roszczeń** – art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes),',
    '**statystyki i marketing własnych usług** – art. 6 ust. 1 lit. f RODO, a w zakresie newslettera – Twoja zgoda (art. 6 ust. 1 lit. a RODO).',
  ),
  h('h2', '4. Odbiorcy danych'),
  p(
    'Twoje dane przekazujemy Operatorowi parkingu, w którym dokonałeś rezerwacji, operatorowi płatności, dostawcom usług IT i hostingu oraz biuru rachunkowemu – wyłącznie w zakresie niezbędnym do realizacji usługi. Nie sprzedajemy danych osobowych.',
  ),
  h('h2', '5. Okres przechowywania'),
  p(
    'Dane związane z rezerwacją przechowujemy przez okres realizacji umowy, a następnie do upływu terminu przedawnienia roszczeń. Dokumenty księgowe przechowujemy przez 5 lat od końca roku, w którym upłynął termin płatności podatku. Dane przetwarzane na podstawie zgody – do czasu jej wycofania.',
  ),
  h('h2', '6. Twoje prawa'),
  ul(
    'prawo dostępu do danych i otrzymania ich kopii,',
    'prawo do sprostowania, usunięcia lub ograniczenia przetwarzania,',
    'prawo do przenoszenia danych,',
    'prawo sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie,',
    'prawo do wycofania zgody w dowolnym momencie,',
    'prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.',
  ),
  p('Więcej o prawach osób, których dane dotyczą, znajdziesz na stronie ', link('UODO', { url: 'https://uodo.gov.pl/', newTab: true }), '.'),
  h('h2', '7. Pliki cookies'),
  p(
    'Serwis korzysta z plików cookies niezbędnych do jego działania (np. zapamiętanie wybranego parkingu i dat w formularzu rezerwacji) oraz – za Twoją zgodą – analitycznych. Ustawienia cookies możesz zmienić w swojej przeglądarce; wyłączenie plików niezbędnych może utrudnić korzystanie z serwisu.',
  ),
  h('h2', '8. Zmiany polityki'),
  p(
    '_Polityka prywatności obowiązuje od 1 stycznia 2026 r._ O istotnych zmianach poinformujemy w serwisie. Zobacz też ',
    pageLink('Regulamin', 'regulamin'),
    '.',
  ),
);

const dodajParking = richText(
  p(
    'Prowadzisz parking w pobliżu lotniska? Dołącz do Parkolot i docieraj do tysięcy podróżnych, którzy każdego dnia szukają bezpiecznego miejsca dla swojego auta. **Rejestracja jest bezpłatna**, a prowizję płacisz tylko od zrealizowanych rezerwacji.',
  ),
  h('h2', 'Dlaczego warto'),
  ul(
    '**więcej klientów** – Twoja oferta pojawia się obok innych parkingów przy lotnisku, z ceną, opiniami i zdjęciami,',
    '**pełna kontrola nad cenami** – sam ustalasz cennik, rabaty za dłuższy pobyt i dni, w które parking jest zamknięty,',
    '**płatności online** – klient płaci przy rezerwacji, a środki przekazujemy Ci regularnie,',
    '**kalendarz obłożenia** – system pilnuje liczby wolnych miejsc i nie przyjmie rezerwacji ponad pojemność parkingu,',
    '**usługi dodatkowe** – możesz sprzedawać mycie auta, ładowanie aut elektrycznych czy miejsca kryte.',
  ),
  h('h2', 'Jak dołączyć'),
  ol(
    'Napisz do nas na adres partnerzy@parkolot.pl – podaj nazwę i adres parkingu, liczbę miejsc oraz lotnisko, które obsługujesz.',
    'Nasz opiekun partnerów skontaktuje się z Tobą w ciągu 2 dni roboczych i przedstawi warunki współpracy.',
    'Przygotujemy razem opis parkingu, zdjęcia i cennik.',
    'Po podpisaniu umowy Twój parking pojawi się w wynikach wyszukiwania.',
  ),
  h('h2', 'Wymagania'),
  p(
    'Współpracujemy z parkingami, które zapewniają bezpieczeństwo pojazdów – co najmniej ogrodzenie, oświetlenie i monitoring – oraz transfer na lotnisko lub bliskość terminalu umożliwiającą dojście pieszo. Każdy parking weryfikujemy przed publikacją oferty.',
  ),
  p(
    'Masz pytania? Skontaktuj się z nami: ',
    link('partnerzy@parkolot.pl', { url: 'mailto:partnerzy@parkolot.pl' }),
    '. Zapoznaj się też z naszym ',
    pageLink('regulaminem', 'regulamin'),
    '.',
  ),
);

export const pages: SeedPage[] = [
  { slug: 'regulamin', title: 'Regulamin', content: regulamin },
  { slug: 'polityka-prywatnosci', title: 'Polityka prywatności', content: politykaPrywatnosci },
  { slug: 'dodaj-parking', title: 'Dodaj swój parking', content: dodajParking },
];
