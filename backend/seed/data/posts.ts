import type { ImageRef } from '../../db/schema';
import type { SeedPost } from '../types';
import { shareImage } from './renditions';
import { autolink, h, internalLink, link, ol, p, quote, richText, ul } from '../lexical';

const postLink = (label: string, slug: string) => internalLink(label, { relationTo: 'posts', value: { slug } });
const airportLink = (label: string, slug: string) => internalLink(label, { relationTo: 'airports', value: { slug } });
const image = (slug: string, alt: string): ImageRef => {
  const url = `/images/blog/${slug}.svg`;
  return { url, alt, width: 1200, height: 630, sizes: { og: shareImage(url) } };
};

export const posts: SeedPost[] = [
  {
    slug: 'jak-tanio-zaparkowac-przy-lotnisku-chopina',
    title: 'Jak tanio zaparkować przy lotnisku Chopina',
    excerpt:
      'Parking pod terminalem na Okęciu potrafi kosztować więcej niż sam bilet. Podpowiadamy, jak zostawić auto bezpiecznie i za rozsądne pieniądze.',
    author: 'Marta Kowalczyk',
    publishDate: '2026-02-10T09:00:00+01:00',
    status: 'published',
    featuredImage: image('jak-tanio-zaparkowac-przy-lotnisku-chopina', 'Samochody na parkingu w pobliżu lotniska Chopina'),
    content: richText(
      p(
        'Lotnisko Chopina to port, z którego co roku wylatują miliony pasażerów. Wielu z nich przyjeżdża własnym autem – i wielu dopiero przy szlabanie odkrywa, ile kosztuje tydzień postoju pod terminalem. **Dobra wiadomość: da się zapłacić nawet o połowę mniej**, nie tracąc przy tym wygody ani poczucia bezpieczeństwa.',
      ),
      h('h2', 'Parking przy terminalu czy parking prywatny?'),
      p(
        'Parkingi wielopoziomowe przy samym terminalu są wygodne, ale ich cennik układany jest z myślą o krótkich pobytach. Przy wyjeździe na tydzień czy dwa znacznie korzystniej wypadają parkingi prywatnych operatorów w okolicy ulic Łopuszańskiej, Krakowiaków, Hynka czy Komitetu Obrony Robotników. Leżą one zwykle od 1 do 5 kilometrów od terminalu, a w cenie rezerwacji zapewniają _bezpłatny transfer busem_ pod halę odlotów i z powrotem.',
      ),
      p(
        'Różnica w cenie wynika z prostego faktu: prywatny operator nie płaci za grunt przy samym terminalu i może zaoferować niższą stawkę za każdy kolejny dzień. Im dłuższy pobyt, tym ta różnica jest większa – przy dwóch tygodniach wakacji oszczędność sięga często kilkuset złotych.',
      ),
      h('h2', 'Pięć sposobów na tańszy postój'),
      ol(
        '**Rezerwuj z wyprzedzeniem.** Ceny w szczycie sezonu rosną razem z obłożeniem, a najtańsze miejsca znikają jako pierwsze.',
        '**Porównuj cenę całkowitą, nie dzienną.** Niektóre parkingi mają niską stawkę za pierwszy dzień, ale drogie kolejne doby.',
        '**Szukaj rabatów za dłuższy pobyt.** Wielu operatorów obniża cenę o 5–10% przy rezerwacji na co najmniej tydzień.',
        '**Nie dopłacaj za to, czego nie potrzebujesz.** Parking kryty czy mycie auta są wygodne, ale latem zwykły plac w zupełności wystarczy.',
        '**Sprawdź warunki anulacji.** Bezpłatna anulacja oznacza, że nie stracisz pieniędzy, jeśli lot zostanie odwołany.',
      ),
      h('h2', 'Na co zwrócić uwagę przy wyborze parkingu'),
      p(
        'Niska cena to nie wszystko. Zanim zarezerwujesz, sprawdź, czy parking jest **ogrodzony i monitorowany**, czy ma oświetlenie i kontrolę wjazdu. Zwróć uwagę na godziny pracy transferu – jeśli wracasz nocnym lotem, potrzebujesz parkingu z całodobową obsługą. Warto też przeczytać opinie innych podróżnych: o punktualności busów najwięcej powiedzą ci podróżni, którzy czekali na nie po powrocie z wakacji.',
      ),
      ul(
        'monitoring 24/7 i ogrodzony teren,',
        'całodobowy transfer na lotnisko i z powrotem,',
        'jasne zasady anulacji i możliwość otrzymania faktury,',
        'dobre opinie dotyczące punktualności kierowców.',
      ),
      h('h3', 'Ile czasu zarezerwować na dojazd?'),
      p(
        'Ulica Żwirki i Wigury w godzinach szczytu potrafi zamienić kwadrans jazdy w czterdzieści minut. Przyjmij zasadę, że na parkingu jesteś **co najmniej 2,5 godziny przed wylotem** przy lotach w strefie Schengen i 3 godziny przy lotach poza nią. Transfer trwa zwykle kilka minut, ale czasem trzeba poczekać na kolejny kurs.',
      ),
      p(
        'Aktualne informacje o utrudnieniach i strefach odlotów publikuje samo lotnisko na stronie ',
        link('lotnisko-chopina.pl', { url: 'https://www.lotnisko-chopina.pl/', newTab: true }),
        '. Warto tam zajrzeć dzień przed wyjazdem.',
      ),
      h('h2', 'Taksówka, pociąg czy własne auto?'),
      p(
        'Jeśli lecisz sam na dwa dni, pociąg SKM lub taksówka mogą okazać się tańsze. Przy rodzinnym wyjeździe na tydzień własne auto z parkingiem zwykle wygrywa – policzyliśmy to dokładnie w artykule ',
        postLink('Parking przy lotnisku czy taksówka – co się bardziej opłaca?', 'parking-przy-lotnisku-czy-taksowka'),
        '. Listę parkingów przy Okęciu z aktualnymi cenami znajdziesz na stronie ',
        airportLink('parkingów przy lotnisku Warszawa-Chopin', 'warszawa-chopin'),
        '.',
      ),
      quote('Najtańszy parking to ten, który zarezerwujesz wcześniej – a najlepszy to ten, przy którym po powrocie nie czekasz na bus.'),
      p('Masz pytania o konkretny parking? Napisz do nas: ', autolink('https://parkolot.pl/kontakt/'), '.'),
    ),
  },
  {
    slug: 'parking-przy-lotnisku-czy-taksowka',
    title: 'Parking przy lotnisku czy taksówka – co się bardziej opłaca?',
    excerpt:
      'Policzyliśmy koszty dojazdu na lotnisko taksówką, własnym autem z parkingiem i komunikacją publiczną. Wynik zależy od długości wyjazdu i liczby pasażerów.',
    author: 'Tomasz Wiśniewski',
    publishDate: '2026-03-05T10:30:00+01:00',
    status: 'published',
    featuredImage: image('parking-przy-lotnisku-czy-taksowka', 'Taksówka i samochód osobowy przed terminalem lotniska'),
    content: richText(
      p(
        'Przed każdym wyjazdem wraca to samo pytanie: jechać na lotnisko własnym autem czy zamówić taksówkę? Odpowiedź nie jest oczywista, bo zależy od kilku zmiennych – **długości wyjazdu, liczby osób, godziny wylotu i odległości od lotniska**. Poniżej pokazujemy, jak to policzyć w pięć minut.',
      ),
      h('h2', 'Co składa się na koszt każdej opcji'),
      h('h3', 'Taksówka lub przejazd na aplikację'),
      p(
        'Płacisz dwa razy: w drodze na lotnisko i z powrotem. Ceny przejazdów rosną w nocy, w weekendy i w okresach dużego popytu, a przy wczesnym porannym wylocie trudniej o szybki przyjazd kierowcy. Przy dużym bagażu lub foteliku dziecięcym trzeba zamówić większe auto, co podnosi cenę.',
      ),
      h('h3', 'Własne auto z parkingiem'),
      p(
        'Tu koszt to paliwo w obie strony oraz opłata za parking. Prywatne parkingi przy lotniskach liczą cenę za cały pobyt, a każdy kolejny dzień jest tańszy od poprzedniego. Co ważne, cena nie zależy od liczby pasażerów – _transfer z parkingu na terminal jest w cenie dla całej rodziny_.',
      ),
      h('h3', 'Komunikacja publiczna'),
      p(
        'Pociąg lub autobus to najtańsza opcja dla osoby podróżującej w pojedynkę z małym bagażem. Traci jednak na atrakcyjności przy porannych wylotach, przesiadkach i podróży z dziećmi.',
      ),
      h('h2', 'Przykładowe wyliczenie'),
      p(
        'Weźmy czteroosobową rodzinę mieszkającą 25 km od lotniska i wylatującą na 7 dni. Dwa przejazdy taksówką to w dużym mieście zwykle **od 250 do 400 zł**, zależnie od pory. Tygodniowy postój na parkingu z transferem kosztuje przy większości polskich lotnisk **od 130 do 270 zł**, do tego paliwo za około 50 km. Wniosek: przy tygodniowym wyjeździe własne auto wygrywa, a przewaga rośnie z każdą osobą.',
      ),
      p(
        'Sytuacja odwraca się przy krótkich, jednoosobowych wyjazdach służbowych – jeśli wylatujesz rano i wracasz wieczorem tego samego dnia, taksówka lub pociąg bywają tańsze i wygodniejsze.',
      ),
      ul(
        '**Własne auto opłaca się**, gdy jedziesz w 2+ osoby, na dłużej niż 3 dni lub wylatujesz bardzo wcześnie rano.',
        '**Taksówka opłaca się**, gdy lecisz sam na jeden lub dwa dni i mieszkasz blisko lotniska.',
        '**Komunikacja publiczna opłaca się**, gdy masz mały bagaż i dużo czasu.',
      ),
      h('h2', 'Ukryte koszty i korzyści'),
      p(
        'Warto uwzględnić też rzeczy, których nie widać w cenniku. Własne auto oznacza, że po nocnym powrocie nie czekasz na wolną taksówkę i nie negocjujesz ceny z kierowcą. Z drugiej strony musisz doliczyć czas na dojazd do parkingu i transfer. Jeśli chcesz wiedzieć, jak wygląda to w praktyce, przeczytaj nasz tekst ',
        postLink('Jak działa transfer z parkingu na lotnisko', 'jak-dziala-transfer-z-parkingu-na-lotnisko'),
        '.',
      ),
      p(
        'Jeśli zależy ci na prawach pasażera w razie opóźnienia lub odwołania lotu, aktualne informacje znajdziesz w serwisie Urzędu Lotnictwa Cywilnego: ',
        link('prawa pasażera w transporcie lotniczym', { url: 'https://pasazerlotniczy.ulc.gov.pl/', newTab: true }),
        '. Przy rezerwacji parkingu z bezpłatną anulacją nie ryzykujesz utraty pieniędzy, gdy plany się zmienią.',
      ),
      h('h2', 'Podsumowanie'),
      p(
        'Nie ma jednej odpowiedzi dla wszystkich, ale prosta zasada sprawdza się w większości przypadków: **im więcej osób i im dłuższy wyjazd, tym bardziej opłaca się parking**. Porównaj ceny parkingów przy swoim lotnisku na Parkolot i sprawdź, ile zaoszczędzisz: ',
        autolink('https://parkolot.pl/'),
        '.',
      ),
    ),
  },
  {
    slug: 'co-zabrac-w-podroz-samolotem-lista-kontrolna',
    title: 'Co zabrać w podróż samolotem – lista kontrolna',
    excerpt:
      'Dokumenty, leki, ładowarki i drobiazgi, o których zawsze przypominamy sobie dopiero na lotnisku. Wydrukuj naszą listę i odhaczaj punkt po punkcie.',
    author: 'Agnieszka Nowicka',
    publishDate: '2026-04-14T08:15:00+02:00',
    status: 'published',
    featuredImage: image('co-zabrac-w-podroz-samolotem-lista-kontrolna', 'Otwarta walizka z ubraniami, paszportem i listą rzeczy do spakowania'),
    content: richText(
      p(
        'Pakowanie na ostatnią chwilę to prosta droga do zostawienia w domu ładowarki, okularów albo – co gorsza – dowodu osobistego. Przygotowaliśmy listę, która pomoże ci spakować się **spokojnie i bez nerwów**. Najlepiej zacznij od niej na dwa, trzy dni przed wylotem.',
      ),
      h('h2', 'Dokumenty i pieniądze'),
      ul(
        'dowód osobisty lub paszport – sprawdź datę ważności, niektóre kraje wymagają ważności co najmniej 6 miesięcy od daty wjazdu,',
        'karta pokładowa w aplikacji przewoźnika lub wydrukowana,',
        'potwierdzenie rezerwacji parkingu i numer telefonu do obsługi,',
        'karta EKUZ oraz polisa ubezpieczenia turystycznego,',
        'karta płatnicza i niewielka kwota w lokalnej walucie,',
        'prawo jazdy, jeśli planujesz wynająć auto na miejscu.',
      ),
      p(
        'Przed wyjazdem poza Unię Europejską sprawdź wymagania wizowe i ostrzeżenia dla podróżnych na rządowej stronie ',
        link('Polak za granicą', { url: 'https://www.gov.pl/web/dyplomacja/informacje-dla-podrozujacych', newTab: true }),
        '. To tam znajdziesz aktualne informacje o sytuacji w kraju docelowym.',
      ),
      h('h2', 'Bagaż podręczny'),
      p(
        'W bagażu podręcznym pakuj wszystko, czego nie możesz stracić i czego potrzebujesz w trakcie lotu. Pamiętaj, że linie lotnicze mają różne limity wymiarów i wagi – szczegółowo opisujemy je w artykule ',
        postLink('Bagaż podręczny – limity linii lotniczych w 2026 roku', 'bagaz-podreczny-limity-linii-lotniczych-2026'),
        '.',
      ),
      ul(
        '**leki** przyjmowane na stałe, w oryginalnych opakowaniach, z zapasem na kilka dni,',
        'ładowarka i powerbank (powerbanki wolno przewozić wyłącznie w bagażu podręcznym),',
        'słuchawki, książka lub pobrane wcześniej filmy,',
        'płyny w pojemnikach do 100 ml, zapakowane w przezroczystą torebkę o pojemności 1 litra,',
        'cienka bluza lub szal – w samolocie bywa chłodno,',
        'pusta butelka na wodę, którą napełnisz po kontroli bezpieczeństwa.',
      ),
      h('h2', 'Bagaż rejestrowany'),
      p(
        'Do walizki nadawanej na luk trafiają ubrania, kosmetyki w dużych opakowaniach i sprzęt sportowy. Zważ walizkę w domu – nadbagaż na lotnisku kosztuje zwykle znacznie więcej niż dokupienie kilku kilogramów przy rezerwacji biletu. _Nie wkładaj do bagażu rejestrowanego kluczyków, dokumentów ani elektroniki._',
      ),
      h('h2', 'Przed wyjściem z domu'),
      ol(
        'Zrób odprawę online i zapisz kartę pokładową w telefonie.',
        'Sprawdź godzinę wylotu i terminal – rozkłady potrafią się zmienić.',
        'Zarezerwuj parking i zapisz adres w nawigacji.',
        'Wyłącz zbędne urządzenia, zakręć wodę i zostaw klucze zaufanej osobie.',
        'Zrób zdjęcie dokumentów i prześlij je sobie na e-mail.',
      ),
      h('h3', 'Jeśli jedziesz na lotnisko autem'),
      p(
        'Zostaw w samochodzie jak najmniej rzeczy na widoku, a kluczyki trzymaj w bagażu podręcznym. Zrób zdjęcie licznika i miejsca parkingowego – po tygodniu wakacji łatwo zapomnieć, w którym rzędzie stoi auto. Jeśli wyjeżdżasz zimą, zajrzyj też do poradnika ',
        postLink('Zimowy wyjazd: jak przygotować auto do postoju', 'zimowy-wyjazd-przygotowanie-auta-do-postoju'),
        '.',
      ),
      quote('Dobra lista to taka, którą możesz wykorzystać przed każdym wyjazdem – zapisz ją w telefonie i aktualizuj po każdej podróży.'),
      p('Szukasz parkingu przy swoim lotnisku? Porównaj oferty na ', autolink('https://parkolot.pl/'), ' – rezerwacja zajmuje dwie minuty.'),
    ),
  },
  {
    slug: 'bagaz-podreczny-limity-linii-lotniczych-2026',
    title: 'Bagaż podręczny – limity linii lotniczych w 2026 roku',
    excerpt:
      'Każda linia ma inne zasady dotyczące bagażu podręcznego. Zebraliśmy najważniejsze limity i podpowiadamy, jak uniknąć dopłat przy bramce.',
    author: 'Paweł Zieliński',
    publishDate: '2026-05-20T11:00:00+02:00',
    status: 'published',
    featuredImage: image('bagaz-podreczny-limity-linii-lotniczych-2026', 'Plecak i mała walizka kabinowa obok miarki'),
    content: richText(
      p(
        'Dopłata za zbyt duży bagaż przy bramce potrafi zepsuć początek urlopu – i to w chwili, gdy nie ma już czasu na przepakowanie. Zanim spakujesz walizkę, sprawdź, **co dokładnie obejmuje twoja taryfa**. Poniżej zebraliśmy zasady, które obowiązują u przewoźników najczęściej wybieranych przez pasażerów z Polski.',
      ),
      p(
        '_Uwaga: limity opisujemy według stanu w momencie publikacji. Linie lotnicze zmieniają zasady kilka razy w roku, dlatego zawsze sprawdź je na stronie przewoźnika przed wylotem._',
      ),
      h('h2', 'Mały przedmiot osobisty a bagaż kabinowy'),
      p(
        'Większość przewoźników rozróżnia dwa rodzaje bagażu zabieranego na pokład. **Przedmiot osobisty** – plecak, torebka lub torba na laptopa – musi zmieścić się pod fotelem przed tobą. **Bagaż kabinowy**, czyli mała walizka na kółkach, trafia do schowka nad głową. W tanich liniach w podstawowej taryfie zwykle przysługuje tylko przedmiot osobisty, a za walizkę kabinową trzeba dopłacić.',
      ),
      h('h2', 'Najpopularniejsze linie – orientacyjne limity'),
      ul(
        '**Tanie linie (np. Ryanair, Wizz Air)** – w podstawowej taryfie przedmiot osobisty o wymiarach około 40 × 30 × 20 cm; walizka kabinowa do 10 kg w taryfie z pierwszeństwem wejścia lub po dokupieniu.',
        '**Linie tradycyjne (np. LOT)** – zwykle walizka kabinowa do 8 kg o wymiarach około 55 × 40 × 23 cm oraz mały przedmiot osobisty.',
        '**Loty czarterowe** – zasady ustala biuro podróży; najczęściej jest to jedna sztuka bagażu podręcznego do 5–8 kg.',
      ),
      p(
        'Dokładne wymiary i ceny dopłat znajdziesz na stronach przewoźników, na przykład w ',
        link('informacjach o bagażu PLL LOT', { url: 'https://www.lot.com/pl/pl/bagaz', newTab: true }),
        '. W tanich liniach opłata za bagaż jest wyraźnie niższa, gdy wykupisz go od razu przy rezerwacji biletu.',
      ),
      h('h2', 'Płyny, elektronika i przedmioty zakazane'),
      p(
        'Zasada 100 ml wciąż obowiązuje na większości europejskich lotnisk: płyny, żele i aerozole w pojemnikach do 100 ml muszą zmieścić się w jednej przezroczystej, zamykanej torebce o pojemności około 1 litra. Wyjątek stanowią leki i żywność dla niemowląt potrzebne w trakcie podróży.',
      ),
      ul(
        'powerbanki i zapasowe baterie litowe – **tylko w bagażu podręcznym**,',
        'ostre przedmioty, np. scyzoryki i nożyczki z długimi ostrzami – tylko w bagażu rejestrowanym,',
        'zapalniczka – zwykle jedna sztuka przy sobie, nie w walizce.',
      ),
      h('h2', 'Jak uniknąć dopłat przy bramce'),
      ol(
        'Zmierz i zważ bagaż w domu – kółka i uchwyty też się liczą.',
        'Wybierz miękki plecak zamiast sztywnej walizki, jeśli masz tylko przedmiot osobisty.',
        'Najcięższe ubrania i buty włóż na siebie.',
        'Dokup bagaż online, a nie na lotnisku.',
      ),
      h('h3', 'Bagaż a parking przy lotnisku'),
      p(
        'Jeśli jedziesz na lotnisko autem, pakowanie jest prostsze: nie musisz nosić walizek przez miasto, a transfer z parkingu podwozi cię pod samo wejście do terminalu. O tym, jak wygląda taki przejazd, piszemy w artykule ',
        postLink('Jak działa transfer z parkingu na lotnisko', 'jak-dziala-transfer-z-parkingu-na-lotnisko'),
        '. Pełną listę rzeczy do zabrania znajdziesz z kolei tutaj: ',
        postLink('Co zabrać w podróż samolotem', 'co-zabrac-w-podroz-samolotem-lista-kontrolna'),
        '.',
      ),
      p('Porównaj parkingi przy lotniskach w całej Polsce: ', autolink('https://parkolot.pl/'), '.'),
    ),
  },
  {
    slug: 'jak-dziala-transfer-z-parkingu-na-lotnisko',
    title: 'Jak działa transfer z parkingu na lotnisko',
    excerpt:
      'Bezpłatny bus z parkingu pod terminal to standard przy większości parkingów lotniskowych. Wyjaśniamy krok po kroku, jak wygląda przejazd w obie strony.',
    author: 'Marta Kowalczyk',
    publishDate: '2026-06-18T12:00:00+02:00',
    status: 'published',
    featuredImage: image('jak-dziala-transfer-z-parkingu-na-lotnisko', 'Bus transferowy jadący z parkingu w stronę terminalu'),
    content: richText(
      p(
        'Większość prywatnych parkingów przy lotniskach leży kilka kilometrów od terminalu. Żeby pasażerowie nie musieli iść pieszo z walizkami, operatorzy zapewniają **bezpłatny transfer busem** – zazwyczaj dla wszystkich osób wpisanych w rezerwacji. Jak to wygląda w praktyce?',
      ),
      h('h2', 'Krok 1: przyjazd na parking'),
      p(
        'Po przyjeździe podaj obsłudze numer rezerwacji albo numer rejestracyjny auta. Na wielu parkingach szlaban otwiera się automatycznie po odczytaniu tablic. Pracownik wskaże miejsce, a jeśli wybrałeś usługę z pozostawieniem kluczyków – przejmie je i sam przestawi samochód.',
      ),
      p(
        '**Przyjedź z zapasem czasu.** Zalecamy, by być na parkingu około 30 minut wcześniej, niż wynikałoby to z samego czasu przejazdu. W szczycie sezonu bus może właśnie odjechać z poprzednią grupą.',
      ),
      h('h2', 'Krok 2: przejazd na terminal'),
      p(
        'Bus kursuje na bieżąco lub według rozkładu dopasowanego do godzin wylotów. Kierowca pomaga z bagażem i wysadza pasażerów przy hali odlotów. Sam przejazd trwa zwykle **od 3 do 15 minut**, zależnie od odległości i ruchu na drogach dojazdowych.',
      ),
      ul(
        'transfer jest zwykle wliczony w cenę dla wszystkich pasażerów z rezerwacji,',
        'przy większych grupach (np. powyżej 4 osób) część parkingów pobiera niewielką dopłatę,',
        'foteliki dziecięce i wózki zmieszczą się w busie – warto jednak zgłosić je wcześniej.',
      ),
      h('h3', 'Ile kosztuje transfer?'),
      p(
        'Na większości parkingów dostępnych w Parkolot transfer jest bezpłatny i nie ma limitu kursów – każdy pasażer wpisany w rezerwację pojedzie busem bez dopłat, także wtedy, gdy wracacie o różnych godzinach. Wyjątkiem bywają duże grupy i nietypowy bagaż, np. sprzęt narciarski czy rowery. W takim przypadku zapytaj obsługę wcześniej, żeby na miejscu czekał większy pojazd.',
      ),
      h('h2', 'Krok 3: powrót i odbiór auta'),
      p(
        'Po wylądowaniu i odebraniu bagażu zadzwoń pod numer podany w potwierdzeniu rezerwacji. Dyspozytor wskaże miejsce odbioru – najczęściej jest to wyznaczony przystanek przed halą przylotów. _Na niektórych parkingach obsługa śledzi status lotu i wysyła bus automatycznie._',
      ),
      p(
        'Jeśli twój lot jest opóźniony, nie martw się – transfery działają zwykle całą dobę. Warto jednak poinformować obsługę, gdy opóźnienie jest duże lub lot przekierowano na inne lotnisko.',
      ),
      h('h2', 'Transfer a usługa valet'),
      p(
        'Alternatywą dla busa jest parking z usługą **valet**. W tym wariancie oddajesz kluczyki kierowcy przed terminalem, a on odstawia auto na parking. Po powrocie samochód czeka na ciebie w tym samym miejscu. To rozwiązanie droższe, ale najszybsze – szczególnie przy podróży z dziećmi.',
      ),
      h('h3', 'Na co uważać'),
      ol(
        'Zapisz numer telefonu do obsługi w kontaktach, zanim wyjedziesz z domu.',
        'Sprawdź, czy transfer działa w godzinach twojego powrotu.',
        'Zachowaj potwierdzenie rezerwacji w telefonie – bez zasięgu też będzie dostępne.',
      ),
      p(
        'Chcesz wiedzieć, czy taki parking opłaca się bardziej niż taksówka? Przeczytaj ',
        postLink('nasze porównanie kosztów', 'parking-przy-lotnisku-czy-taksowka'),
        '. Informacje o strefach podjazdu i przystankach dla busów publikują też same lotniska, np. ',
        link('Gdańsk Airport', { url: 'https://www.airport.gdansk.pl/', newTab: true }),
        '.',
      ),
      p('Parkingi z bezpłatnym transferem znajdziesz na ', autolink('https://parkolot.pl/'), '.'),
    ),
  },
  {
    slug: 'lotnisko-krakow-balice-przewodnik',
    title: 'Lotnisko Kraków-Balice – przewodnik dla podróżnych',
    excerpt:
      'Jak dojechać na lotnisko w Balicach, gdzie zaparkować i ile czasu zarezerwować na odprawę. Praktyczny przewodnik przed wylotem z Krakowa.',
    author: 'Katarzyna Lis',
    publishDate: '2026-08-12T07:45:00+02:00',
    status: 'published',
    featuredImage: image('lotnisko-krakow-balice-przewodnik', 'Terminal lotniska Kraków-Balice i samolot na płycie'),
    content: richText(
      p(
        'Międzynarodowy Port Lotniczy im. Jana Pawła II Kraków-Balice to **drugie co do wielkości lotnisko w Polsce**. Obsługuje zarówno loty biznesowe, jak i wakacyjne czartery oraz połączenia tanich linii. Jeśli wylatujesz z Krakowa po raz pierwszy, ten przewodnik pomoże ci zaplanować dojazd, parkowanie i odprawę.',
      ),
      h('h2', 'Gdzie leży lotnisko'),
      p(
        'Lotnisko znajduje się w Balicach, około 11 km na zachód od centrum Krakowa, tuż przy autostradzie A4. Terminal pasażerski jest nowoczesny i przestronny, a odloty i przyloty znajdują się na różnych poziomach.',
      ),
      h('h2', 'Dojazd na lotnisko'),
      h('h3', 'Samochodem'),
      p(
        'Z centrum Krakowa najprościej dojechać ulicą Armii Krajowej i Balicką lub obwodnicą i autostradą A4 (zjazd Balice). Kierowcy jadący od strony Katowic korzystają z płatnego odcinka autostrady – aktualne stawki publikuje ',
        link('zarządca autostrady A4 Katowice–Kraków', { url: 'https://www.autostrada-a4.com.pl/', newTab: true }),
        '.',
      ),
      h('h3', 'Pociągiem i autobusem'),
      p(
        'Z dworca Kraków Główny kursuje pociąg na lotnisko; przejazd trwa około 20 minut. Alternatywą są autobusy miejskie i nocne. To dobra opcja dla osób podróżujących z niewielkim bagażem.',
      ),
      h('h2', 'Parkowanie w Balicach'),
      p(
        'Przy terminalu dostępne są parkingi krótko- i długoterminowe, jednak przy wyjazdach na kilka dni znacznie taniej wypadają **parkingi prywatne w Balicach, Zabierzowie i Rząsce**. W cenie rezerwacji zapewniają transfer busem pod terminal, a część z nich oferuje też miejsca kryte i mycie auta.',
      ),
      ul(
        'parkingi przy ul. Krakowskiej w Balicach – 1–2 km od terminalu,',
        'parkingi w Zabierzowie i Modlniczce – kilka kilometrów dalej, zwykle tańsze,',
        'parkingi z usługą valet – auto odbierane i oddawane pod terminalem.',
      ),
      p(
        'Aktualne ceny i dostępność sprawdzisz na stronie ',
        airportLink('parkingów przy lotnisku Kraków-Balice', 'krakow-balice'),
        '. _W sezonie narciarskim i w wakacje najlepsze miejsca rezerwuj z co najmniej tygodniowym wyprzedzeniem._',
      ),
      h('h2', 'Odprawa i kontrola bezpieczeństwa'),
      p(
        'Przy lotach w strefie Schengen zaplanuj na lotnisku **co najmniej 2 godziny**, a przy lotach poza nią – 2,5 do 3 godzin. W szczycie sezonu kolejki do kontroli bezpieczeństwa potrafią się wydłużyć, zwłaszcza w godzinach porannych wylotów czarterowych.',
      ),
      ol(
        'Zrób odprawę online i zapisz kartę pokładową w telefonie.',
        'Nadaj bagaż przy stanowisku przewoźnika lub w kiosku samoobsługowym.',
        'Przygotuj płyny i elektronikę do kontroli.',
        'Sprawdź numer wyjścia na tablicach – bywa zmieniany na krótko przed wejściem na pokład.',
      ),
      h('h2', 'Po przylocie'),
      p(
        'Jeśli zostawiłeś auto na parkingu prywatnym, po odebraniu bagażu zadzwoń do obsługi – bus podjedzie pod halę przylotów. Więcej o tym, jak działa taki przejazd, przeczytasz w artykule ',
        postLink('Jak działa transfer z parkingu na lotnisko', 'jak-dziala-transfer-z-parkingu-na-lotnisko'),
        '.',
      ),
      h('h2', 'Co warto wiedzieć przed wylotem z Balic'),
      ul(
        'po kontroli bezpieczeństwa znajdziesz restauracje, kawiarnie i sklepy wolnocłowe – ceny są tam wyższe niż w mieście,',
        'w terminalu działa bezpłatne Wi-Fi,',
        'rodziny z dziećmi mogą skorzystać z kącika zabaw i pokoju dla matki z dzieckiem,',
        'jeśli odbierasz kogoś z lotniska, skorzystaj ze strefy krótkiego postoju zamiast czekać na poboczu.',
      ),
      p('Aktualne informacje o lotach publikuje lotnisko: ', autolink('https://www.krakowairport.pl/'), '.'),
    ),
  },
  {
    slug: 'zimowy-wyjazd-przygotowanie-auta-do-postoju',
    title: 'Zimowy wyjazd: jak przygotować auto do postoju na parkingu',
    excerpt:
      'Mróz, śnieg i rozładowany akumulator potrafią zepsuć powrót z ciepłych krajów. Sprawdź, jak przygotować samochód do kilkudniowego postoju zimą.',
    author: 'Tomasz Wiśniewski',
    publishDate: '2026-10-28T09:30:00+01:00',
    status: 'published',
    featuredImage: image('zimowy-wyjazd-przygotowanie-auta-do-postoju', 'Samochód przykryty śniegiem na parkingu przy lotnisku'),
    content: richText(
      p(
        'Zimowy urlop w ciepłych krajach to świetny pomysł – pod warunkiem, że po powrocie samochód odpali za pierwszym razem. Tydzień lub dwa postoju na mrozie to dla auta spore wyzwanie. Oto, jak się do tego przygotować, żeby **powrót z lotniska nie zaczął się od szukania kabli rozruchowych**.',
      ),
      h('h2', 'Akumulator – najsłabsze ogniwo'),
      p(
        'Niskie temperatury obniżają pojemność akumulatora, a nowoczesne samochody pobierają prąd także na postoju. Jeśli akumulator ma więcej niż cztery lata, warto sprawdzić jego stan w warsztacie przed wyjazdem. _Przed zaparkowaniem wyłącz wszystkie odbiorniki: światła, radio, ładowarki podłączone do gniazda._',
      ),
      h('h2', 'Lista kontrolna przed wyjazdem'),
      ul(
        'sprawdź stan akumulatora i naładuj go, jeśli to konieczne,',
        'uzupełnij płyn do spryskiwaczy zimowym,',
        'zatankuj – pełny bak ogranicza skraplanie się wody w zbiorniku,',
        'zostaw w bagażniku skrobaczkę, zmiotkę i odmrażacz do szyb,',
        '**nie zaciągaj hamulca ręcznego** przy silnym mrozie – w autach z manualną skrzynią zostaw bieg, w automacie pozycję P,',
        'zabierz z auta wszystkie wartościowe rzeczy.',
      ),
      h('h2', 'Parking kryty czy odkryty?'),
      p(
        'Parking kryty to zimą prawdziwy komfort: auto nie jest zasypane śniegiem, szyby nie są oblodzone, a temperatura w hali jest zwykle kilka stopni wyższa niż na zewnątrz. Dopłata za miejsce pod dachem wynosi najczęściej kilkanaście złotych za dobę. Jeśli wybierasz parking odkryty, sprawdź, czy **plac jest odśnieżany** i czy obsługa może pomóc przy uruchomieniu auta.',
      ),
      h('h3', 'Pióra wycieraczek i uszczelki'),
      p(
        'Przed dłuższym postojem podnieś wycieraczki lub podłóż pod nie kawałek tektury – przymarznięte pióra łatwo uszkodzić. Uszczelki drzwi posmaruj preparatem silikonowym, żeby drzwi nie przymarzły.',
      ),
      h('h3', 'Opony i płyny'),
      p(
        'Na mrozie ciśnienie w oponach spada, dlatego przed wyjazdem sprawdź je i ustaw zgodnie z zaleceniem producenta. Upewnij się też, że płyn chłodniczy ma odpowiednią temperaturę krzepnięcia – zwykły tester kosztuje kilkanaście złotych.',
      ),
      h('h3', 'Samochód elektryczny zimą'),
      p(
        'Właściciele aut elektrycznych powinni zostawić akumulator naładowany do około 50–80%. Pełne naładowanie nie jest potrzebne, a zbyt niski poziom na mrozie utrudnia start. Warto też wyłączyć w aplikacji funkcje, które wybudzają auto i pobierają energię. Część parkingów oferuje **ładowanie przed twoim powrotem** – po przylocie ruszysz w trasę z pełnym zasięgiem.',
      ),
      h('h2', 'Po powrocie'),
      ol(
        'Oczyść całe auto ze śniegu, łącznie z dachem i światłami.',
        'Uruchom silnik i odczekaj chwilę, zanim ruszysz.',
        'Jeśli akumulator nie daje rady, poproś obsługę parkingu o pomoc – wielu operatorów ma urządzenie rozruchowe.',
        'Pierwsze kilometry jedź spokojnie – hamulce i opony potrzebują chwili, by się rozgrzać.',
      ),
      p(
        'Prognozy i ostrzeżenia meteorologiczne przed wyjazdem sprawdzisz w serwisie ',
        link('IMGW-PIB', { url: 'https://meteo.imgw.pl/', newTab: true }),
        '. Jeśli dopiero planujesz wyjazd, zajrzyj do naszej ',
        postLink('listy rzeczy do zabrania w podróż samolotem', 'co-zabrac-w-podroz-samolotem-lista-kontrolna'),
        '.',
      ),
      quote('Dobrze przygotowane auto to spokojna głowa przez cały urlop – i szybki powrót do domu po wylądowaniu.'),
      p('Parkingi kryte przy polskich lotniskach znajdziesz na ', autolink('https://parkolot.pl/'), '.'),
    ),
  },
  {
    slug: 'podroz-samolotem-z-dziecmi-poradnik',
    title: 'Podróż samolotem z dziećmi – praktyczny poradnik',
    excerpt:
      'Wózek, fotelik, jedzenie i rozrywka na pokładzie – podpowiadamy, jak zaplanować pierwszy lot z małym dzieckiem, żeby wszyscy dotarli na miejsce w dobrym humorze.',
    author: 'Agnieszka Nowicka',
    publishDate: '2026-11-12T10:00:00+01:00',
    status: 'draft',
    featuredImage: image('podroz-samolotem-z-dziecmi-poradnik', 'Rodzina z dzieckiem i wózkiem w hali odlotów'),
    content: richText(
      p(
        'Pierwszy lot z dzieckiem budzi u rodziców sporo obaw: czy maluch wytrzyma kilka godzin w fotelu, co z wózkiem, jak przejść kontrolę bezpieczeństwa z butelką mleka? **Dobra organizacja rozwiązuje większość tych problemów.** Zebraliśmy wskazówki, które sprawdziły się w praktyce.',
      ),
      h('h2', 'Przed wylotem'),
      p(
        'Dzieci – także niemowlęta – muszą mieć własny dokument tożsamości. W strefie Schengen wystarczy dowód osobisty, poza nią potrzebny jest paszport. Sprawdź ważność dokumentów kilka tygodni przed wyjazdem, bo wyrobienie nowych wymaga czasu.',
      ),
      ul(
        'dokument tożsamości dziecka i karta EKUZ,',
        'zapas pieluch i chusteczek na cały dzień podróży,',
        'przekąski, woda i ulubiona zabawka,',
        'ubranie na zmianę – dla dziecka i dla siebie,',
        'leki przeciwgorączkowe i plastry.',
      ),
      h('h2', 'Dojazd na lotnisko'),
      p(
        'Z dziećmi najwygodniej jechać własnym autem – bez przesiadek i dźwigania bagaży przez miasto. Parking z transferem rozwiązuje problem ostatniego odcinka: bus podwozi całą rodzinę pod terminal, a w cenie zmieszczą się fotelik i wózek. Więcej o tym przeczytasz w artykule ',
        postLink('Jak działa transfer z parkingu na lotnisko', 'jak-dziala-transfer-z-parkingu-na-lotnisko'),
        '.',
      ),
      h('h2', 'Na lotnisku'),
      p(
        'Wózek zwykle można zabrać aż do drzwi samolotu – obsługa odbierze go przy wejściu na pokład i odda po wylądowaniu. Żywność dla niemowląt i mleko w ilościach potrzebnych na czas podróży są zwolnione z limitu 100 ml, ale trzeba je okazać podczas kontroli. _Na wielu lotniskach rodziny z małymi dziećmi mogą korzystać z osobnej ścieżki kontroli bezpieczeństwa._',
      ),
      ol(
        'Przyjedź na lotnisko z większym zapasem czasu niż zwykle.',
        'Poproś o miejsca obok siebie już przy rezerwacji biletu.',
        'Przed wejściem na pokład skorzystaj z pokoju dla matki z dzieckiem.',
      ),
      h('h2', 'W samolocie'),
      p(
        'Przy starcie i lądowaniu zmiana ciśnienia bywa nieprzyjemna dla uszu. Niemowlętom pomaga karmienie lub smoczek, starszym dzieciom – picie wody lub żucie gumy. Na dłuższe loty zabierz kilka nowych, małych zabawek, które dziecko będzie odkrywać w trakcie podróży, oraz słuchawki dopasowane do dziecięcej głowy.',
      ),
      h('h3', 'Bagaż'),
      p(
        'Linie lotnicze mają różne zasady dotyczące bagażu dla dzieci – część pozwala przewieźć wózek i fotelik bez dopłat. Szczegóły opisujemy w tekście ',
        postLink('Bagaż podręczny – limity linii lotniczych w 2026 roku', 'bagaz-podreczny-limity-linii-lotniczych-2026'),
        '. Prawa pasażera, w tym rodzin z dziećmi, opisuje serwis ',
        link('Urzędu Lotnictwa Cywilnego', { url: 'https://pasazerlotniczy.ulc.gov.pl/', newTab: true }),
        '.',
      ),
      h('h2', 'Po przylocie'),
      p(
        'Po wylądowaniu nie spiesz się z wyjściem z samolotu – z dziećmi lepiej poczekać, aż przejście się rozluźni. Odbierz wózek przy drzwiach lub przy taśmie bagażowej, a dopiero potem zadzwoń po transfer z parkingu. Jeśli lot był długi, zaplanuj krótką przerwę przed jazdą do domu: **zmęczony kierowca to ryzyko**, którego nie warto podejmować.',
      ),
      quote('Spokojni rodzice to spokojne dziecko – im mniej pośpiechu na lotnisku, tym przyjemniejsza cała podróż.'),
      p('Zarezerwuj parking z transferem dla całej rodziny na ', autolink('https://parkolot.pl/'), '.'),
    ),
  },
];
