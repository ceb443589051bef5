// Rendered pages remembered by what they were rendered from. A page's HTML is a function of its address,
// its status, the loaders' data (Remix serialises it for hydration: the handoff string), the minute it is
// rendered in (the stay pickers offer times from the next full hour; the footer shows the year) and the
// response's CSP nonce. The nonce is rendered as a per-process placeholder and put in per response, so a
// page that every traveller gets alike — the home page, an airport's listing for the default stay, an
// article — is rendered once a minute instead of once per request (docs/decisions/0037).
import { createHash, randomBytes } from 'node:crypto';
import type { EntryContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';

const MINUTE = 60_000;
/** The most page bytes kept: ~25 listing pages. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * Stands for the response's nonce in a remembered page; never leaves the process. Letters and digits
 * only: a CMS embed's frame document carries the nonce with everything but base64 characters removed
 * (app/lib/rich-text.ts `embedDocument`), and the placeholder must come through that unchanged.
 */
export const NONCE_PLACEHOLDER = `rendermemo${randomBytes(20).toString('hex')}`;

export interface RenderInput {
  url: string;
  status: number;
  /** Remix's serialised handoff: the loaders' data, action data and errors the page hydrates from. */
  handoff: string;
  now: number;
}

export interface RenderMemo {
  /**
   * The page's bytes with `nonce` in them: the remembered render of the same input; else `render(nonce)`
   * the first time the input is asked for this minute, `render(placeholder)` (then remembered) the second.
   * `render` must put the nonce it is given wherever the page carries one.
   */
  page(input: RenderInput, nonce: string, render: (nonce: string) => string): Buffer<ArrayBuffer>;
  /** How many pages were rendered and how many answered from memory (tests, diagnostics). */
  stats(): { rendered: number; remembered: number };
}

const byteLength = (parts: Buffer[]) => parts.reduce((total, part) => total + part.length, 0);

export function createRenderMemo({ maxBytes = MAX_BYTES } = {}): RenderMemo {
  // A page is kept as its UTF-8 bytes cut at each nonce: answering it is copying them around the nonce
  // (re-encoding or searching a 150 KB string per request cost the listing ~2.5 ms of the web thread).
  const pages = new LRUCache<string, Buffer[]>({
    maxSize: maxBytes,
    sizeCalculation: (parts) => Math.max(1, byteLength(parts)),
    ttl: MINUTE,
  });
  let rendered = 0;
  let remembered = 0;
  const keyOf = ({ url, status, handoff, now }: RenderInput) =>
    createHash('sha256')
      .update(`${url}\n${status}\n${Math.floor(now / MINUTE)}\n`)
      .update(handoff)
      .digest('base64url');
  const withNonce = (parts: Buffer[], nonce: string): Buffer<ArrayBuffer> => {
    const nonceBytes = Buffer.from(nonce, 'utf8');
    const page = Buffer.allocUnsafe(byteLength(parts) + nonceBytes.length * (parts.length - 1));
    let offset = 0;
    parts.forEach((part, index) => {
      if (index > 0) offset += nonceBytes.copy(page, offset);
      offset += part.copy(page, offset);
    });
    return page;
  };

  // Keys asked for once this minute. A page is kept only when its key comes again: one nobody asks for
  // twice (a stay only one traveller searched, a form's page with a fresh honeypot timestamp, an address
  // with a random query) would otherwise push out the pages many travellers open.
  const seen = new LRUCache<string, true>({ max: 10_000, ttl: MINUTE });

  return {
    page(input, nonce, render) {
      const key = keyOf(input);
      const known = pages.get(key);
      if (known !== undefined) {
        remembered++;
        return withNonce(known, nonce);
      }
      rendered++;
      if (!seen.has(key)) {
        seen.set(key, true);
        return Buffer.from(render(nonce), 'utf8');
      }
      const parts = render(NONCE_PLACEHOLDER)
        .split(NONCE_PLACEHOLDER)
        .map((part) => Buffer.from(part, 'utf8'));
      pages.set(key, parts);
      return withNonce(parts, nonce);
    },
    stats: () => ({ rendered, remembered }),
  };
}

/**
 * A page is remembered only when it says itself that anyone may get it: its Cache-Control lets shared
 * caches keep it (`public`: the home page, listings and car parks for a minute, articles for five) — never
 * a personal page (`private, no-store`) — and it is a 200 to a GET or HEAD rendered from loader data alone
 * (no action's answer, no error).
 */
export function isMemorable(
  request: Pick<Request, 'method'>,
  status: number,
  headers: Headers,
  context: Pick<EntryContext, 'serverHandoffString' | 'serverHandoffStream' | 'staticHandlerContext'>,
): boolean {
  const { serverHandoffString, serverHandoffStream, staticHandlerContext } = context;
  const cacheControl = headers.get('Cache-Control') ?? '';
  return (
    // With single fetch (v3_singleFetch) the loaders' data is streamed, not in the handoff string: the key
    // would no longer cover it, so nothing is remembered then.
    serverHandoffStream === undefined &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(no-store|private)\b/.test(cacheControl) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    status === 200 &&
    serverHandoffString !== undefined &&
    !staticHandlerContext.actionData &&
    !staticHandlerContext.errors
  );
}
