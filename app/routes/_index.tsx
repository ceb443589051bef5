import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { logger } from '~/.server/context';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';

const HOME_TITLE = 'Najlepszy parking przy lotnisku w Polsce | Parkolot';

interface AirportTile {
  name: string;
  city: string;
  code: string;
  slug: string;
}

export async function loader({ context }: LoaderFunctionArgs) {
  let airports: AirportTile[] = [];
  try {
    const all = await context.api.getAirports();
    airports = all.map(({ name, city, code, slug }) => ({ name, city, code, slug }));
  } catch (error) {
    // Spec §8: an airport load failure is logged only; the list stays empty.
    logger.error({ err: error }, 'Home: loading airports failed');
  }
  return { airports };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  buildMeta({ title: HOME_TITLE, url: canonicalFromMatches(matches) });

export default function HomePage() {
  const { airports } = useLoaderData<typeof loader>();

  return (
    <>
      <section className="bg-blue-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
            Najlepszy parking przy lotnisku w Polsce
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-100">
            Porównaj sprawdzone parkingi, zarezerwuj w kilka minut i dojedź na terminal bezpłatnym transferem.
          </p>
        </div>
      </section>

      {/* Spec §8: when airports fail to load the list just stays empty. */}
      {airports.length > 0 ? (
        <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="airports-heading">
          <h2 id="airports-heading" className="text-2xl font-bold text-slate-900">
            Parkingi przy lotniskach
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {airports.map((airport) => (
              <li key={airport.slug}>
                <Link
                  to={`/parking-lotnisko-${airport.slug}/`}
                  className="flex h-full items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 shadow-sm transition hover:border-blue-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  <span>
                    <span className="block font-semibold text-slate-900">{airport.name}</span>
                    <span className="block text-sm text-slate-600">Parking przy lotnisku · {airport.city}</span>
                  </span>
                  <span className="rounded-md bg-blue-50 px-2 py-1 font-mono text-sm font-bold text-blue-700">
                    {airport.code}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
