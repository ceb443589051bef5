import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { CoalescingStream } from '~/.server/html-stream';
import { createRenderMemo, isMemorable } from '~/.server/render-memo';
import { NonceProvider } from '~/components/nonce';

const ABORT_DELAY = 5_000;

// Off in development: a component edited under Vite would otherwise show its old render for a minute.
const renderMemo = createRenderMemo();
const remembersRenders = process.env.NODE_ENV !== 'development';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? '';
  const appWith = (pageNonce: string) => (
    <NonceProvider value={pageNonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </NonceProvider>
  );
  const app = appWith(nonce);
  // Nothing deferred (no route uses `defer` today): every loader has answered, so the whole page is
  // ready at once and is rendered to one string. React 18's stream encodes the page into 2 KB views
  // as it goes, which cost the listing page about twice the render itself (docs/decisions/0024).
  const deferred = Object.keys(remixContext.staticHandlerContext.activeDeferreds ?? {}).length > 0;
  if (!deferred) {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // Bytes, not a string: a string body is checked character by character for lone surrogates
    // (WebIDL's USVString) when the response is sent, ~5 % of the web thread's CPU profile on the listing; Buffer's own
    // UTF-8 encoder replaces them with U+FFFD just the same.
    const body =
      remembersRenders && isMemorable(request, responseStatusCode, responseHeaders, remixContext)
        ? renderMemo.page(
            {
              url: request.url,
              status: responseStatusCode,
              handoff: remixContext.serverHandoffString ?? '',
              now: Date.now(),
            },
            nonce,
            (pageNonce) => `<!DOCTYPE html>${renderToString(appWith(pageNonce))}`,
          )
        : Buffer.from(`<!DOCTYPE html>${renderToString(app)}`, 'utf8');
    return new Response(body, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  // Bots and SPA mode get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = new CoalescingStream();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onShellReady() {
        if (!waitForAll) onReady();
      },
      onAllReady() {
        if (waitForAll) onReady();
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Shell errors reject above and are logged by handleError; only log those after the shell.
        if (shellRendered) loadContext.logger.error({ err: error }, 'Streaming render error');
      },
    });

    setTimeout(abort, ABORT_DELAY);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A client that went away, or a 404/4xx the router answered, is not an application error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  context.logger.error(
    { err: error, method: request.method, path: new URL(request.url).pathname },
    'Unhandled loader/action/render error',
  );
};
