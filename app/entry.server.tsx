import { Transform, type TransformCallback } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { logger } from '~/.server/context';
import { NonceProvider } from '~/components/nonce';

const ABORT_DELAY = 5_000;
/** Output is handed on in pieces of at least this size, or at the end of each synchronous burst. */
const COALESCE_BYTES = 16 * 1024;

/**
 * React writes the document in 2 KB pieces; compressing each one on its own cost the listing page
 * several times what compressing a few large pieces does. This joins what React writes in one go (the
 * shell, then each streamed boundary) and passes it on at the end of that tick, so the first byte is
 * not delayed.
 */
class CoalescingStream extends Transform {
  #chunks: Buffer[] = [];
  #size = 0;
  #scheduled = false;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.#chunks.push(buffer);
    this.#size += buffer.length;
    if (this.#size >= COALESCE_BYTES) this.#release();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#release();
      });
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    if (this.#size === 0) return;
    this.push(this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks, this.#size));
    this.#chunks = [];
    this.#size = 0;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? '';
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

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
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
          if (shellRendered) logger.error({ err: error }, 'Streaming render error');
        },
      },
    );

    setTimeout(abort, ABORT_DELAY);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A client that went away, or a 404/4xx the router answered, is not an application error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'Unhandled loader/action/render error');
};
