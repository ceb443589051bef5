import { Link, isRouteErrorResponse } from '@remix-run/react';
import { HomeIcon } from '~/components/ui/icons';
import { ReloadLink } from '~/components/ui/reload-link';

export const NOT_FOUND_TITLE = 'Strona nie znaleziona';

export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

const MALFORMED_PATH = 'malformed-path';

/** What the root loader throws for a path the edge found malformed (server/security.ts): a 400. */
export function malformedPathResponse(): Response {
  return new Response(JSON.stringify({ reason: MALFORMED_PATH }), {
    status: 400,
    statusText: 'Bad Request',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function isMalformedPathError(error: unknown): boolean {
  if (!isRouteErrorResponse(error) || error.status !== 400) return false;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'reason' in data && data.reason === MALFORMED_PATH;
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
      <p className="text-7xl font-extrabold tracking-tight text-blue-700 sm:text-8xl">404</p>
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

/** What a traveller is told for a server-side status (the status alone says nothing to them). */
const SERVER_ERROR_MESSAGES: Record<number, string> = {
  500: 'Coś poszło nie tak po naszej stronie.',
  502: 'Nie udało się pobrać danych z naszego systemu rezerwacji.',
  503: 'Serwis jest chwilowo niedostępny.',
  504: 'Nasz system rezerwacji nie odpowiedział na czas.',
};

/** What a traveller is told for a refused request. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Ten adres strony jest nieprawidłowy. Sprawdź link albo zacznij od strony głównej.',
};

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  // A thrown Error reaches the browser as a plain Error (in production its message is sanitised).
  return error instanceof Error ? 500 : null;
}

/**
 * The one generic error screen (spec §2): 'Unexpected Application Error!' with the status or message.
 * A server-side failure (5xx, including an upstream API that is down, too slow or answering nonsense)
 * also says in Polish what happened and offers to try again; internals never show outside development.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isNotFoundError(error)) return <NotFound />;

  const status = statusOf(error);
  const isServerError = status !== null && status >= 500;
  let detail: string;
  let stack: string | undefined;
  if (isServerError) {
    detail = `Błąd ${status}. ${SERVER_ERROR_MESSAGES[status] ?? SERVER_ERROR_MESSAGES[500]}`;
    if (import.meta.env.DEV && error instanceof Error) {
      detail = `${detail} (${error.message})`;
      stack = error.stack;
    }
  } else if (isRouteErrorResponse(error)) {
    const message = CLIENT_ERROR_MESSAGES[error.status];
    detail = message ? `Błąd ${error.status}. ${message}` : `${error.status} ${error.statusText}`.trim();
  } else {
    detail = 'Nieznany błąd';
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {isServerError ? <p className="mt-2 text-slate-600">Spróbuj ponownie za chwilę.</p> : null}
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs text-slate-700">{stack}</pre>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {isServerError ? (
          // A plain link to the same address: a full reload, so it works before (or without) JS.
          <ReloadLink className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
            Spróbuj ponownie
          </ReloadLink>
        ) : null}
        <HomeLink />
      </div>
    </section>
  );
}
