import { Link, isRouteErrorResponse } from '@remix-run/react';

/** The one generic error screen (spec §2): 'Unexpected Application Error!' with the status or message. */
export function ErrorScreen({ error }: { error: unknown }) {
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
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs text-slate-700">{stack}</pre>
      ) : null}
      <p className="mt-8">
        <Link
          to="/"
          className="inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Wróć na stronę główną
        </Link>
      </p>
    </section>
  );
}
