import { Link } from '@remix-run/react';
import { CheckIcon } from '~/components/ui/icons';
import { SERVICE_PROMISES } from '~/lib/service-promises';

/** The article's call to action: search for parking. */
export function ParkingCta() {
  return (
    <section
      aria-labelledby="parking-cta-heading"
      className="overflow-hidden rounded-2xl bg-blue-700 text-white shadow-sm"
    >
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
            {SERVICE_PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon className="h-4 w-4 shrink-0 text-blue-200" />
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
