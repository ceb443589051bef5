import { BusIcon, CalendarXIcon, ShieldCheckIcon, TagIcon, ZapIcon } from '~/components/ui/icons';

const ADVANTAGES = [
  {
    icon: TagIcon,
    title: 'Gwarancja najniższej ceny',
    text: 'Płacisz mniej niż pod terminalem, bez ukrytych opłat – cena, którą widzisz, to cena, którą zapłacisz.',
  },
  {
    icon: BusIcon,
    title: 'Bezpłatny transfer',
    text: 'Bus parkingu dowozi Cię na lotnisko i odbiera po powrocie. Transfer jest zawsze w cenie.',
  },
  {
    icon: CalendarXIcon,
    title: 'Bezpłatna anulacja',
    text: 'Plany się zmieniły? Odwołasz rezerwację bez żadnych kosztów.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Sprawdzone i monitorowane parkingi',
    text: 'Współpracujemy tylko z ogrodzonymi, monitorowanymi parkingami zweryfikowanymi przez nasz zespół.',
  },
  {
    icon: ZapIcon,
    title: 'Natychmiastowe potwierdzenie',
    text: 'Potwierdzenie rezerwacji dostajesz e-mailem od razu – bez czekania na odpowiedź parkingu.',
  },
] as const;

export function Advantages() {
  return (
    <section aria-labelledby="advantages-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-14 sm:grid-cols-2 sm:py-20 lg:grid-cols-3">
        <div className="pb-4 sm:col-span-2 lg:col-span-1 lg:pb-0 lg:pr-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Dlaczego Parkolot?</p>
          <h2 id="advantages-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            Parkujesz taniej i bezpieczniej
          </h2>
          <p className="mt-3 text-slate-600">
            Łączymy podróżnych ze sprawdzonymi parkingami przy lotniskach. Ty wybierasz najlepszą ofertę, my dbamy o
            resztę.
          </p>
        </div>
        {ADVANTAGES.map((advantage) => (
          <div key={advantage.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-blue-700 text-white">
              <advantage.icon className="h-5 w-5" />
            </span>
            <h3 className="mt-4 font-bold text-slate-900">{advantage.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{advantage.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
