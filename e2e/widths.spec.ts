// Every main page at every width a traveller brings (issue 14), from a small phone to a wide desktop:
// the page never scrolls sideways and no visible text is cut off (e2e/layout-check.ts says what counts).
// One page per path, resized in a loop; a full-page screenshot of each width goes to test-results
// (look at them: overlaps the check cannot see are found there). The widths are set here, so the spec
// runs in the desktop project only.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { z } from 'zod';
import { addDaysToKey, atWarsawTime, dateKey, toIsoWithOffset } from '../core/warsaw-time';
import { layoutProblems } from './layout-check';
import { placeOrder, sandboxPath } from './support';

const WIDTHS = [320, 360, 768, 820, 1024, 1280, 1920] as const;
const HEIGHT = 900;

const AIRPORT = 'parking-lotnisko-warszawa-chopin';
/** The Chopin car park with the longest name, four photos and six security features. */
const PARKING = 'garaz-cybernetyki-airport';

const ParkingListSchema = z.object({ docs: z.array(z.object({ id: z.union([z.string(), z.number()]) })).min(1) });

test.skip(({ isMobile }) => isMobile, 'the widths are set by the test: the desktop project runs it');
// Seven full-page screenshots of a long page take a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A stay 10 days from today, 5 days long, as the pages take it in their URLs. */
function stay(): URLSearchParams {
  const arrival = addDaysToKey(dateKey(new Date()), 10);
  return new URLSearchParams({
    arrivalAt: toIsoWithOffset(atWarsawTime(arrival, '10:00')),
    departureAt: toIsoWithOffset(atWarsawTime(addDaysToKey(arrival, 5), '10:00')),
  });
}

/** Two animation frames: the layout (and whatever listens to the resize) has settled. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Resizes the loaded page through every width: a screenshot each, and what is wrong at each. */
async function checkWidths(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    problems.push(...(await page.evaluate(layoutProblems)).map((problem) => `${name} @ ${width} px: ${problem}`));
  }
  return problems;
}

/** Opens a page and waits until it has loaded and hydrated (no request in flight). */
async function open(page: Page, path: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('home fits every width from 320 to 1920 px', async ({ page }, testInfo) => {
  await open(page, '/');
  expect(await checkWidths(page, testInfo, 'home')).toEqual([]);
});

test('the airport listing fits every width', async ({ page }, testInfo) => {
  await open(page, `/${AIRPORT}/?${stay()}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await checkWidths(page, testInfo, 'listing')).toEqual([]);
});

test('the parking detail page fits every width', async ({ page }, testInfo) => {
  await open(page, `/${AIRPORT}/${PARKING}/?${stay()}`);
  await expect(page.locator('#ceny-lista')).toBeVisible();
  expect(await checkWidths(page, testInfo, 'detail')).toEqual([]);
});

// The longest name; a rating and a discounted price (the summary's rating row and price column at their
// tightest); a car park without its own terms (the tooltip that names where they are).
for (const slug of [PARKING, 'janki-park-and-fly', 'parking-glewice-las']) {
  test(`the checkout fits every width: ${slug}`, async ({ page }, testInfo) => {
    const answer = await page.request.get(
      `/api/parking?${new URLSearchParams({ 'where[slug][equals]': slug, limit: '1' })}`,
    );
    const parkingId = String(ParkingListSchema.parse(await answer.json()).docs[0].id);
    await open(page, `/rezerwacja/?${new URLSearchParams({ parkingId, ...Object.fromEntries(stay()) })}`);
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    expect(await checkWidths(page, testInfo, `checkout-${slug}`)).toEqual([]);
  });
}

test('the payment page and the payment status page fit every width', async ({ page, request }, testInfo) => {
  const { order } = await placeOrder(request);
  await open(page, sandboxPath(order.paymentUrl));
  const problems = await checkWidths(page, testInfo, 'payment');
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność zakończona sukcesem!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  problems.push(...(await checkWidths(page, testInfo, 'payment-status')));
  expect(problems).toEqual([]);
});

test('"Moja rezerwacja": the lookup, the booking and its change page fit every width', async ({
  page,
  request,
}, testInfo) => {
  const { order } = await placeOrder(request);
  const paid = await request.post(sandboxPath(order.paymentUrl), { form: { action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await open(page, '/moja-rezerwacja/');
  const problems = await checkWidths(page, testInfo, 'manage-lookup');
  await page.getByLabel('Numer rezerwacji').fill(order.orderNumber);
  await page.getByLabel('Adres e-mail').fill('anna@example.pl');
  await page.getByRole('button', { name: 'Znajdź rezerwację' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rezerwacja ${order.orderNumber}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  problems.push(...(await checkWidths(page, testInfo, 'manage-booking')));
  await open(page, `/moja-rezerwacja/${order.orderNumber}/zmien/`);
  problems.push(...(await checkWidths(page, testInfo, 'manage-change')));
  // "Zmień termin": a longer stay priced, then waiting for its payment on the booking page.
  const card = page.getByRole('region', { name: 'Zmień termin' });
  const departure = card.getByLabel('Data wyjazdu');
  const [year, month, day] = (await departure.inputValue()).split('-').map(Number);
  await departure.fill(new Date(Date.UTC(year, month - 1, day + 2)).toISOString().slice(0, 10));
  await card.getByRole('button', { name: 'Sprawdź nową cenę' }).click();
  await expect(card.getByTestId('date-change-difference')).toHaveText(/^Dopłata: /);
  problems.push(...(await checkWidths(page, testInfo, 'manage-change-dates')));
  await card.getByRole('button', { name: /^Zmień termin i dopłać/ }).click();
  await expect(page.getByRole('heading', { name: 'Dopłata za zmianę terminu' })).toBeVisible();
  await open(page, `/moja-rezerwacja/${order.orderNumber}/`);
  await expect(page.getByTestId('pending-date-change')).toBeVisible();
  problems.push(...(await checkWidths(page, testInfo, 'manage-booking-pending')));
  expect(problems).toEqual([]);
});
