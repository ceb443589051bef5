// One try of one call to the API (http.ts retries): the request with its headers, the answer read in full
// within the timeout, and what became of it.

/** A tunnel in front of a dev upstream (ngrok) answers an HTML warning page without this header. */
const TUNNEL_HEADER = 'ngrok-skip-browser-warning';

export type Method = 'GET' | 'POST';

/** A file the API answered (a voucher PDF, a calendar file): its bytes and how to present it. */
export interface ApiFile {
  bytes: Uint8Array;
  contentType: string;
  /** The API's Content-Disposition, e.g. `attachment; filename="voucher-PK-….pdf"`. */
  disposition: string | null;
}

export type Answer = { text: string; file: ApiFile };

export type Outcome =
  | { kind: 'response'; status: number; ok: boolean; answer: Answer; retryAfterMs: number | null }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

/** What an attempt reads of the client's options (ApiClientOptions), on every call. */
export interface Transport {
  fetch?: (request: Request) => Promise<Response>;
  requestHeaders?: () => Record<string, string | undefined>;
}

/** `Retry-After` as seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export async function attempt(
  transport: Transport,
  timeoutMs: number,
  method: Method,
  url: string,
  body: unknown,
  extraHeaders: Record<string, string> | undefined,
): Promise<Outcome> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(transport.requestHeaders?.() ?? {})) {
    if (value) headers.set(name, value);
  }
  // The call's own headers (a traveller's X-Booking-Token); the web tier's own headers are kept.
  for (const [name, value] of Object.entries(extraHeaders ?? {})) if (!headers.has(name)) headers.set(name, value);
  headers.set('Accept', 'application/json');
  headers.set(TUNNEL_HEADER, 'true');
  let payload: string | undefined;
  if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }
  const controller = new AbortController();
  const request = new Request(url, { method, headers, body: payload, signal: controller.signal });
  const send = transport.fetch ?? ((req: Request) => globalThis.fetch(req));

  // The body is read inside the timeout too: a stalled stream is as bad as no answer.
  const work = (async (): Promise<Outcome> => {
    const response = await send(request);
    const bytes = response.status === 204 ? new Uint8Array() : new Uint8Array(await response.arrayBuffer());
    const file: ApiFile = {
      bytes,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      disposition: response.headers.get('content-disposition'),
    };
    return {
      kind: 'response',
      status: response.status,
      ok: response.ok,
      answer: { text: new TextDecoder().decode(bytes), file },
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing (not only aborting) also bounds transports that ignore the signal, like an in-process app.
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      resolve({ kind: 'timeout' });
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network', error };
  } finally {
    clearTimeout(timer);
  }
}
