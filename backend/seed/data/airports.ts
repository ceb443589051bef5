import type { SeedAirport } from '../types';
import { h, internalLink, p, richText, ul } from '../lexical';

type AirportInput = {
  code: string;
  slug: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  intro: string;
  access: string;
  tips: string[];
  guide: { slug: string; label: string };
};

const airportInputs: AirportInput[] = [
  {
    code: 'WAW',
    slug: 'warszawa-chopin',
    name: 'Warszawa-Chopin',
    city: 'Warszawa',
    latitude: 52.1657,
    longitude: 20.9671,
    intro:
      'Lotnisko Chopina na warszawskim Okęciu to **największy port lotniczy w Polsce** i jednocześnie miejsce, w którym parkowanie pod samym terminalem kosztuje najwięcej. Parkingi prywatnych operatorów przy ulicach Łopuszańskiej, Krakowiaków czy Komitetu Obrony Robotników są zwykle kilkukrotnie tańsze przy tygodniowym wyjeździe, a bezpłatny bus dowozi pasażerów pod halę odlotów w kilka minut.',
    access:
      'Dojazd z centrum Warszawy prowadzi ulicą Żwirki i Wigury, od strony Krakowa i Katowic najwygodniej zjechać z trasy S2 lub S79. W godzinach szczytu na Żwirki i Wigury tworzą się korki, dlatego warto wyjechać z zapasem – zwłaszcza w piątkowe popołudnia i w czasie ferii.',
    tips: [
      'Rezerwuj miejsce kilka dni wcześniej – w wakacje i długie weekendy tańsze parkingi szybko się zapełniają.',
      'Zaplanuj **minimum 2 godziny** na odprawę przy lotach poza strefę Schengen.',
      'Zapisz numer telefonu do kierowcy busa – po wylądowaniu wystarczy zadzwonić z hali przylotów.',
      'Jeśli wracasz nocą, wybierz parking z całodobową obsługą i transferem.',
    ],
    guide: { slug: 'jak-tanio-zaparkowac-przy-lotnisku-chopina', label: 'jak tanio zaparkować przy lotnisku Chopina' },
  },
  {
    code: 'WMI',
    slug: 'warszawa-modlin',
    name: 'Warszawa-Modlin',
    city: 'Nowy Dwór Mazowiecki',
    latitude: 52.4511,
    longitude: 20.6518,
    intro:
      'Port lotniczy w Modlinie leży około 40 km na północny zachód od centrum Warszawy, na terenie dawnego lotniska wojskowego w Nowym Dworze Mazowieckim. Latają stąd głównie **tanie linie lotnicze**, dlatego wielu pasażerów przyjeżdża własnym autem – szczególnie na poranne wyloty, na które trudno zdążyć komunikacją publiczną.',
    access:
      'Z Warszawy dojedziesz drogą S7 lub krajową 62, a parkingi prywatne skupiają się przy ul. Generała Wiktora Thommée, w pobliżu twierdzy Modlin i w samym Nowym Dworze. Dzięki krótkim dystansom transfer z parkingu zajmuje zwykle od 3 do 10 minut.',
    tips: [
      'Pierwsze wyloty startują przed 6:00 – sprawdź, czy wybrany parking ma całodobową obsługę.',
      'Przy lotach tanimi liniami kontroluj wymiary bagażu jeszcze w domu.',
      'Przy wyjazdach powyżej tygodnia szukaj **rabatu za dłuższy pobyt**.',
    ],
    guide: { slug: 'bagaz-podreczny-limity-linii-lotniczych-2026', label: 'limity bagażu podręcznego w 2026 roku' },
  },
  {
    code: 'KRK',
    slug: 'krakow-balice',
    name: 'Kraków-Balice',
    city: 'Kraków',
    latitude: 50.0777,
    longitude: 19.7848,
    intro:
      'Międzynarodowy Port Lotniczy im. Jana Pawła II w Balicach to **drugie co do wielkości lotnisko w Polsce**. Leży około 11 km na zachód od Rynku Głównego, tuż przy autostradzie A4, więc dojazd samochodem z Małopolski i Śląska jest prosty. Parkingi w Balicach, Zabierzowie i Rząsce oferują postój z bezpłatnym transferem w cenie.',
    access:
      'Z Krakowa dojedziesz ulicą Balicką albo obwodnicą i zjazdem Balice z A4. Parkingi przy ul. Krakowskiej w Balicach są oddalone od terminalu o 1–2 km, a te w Zabierzowie i Modlniczce o kilka kilometrów – za to zwykle kosztują mniej.',
    tips: [
      'W sezonie narciarskim i wakacyjnym rezerwuj miejsce z wyprzedzeniem.',
      'Parking kryty to dobra opcja zimą – nie trzeba odśnieżać auta po powrocie.',
      'Na A4 obowiązują opłaty – uwzględnij je w kosztach dojazdu.',
    ],
    guide: { slug: 'lotnisko-krakow-balice-przewodnik', label: 'przewodnik po lotnisku Kraków-Balice' },
  },
  {
    code: 'GDN',
    slug: 'gdansk',
    name: 'Gdańsk',
    city: 'Gdańsk',
    latitude: 54.3776,
    longitude: 18.4662,
    intro:
      'Port Lotniczy Gdańsk im. Lecha Wałęsy w Rębiechowie obsługuje całe Trójmiasto i Kaszuby. Terminal znajduje się przy ul. Słowackiego, około 14 km od Długiego Targu. **Parkingi prywatne** w Rębiechowie, Matarni i Baninie pozwalają zostawić auto na czas urlopu za ułamek ceny parkingu przy terminalu.',
    access:
      'Z Gdańska i Gdyni najszybciej dojedziesz Obwodnicą Trójmiasta i ul. Słowackiego, od strony Kartuz – drogą krajową 20. Alternatywą dla auta jest Pomorska Kolej Metropolitalna, ale z dużym bagażem i dziećmi samochód z parkingiem i transferem bywa wygodniejszy.',
    tips: [
      'Latem ul. Słowackiego bywa zakorkowana – dolicz kwadrans zapasu.',
      'Wybierz parking z **oświetleniem i monitoringiem**, jeśli zostawiasz auto na dłużej.',
      'Przy wylotach grupowych sprawdź dopłatę za dodatkowy transfer.',
    ],
    guide: { slug: 'jak-dziala-transfer-z-parkingu-na-lotnisko', label: 'jak działa transfer z parkingu na lotnisko' },
  },
  {
    code: 'KTW',
    slug: 'katowice-pyrzowice',
    name: 'Katowice-Pyrzowice',
    city: 'Katowice',
    latitude: 50.4743,
    longitude: 19.08,
    intro:
      'Katowice Airport w Pyrzowicach leży około 30 km na północ od Katowic, przy autostradzie A1. To jedno z najważniejszych lotnisk czarterowych w kraju – latem startują stąd samoloty do Turcji, Grecji czy Egiptu, a wraz z nimi tysiące pasażerów zostawiających auta na **parkingach przy ul. Wolności**.',
    access:
      'Z aglomeracji śląskiej dojedziesz autostradą A1 (zjazd Pyrzowice) lub drogą krajową 78. Większość parkingów leży w Pyrzowicach, Ożarowicach i Mierzęcicach – w odległości od kilkuset metrów do kilku kilometrów od terminali.',
    tips: [
      'Wakacyjne czartery wylatują często nocą – upewnij się, że transfer kursuje całą dobę.',
      'Przy locie wakacyjnym zaplanuj na lotnisku co najmniej 2 godziny.',
      'Zapytaj o **mycie auta** w trakcie pobytu – odbierzesz czysty samochód.',
    ],
    guide: { slug: 'parking-przy-lotnisku-czy-taksowka', label: 'czy parking przy lotnisku opłaca się bardziej niż taksówka' },
  },
  {
    code: 'WRO',
    slug: 'wroclaw',
    name: 'Wrocław',
    city: 'Wrocław',
    latitude: 51.1027,
    longitude: 16.8858,
    intro:
      'Port Lotniczy Wrocław im. Mikołaja Kopernika znajduje się na Strachowicach, około 10 km na zachód od Rynku. Dzięki bliskości Autostradowej Obwodnicy Wrocławia dojazd samochodem z całego Dolnego Śląska jest szybki, a **parkingi przy ul. Granicznej i Strachowickiej** oferują postój z transferem w kilka minut.',
    access:
      'Z centrum jedź ulicą Grabiszyńską i Graniczną, z autostrady A4 i drogi S8 – zjazdem na lotnisko z obwodnicy A8. Parkingi na Mokrej i przy ul. Kosmonautów są nieco dalej, ale w zamian często tańsze.',
    tips: [
      'Sprawdź godziny pracy parkingu, jeśli wracasz późnym wieczorem.',
      'Wybierz parking z **szlabanem i kontrolą wjazdu** przy dłuższym wyjeździe.',
      'Zabierz potwierdzenie rezerwacji w telefonie – skraca obsługę przy wjeździe.',
    ],
    guide: { slug: 'co-zabrac-w-podroz-samolotem-lista-kontrolna', label: 'listę rzeczy do zabrania w podróż samolotem' },
  },
  {
    code: 'POZ',
    slug: 'poznan-lawica',
    name: 'Poznań-Ławica',
    city: 'Poznań',
    latitude: 52.421,
    longitude: 16.8263,
    intro:
      'Lotnisko Poznań-Ławica im. Henryka Wieniawskiego to jedno z najstarszych lotnisk w Polsce, położone zaledwie około 6 km od Starego Rynku. Bliskość miasta sprawia, że **parkingi przy ul. Bukowskiej** są oddalone od terminalu o kilkaset metrów, a transfer trwa zaledwie kilka minut.',
    access:
      'Dojazd z centrum prowadzi ulicą Bukowską, od strony autostrady A2 – węzłem Poznań Zachód i drogą krajową 92. W godzinach szczytu Bukowska bywa zatłoczona, więc warto uwzględnić kilkanaście minut zapasu.',
    tips: [
      'Dla krótkich wyjazdów służbowych sprawdź cenę za 1–3 dni – bywa niższa niż parking pod terminalem.',
      'Jeśli potrzebujesz faktury, wybierz parking z opcją **Faktura dostępna**.',
      'Zimą rozważ parking kryty.',
    ],
    guide: { slug: 'parking-przy-lotnisku-czy-taksowka', label: 'porównanie kosztów parkingu i taksówki' },
  },
  {
    code: 'RZE',
    slug: 'rzeszow-jasionka',
    name: 'Rzeszów-Jasionka',
    city: 'Rzeszów',
    latitude: 50.11,
    longitude: 22.019,
    intro:
      'Port lotniczy Rzeszów-Jasionka leży około 10 km na północ od Rzeszowa, przy drodze ekspresowej S19 i niedaleko autostrady A4. Obsługuje pasażerów z całego Podkarpacia, a **parkingi w Jasionce i Tajęcinie** pozwalają zostawić auto blisko terminalu w przystępnej cenie.',
    access:
      'Z Rzeszowa dojedziesz drogą S19 (węzeł Rzeszów Północ) albo drogą wojewódzką 869. Dojazd z Krosna, Przemyśla czy Tarnowa jest prosty dzięki A4 – zjazd Rzeszów Wschód lub Rzeszów Północ.',
    tips: [
      'Wiele lotów odbywa się rano – sprawdź godziny otwarcia wybranego parkingu.',
      'Na mniejszym lotnisku odprawa trwa krócej, ale wciąż zarezerwuj **co najmniej 90 minut**.',
      'Parking kryty chroni auto przed gradem i śniegiem.',
    ],
    guide: { slug: 'jak-dziala-transfer-z-parkingu-na-lotnisko', label: 'jak wygląda transfer z parkingu' },
  },
  {
    code: 'LUZ',
    slug: 'lublin',
    name: 'Lublin',
    city: 'Lublin',
    latitude: 51.2403,
    longitude: 22.7136,
    intro:
      'Port Lotniczy Lublin znajduje się w Świdniku, około 10 km na wschód od centrum Lublina. To wygodne lotnisko dla mieszkańców Lubelszczyzny: terminal jest kompaktowy, a **parkingi przy al. Lotników Polskich** leżą w odległości kilku minut jazdy od hali odlotów.',
    access:
      'Z Lublina jedź drogą ekspresową S12/S17 (węzeł Świdnik) albo ulicą Mełgiewską. Na lotnisko kursuje też pociąg z dworca Lublin Główny, ale przy wczesnych lotach własne auto i parking z transferem to często jedyna wygodna opcja.',
    tips: [
      'Przy porannych lotach wybierz parking z całodobową obsługą.',
      'Sprawdź, czy parking oferuje **bezpłatną anulację** – plany czasem się zmieniają.',
      'Zostaw w aucie kartę parkingową, jeśli tak prosi operator.',
    ],
    guide: { slug: 'co-zabrac-w-podroz-samolotem-lista-kontrolna', label: 'lista kontrolna przed podróżą samolotem' },
  },
  {
    code: 'SZZ',
    slug: 'szczecin-goleniow',
    name: 'Szczecin-Goleniów',
    city: 'Szczecin',
    latitude: 53.5847,
    longitude: 14.9022,
    intro:
      'Port Lotniczy Szczecin-Goleniów im. NSZZ Solidarność leży w Glewicach, około 45 km na północny wschód od Szczecina. Ze względu na odległość od miasta większość podróżnych przyjeżdża samochodem, dlatego **tani parking z transferem** to tutaj szczególnie praktyczne rozwiązanie.',
    access:
      'Ze Szczecina dojedziesz drogą ekspresową S3, a następnie S6 w kierunku Goleniowa i Kołobrzegu. Parkingi w Glewicach są oddalone od terminalu o 1–2 km, a te w Goleniowie o kilka kilometrów.',
    tips: [
      'Uwzględnij około 45 minut na dojazd ze Szczecina.',
      'Przy wyjazdach powyżej tygodnia sprawdź **cenę za każdy kolejny dzień**.',
      'Zimą poproś o pomoc przy odśnieżeniu auta, jeśli parking ją oferuje.',
    ],
    guide: { slug: 'zimowy-wyjazd-przygotowanie-auta-do-postoju', label: 'jak przygotować auto do zimowego postoju' },
  },
  {
    code: 'BZG',
    slug: 'bydgoszcz',
    name: 'Bydgoszcz',
    city: 'Bydgoszcz',
    latitude: 53.0968,
    longitude: 17.9777,
    intro:
      'Port Lotniczy Bydgoszcz im. Ignacego Jana Paderewskiego leży zaledwie około 3,5 km od centrum miasta. To jedno z najbliżej położonych względem śródmieścia lotnisk w Polsce, a **parkingi przy ul. Paderewskiego i Grunwaldzkiej** pozwalają dotrzeć do terminalu w kilka minut.',
    access:
      'Z centrum Bydgoszczy dojedziesz ulicą Grunwaldzką i Paderewskiego, z Torunia i Inowrocławia – drogą ekspresową S5 lub S10. Dzięki niewielkim odległościom transfer z parkingu trwa zwykle 3–8 minut.',
    tips: [
      'Przy krótkich wyjazdach porównaj cenę parkingu z kosztem taksówki w obie strony.',
      'Sprawdź, czy parking ma **ogrodzenie i oświetlenie**.',
      'Zabierz ze sobą potwierdzenie rezerwacji.',
    ],
    guide: { slug: 'parking-przy-lotnisku-czy-taksowka', label: 'porównanie: parking czy taksówka' },
  },
  {
    code: 'LCJ',
    slug: 'lodz',
    name: 'Łódź',
    city: 'Łódź',
    latitude: 51.7219,
    longitude: 19.3981,
    intro:
      'Port Lotniczy Łódź im. Władysława Reymonta na Lublinku leży około 6 km na południowy zachód od ul. Piotrkowskiej. Kameralny terminal i krótkie kolejki to jego duże zalety, a **parkingi przy ul. Maczka** pozwalają zostawić auto dosłownie kilka minut od hali odlotów.',
    access:
      'Z centrum Łodzi jedź al. Włókniarzy i ul. Maczka, od strony autostrad A1 i A2 – drogą S14 (węzeł Łódź Lublinek). Parkingi przy ul. Pabianickiej i Rudzkiej są nieco dalej, ale równie wygodne dzięki transferowi.',
    tips: [
      'Na małym lotnisku wystarczy zwykle 90 minut zapasu przed wylotem.',
      'Przy wyjazdach rodzinnych wybierz parking z **bezpłatnym transferem dla wszystkich pasażerów**.',
      'Sprawdź godziny pracy obsługi parkingu w weekendy.',
    ],
    guide: { slug: 'jak-dziala-transfer-z-parkingu-na-lotnisko', label: 'jak działa transfer z parkingu' },
  },
  {
    code: 'SZY',
    slug: 'olsztyn-mazury',
    name: 'Olsztyn-Mazury',
    city: 'Olsztyn',
    latitude: 53.4819,
    longitude: 20.9377,
    intro:
      'Port Lotniczy Olsztyn-Mazury w Szymanach obsługuje pasażerów z Warmii i Mazur. Leży około 60 km od Olsztyna i kilka kilometrów od Szczytna, dlatego większość podróżnych przyjeżdża autem. **Parkingi w Szymanach** oferują postój blisko terminalu i krótki transfer.',
    access:
      'Z Olsztyna dojedziesz drogą krajową 53 przez Pasym i Szczytno, z Warszawy – drogą S7 i krajową 57. Zimą drogi na Mazurach bywają śliskie, więc zaplanuj dojazd z zapasem.',
    tips: [
      'Loty z Szyman są rzadsze – sprawdź godzinę wylotu i zaplanuj przyjazd na parking z wyprzedzeniem.',
      'Zimą wybierz parking z **utwardzoną nawierzchnią**, która jest odśnieżana.',
      'Zapisz numer do obsługi parkingu przed wyjazdem.',
    ],
    guide: { slug: 'zimowy-wyjazd-przygotowanie-auta-do-postoju', label: 'porady przed zimowym postojem auta' },
  },
  {
    code: 'IEG',
    slug: 'zielona-gora-babimost',
    name: 'Zielona Góra-Babimost',
    city: 'Zielona Góra',
    latitude: 52.1385,
    longitude: 15.7986,
    intro:
      'Port Lotniczy Zielona Góra-Babimost leży w Nowym Kramsku, około 35 km na północny wschód od Zielonej Góry. To najmniejsze z regionalnych lotnisk w Polsce, z kilkoma połączeniami dziennie, a **parking z transferem** pozwala wygodnie dotrzeć do terminalu bez szukania miejsca pod halą.',
    access:
      'Z Zielonej Góry dojedziesz drogą S3 (węzeł Sulechów) i drogą wojewódzką 304 w kierunku Babimostu. Z Poznania – autostradą A2 i drogą S3. Parkingi leżą w Nowym i Starym Kramsku oraz w samym Babimoście.',
    tips: [
      'Przy małej liczbie lotów dzień wylotu bywa oblegany – zarezerwuj miejsce wcześniej.',
      'Sprawdź, czy parking przyjmuje **płatność na miejscu**.',
      'Dolicz czas na dojazd drogami lokalnymi.',
    ],
    guide: { slug: 'co-zabrac-w-podroz-samolotem-lista-kontrolna', label: 'co zabrać w podróż samolotem' },
  },
  {
    code: 'RDO',
    slug: 'warszawa-radom',
    name: 'Warszawa-Radom',
    city: 'Radom',
    latitude: 51.3892,
    longitude: 21.2133,
    intro:
      'Lotnisko Warszawa-Radom na Sadkowie zostało otwarte po przebudowie w 2023 roku i ma nowoczesny, przestronny terminal. Leży zaledwie kilka kilometrów od centrum Radomia, a **parkingi przy ul. Lotniczej i Wierzbickiej** pozwalają zostawić auto blisko hali odlotów.',
    access:
      'Z Warszawy dojedziesz drogą ekspresową S7 (węzeł Radom Północ) w około godzinę, z Kielc – również S7. W samym Radomiu kieruj się na ul. Lotniczą i Sadków.',
    tips: [
      'Porównaj ceny – przy wyjazdach czarterowych różnice między parkingami bywają duże.',
      'Wybierz parking z **monitoringiem 24/7** przy dłuższym pobycie.',
      'Sprawdź rozkład lotów – część połączeń jest sezonowa.',
    ],
    guide: { slug: 'parking-przy-lotnisku-czy-taksowka', label: 'parking przy lotnisku czy taksówka' },
  },
];

function airportDescription(input: AirportInput) {
  return richText(
    h('h2', `Parking przy lotnisku ${input.name} – co warto wiedzieć`),
    p(input.intro),
    p(input.access),
    h('h3', 'Praktyczne wskazówki'),
    ul(...input.tips),
    p(
      'Więcej porad znajdziesz w naszym artykule o tym, ',
      internalLink(input.guide.label, { relationTo: 'posts', value: { slug: input.guide.slug } }),
      '. Rezerwując przez Parkolot, płacisz **tyle samo lub mniej niż bezpośrednio u operatora**, a przy większości parkingów anulujesz rezerwację bezpłatnie.',
    ),
  );
}

export const airports: SeedAirport[] = airportInputs.map((input) => ({
  code: input.code,
  slug: input.slug,
  name: input.name,
  city: input.city,
  latitude: input.latitude,
  longitude: input.longitude,
  image: {
    url: `/images/airports/${input.code.toLowerCase()}.svg`,
    alt: `Ilustracja lotniska ${input.name}: samolot startujący z pasa`,
    width: 1200,
    height: 675,
  },
  h1Prefix: 'Parking przy lotnisku',
  h1Title: input.name,
  description: airportDescription(input),
}));
