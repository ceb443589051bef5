// The server's HTML stream (app/.server/html-stream.ts) behind React's renderToPipeableStream: no
// U+0000 from React 18's zero-padded 2 KB views when a Polish letter falls on a view boundary.
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoalescingStream, withoutViewPadding } from '~/.server/html-stream';

/** The bytes a render sends through the server's stream. */
function render(prefix: string, letters: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const items = Array.from({ length: letters }, (_, i) => createElement('i', { key: i }, 'ś'));
    const body = new CoalescingStream();
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks)));
    body.on('error', reject);
    const { pipe } = renderToPipeableStream(createElement('p', null, prefix, ...items), {
      onAllReady: () => pipe(body),
      onShellError: reject,
    });
  });
}

describe('the HTML stream', () => {
  it('never sends a NUL byte, wherever a two-byte letter meets a 2 KB boundary', async () => {
    for (let shift = 0; shift < 8; shift++) {
      const html = await render('a'.repeat(shift), 600);
      expect(html.includes(0), `shift ${shift}`).toBe(false);
      const text = html.toString('utf8');
      expect(text.match(/ś/g)?.length, `shift ${shift}`).toBe(600);
      expect(text).not.toContain('\uFFFD');
    }
  });

  it('trims only the padding of a full 2 KB view', () => {
    const padded = Buffer.concat([Buffer.alloc(2046, 'a'), Buffer.from([0, 0])]);
    expect(withoutViewPadding(padded).length).toBe(2046);
    const full = Buffer.alloc(2048, 'a');
    expect(withoutViewPadding(full)).toBe(full);
    const short = Buffer.from([97, 0]);
    expect(withoutViewPadding(short)).toBe(short);
  });
});
