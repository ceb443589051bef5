import { Link, isRouteErrorResponse } from '@remix-run/react';
import { HomeIcon } from '~/components/ui/icons';

export const NOT_FOUND_TITLE = 'Strona nie znaleziona';

export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function HomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <HomeIcon className="h-5 w-5" />
      Wróć na stronę główną
    </Link>
  );
}

/** Spec §2 catch-all: '404', 'Oops! Page not found' and a link home. */
function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:py-28" aria-labelledby="error-heading">
      <p className="text-7xl font-extrabold tracking-tight text-blue-700 sm:text-8xl">
        404
      </p>
      <h1 id="error-heading" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        Oops! Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        Nie znaleźliśmy strony pod tym adresem. Być może link jest nieaktualny – zacznij od wyszukania parkingu przy
        swoim lotnisku.
      </p>
      <p className="mt-8">
        <HomeLink />
      </p>
    </section>
  );
}

/** The one generic error screen (spec §2): 'Unexpected Application Error!' with the status or message. */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isNotFoundError(error)) return <NotFound />;

  let detail: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    // Stack traces only while developing; production errors are already sanitised by Remix.
    stack = import.meta.env.DEV ? error.stack : undefined;
  } else {
    detail = 'Unknown Error';
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs text-slate-700">{stack}</pre>
      ) : null}
      <p className="mt-8">
        <HomeLink />
      </p>
    </section>
  );
}
