import { Link } from '@remix-run/react';
import { ArrowRightIcon, BusIcon, HomeIcon, ListChecksIcon, SearchIcon } from '~/components/ui/icons';

const STEPS = [
  {
    icon: SearchIcon,
    title: 'Wyszukaj parking',
    text: 'Wybierz lotnisko oraz daty wyjazdu i powrotu – od razu zobaczysz wolne miejsca i ceny za cały pobyt.',
  },
  {
    icon: ListChecksIcon,
    title: 'Porównaj i zarezerwuj',
    text: 'Zestaw ceny, odległość od terminalu i opinie podróżnych, a potem zarezerwuj online w dwie minuty.',
  },
  {
    icon: BusIcon,
    title: 'Zaparkuj i jedź bezpłatnym transferem',
    text: 'Zostaw auto na parkingu – bus dowiezie Cię pod sam terminal, bez dopłat i bez szukania miejsca.',
  },
  {
    icon: HomeIcon,
    title: 'Wróć i jedź do domu',
    text: 'Po wylądowaniu transfer odbierze Cię z lotniska, a samochód czeka gotowy do drogi.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Prosto i bez stresu</p>
          <h2 id="how-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            Jak to działa?
          </h2>
        </div>
        <Link
          to="/jak-to-dziala/"
          className="inline-flex items-center gap-1 rounded font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Dowiedz się więcej
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                <step.icon className="h-6 w-6" />
              </span>
              <span className="text-4xl font-extrabold text-slate-200" aria-hidden="true">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-bold text-slate-900">
              <span className="sr-only">Krok {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
