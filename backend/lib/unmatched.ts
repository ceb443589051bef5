import { TrieRouter } from 'hono/router/trie-router';
import { methodNotAllowedMessage } from '../../core/http-methods';
import { HttpError } from './http';

/** One entry of a Hono app's route table (`app.routes`). */
export type RouteEntry = { method: string; path: string };

/** The methods a route of this API can have; HEAD is answered by every GET route. */
const ROUTE_METHODS = ['GET', 'POST'] as const;
const V1 = '/api/v1/';
/** What a path no route fits answers (404), from the API and from the edge before it alike. */
export const NO_ROUTE = { message: 'Nie znaleziono zasobu.', code: 'NOT_FOUND' } as const;

/**
 * The methods an address of the API answers, as its `Allow` lists them (OPTIONS last), or [] where no
 * route fits. Built on the app's own route table, so a new route needs nothing here; middleware (method
 * ALL) does not count as a route. v1 paths are read against v1 routes only (the content router's
 * `/:collection/:id` fits them too). `path` is the path as the API's router reads it (percent-decoded).
 * The API answers its own unmatched requests with it, and the edge answers OPTIONS and the methods no
 * route has from the same table (server/app.ts), so both say the same.
 */
export function addressMethods(routes: readonly RouteEntry[]): (path: string) => readonly string[] {
  const v1 = new TrieRouter<string>();
  const content = new TrieRouter<string>();
  for (const { method, path } of routes) {
    if (method !== 'ALL') (path.startsWith(V1) ? v1 : content).add(method, path, path);
  }
  return (path) => {
    const router = path.startsWith(V1) || path === V1.slice(0, -1) ? v1 : content;
    const fits = ROUTE_METHODS.map((method) => ({
      method,
      paths: router.match(method, path)[0].map(([routePath]) => routePath),
    }));
    // An address a route names in full is its own resource: `/bookings/lookup` (POST) is not a reference
    // that `/bookings/:reference` (GET) reads.
    const named = fits.some(({ paths }) => paths.some(isLiteral));
    const methods = fits
      .filter(({ paths }) => (named ? paths.some(isLiteral) : paths.length > 0))
      .flatMap(({ method }) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
    return methods.length === 0 ? [] : [...methods, 'OPTIONS'];
  };
}

const isLiteral = (routePath: string) => !/[:*]/.test(routePath);

/**
 * The answer to a request no route matched: 405 with `Allow` when the path has routes for other methods
 * (a POST to the listing), 404 when it has none.
 */
export function unmatchedRequest(methodsOf: (path: string) => readonly string[]) {
  return (path: string): HttpError => {
    const methods = methodsOf(path);
    if (methods.length === 0) return new HttpError(404, [{ ...NO_ROUTE }]);
    const allow = methods.join(', ');
    return new HttpError(
      405,
      [{ message: methodNotAllowedMessage(allow), code: 'METHOD_NOT_ALLOWED' }],
      {},
      { Allow: allow },
    );
  };
}
