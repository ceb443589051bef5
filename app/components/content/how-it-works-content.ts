import { CONTACT } from '../../../core/contact';

export interface Step {
  title: string;
  text: string;
}

/** checkout-payment.md §9: how it works in 8 steps and 3 benefits. */
export const HOW_IT_WORKS_STEPS: Step[] = [
  {
    title: 'Wybierz lotnisko i termin',
    text: 'Podaj lotnisko, z którego wylatujesz, oraz datę i godzinę przyjazdu na parking i wyjazdu z niego.',
  },
  {
    title: 'Porównaj parkingi',
    text: 'Zobacz ceny za cały pobyt, odległość od terminalu, czas transferu, zabezpieczenia i opinie innych podróżnych.',
  },
  {
    title: 'Dodaj usługi dodatkowe',
    text: 'Jeśli chcesz, zamów mycie auta, ładowanie samochodu elektrycznego albo miejsce kryte – cena przeliczy się od razu.',
  },
  {
    title: 'Podaj dane i numer rejestracyjny',
    text: 'Wpisz dane kontaktowe, liczbę pasażerów i numery rejestracyjne aut. Fakturę na firmę zamówisz jednym kliknięciem.',
  },
  {
    title: 'Zapłać bezpiecznie online',
    text: 'Płacisz na stronie operatora płatności, a potwierdzenie rezerwacji ze wszystkimi szczegółami dostajesz od razu na e-mail.',
  },
  {
    title: 'Przyjedź na parking',
    text: 'Zjawisz się 15–30 minut przed transferem, parkujesz na przygotowanym miejscu i zostawiasz auto pod opieką obsługi.',
  },
  {
    title: 'Jedź bezpłatnym transferem',
    text: 'Bus zawozi Ciebie, pasażerów i bagaż pod sam terminal. Transfer w obie strony jest wliczony w cenę.',
  },
  {
    title: 'Wróć i odbierz auto',
    text: 'Po przylocie dzwonisz pod numer z potwierdzenia, bus zabiera Cię z lotniska na parking, a Ty wsiadasz do auta i wracasz do domu.',
  },
];

/** checkout-payment.md §2: the three benefits are the lowest price guarantee, flexible changes and support. */
export const HOW_IT_WORKS_BENEFITS: Step[] = [
  {
    title: 'Gwarancja najniższej ceny',
    text: 'Porównujesz parkingi w jednym miejscu i płacisz cenę za cały pobyt – nie więcej niż bezpośrednio na parkingu, a zwykle o połowę mniej niż pod terminalem.',
  },
  {
    title: 'Elastyczne zmiany',
    text: 'Plany się zmieniły? W Moja rezerwacja zmienisz termin online, jeśli parking ma wolne miejsca. Do 24 godzin przed przyjazdem anulujesz rezerwację bez kosztów.',
  },
  {
    title: 'Wsparcie na każdym etapie',
    text: `Masz pytanie przed rezerwacją albo w drodze na lotnisko? Zadzwoń pod ${CONTACT.phone} (${CONTACT.weekdayHours}) lub napisz na ${CONTACT.email}.`,
  },
];
