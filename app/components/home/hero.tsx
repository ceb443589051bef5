import { SearchForm } from '~/components/search/search-form';
import type { AirportLink } from '~/components/layout/site-header';

interface HeroProps {
  title: string;
  subtitle: string;
  airports: AirportLink[];
  arrivalAt: string;
  departureAt: string;
}

export function Hero({ title, subtitle, airports, arrivalAt, departureAt }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate z-10 overflow-hidden bg-gradient-to-br from-blue-950 via-blue-800 to-blue-700 text-white"
    >
      <img
        src="/images/home/hero.svg"
        alt=""
        width={1440}
        height={640}
        // The plane sits right of the middle: below lg the text spans the hero, so the picture shows its
        // left side (clouds, the flight path) and the plane stays clear of the heading and the subtitle.
        className="pointer-events-none absolute inset-0 -z-10 h-full w-full object-cover object-left lg:object-center"
      />
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-10 sm:pb-16 sm:pt-16">
        {airports.length > 0 ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
            <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" />
            Parkingi przy {airports.length} lotniskach w Polsce
          </p>
        ) : null}
        <h1
          id="hero-heading"
          className="mt-4 max-w-3xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-blue-100 sm:text-lg">{subtitle}</p>
        <div className="mt-8">
          <SearchForm
            variant="hero"
            airports={airports}
            arrivalAt={arrivalAt}
            departureAt={departureAt}
            restoreStoredStay
          />
        </div>
      </div>
    </section>
  );
}
