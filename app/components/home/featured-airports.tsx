import { Link } from '@remix-run/react';
import { useEffect, useRef, useState, type Ref } from 'react';
import type { FeaturedAirport } from '~/.server/home';
import { ArrowRightIcon, ChevronDownIcon, MapPinIcon } from '~/components/ui/icons';
import { airportPath } from '~/lib/site-paths';

/** Spec §9: featured airports shown at first. */
export const FEATURED_AIRPORTS_SHOWN = 3;
const SECTION_ID = 'polecane-lotniska';

interface FeaturedAirportsProps {
  airports: FeaturedAirport[];
  /** The server already shows every airport (`?lotniska=wszystkie`, the no-JS path). */
  showAll: boolean;
  showAllHref: string;
}

function AirportTile({
  airport,
  hidden,
  tileRef,
}: {
  airport: FeaturedAirport;
  hidden: boolean;
  tileRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <li hidden={hidden}>
      <Link
        ref={tileRef}
        to={airportPath(airport.slug)}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <span className="relative block aspect-[16/9] overflow-hidden bg-slate-100">
          {airport.image ? (
            <img
              src={airport.image.url}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
            />
          ) : null}
        </span>
        <span className="flex flex-1 flex-col p-5">
          <span className="flex items-start justify-between gap-3">
            <span className="text-lg font-bold text-slate-900">{airport.name}</span>
            <span className="shrink-0 rounded-md bg-blue-700 px-2 py-0.5 font-mono text-sm font-bold tracking-wide text-white">
              {airport.code}
            </span>
          </span>
          <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="h-4 w-4" />
            {airport.city}
          </span>
          <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
            Parking przy lotnisku
            <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </span>
        </span>
      </Link>
    </li>
  );
}

export function FeaturedAirports({ airports, showAll, showAllHref }: FeaturedAirportsProps) {
  const [isExpanded, setIsExpanded] = useState(showAll);
  const firstRevealedRef = useRef<HTMLAnchorElement>(null);
  const [shouldFocus, setShouldFocus] = useState(false);

  useEffect(() => {
    // Keyboard users continue from the first airport that just appeared.
    if (shouldFocus) firstRevealedRef.current?.focus();
  }, [shouldFocus]);

  const hasMore = airports.length > FEATURED_AIRPORTS_SHOWN;
  return (
    <section id={SECTION_ID} aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 pb-14 sm:pb-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Popularne kierunki</p>
      <h2 id="featured-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        Parkingi przy lotniskach
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-featured-airports="">
        {airports.map((airport, index) => (
          <AirportTile
            key={airport.slug}
            airport={airport}
            hidden={!isExpanded && index >= FEATURED_AIRPORTS_SHOWN}
            tileRef={index === FEATURED_AIRPORTS_SHOWN ? firstRevealedRef : undefined}
          />
        ))}
      </ul>
      {hasMore && !isExpanded ? (
        <p className="mt-8 text-center">
          {/* A link without JS (the server then renders every airport); with JS it only reveals them. */}
          <Link
            to={`${showAllHref}#${SECTION_ID}`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setIsExpanded(true);
              setShouldFocus(true);
            }}
            className="inline-flex items-center gap-2 rounded-lg border border-blue-700 bg-white px-5 py-3 font-semibold text-blue-700 shadow-sm hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Zobacz wszystkie lotniska
            <ChevronDownIcon className="h-5 w-5" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
