// The payment status pages as a traveller meets them (checkout-payment.md §2, §4): an order placed
// through the embedded API, paid or declined on the sandbox payment page, the status page polling with
// JS and refreshing itself without, the checking page, and purchase tracking exactly once.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { z } from 'zod';
import { holdOrderToken, placeOrder, sandboxPath, seriousViolations, trackErrors } from './support';

const SUCCESS = 'Płatność zakończona sukcesem!';
const FAILURE = 'Płatność nieudana';
const IN_PROGRESS = 'Płatność w toku';
/** Spec §9 polls every 5 s; one interval plus the answer. */
const ONE_POLL = 7_000;

const DataLayerSchema = z.array(z.object({ event: z.string() }).loose());

/** Pays or declines in another request, as the provider's notification would. */
async function settle(request: APIRequestContext, paymentUrl: string | null, action: 'pay' | 'decline') {
  const answer = await request.post(sandboxPath(paymentUrl), { form: { action }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
}

const statusPath = (orderId: string) => `/platnosc/?${new URLSearchParams({ orderId })}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Console and page errors of our pages. The sandbox page stands in for the provider's own site: its
 * browser-requested /favicon.ico (a 404 here) is not ours.
 */
function trackErrorsOffSandbox(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  return errors;
}

async function purchases(page: Page) {
  const layer = DataLayerSchema.parse(await page.evaluate(() => window.dataLayer ?? []));
  return layer.filter((entry) => entry.event === 'purchase');
}

/**
 * The traveller declines on the provider's page, sees the failure view with the space still held, presses
 * "Zapłać ponownie", lands on a new payment page for the same booking and pays.
 */
async function declineThenPayAgain(page: Page, request: APIRequestContext) {
  const { order } = await placeOrder(request);
  await holdOrderToken(page, order);
  await page.goto(sandboxPath(order.paymentUrl));
  await page.getByRole('button', { name: 'Odrzuć płatność' }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
  await expect(heading(page, FAILURE)).toBeVisible();
  await expect(
    page.getByText(/Płatność nie została zrealizowana\. Miejsce czeka na Ciebie do \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Zapłać ponownie' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\//);
  expect(new URL(page.url()).pathname).not.toBe(sandboxPath(order.paymentUrl));
  await expect(page.getByText(`Zamówienie nr ${order.orderNumber}`)).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
  await expect(heading(page, SUCCESS)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Twoja rezerwacja' })).toContainText(order.orderNumber);
}

/** The voucher e-mail is sent by the outbox within a second: 'wysyłamy' until then, 'wysłaliśmy' after; masked. */
async function expectVoucherNotice(page: Page) {
  await expect(
    page.getByText(/Potwierdzenie rezerwacji i voucher \(PDF\) (wysłaliśmy|wysyłamy) na \w\*\*\*@/),
  ).toBeVisible();
}

/** The voucher PDF and the calendar file download from the success page (plain links: JS or not). */
async function expectVoucherFiles(page: Page, orderNumber: string) {
  const files = page.getByRole('list', { name: 'Pliki rezerwacji' });
  for (const [name, filename, start] of [
    ['Pobierz voucher (PDF)', `voucher-${orderNumber}.pdf`, '%PDF-'],
    ['Dodaj do kalendarza', `parkolot-${orderNumber}.ics`, 'BEGIN:VCALENDAR'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toBe(filename);
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, start.length).toString('latin1')).toBe(start);
  }
}

const RetrySchema = z.object({ retry: z.object({ exp: z.number(), sig: z.string() }) });
const MANAGE_NOTE =
  'Szczegóły rezerwacji zobaczysz w Moja rezerwacja – wpisz numer rezerwacji (PK-…) i adres e-mail podany przy rezerwacji. Numer podajemy w każdej wiadomości o rezerwacji.';

/**
 * The "pay again" e-mail's link (`?orderId&exp&sig`, no booking token) opened in a browser that never held
 * the order's cookie: the payment status and "Zapłać ponownie", no booking details (issue 16); it pays.
 */
async function payAgainFromEmailLink(page: Page, request: APIRequestContext) {
  const { order } = await placeOrder(request);
  await settle(request, order.paymentUrl, 'decline');
  const summary = await request.get(`/api/v1/orders/${order.orderId}`, {
    headers: { Authorization: `Bearer ${order.accessToken}` },
  });
  const { retry } = RetrySchema.parse(await summary.json());
  await page.goto(`${statusPath(order.orderId)}&${new URLSearchParams({ exp: String(retry.exp), sig: retry.sig })}`);
  await expect(heading(page, FAILURE)).toBeVisible();
  await expect(page.getByText('Płatność nie została zrealizowana – rezerwacja nie jest opłacona.')).toBeVisible();
  await expect(page.getByText(MANAGE_NOTE)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Moja rezerwacja' })).toHaveAttribute(
    'href',
    '/moja-rezerwacja/',
  );
  await expect(page.getByRole('region', { name: 'Twoja rezerwacja' })).toHaveCount(0);
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);

  await page.getByRole('button', { name: 'Zapłać ponownie' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Zapłać', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
  await expect(heading(page, SUCCESS)).toBeVisible();
  await expect(page.getByText(MANAGE_NOTE)).toBeVisible();
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Pliki rezerwacji' })).toHaveCount(0);
}

test.describe('with JavaScript', () => {
  test('Zapłać on the payment page lands on /platnosc/ with success and the booking summary', async ({
    page,
    request,
  }) => {
    // The payment, an axe pass and two downloads: 14 s alone, past 30 s on 2 cores under load.
    test.slow();
    const errors = trackErrorsOffSandbox(page);
    const { order, parking } = await placeOrder(request);
    await holdOrderToken(page, order);
    await page.goto(sandboxPath(order.paymentUrl));
    await page.getByRole('button', { name: 'Zapłać' }).click();

    await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
    await expect(heading(page, SUCCESS)).toBeVisible();
    await expectVoucherNotice(page);
    const summary = page.getByRole('region', { name: 'Twoja rezerwacja' });
    await expect(summary).toContainText(order.orderNumber);
    await expect(summary).toContainText(parking.name);
    await expect(summary).toContainText(/Zapłacono\s*[\d\s]+,\d{2} PLN/);
    const next = page.getByRole('navigation', { name: 'Co dalej' });
    await expect(next.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    await expect(next.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt/');
    await expect(next.getByRole('link', { name: 'Najczęstsze pytania' })).toHaveAttribute('href', '/faq/');
    // The order id from the URL is remembered for a later visit without it.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('order_id'))).toBe(order.orderId);

    await expectVoucherFiles(page, order.orderNumber);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Odrzuć płatność lands on the failure view; Zapłać ponownie pays the same booking', async ({
    page,
    request,
  }) => {
    await declineThenPayAgain(page, request);
  });

  test('the "pay again" e-mail link without the order’s cookie: status only, Zapłać ponownie pays', async ({
    page,
    request,
  }) => {
    // A decline, a payment and an axe pass: past 30 s on 2 cores under load.
    test.slow();
    const errors = trackErrorsOffSandbox(page);
    await payAgainFromEmailLink(page, request);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an in-progress page flips to success by polling, without reloading', async ({ page, request }) => {
    const errors = trackErrors(page);
    const { order } = await placeOrder(request);
    await page.goto(statusPath(order.orderId));
    await expect(heading(page, IN_PROGRESS)).toBeVisible();
    // A mark on the window survives polling but not a reload.
    await page.evaluate(() => Object.assign(window, { paymentTestMark: true }));

    // The first question after 5 s: the page stays (the no-JS refresh never fires with JS on).
    const poll = await page.waitForResponse((response) => response.url().includes('_data=routes%2Fplatnosc._index'), {
      timeout: ONE_POLL,
    });
    expect(poll.status()).toBe(200);
    await expect(heading(page, IN_PROGRESS)).toBeVisible();
    expect(await page.evaluate(() => 'paymentTestMark' in window)).toBe(true);

    await settle(request, order.paymentUrl, 'pay');
    await expect(heading(page, SUCCESS)).toBeVisible({ timeout: ONE_POLL });
    expect(await page.evaluate(() => 'paymentTestMark' in window)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
    expect(errors).toEqual([]);
  });

  test('the stored purchase is tracked exactly once', async ({ page, request }) => {
    const { order, parking } = await placeOrder(request);
    // What the checkout stores before it sends the browser to the payment page (after the first visit,
    // which writes the storage version flag).
    await page.goto('/');
    const record = {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      items: [{ productId: String(parking.id), productName: parking.name, price: order.total.amount, quantity: 1 }],
      totals: {
        subtotal: order.total.amount,
        tax: 0,
        shipping: 0,
        total: order.total.amount,
        currency: order.total.currency,
      },
      parkingData: { id: String(parking.id), name: parking.name },
      bookingDetails: null,
      storedAt: Date.now(),
    };
    await page.evaluate(
      (value) => window.localStorage.setItem('order_details_for_tracking', value),
      JSON.stringify(record),
    );
    await settle(request, order.paymentUrl, 'pay');

    await page.goto(statusPath(order.orderId));
    await expect(heading(page, SUCCESS)).toBeVisible();
    await expect.poll(() => purchases(page)).toHaveLength(1);
    expect((await purchases(page))[0]).toMatchObject({
      transaction_id: order.orderId,
      value: order.total.amount,
      currency: 'PLN',
      items: [{ item_id: String(parking.id), item_name: parking.name, price: order.total.amount, quantity: 1 }],
    });
    expect(await page.evaluate(() => window.localStorage.getItem('order_details_for_tracking'))).toBeNull();

    await page.reload();
    await expect(heading(page, SUCCESS)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await purchases(page)).toEqual([]);
  });

  test('/platnosc/ without an id takes the stored order id, or goes home without one', async ({ page, request }) => {
    const { order } = await placeOrder(request);
    await page.goto('/');
    await page.evaluate((id) => window.localStorage.setItem('order_id', id), order.orderId);
    await page.goto('/platnosc/');
    await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
    await expect(heading(page, IN_PROGRESS)).toBeVisible();

    await page.evaluate(() => window.localStorage.removeItem('order_id'));
    await page.goto('/platnosc/sukces/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the in-progress page refreshes itself and shows success after paying', async ({ page, request }) => {
    const { order } = await placeOrder(request);
    await page.goto(statusPath(order.orderId));
    await expect(heading(page, IN_PROGRESS)).toBeVisible();
    await settle(request, order.paymentUrl, 'pay');
    await expect(heading(page, SUCCESS)).toBeVisible({ timeout: ONE_POLL });
    await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
  });

  test('paid: the masked e-mail notice, and the voucher PDF and calendar file download', async ({ page, request }) => {
    const { order } = await placeOrder(request);
    await holdOrderToken(page, order);
    await page.goto(sandboxPath(order.paymentUrl));
    await page.getByRole('button', { name: 'Zapłać', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
    await expect(heading(page, SUCCESS)).toBeVisible();
    await expectVoucherNotice(page);
    await expectVoucherFiles(page, order.orderNumber);
  });

  test('Odrzuć płatność, then Zapłać ponownie: the same booking paid, every step a full page', async ({
    page,
    request,
  }) => {
    await declineThenPayAgain(page, request);
  });

  test('the "pay again" e-mail link without the order’s cookie: status only, Zapłać ponownie pays', async ({
    page,
    request,
  }) => {
    test.slow();
    await payAgainFromEmailLink(page, request);
  });

  test('a zero-total order shows it is confirmed (not paid) on /platnosc/sukces/', async ({ page, request }) => {
    const { order } = await placeOrder(request, 'test100');
    expect(order.paymentUrl).toBeNull();
    await holdOrderToken(page, order);
    await page.goto(`/platnosc/sukces/?${new URLSearchParams({ orderId: order.orderId })}`);
    // Nothing was paid: confirmed, not "paid".
    await expect(heading(page, 'Rezerwacja potwierdzona!')).toBeVisible();
    await expect(heading(page, SUCCESS)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Twoja rezerwacja' })).toContainText(
      /Razem \(bezpłatnie\)\s*0,00 PLN/,
    );
  });

  test('/platnosc/ without an id sends the browser home', async ({ page }) => {
    await page.goto('/platnosc/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
