// "Moja rezerwacja" as a traveller uses it (issue 16): a booking placed and paid through the sandbox, found
// by its reference and e-mail, a plate changed, then cancelled — in a dialog with JavaScript, on the
// confirmation page without — and the refund shown; its dates changed (a longer stay paid on the sandbox
// page, a shorter one refunded); axe on each page on the way.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { placeOrder, sandboxPath, seriousViolations, trackErrors } from './support';

const EMAIL = 'anna@example.pl';

/** A booking paid on the sandbox page, as the provider's notification would confirm it. */
async function paidBooking(request: APIRequestContext): Promise<string> {
  const { order } = await placeOrder(request);
  const paid = await request.post(sandboxPath(order.paymentUrl), { form: { action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return order.orderNumber;
}

/** axe runs in the page, so only with JavaScript on: the no-JS journey's pages are checked by the JS tests. */
async function axeFindings(page: Page, javaScriptEnabled = true): Promise<string[]> {
  return javaScriptEnabled ? seriousViolations(page) : [];
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const status = (page: Page) => page.getByTestId('booking-status');

/** Opens "Moja rezerwacja" from the header and finds the booking, typed the way people type it. */
async function findBooking(page: Page, reference: string, javaScriptEnabled: boolean) {
  await page.goto('/');
  const header = page.getByRole('banner');
  const menu = header.getByText('Menu');
  if (await menu.isVisible()) await menu.click();
  await header.getByRole('link', { name: 'Moja rezerwacja' }).click();
  await expect(heading(page, 'Moja rezerwacja')).toBeVisible();
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
  await page.getByLabel('Numer rezerwacji').fill(reference.toLowerCase());
  await page.getByLabel('Adres e-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Znajdź rezerwację' }).click();
  await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/$`));
  await expect(heading(page, `Rezerwacja ${reference}`)).toBeVisible();
  await expect(status(page)).toHaveText('opłacona');
  await expect(page.getByText('WA 12345')).toBeVisible();
  await expect(page.getByText(/Bezpłatna anulacja do/)).toBeVisible();
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
}

/** "Zmień dane": the plate changed, and the booking page says the voucher was sent again. */
async function changePlate(page: Page, reference: string, javaScriptEnabled: boolean) {
  await page.getByRole('link', { name: 'Zmień dane' }).click();
  await expect(heading(page, 'Zmiana danych rezerwacji')).toBeVisible();
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
  const plate = page.getByLabel('Tablica rejestracyjna');
  await expect(plate).toHaveValue('WA 12345');
  await plate.fill('po 55555');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/$`));
  await expect(page.getByRole('status').filter({ hasText: 'Zmiany zapisane' })).toHaveText(
    'Zmiany zapisane. Zaktualizowany voucher wyślemy e-mailem i SMS-em w ciągu kilku minut.',
  );
  await expect(page.getByText('PO 55555')).toBeVisible();
  await expect(page.getByText('WA 12345')).toHaveCount(0);
}

/** The booking as it is after "Tak, anuluj rezerwację": cancelled, the refund on its way or done. */
async function expectCancelled(page: Page, reference: string, javaScriptEnabled: boolean) {
  await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/$`));
  await expect(page.getByText('Rezerwacja została anulowana.')).toBeVisible();
  await expect(status(page)).toHaveText(/^(anulowana — zwrot w toku|anulowana|zwrócona)$/);
  const payment = page.getByRole('region', { name: 'Płatność' });
  await expect(payment).toContainText(/Zwrot\s*[\d\s]+,\d{2} PLN/);
  await expect(page.getByRole('link', { name: 'Anuluj rezerwację' })).toHaveCount(0);
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
}

/**
 * Console errors and every answer of 400 or more, but the sandbox payment page's /favicon.ico (that plain
 * page names no icon, so the browser asks for one the site does not have).
 */
function trackJourneyErrors(page: Page): string[] {
  const errors = trackErrors(page, /^Failed to load resource/);
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  return errors;
}

/** A Warsaw day (YYYY-MM-DD) whole days later, and as the pages write it ("8 grudnia 2026"). */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
const longDate = (day: string) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

/** "Zmień termin" on the booking page: the change page's card, prefilled with the booking's dates. */
async function openDateChange(page: Page, reference: string, javaScriptEnabled: boolean): Promise<Locator> {
  await page.getByRole('link', { name: 'Zmień termin' }).click();
  await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/zmien/#termin$`));
  const card = page.getByRole('region', { name: 'Zmień termin' });
  await expect(card).toBeInViewport();
  await expect(card.getByLabel('Data przyjazdu')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
  return card;
}

