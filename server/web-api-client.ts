// The web server's client of the marketplace API (app/.server/api): in-process to the embedded API, or
// over HTTP to API_URL; every call logged, carrying the page request's id and the traveller's client tag.
import { createApiClient, type ApiClient, type ApiEvent } from '../app/.server/api/index';
import type { ServerEnv } from '../app/.server/env';
import type { Backend } from '../backend/index';
import { MODE_HEADER } from '../core/mode';
import { CLIENT_HEADER, currentClientTag } from './edge';
import { upstreamReadiness } from './health';
import { currentRequestId, type Logger } from './logger';
import { loggablePath } from '../core/loggable-path';

/** Host name of the in-process API; never resolved, the request goes straight to backend.fetch. */
const EMBEDDED_API_ORIGIN = 'http://parkolot.internal';

/** Why a live web copy refuses to serve in front of an API that is not live (start-up and /readyz). */
export const UPSTREAM_NOT_LIVE =
  'API_URL: this web server runs live, but the API it calls does not say it does (PARKOLOT_MODE=live there too): a demo API confirms payments in its sandbox without taking money and has free promo codes';

/**
 * A live web copy's transport: an answer that does not say it comes from a live API (MODE_HEADER) is
 * replaced by a 503, so no page sells, confirms or prices on a demo API that took the upstream's place
 * after start-up (the start-up check and /readyz see only their own moment).
 */
export function onlyLiveAnswers(onNotLive: () => void, send: (request: Request) => Promise<Response> = fetch) {
  return async (request: Request): Promise<Response> => {
    const response = await send(request);
    if (response.headers.get(MODE_HEADER) === 'live') return response;
    await response.body?.cancel();
    onNotLive();
    return Response.json(
      {
        errors: [
          { message: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.', code: 'UPSTREAM_NOT_LIVE' },
        ],
      },
      { status: 503 },
    );
  };
}

const isRefusalStatus = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 429;

/** The pages' API client and the readiness of the API it calls (`backend`: the embedded API, if any). */
export function webApiClient(
  env: ServerEnv,
  backend: Pick<Backend, 'fetch' | 'isReady'> | undefined,
  logger: Logger,
): { api: ApiClient; isReady: () => Promise<boolean> } {
  const onEvent = (event: ApiEvent) => {
    // Path only: API query strings carry dates and ids of a traveller's search.
    // The page request's id too (undefined outside one: a readiness probe), as on the API's own lines.
    const entry = {
      reqId: currentRequestId(),
      type: event.type,
      path: loggablePath(event.url.split('?', 1)[0]),
      status: event.status,
      durationMs: event.durationMs,
    };
    if (event.type === 'request') logger.debug(entry, 'api call');
    else if (event.type === 'retry') logger.warn(entry, 'api call retried');
    // A refusal of the caller's input (an unknown id, an invalid form: the page answers its own 4xx) is
    // worth a line, not an ops warning; a 429 (this web copy being limited), a 5xx or no answer is.
    else if (isRefusalStatus(event.status)) logger.info(entry, 'api call refused');
    else logger.warn(entry, 'api call failed');
  };
  // The page request's id travels to the API, so one id follows a booking through both logs; the
  // traveller's client tag lets the API cap unpaid holds per client; a standalone API trusts that tag
  // only on calls carrying API_INTERNAL_TOKEN.
  const requestHeaders = () => ({
    'x-request-id': currentRequestId(),
    [CLIENT_HEADER]: currentClientTag(),
    ...(env.API_URL && env.API_INTERNAL_TOKEN ? { authorization: `Bearer ${env.API_INTERNAL_TOKEN}` } : {}),
  });
  const api: ApiClient = backend
    ? createApiClient({
        baseUrl: EMBEDDED_API_ORIGIN,
        fetch: (request: Request) => backend.fetch(request),
        timeoutMs: env.API_TIMEOUT_MS,
        onEvent,
        requestHeaders,
      })
    : createApiClient({
        baseUrl: env.API_URL ?? EMBEDDED_API_ORIGIN,
        timeoutMs: env.API_TIMEOUT_MS,
        onEvent,
        requestHeaders,
        ...(env.PARKOLOT_MODE === 'live' ? { fetch: onlyLiveAnswers(() => sayNotLive()) } : {}),
      });
  let lastNotLiveLog = 0;
  const sayNotLive = () => {
    // /readyz is polled every few seconds, and every page calls the API: say it once a minute.
    if (Date.now() - lastNotLiveLog < 60_000) return;
    lastNotLiveLog = Date.now();
    logger.error({ event: 'upstream_api_not_live' }, UPSTREAM_NOT_LIVE);
  };
  const isReady = backend
    ? () => backend.isReady()
    : upstreamReadiness(env.API_URL ?? EMBEDDED_API_ORIGIN, {
        requireLive: env.PARKOLOT_MODE === 'live',
        onNotLive: sayNotLive,
      });

  if (env.API_URL && !env.API_INTERNAL_TOKEN) {
    logger.warn(
      { event: 'api_without_token' },
      'API_URL without API_INTERNAL_TOKEN: the API sees this web server as one client (its limits and the cap on unpaid holds then apply to all travellers together)',
    );
  }
  return { api, isReady };
}
