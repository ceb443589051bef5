import { TrieRouter } from 'hono/router/trie-router';
import { methodNotAllowedMessage } from '../../core/http-methods';
import { HttpError, notFound } from './http';

/** The methods a route of this API can have; HEAD is answered by every GET route. */
const ROUTE_METHODS = ['GET', 'POST'] as const;

/**
 * The answer to a request no route matched: 405 with `Allow` when the path has routes for other methods
 * (a POST to the listing), 404 when it has none. Built on the app's own route table, so a new route
 * needs nothing here. Middleware (method ALL) does not count as a route.
 */
export function unmatchedRequest(routes: readonly { method: string; path: string }[]) {
  const router = new TrieRouter<string>();
  for (const { method, path } of routes) if (method !== 'ALL') router.add(method, path, method);
  return (path: string): HttpError => {
    const methods = ROUTE_METHODS.filter((method) => router.match(method, path)[0].length > 0).flatMap((method) =>
      method === 'GET' ? ['GET', 'HEAD'] : [method],
    );
    if (methods.length === 0) return notFound();
    const allow = [...methods, 'OPTIONS'].join(', ');
    return new HttpError(
      405,
      [{ message: methodNotAllowedMessage(allow), code: 'METHOD_NOT_ALLOWED' }],
      {},
      { Allow: allow },
    );
  };
}