/** Moves the departure by whole days and asks for the price; answers the new departure day. */
async function quoteDeparture(card: Locator, days: number): Promise<string> {
  const departure = card.getByLabel('Data wyjazdu');
  const day = addDays(await departure.inputValue(), days);
  await departure.fill(day);
  await card.getByRole('button', { name: 'Sprawdź nową cenę' }).click();
  return day;
}

/** A longer stay: "Dopłata", the sandbox page of the difference, "Zapłać", the booking with its new dates. */
async function longerStay(page: Page, request: APIRequestContext, javaScriptEnabled: boolean) {
  const reference = await paidBooking(request);
  await findBooking(page, reference, javaScriptEnabled);
  const card = await openDateChange(page, reference, javaScriptEnabled);
  const departure = await quoteDeparture(card, 2);
  const summary = card.getByRole('region', { name: 'Nowy termin i cena' });
  const difference = summary.getByTestId('date-change-difference');
  await expect(difference).toHaveText(/^Dopłata: [\d\s]+,\d{2} zł$/);
  await expect(summary).toContainText(longDate(departure));
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
  const amount = ((await difference.textContent()) ?? '').replace('Dopłata: ', '');
  await summary.getByRole('button', { name: `Zmień termin i dopłać ${amount}` }).click();

  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { name: 'Dopłata za zmianę terminu' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/$`));
  await expect(status(page)).toHaveText('opłacona');
  await expect(page.getByRole('region', { name: 'Termin' })).toContainText(longDate(departure));
  await expect(page.getByTestId('pending-date-change')).toHaveCount(0);
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
}

/** Wrong dates said next to the field; then a shorter stay: "Zwrot", applied at once, the refund said. */
async function shorterStay(page: Page, request: APIRequestContext, javaScriptEnabled: boolean) {
  const reference = await paidBooking(request);
  await findBooking(page, reference, javaScriptEnabled);
  const card = await openDateChange(page, reference, javaScriptEnabled);
  await quoteDeparture(card, -4);
  await expect(card.getByText('Data wyjazdu musi być późniejsza niż data przyjazdu.')).toBeVisible();
  await expect(card.getByLabel('Data wyjazdu')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByRole('region', { name: 'Nowy termin i cena' })).toHaveCount(0);

  const departure = await quoteDeparture(card, 3);
  const summary = card.getByRole('region', { name: 'Nowy termin i cena' });
  const difference = summary.getByTestId('date-change-difference');
  await expect(difference).toHaveText(/^Zwrot: [\d\s]+,\d{2} zł \(na ten sam środek płatności\)$/);
  const amount = /Zwrot: (.+ zł)/.exec((await difference.textContent()) ?? '')?.[1] ?? '';
  expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
  await summary.getByRole('button', { name: 'Zmień termin', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/$`));
  await expect(page.getByRole('status').filter({ hasText: 'Termin zmieniony' })).toHaveText(
    `Termin zmieniony. Nowy voucher wyślemy e-mailem i SMS-em w ciągu kilku minut. Zwrot ${amount} wraca na Twój środek płatności.`,
  );
  await expect(page.getByRole('region', { name: 'Termin' })).toContainText(longDate(departure));
}

