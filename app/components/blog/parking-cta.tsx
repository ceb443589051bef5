import { Link } from '@remix-run/react';

const PROMISES = ['Bezpłatna anulacja', 'Bezpłatny transfer na lotnisko', 'Gwarancja najniższej ceny'];

/** The article's call to action: search for parking. */
export function ParkingCta() {
  return (
    <section aria-labelledby="parking-cta-heading" className="overflow-hidden rounded-2xl bg-blue-700 text-white shadow-sm">
      <div className="grid gap-6 p-6 sm:p-8 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="parking-cta-heading" className="text-2xl font-bold tracking-tight">
            Lecisz niedługo? Zarezerwuj parking przy lotnisku
          </h2>
          <p className="mt-2 max-w-xl text-blue-100">
            Porównaj sprawdzone parkingi przy polskich lotniskach i zarezerwuj miejsce w kilka minut – taniej niż pod
            terminalem.
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-blue-200" fill="currentColor">
                  <path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
                </svg>
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to="/"
          className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 shadow-sm transition hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Wyszukaj parking
        </Link>
      </div>
    </section>
  );
}
