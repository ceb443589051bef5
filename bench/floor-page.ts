import { createServer } from 'node:http';

/**
 * The host's floor: a static page with a heading and a paragraph (no scripts, styles or images) on its own
 * loopback server, measured with the same Lighthouse settings as the pages. Whatever blocking time it
 * reads is the host's and Lighthouse's own cost of loading any document (decision 0038).
 */
export async function startFloorPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="pl"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Strona pusta</title>' +
    '<meta name="description" content="Strona bez skryptów, stylów i obrazów: podłoga pomiaru."></head>' +
    '<body><h1>Strona pusta</h1><p>Bez skryptów, stylów i obrazów.</p></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the floor page has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
