// What a page shows, prices and books is one stay (issue 14, item 2). A traveller coming back through an
// airport tile, the header's airport menu or a bare link opens a page without dates; the stay they chose
// before is in localStorage `checkout_form_data` (spec §3/§4 initial state). With JS it becomes the URL's
// stay (a replace navigation) and is what the page prices and books — on the listing, the detail page and
// the checkout. Without JS the page shows, prices and books the server's dates.
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { addDaysToKey, atWarsawTime, dateKey, parseIsoDateTime, timeOfDay } from '../core/warsaw-time';

const AIRPORT = '/parking-lotnisko-warszawa-chopin/';
/** A seeded Warszawa-Chopin car park on the listing's first page. */
const PARKING = { name: 'AirPark Poleczki', slug: 'airpark-poleczki' };

const ParkingListSchema = z.object({ docs: z.array(z.object({ id: z.union([z.string(), z.number()]) })).min(1) });
const PriceSchema = z.object({ price: z.object({ amount: z.number() }) });

interface Stay {
  arrival: Date;
  departure: Date;
}

/** A five-day stay 20 days ahead, 10:00 to 10:00 Warsaw time. */
function storedStay(): Stay {
  const first = addDaysToKey(dateKey(new Date()), 20);
  return { arrival: atWarsawTime(first, '10:00'), departure: atWarsawTime(addDaysToKey(first, 5), '10:00') };
}

/** Every 'x xxx,xx' amount in a text, as numbers. */
function amounts(text: string | null): number[] {
  return [...(text ?? '').matchAll(/(\d[\d\s\u00a0\u202f]*,\d{2})/g)].map((match) =>
    Number(match[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')),
  );
}

/** The stay named by a URL's (or a link's) `arrivalAt`/`departureAt`, as epoch milliseconds. */
function stayOf(url: string): { arrival: number | undefined; departure: number | undefined } {
  const params = new URL(url, 'http://x').searchParams;
  return {
    arrival: parseIsoDateTime(params.get('arrivalAt'))?.getTime(),
    departure: parseIsoDateTime(params.get('departureAt'))?.getTime(),
  };
}
const millis = (stay: Stay) => ({ arrival: stay.arrival.getTime(), departure: stay.departure.getTime() });

async function parkingId(page: Page): Promise<string> {
  const answer = await page.request.get(
    `/api/parking?${new URLSearchParams({ 'where[slug][equals]': PARKING.slug, limit: '1' })}`,
  );
  return String(ParkingListSchema.parse(await answer.json()).docs[0].id);
}

async function apiPrice(page: Page, id: string, stay: Stay): Promise<number> {
  const query = new URLSearchParams({
    arrivalAt: stay.arrival.toISOString(),
    departureAt: stay.departure.toISOString(),
  });
  const answer = await page.request.get(`/api/v1/products/parking/${id}/price?${query}`);
  expect(answer.ok()).toBe(true);
  return PriceSchema.parse(await answer.json()).price.amount;
}

/** The date bar of the page's search form shows this stay (its date fields and time selects). */
async function expectDateBar(page: Page, stay: Stay) {
  const form = page.getByRole('form', { name: 'Wyszukaj parking' });
  await expect(form.locator('input[name="arrivalDate"]')).toHaveValue(dateKey(stay.arrival));
  await expect(form.locator('input[name="departureDate"]')).toHaveValue(dateKey(stay.departure));
  await expect(form.locator('select[name="arrivalTime"]')).toHaveValue(timeOfDay(stay.arrival));
}

test.describe('with JavaScript', () => {
  let stay: Stay;

  test.beforeEach(async ({ page }) => {
    // Two loads of one page (the server's dates, then the stored stay), on a shared machine.
    test.slow();
    stay = storedStay();
    // A first visit sets the storage version flag (it clears storage once); then the earlier search.
    await page.goto('/kontakt/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('storage_version'))).not.toBeNull();
    const record = {
      parkingId: null,
      formData: {
        arrivalDate: stay.arrival.toISOString(),
        departureDate: stay.departure.toISOString(),
        arrivalTime: timeOfDay(stay.arrival),
        departureTime: timeOfDay(stay.departure),
        addons: [],
      },
    };
    await page.evaluate((value) => window.localStorage.setItem('checkout_form_data', value), JSON.stringify(record));
  });

  test('the listing opened without dates takes the stored stay into its URL, prices and books it', async ({ page }) => {
    const price = await apiPrice(page, await parkingId(page), stay);
    await page.goto(AIRPORT);
    await expect.poll(() => stayOf(page.url()), { timeout: 15_000 }).toEqual(millis(stay));
    const card = page.getByRole('article', { name: PARKING.name });
    await expect(card.getByText('Cena za 5 dni')).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => amounts(await card.textContent())).toContain(price);
    const book = card.getByRole('link', { name: 'Zarezerwuj' });
    await expect.poll(async () => stayOf((await book.getAttribute('href')) ?? '')).toEqual(millis(stay));
    await expectDateBar(page, stay);
    // A replace navigation: Back leaves the listing instead of returning to the undated address.
    await page.goBack();
    await expect(page).toHaveURL(/\/kontakt\/$/);
  });

  test('garbage dates in the URL fall back to the stored stay', async ({ page }) => {
    await page.goto(`${AIRPORT}?arrivalAt=jutro&departureAt=nigdy`);
    await expect.poll(() => stayOf(page.url()), { timeout: 15_000 }).toEqual(millis(stay));
    await expectDateBar(page, stay);
  });

  test('the detail page opened without dates prices and books the stored stay', async ({ page }) => {
    const id = await parkingId(page);
    const price = await apiPrice(page, id, stay);
    await page.goto(`${AIRPORT}${PARKING.slug}/`);
    await expect.poll(() => stayOf(page.url()), { timeout: 15_000 }).toEqual(millis(stay));
    const book = page.locator('[data-booking-button="card"]').first();
    await expect.poll(async () => amounts(await book.textContent())).toEqual([price]);
    await expect.poll(async () => stayOf((await book.getAttribute('href')) ?? '')).toEqual(millis(stay));
  });

  test('the checkout opened with only a parking prices the stored stay', async ({ page }) => {
    const id = await parkingId(page);
    const price = await apiPrice(page, id, stay);
    await page.goto(`/rezerwacja/?parkingId=${id}`);
    await expect.poll(() => stayOf(page.url()), { timeout: 15_000 }).toEqual(millis(stay));
    await expect.poll(async () => amounts(await page.getByTestId('checkout-total').textContent())).toEqual([price]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing without dates shows, prices and books the same (server) stay', async ({ page }) => {
    await page.goto(AIRPORT);
    const card = page.getByRole('article', { name: PARKING.name });
    const href = (await card.getByRole('link', { name: 'Zarezerwuj' }).getAttribute('href')) ?? '';
    const booked = stayOf(href);
    expect(booked.arrival).toBeDefined();
    expect(booked.departure).toBeDefined();
    const stay = { arrival: new Date(booked.arrival ?? 0), departure: new Date(booked.departure ?? 0) };
    await expectDateBar(page, stay);
    await expect(card.getByText('Cena za 7 dni')).toBeVisible();
    expect(amounts(await card.textContent())).toContain(await apiPrice(page, await parkingId(page), stay));
  });
});
