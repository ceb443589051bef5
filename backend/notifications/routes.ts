/**
 * `GET /api/v1/orders/{orderId}/documents/{voucher.pdf|calendar.ics}?exp=…&sig=…` — a confirmed order's
 * voucher PDF or calendar file, rendered from the database as it is now. The link is signed (HMAC under
 * APP_SECRET, backend/outbox/signing.ts) and expires 30 days after the departure. The order answer
 * hands out fresh links to whoever has the order's id (an accepted risk until issue 16, decision 0030).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { HttpError, isTextId } from '../lib/http';
import { DOCUMENT_KINDS, isValidDocumentQuery } from '../outbox/signing';
import { loadVoucherView, type VoucherContext } from '../outbox/voucher-data';
import { renderVoucherIcs } from './voucher-ics';
import { renderVoucherPdf } from './voucher-pdf';

const QuerySchema = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[\w-]{32}$/),
});
const KindSchema = z.enum(DOCUMENT_KINDS);

const refused = () =>
  new HttpError(403, [
    {
      message: 'Link do pliku jest nieprawidłowy lub wygasł. Otwórz go ponownie ze strony płatności.',
      code: 'LINK_INVALID',
    },
  ]);

export function documentRoutes(getDb: () => Executor, context: VoucherContext) {
  const app = new Hono();
  app.get('/orders/:orderId/documents/:kind', async (c) => {
    const orderId = c.req.param('orderId');
    const kind = KindSchema.safeParse(c.req.param('kind'));
    if (!isTextId(orderId) || !kind.success) throw new HttpError(404, [{ message: 'Nie znaleziono pliku.' }]);
    const query = QuerySchema.safeParse(c.req.query());
    if (!query.success || !isValidDocumentQuery(context.signingSecret, orderId, kind.data, query.data)) throw refused();
    const view = await loadVoucherView(getDb(), orderId, context);
    if (!view)
      throw new HttpError(404, [{ message: 'Ta rezerwacja nie jest potwierdzona.', code: 'ORDER_NOT_CONFIRMED' }]);
    const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
    if (kind.data === 'voucher.pdf') {
      return new Response(new Uint8Array(await renderVoucherPdf(view)), {
        headers: {
          ...headers,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="voucher-${view.reference}.pdf"`,
        },
      });
    }
    return new Response(renderVoucherIcs(view), {
      headers: {
        ...headers,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="parkolot-${view.reference}.ics"`,
      },
    });
  });
  return app;
}
