import type { AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, upstreamStatus } from '~/.server/api';
import { CacheControl } from '../../core/cache-control';
import { OrderIdSchema } from '~/lib/payment-status';

/** `/platnosc/plik/?orderId=…&kind=voucher.pdf|calendar.ics&exp=…&sig=…` — the signed link's query. */
const QuerySchema = z.object({
  orderId: OrderIdSchema,
  kind: z.enum(['voucher.pdf', 'calendar.ics']),
  exp: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[\w-]{32}$/),
});

const FILE_TYPES = { 'voucher.pdf': 'application/pdf', 'calendar.ics': 'text/calendar; charset=utf-8' } as const;

function problem(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.privateNoStore },
  });
}

/**
 * The voucher PDF or calendar file of a confirmed order, passed through from the API (which checks the
 * signature and the expiry): this site's link works whether the API is embedded or elsewhere.
 */
export async function loadPaymentDocument(request: Request, context: AppLoadContext): Promise<Response> {
  const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return problem(400, 'Link do pliku jest niepełny lub uszkodzony.');
  const { orderId, kind, exp, sig } = query.data;
  try {
    const file = await context.api.getOrderDocument(orderId, kind, { exp, sig });
    const disposition = /^attachment; filename="[\w.-]+"$/.test(file.disposition ?? '')
      ? (file.disposition ?? '')
      : `attachment; filename="${kind}"`;
    return new Response(new Blob([new Uint8Array(file.bytes)]), {
      headers: {
        'Content-Type': FILE_TYPES[kind],
        'Content-Disposition': disposition,
        'Cache-Control': CacheControl.privateNoStore,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return problem(403, 'Link do pliku wygasł lub jest nieprawidłowy. Otwórz stronę płatności z wiadomości e-mail.');
    if (error instanceof ApiError && error.status === 404) return problem(404, 'Nie znaleziono pliku tej rezerwacji.');
    context.logger.error({ err: error, orderId }, 'Payment document: reading the file failed');
    return problem(upstreamStatus(error), 'Nie udało się pobrać pliku. Spróbuj ponownie za chwilę.');
  }
}
