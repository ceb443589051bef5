import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { orders, payments } from '../db/schema';
import { badRequest, isTextId, notFound, parseOr400 } from '../lib/http';
import { isFinal, markPaymentPending, settlePayment } from './transitions';
import { CacheControl } from '../../core/cache-control';

const ActionSchema = z.object({
  action: z.enum(['pay', 'decline', 'cancel'], { error: 'Wybierz: zapłać, odrzuć lub anuluj.' }),
});
const OUTCOME = { pay: 'CAPTURED', decline: 'DECLINED', cancel: 'CANCELLED' } as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
const formatPln = (grosze: number) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(grosze / 100);

/** The posted form; a body that does not parse as its content type claims is a 400. */
async function formBody(c: Context): Promise<unknown> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('Nieprawidłowa treść formularza.');
  }
}

/** The sandbox provider's hosted payment page: pay, decline or cancel, then back to the shop. */
export function sandboxRoutes(getDb: () => Executor, publicUrl: string) {
  const app = new Hono();
  // Back to the shop: the order's payment page, or — for a date change's payment — the booking's page.
  const returnUrl = (order: { id: string; orderNumber: string }, payment: { dateChangeId: string | null }) =>
    payment.dateChangeId
      ? `${publicUrl}/moja-rezerwacja/${encodeURIComponent(order.orderNumber)}/`
      : `${publicUrl}/platnosc/?orderId=${encodeURIComponent(order.id)}`;

  async function load(paymentId: string) {
    if (!isTextId(paymentId)) throw notFound('Nie znaleziono płatności.');
    const [row] = await getDb()
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId))
      .limit(1);
    if (!row) throw notFound('Nie znaleziono płatności.');
    return row;
  }

  app.get('/:paymentId', async (c) => {
    const { payment, order } = await load(c.req.param('paymentId'));
    if (isFinal(payment.status)) return c.redirect(returnUrl(order, payment), 303);
    await markPaymentPending(getDb(), payment.id);
    c.header('Cache-Control', CacheControl.noStore);
    return c.html(
      sandboxPage({
        paymentId: payment.id,
        orderNumber: order.orderNumber,
        amount: formatPln(payment.amount),
        dateChange: payment.dateChangeId !== null,
      }),
    );
  });

  app.post('/:paymentId', async (c) => {
    const { payment, order } = await load(c.req.param('paymentId'));
    const { action } = parseOr400(ActionSchema, await formBody(c));
    await settlePayment(getDb(), payment.id, OUTCOME[action]);
    return c.redirect(returnUrl(order, payment), 303);
  });

  return app;
}

function sandboxPage(p: { paymentId: string; orderNumber: string; amount: string; dateChange: boolean }) {
  const action = `/api/v1/payments/sandbox/${encodeURIComponent(p.paymentId)}`;
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Bramka płatności (sandbox) – Parkolot</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(15,23,42,.08)}
h1{font-size:1.3rem;margin:0 0 4px}.muted{color:#475569;font-size:.9rem}.amount{font-size:2rem;font-weight:700;margin:20px 0}
button{display:block;width:100%;padding:14px;margin-top:12px;border:0;border-radius:10px;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#15803d;color:#fff}.decline{background:#fee2e2;color:#991b1b}.cancel{background:#e2e8f0;color:#0f172a}
.badge{display:inline-block;margin-bottom:14px;line-height:1.4;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:.75rem;font-weight:600}
</style></head><body><main>
<span class="badge">Tryb testowy – żadne pieniądze nie zostaną pobrane</span>
<h1>${p.dateChange ? 'Dopłata za zmianę terminu' : 'Płatność za rezerwację'}</h1>
<p class="muted">Zamówienie nr ${escapeHtml(p.orderNumber)}</p>
<p class="amount">${escapeHtml(p.amount)}</p>
<form method="post" action="${escapeHtml(action)}">
<button class="pay" name="action" value="pay">Zapłać</button>
<button class="decline" name="action" value="decline">Odrzuć płatność</button>
<button class="cancel" name="action" value="cancel">Anuluj i wróć do sklepu</button>
</form></main></body></html>`;
}
