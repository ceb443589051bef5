import { Transform, type TransformCallback } from 'node:stream';

/** Output is handed on in pieces of at least this size, or at the end of each synchronous burst. */
const COALESCE_BYTES = 16 * 1024;
/** React 18's streaming renderer writes its output in views of this size (react-dom/server VIEW_SIZE). */
const REACT_VIEW_BYTES = 2048;
/** A UTF-8 character is at most 4 bytes, so at most 3 bytes of a view can be left unwritten. */
const MAX_VIEW_PADDING = 3;

/**
 * React 18.3's `renderToPipeableStream` sends a whole 2 KB view when the next multi-byte character
 * (ś, ł, –) does not fit, unused zero bytes included (facebook/react#24985, fixed only in React 19
 * by #26228): a U+0000 in the page, an HTML parse error. Such a view is exactly 2048 bytes and ends
 * in up to 3 zeros (a U+0000 has no place in an HTML page anyway).
 */
export function withoutViewPadding(chunk: Buffer): Buffer {
  if (chunk.length !== REACT_VIEW_BYTES) return chunk;
  let end = chunk.length;
  while (end > chunk.length - MAX_VIEW_PADDING && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/**
 * React writes the document in 2 KB pieces; compressing each one on its own cost the listing page
 * several times what compressing a few large pieces does. This joins what React writes in one go (the
 * shell, then each streamed boundary) and passes it on at the end of that tick, so the first byte is
 * not delayed. It also drops the zero padding of React's views (`withoutViewPadding`).
 */
export class CoalescingStream extends Transform {
  #chunks: Buffer[] = [];
  #size = 0;
  #scheduled = false;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback) {
    const buffer = withoutViewPadding(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
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
