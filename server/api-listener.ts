// The API (a Hono app: embedded, in its thread, or on its own) answering the requests Express hands it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import { CacheControl } from '../core/cache-control';

const BAD_REQUEST_MESSAGE = 'Nieprawidłowe żądanie.';

/** What a call to the API answers while the API cannot be reached (its thread restarting): 503, Polish JSON. */
export function apiUnavailable(): globalThis.Response {
  return Response.json(
    { errors: [{ message: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.', code: 'API_UNAVAILABLE' }] },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': CacheControl.noStore } },
  );
}

/**
 * The API's answer, with HEAD answered as RFC 9110 §9.3.2 asks: GET's status and header fields, GET's length
 * among them, and no body. Handed on as HEAD, the API (Hono) drops the body and the length with it, and the
 * answer then went out as `Content-Length: 0` (§8.6 forbids a length other than GET's) or, compressed, with
 * a coding GET does not use for a short body.
 */
async function answer(
  fetch: (request: globalThis.Request) => Promise<globalThis.Response>,
  request: globalThis.Request,
) {
  if (request.method !== 'HEAD') return fetch(request);
  const response = await fetch(new Request(request, { method: 'GET' }));
  if (response.body === null) return response;
  const length = (await response.arrayBuffer()).byteLength;
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(length));
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Express → the API. A request without `Host` (HTTP/1.0, e.g. a load balancer's health check) is read as
 * addressed to PUBLIC_URL's host; one whose `Host` is no host (`[::1`, a port over 65535) cannot become a
 * Request: the API's Polish JSON 400, as for any request the edge finds malformed, not an empty 400.
 */
export function apiListener(
  fetch: (request: globalThis.Request) => Promise<globalThis.Response>,
  publicUrl: string,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener((request) => answer(fetch, request).catch(apiUnavailable), {
    hostname: new URL(publicUrl).host,
    // Anything else thrown before the API answered is the API failing, not the caller.
    errorHandler: (error) =>
      error instanceof RequestError
        ? Response.json(
            { errors: [{ message: BAD_REQUEST_MESSAGE, code: 'BAD_REQUEST' }] },
            { status: 400, headers: { 'Cache-Control': CacheControl.noStore } },
          )
        : apiUnavailable(),
  });
}
