import { Link } from '@remix-run/react';
import { ReloadLink } from '~/components/ui/reload-link';

/** Spec §8 'Parking load fails or absent': 'Wystąpił błąd' / 'Nie mogliśmy załadować danych parkingu.' */
export function ParkingDetailError({ status, airportHref }: { status: number; airportHref: string | null }) {
  const button =
    'inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="parking-error-heading">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Błąd {status}</p>
        <h1 id="parking-error-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          Wystąpił błąd
        </h1>
        <p className="mt-3 text-lg text-slate-700">Nie mogliśmy załadować danych parkingu.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {status >= 500 ? (
            <ReloadLink className={`${button} bg-blue-700 text-white hover:bg-blue-800`}>Spróbuj ponownie</ReloadLink>
          ) : null}
          {airportHref ? (
            <Link
              to={airportHref}
              className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              Zobacz parkingi przy lotnisku
            </Link>
          ) : null}
          <Link to="/" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
            Wróć na stronę główną
          </Link>
        </div>
      </div>
    </section>
  );
}