test.describe('with JavaScript', () => {
  test('find, change a plate, cancel in the dialog, see the refund', async ({ page, request, javaScriptEnabled }) => {
    test.slow();
    const errors = trackErrors(page);
    const reference = await paidBooking(request);
    await findBooking(page, reference, javaScriptEnabled);
    await changePlate(page, reference, javaScriptEnabled);

    const cancel = page.getByRole('link', { name: 'Anuluj rezerwację' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Anulować rezerwację?' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/$`));
    await expect(dialog).toContainText(/Zwrócimy [\d\s]+,\d{2} zł na konto, z którego zapłacono/);
    expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
    // "Nie, wróć" closes it and gives focus back to the link; nothing is cancelled.
    await dialog.getByRole('button', { name: 'Nie, wróć' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(status(page)).toHaveText('opłacona');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Tak, anuluj rezerwację' }).click();
    await expect(dialog).toBeHidden();
    await expectCancelled(page, reference, javaScriptEnabled);
    expect(errors).toEqual([]);
  });

  test('"Wyślij voucher ponownie" says where it went', async ({ page, request, javaScriptEnabled }) => {
    // Axe and a payment through the sandbox: past 30 s on 2 cores under load.
    test.slow();
    const reference = await paidBooking(request);
    await findBooking(page, reference, javaScriptEnabled);
    await page.getByRole('button', { name: 'Wyślij voucher ponownie' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Voucher wyślemy ponownie' })).toHaveText(
      'Voucher wyślemy ponownie na a***@example.pl i SMS-em – w ciągu kilku minut.',
    );
  });

  test('the confirmation page and a page without access pass axe', async ({ page, request, javaScriptEnabled }) => {
    // Axe and a payment through the sandbox: past 30 s on 2 cores under load.
    test.slow();
    const reference = await paidBooking(request);
    const response = await page.goto(`/moja-rezerwacja/${reference}/anuluj/`);
    expect(response?.status()).toBe(403);
    await expect(heading(page, 'Potwierdź, że to Twoja rezerwacja')).toBeVisible();
    await expect(page.getByLabel('Numer rezerwacji')).toHaveValue(reference);
    expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
    await page.getByLabel('Adres e-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Znajdź rezerwację' }).click();
    await expect(heading(page, `Rezerwacja ${reference}`)).toBeVisible();
    await page.goto(`/moja-rezerwacja/${reference}/anuluj/`);
    await expect(heading(page, 'Anulowanie rezerwacji')).toBeVisible();
    expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
  });
});

test.describe('changing the dates', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('a longer stay: the difference paid on the sandbox page, then the new dates', async ({ page, request }) => {
        test.slow();
        const errors = trackJourneyErrors(page);
        await longerStay(page, request, javaScriptEnabled);
        expect(errors).toEqual([]);
      });

      test('wrong dates refused; a shorter stay applied at once with its refund', async ({ page, request }) => {
        test.slow();
        // Without JS the refused dates are answered as a 400 page (as intended); with JS Conform refuses them.
        const errors = trackErrors(page, javaScriptEnabled ? undefined : /status of 400 \(Bad Request\)$/);
        await shorterStay(page, request, javaScriptEnabled);
        expect(errors).toEqual([]);
      });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('find, change a plate, cancel on the confirmation page, see the refund', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.slow();
    const reference = await paidBooking(request);
    await findBooking(page, reference, javaScriptEnabled);
    await changePlate(page, reference, javaScriptEnabled);

    await page.getByRole('link', { name: 'Anuluj rezerwację' }).click();
    await expect(page).toHaveURL(new RegExp(`/moja-rezerwacja/${reference}/anuluj/$`));
    await expect(heading(page, 'Anulowanie rezerwacji')).toBeVisible();
    await expect(page.getByText(/Zwrócimy [\d\s]+,\d{2} zł na konto, z którego zapłacono/)).toBeVisible();
    expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
    await page.getByRole('button', { name: 'Tak, anuluj rezerwację' }).click();
    await expectCancelled(page, reference, javaScriptEnabled);
  });

  test('a booking page without access offers the lookup form, prefilled', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    // Axe and a payment through the sandbox: past 30 s on 2 cores under load.
    test.slow();
    const reference = await paidBooking(request);
    const response = await page.goto(`/moja-rezerwacja/${reference}/`);
    expect(response?.status()).toBe(403);
    await expect(heading(page, 'Potwierdź, że to Twoja rezerwacja')).toBeVisible();
    await expect(page.getByLabel('Numer rezerwacji')).toHaveValue(reference);
    expect(await axeFindings(page, javaScriptEnabled)).toEqual([]);
    await page.getByLabel('Adres e-mail').fill('ktos@example.pl');
    await page.getByRole('button', { name: 'Znajdź rezerwację' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nie znaleźliśmy' })).toBeVisible();
    await expect(page.getByLabel('Numer rezerwacji')).toHaveValue(reference);
  });
});
