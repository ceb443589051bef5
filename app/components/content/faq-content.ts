import { CONTACT } from '../../../core/contact';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqTopic {
  id: string;
  title: string;
  items: FaqItem[];
}

/** checkout-payment.md §9: 20 questions in 5 topics. */
export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'rezerwacja',
    title: 'Rezerwacja',
    items: [
      {
        question: 'Jak zarezerwować parking przy lotnisku?',
        answer:
          'Wybierz lotnisko oraz datę i godzinę przyjazdu na parking i wyjazdu z niego, a następnie kliknij „Szukaj”. Porównaj oferty – cenę za cały pobyt, odległość od terminalu, czas transferu i opinie – i kliknij „Zarezerwuj” przy wybranym parkingu. Podaj dane kontaktowe i numer rejestracyjny auta, opłać rezerwację online, a potwierdzenie dostaniesz od razu na e-mail.',
      },
      {
        question: 'Czy muszę zakładać konto, żeby zarezerwować miejsce?',
        answer:
          'Nie. Rezerwujesz bez rejestracji i logowania – wystarczą adres e-mail i numer telefonu. Na e-mail wyślemy potwierdzenie z numerem rezerwacji, adresem parkingu i numerem telefonu do obsługi transferu.',
      },
      {
        question: 'Z jakim wyprzedzeniem warto rezerwować?',
        answer:
          'Najlepiej zaraz po kupieniu biletu lotniczego. W wakacje, ferie i długie weekendy najtańsze miejsca znikają jako pierwsze, a ceny rosną razem z obłożeniem. Jeśli parking ma wolne miejsca, zarezerwujesz je jednak nawet w dniu wylotu.',
      },
      {
        question: 'Czy mogę zarezerwować miejsce dla kilku samochodów?',
        answer:
          'Tak. W formularzu rezerwacji kliknij „Dodaj kolejny pojazd” i wpisz numer rejestracyjny każdego auta. Cena przeliczy się automatycznie, a każdy samochód będzie miał zapewnione własne miejsce.',
      },
    ],
  },
  {
    id: 'platnosci',
    title: 'Płatności i faktury',
    items: [
      {
        question: 'Jak mogę zapłacić za rezerwację?',
        answer:
          'Płacisz online przy rezerwacji, na bezpiecznej stronie operatora płatności – szybkim przelewem, BLIK-iem lub kartą. Rezerwacja jest potwierdzona po zaksięgowaniu płatności. Nieopłacona rezerwacja wygasa po 30 minutach, a miejsce wraca do puli.',
      },
      {
        question: 'Czy cena na stronie jest ostateczna?',
        answer:
          'Tak. Widzisz cenę całkowitą za cały pobyt – z podatkiem VAT i transferem na lotnisko w obie strony. Dopłacasz tylko za usługi dodatkowe, które sam wybierzesz (np. mycie auta), albo za doby ponad termin z rezerwacji.',
      },
      {
        question: 'Czy otrzymam fakturę VAT?',
        answer:
          'Tak, jeśli parking oferuje taką możliwość – informację znajdziesz przy ofercie. W formularzu rezerwacji zaznacz „Chcę fakturę na firmę” i podaj NIP oraz dane firmy. Fakturę wyślemy na adres e-mail z rezerwacji.',
      },
      {
        question: 'Jak skorzystać z kodu rabatowego?',
        answer:
          'Wpisz kod w polu „Masz kod rabatowy?” w podsumowaniu rezerwacji i kliknij „Zastosuj”. Rabat zostanie odjęty od ceny, zanim przejdziesz do płatności. Kody rabatowe nie łączą się ze sobą, chyba że warunki promocji stanowią inaczej.',
      },
    ],
  },
  {
    id: 'anulowanie',
    title: 'Anulowanie i zmiany',
    items: [
      {
        question: 'Czy mogę bezpłatnie anulować rezerwację?',
        answer:
          'Tak – najpóźniej 24 godziny przed godziną przyjazdu podaną w rezerwacji, w Moja rezerwacja („Anuluj rezerwację”). Zwrot całej wpłaconej kwoty zlecamy od razu; pieniądze wracają na konto lub kartę zwykle w ciągu kilku dni roboczych, najpóźniej w 14 dni. Anulowanie później niż 24 godziny przed przyjazdem nie uprawnia do zwrotu, chyba że operator parkingu zdecyduje inaczej.',
      },
      {
        question: 'Jak zmienić daty lub godziny rezerwacji?',
        answer: `W Moja rezerwacja (link z e-maila z voucherem albo numer rezerwacji i adres e-mail) wybierz „Zmień termin”. Do 24 godzin przed przyjazdem zmienisz daty i godziny online, jeśli w nowym terminie parking ma wolne miejsca: za droższy pobyt dopłacisz różnicę, za tańszy ją zwrócimy. Później napisz na ${CONTACT.email} albo zadzwoń i podaj numer rezerwacji.`,
      },
      {
        question: 'Co zrobić, gdy lot zostanie odwołany?',
        answer:
          'Zmień termin w Moja rezerwacja, o ile na parkingu są wolne miejsca – nie płacisz za samą zmianę, a jedynie różnicę w cenie, gdy nowy pobyt jest droższy (tańszy zwrócimy). Gdy do przyjazdu zostały więcej niż 24 godziny, możesz też po prostu anulować rezerwację i odzyskać pieniądze.',
      },
      {
        question: 'Wracam później, niż planowałem – co wtedy?',
        answer:
          'Samochód spokojnie poczeka. Za każdą dodatkową rozpoczętą dobę zapłacisz przy odbiorze auta według cennika parkingu. Jeśli wiesz o zmianie wcześniej, daj nam znać – przedłużymy rezerwację, a obsługa transferu będzie wiedziała, kiedy po Ciebie wyjechać.',
      },
    ],
  },
  {
    id: 'na-parkingu',
    title: 'Na parkingu i transfer',
    items: [
      {
        question: 'Kiedy powinienem przyjechać na parking?',
        answer:
          'Zaplanuj przyjazd 15–30 minut przed transferem. Przy lotach w strefie Schengen bądź na parkingu co najmniej 2,5 godziny przed wylotem, a przy lotach poza nią – 3 godziny przed. W godzinach szczytu doliczaj zapas na korki w okolicy lotniska.',
      },
      {
        question: 'Jak działa bezpłatny transfer na lotnisko?',
        answer:
          'Po zaparkowaniu obsługa zawiezie Cię busem pod terminal. Transfer w obie strony jest wliczony w cenę dla wszystkich pasażerów z rezerwacji, razem z bagażem. Czas przejazdu podajemy przy każdym parkingu – zwykle to kilka minut.',
      },
      {
        question: 'Jak wrócić na parking po przylocie?',
        answer:
          'Po odebraniu bagażu zadzwoń pod numer z potwierdzenia rezerwacji. Dyspozytor wskaże miejsce odbioru – najczęściej wyznaczony przystanek przed halą przylotów – i wyśle po Ciebie bus. Na niektórych parkingach obsługa śledzi status lotu i przyjeżdża sama.',
      },
      {
        question: 'Czy muszę zostawić kluczyki na parkingu?',
        answer:
          'Zależy to od parkingu. Na większości sam parkujesz auto i zabierasz kluczyki ze sobą. Parkingi z usługami takimi jak mycie auta mogą poprosić o kluczyki – informację znajdziesz w opisie parkingu i w potwierdzeniu rezerwacji.',
      },
    ],
  },
  {
    id: 'bezpieczenstwo',
    title: 'Bezpieczeństwo i kontakt',
    items: [
      {
        question: 'Czy parkingi są bezpieczne?',
        answer:
          'Każdy parking sprawdzamy przed publikacją oferty. Współpracujemy tylko z parkingami ogrodzonymi, oświetlonymi i monitorowanymi. Przy każdej ofercie znajdziesz listę zabezpieczeń – np. monitoring 24/7 czy całodobową ochronę – oraz opinie podróżnych, którzy już z niego korzystali.',
      },
      {
        question: 'Kto odpowiada za samochód w czasie postoju?',
        answer:
          'Za pojazd odpowiada operator parkingu na zasadach opisanych w regulaminie parkingu – link do niego znajdziesz w formularzu rezerwacji. Nie zostawiaj w aucie dokumentów ani przedmiotów wartościowych.',
      },
      {
        question: 'Czy mogę zostawić auto elektryczne albo bus?',
        answer:
          'Tak, ale sprawdź szczegóły oferty. Ładowanie auta elektrycznego jest dostępne jako usługa dodatkowa na wybranych parkingach. Busy i większe auta przyjmują parkingi z odpowiednio dużymi miejscami – w razie wątpliwości zapytaj nas przed rezerwacją.',
      },
      {
        question: 'Jak się z Wami skontaktować?',
        answer: `Zadzwoń pod numer ${CONTACT.phone} (pon.–pt. 9:00–16:00) albo napisz na ${CONTACT.email}. Na wiadomości odpowiadamy także w weekendy w godzinach 9:00–14:00.`,
      },
    ],
  },
];
