// The render memo (app/.server/render-memo.ts): a page is rendered once per address, status, loader data
// and minute; every answer carries its own response's nonce; personal pages are never remembered.
import { describe, expect, it } from 'vitest';
import { createRenderMemo, isMemorable, NONCE_PLACEHOLDER } from '~/.server/render-memo';

const MINUTE = 60_000;
const input = {
  url: 'http://parkolot.test/',
  status: 200,
  handoff: '{"state":{"loaderData":{"root":1}}}',
  now: 10 * MINUTE,
};

function counted() {
  const renders: string[] = [];
  const render = (nonce: string) => {
    renders.push(nonce);
    return `<html><script nonce="${nonce}">1</script><p>Zażółć</p><script nonce="${nonce}">2</script></html>`;
  };
  return { renders, render };
}

describe('render memo', () => {
  it('keeps a page the second time it is asked for, then answers it with each response’s own nonce', () => {
    const memo = createRenderMemo();
    const { renders, render } = counted();
    const first = memo.page(input, 'AAAA+/==', render).toString('utf8');
    const second = memo.page({ ...input, now: input.now + 30_000 }, 'BBBB', render).toString('utf8');
    const third = memo.page({ ...input, now: input.now + 59_000 }, 'CCCC', render).toString('utf8');
    // Asked once: rendered with its own nonce, not kept. Asked again: rendered with the placeholder and kept.
    expect(renders).toEqual(['AAAA+/==', NONCE_PLACEHOLDER]);
    expect(first).toBe(
      '<html><script nonce="AAAA+/==">1</script><p>Zażółć</p><script nonce="AAAA+/==">2</script></html>',
    );
    expect(second).toBe('<html><script nonce="BBBB">1</script><p>Zażółć</p><script nonce="BBBB">2</script></html>');
    expect(third).toBe('<html><script nonce="CCCC">1</script><p>Zażółć</p><script nonce="CCCC">2</script></html>');
    expect(memo.stats()).toEqual({ rendered: 2, remembered: 1 });
  });

  it('keeps nothing of pages asked for once (a stay one traveller searched, a form with a fresh honeypot)', () => {
    const memo = createRenderMemo({ maxBytes: 250 });
    const { renders, render } = counted();
    memo.page(input, 'n', render);
    memo.page(input, 'n', render);
    for (let i = 0; i < 20; i++) memo.page({ ...input, url: `http://parkolot.test/?stay=${i}` }, 'n', render);
    memo.page(input, 'n', render);
    // The page asked for twice is still kept: twenty one-off pages did not push it out.
    expect(memo.stats().remembered).toBe(1);
    expect(renders).toHaveLength(22);
  });

  it.each([
    ['another address', { url: 'http://parkolot.test/faq/' }],
    ['another status', { status: 404 }],
    ['other loader data (prices, availability)', { handoff: '{"state":{"loaderData":{"root":2}}}' }],
    ['the next minute (the times offered follow the clock)', { now: 11 * MINUTE }],
  ])('renders again for %s', (_, change) => {
    const memo = createRenderMemo();
    const { renders, render } = counted();
    memo.page(input, 'n1', render);
    memo.page(input, 'n1', render);
    memo.page(input, 'n1', render);
    memo.page({ ...input, ...change }, 'n2', render);
    expect(renders).toHaveLength(3);
  });

  it('keeps at most its byte budget, dropping the least recently used page', () => {
    const memo = createRenderMemo({ maxBytes: 250 });
    const { renders, render } = counted();
    for (const url of ['a', 'a', 'b', 'b', 'c', 'c', 'a']) memo.page({ ...input, url }, 'n', render);
    // Each page is ~95 bytes: two fit, so 'a' was dropped by the time it was asked for again.
    expect(renders).toHaveLength(7);
  });
});

describe('what is remembered', () => {
  const context = (
    over: { actionData?: unknown; errors?: unknown; serverHandoffString?: string; stream?: boolean } = {},
  ) => ({
    serverHandoffString: 'serverHandoffString' in over ? over.serverHandoffString : '{}',
    serverHandoffStream: over.stream ? new ReadableStream<Uint8Array>() : undefined,
    staticHandlerContext: {
      actionData: over.actionData ?? null,
      errors: over.errors ?? null,
    } as Parameters<typeof isMemorable>[3]['staticHandlerContext'],
  });
  const headers = (cacheControl: string) => new Headers({ 'Cache-Control': cacheControl });

  it('a public 200 to a GET or HEAD: the home page, a listing, an article', () => {
    for (const cacheControl of ['public, max-age=60', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'])
      for (const method of ['GET', 'HEAD'])
        expect(isMemorable({ method }, 200, headers(cacheControl), context())).toBe(true);
  });

  it.each([
    ['a personal page', 'GET', 200, 'private, no-store', context()],
    ['a page nobody may keep', 'GET', 200, 'no-store', context()],
    ['a page without a policy', 'GET', 200, '', context()],
    ['a form’s answer', 'POST', 200, 'public, max-age=60', context({ actionData: { ok: true } })],
    ['an error page', 'GET', 200, 'public, max-age=60', context({ errors: { root: 'x' } })],
    ['a 404', 'GET', 404, 'public, max-age=60', context()],
    ['a page without a handoff', 'GET', 200, 'public, max-age=60', context({ serverHandoffString: undefined })],
    [
      'a page whose data is streamed (single fetch: not in the key)',
      'GET',
      200,
      'public, max-age=60',
      context({ stream: true }),
    ],
  ])('never %s', (_, method, status, cacheControl, ctx) => {
    expect(isMemorable({ method }, status, headers(cacheControl), ctx)).toBe(false);
  });
});
