// The whole search-to-checkout journey on the normally seeded server, at both widths: home search →
// Warszawa-Chopin listing (16 seeded car parks, so a second page exists) → filter, sort, next page →
// parking detail → price → checkout link. Once with JS, once without, plus an accessibility pass.
import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { z } from 'zod';
import { addDaysToKey, atWarsawTime, dateKey, parseIsoDateTime, toIsoWithOffset } from '../core/warsaw-time';
import { OFFLINE_MAP_ERRORS, pickDay, seriousViolations, trackErrors } from './support';

const LISTING = '/parking-lotnisko-warszawa-chopin/';
/** A car park added with the 16-car-park WAW seed: 4 photos, fenced (it passes the Ogrodzenie filter). */
const GARAGE = { name: 'Garaż Cybernetyki Airport', path: `${LISTING}garaz-cybernetyki-airport/` };
const BLOG_POST = '/blog/jak-tanio-zaparkowac-przy-lotnisku-chopina/';
/** A security feature most WAW car parks have: filtered, the listing still has more than one page. */
const FILTER = 'Ogrodzenie';
const PAGE_SIZE = 10;

/** A Warsaw calendar day `days` after today (the browser runs in Europe/Warsaw, playwright.config). */
const dayFromToday = (days: number) => addDaysToKey(dateKey(new Date()), days);
const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop-1280';

const searchForm = (page: Page) => page.getByRole('form', { name: 'Wyszukaj parking' });
const cards = (page: Page) => page.locator('main article');
const countText = (page: Page) => page.getByText(/^Mamy dla Ciebie \d+ ofert/);
const nextPageLink = (page: Page) => page.getByRole('link', { name: /Następna strona/ });
const bookingCard = (page: Page) => page.locator('#rezerwacja');
const bookingButton = (page: Page) => page.locator('[data-booking-button="card"]').first();
/** Cards that can be booked for the stay (the others say 'Niedostępny'). */
const bookableCards = (page: Page) =>
  cards(page).filter({ has: page.getByRole('link', { name: 'Zarezerwuj', exact: true }) });

/** The Warsaw day and wall-clock time of a URL's ISO parameter, e.g. '2026-12-01T10:00'. */
function stayParam(url: string, name: 'arrivalAt' | 'departureAt'): string | null {
  const date = parseIsoDateTime(new URL(url, 'http://localhost').searchParams.get(name));
  return date ? toIsoWithOffset(date).slice(0, 16) : null;
}

/** The one security filter in a listing URL (`filters=security-2` or `filters=["security-2"]`). */
function filterIn(url: string): string | undefined {
  const values = new URL(url).searchParams.getAll('filters').join(' ');
  return /security-\d+/.exec(values)?.[0];
}

/** The number in 'Mamy dla Ciebie N ofert parkingów!'. */
async function offerCount(page: Page): Promise<number> {
  const text = (await countText(page).textContent()) ?? '';
  const match = /Mamy dla Ciebie (\d+)/.exec(text);
  if (!match) throw new Error(`No offer count in "${text}"`);
  return Number(match[1]);
}

/** The 'km od lotniska' of each card, in order. */
async function distances(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/km od lotniska/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

/** What 'Zarezerwuj' leaves in localStorage for the checkout (stored-form.ts). */
const StoredFormSchema = z.object({
  parkingId: z.union([z.string(), z.number()]),
  formData: z.object({ arrivalDate: z.string(), departureDate: z.string() }),
});

test.describe('with JavaScript', () => {
  test('home search → listing (filter, sort, infinite scroll) → detail (per-day price, gallery) → checkout', async ({
    page,
  }, testInfo) => {
    const errors = trackErrors(page, OFFLINE_MAP_ERRORS);
    const arrival = dayFromToday(9);
    const departure = dayFromToday(13);

    // Home: the hero form, the airport, the dates in the calendar.
    await page.goto('/');
    const form = searchForm(page);
    const arrivalButton = form.getByRole('button', { name: /^Przyjazd/ });
    await expect(arrivalButton).toBeVisible(); // a button (not a date input) once hydrated
    await form.getByLabel('Lotnisko').selectOption({ label: 'Warszawa-Chopin' });
    await arrivalButton.click();
    const calendar = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    await pickDay(calendar, arrival);
    await pickDay(calendar, departure);
    await expect(calendar).toBeHidden();
    await form.getByLabel('Godzina przyjazdu').selectOption('10:00');
    await form.getByLabel('Godzina wyjazdu').selectOption('10:00');
    await form.getByRole('button', { name: 'Szukaj' }).click();

    // Listing: every WAW car park, the first page of them.
    await expect(page).toHaveURL(/\/parking-lotnisko-warszawa-chopin\/\?/);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${arrival}T10:00`);
    expect(stayParam(page.url(), 'departureAt')).toBe(`${departure}T10:00`);
    await expect(countText(page)).toHaveText('Mamy dla Ciebie 16 ofert parkingów!');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first().getByText('Cena za 4 dni')).toBeVisible();

    // A filter: the URL and the results change.
    if (isDesktop(testInfo)) {
      await page.getByRole('complementary').getByRole('checkbox', { name: FILTER, exact: true }).check();
      await expect(page).toHaveURL(/filters=/);
    } else {
      await page.getByRole('button', { name: /^Filtry/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filtry' });
      await drawer.getByRole('checkbox', { name: FILTER, exact: true }).check();
      await expect(page).toHaveURL(/filters=/);
      await drawer.getByRole('button', { name: 'Pokaż wyniki' }).click();
      await expect(drawer).toBeHidden();
    }
    await expect(countText(page)).not.toHaveText('Mamy dla Ciebie 16 ofert parkingów!');
    const filtered = await offerCount(page);
    expect(filtered, `'${FILTER}' should leave more than one page of WAW car parks`).toBeGreaterThan(PAGE_SIZE);
    expect(filtered).toBeLessThan(16);

    // Sort by distance: the filter stays, the order changes.
    const firstByPrice = await cards(page).first().getByRole('heading').textContent();
    await page.getByLabel('Sortuj:').selectOption('distance');
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page).toHaveURL(/filters=/);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstByPrice ?? '');

    // Scrolling down appends the next page in place, until the end.
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await nextPageLink(page).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(filtered);
    await expect(page.getByText('To wszystkie dostępne parkingi')).toBeVisible();
    await expect(nextPageLink(page)).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(new Set(names).size).toBe(filtered);
    const km = await distances(bookableCards(page));
    expect(km).toEqual([...km].sort((a, b) => a - b));

    // Detail of one of the car parks, with the stay from the listing.
    await page.getByRole('article', { name: GARAGE.name }).getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${GARAGE.path}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: GARAGE.name })).toBeVisible();
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${arrival}T10:00`);
    await expect(bookingCard(page).getByText('Cena za 4 dni')).toBeVisible();
    await expect(bookingButton(page)).toHaveText(/^Zarezerwuj za [\d\s]+,\d{2} PLN$/);
    const fourDays = await bookingButton(page).textContent();

    // A day in the per-day carousel: same arrival, departure and price follow.
    const sixDays = page.locator('#ceny-lista [data-days="6"] a');
    await expect(sixDays).toBeVisible();
    const sixDaysPrice = (await sixDays.locator('span').nth(1).textContent())?.trim();
    await sixDays.click();
    await expect.poll(() => stayParam(page.url(), 'departureAt')).toBe(`${addDaysToKey(arrival, 6)}T10:00`);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${arrival}T10:00`);
    await expect(bookingCard(page).getByText('Cena za 6 dni')).toBeVisible();
    await expect(bookingButton(page)).toHaveText(`Zarezerwuj za ${sixDaysPrice}`);
    expect(await bookingButton(page).textContent()).not.toBe(fourDays);
    await expect(sixDays).toHaveAttribute('aria-current', 'true');

    // The gallery lightbox: 'n / total', 'Następne zdjęcie' wraps from the last photo to the first.
    const firstPhoto = page.locator('a[href^="/images/"]:visible').first();
    await firstPhoto.click();
    const lightbox = page.getByRole('dialog');
    const counter = lightbox.locator('p[aria-live]');
    await expect(counter).toHaveText(/^Zdjęcie 1 \/ \d+$/);
    const total = Number(/\/ (\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    for (let photo = 2; photo <= total; photo++) {
      await lightbox.getByRole('button', { name: 'Następne zdjęcie' }).click();
      await expect(counter).toHaveText(`Zdjęcie ${photo} / ${total}`);
    }
    await lightbox.getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect(counter).toHaveText(`Zdjęcie 1 / ${total}`);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    expect(errors).toEqual([]);

    // 'Zarezerwuj za … PLN' goes to checkout with the parking and the stay, and remembers both.
    const stay = {
      arrivalAt: new URL(page.url()).searchParams.get('arrivalAt'),
      departureAt: new URL(page.url()).searchParams.get('departureAt'),
    };
    await bookingButton(page).click();
    await expect(page).toHaveURL(/\/rezerwacja\/\?parkingId=\d+&arrivalAt=[^&]+&departureAt=[^&]+$/);
    const checkout = new URL(page.url());
    const parkingId = checkout.searchParams.get('parkingId');
    expect(checkout.searchParams.get('arrivalAt')).toBe(stay.arrivalAt);
    expect(checkout.searchParams.get('departureAt')).toBe(stay.departureAt);

    const storage = await page.evaluate(() => ({
      selected: window.localStorage.getItem('selected_parking_id'),
      form: window.localStorage.getItem('checkout_form_data'),
    }));
    expect(storage.selected).toBe(parkingId);
    const stored = StoredFormSchema.parse(JSON.parse(storage.form ?? 'null'));
    expect(String(stored.parkingId)).toBe(parkingId);
    expect(Date.parse(stored.formData.arrivalDate)).toBe(Date.parse(stay.arrivalAt ?? ''));
    expect(Date.parse(stored.formData.departureDate)).toBe(Date.parse(stay.departureAt ?? ''));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home form → /parking/ → listing → filter → Następna strona → detail → Sprawdź cenę → checkout link', async ({
    page,
  }, testInfo) => {
    // Home: the native GET form goes through /parking/, which redirects to the airport listing.
    await page.goto('/');
    const form = searchForm(page);
    await expect(form).toHaveAttribute('action', '/parking/');
    await form.getByLabel('Lotnisko').selectOption({ label: 'Warszawa-Chopin' });
    await form.getByLabel('Przyjazd', { exact: true }).fill(dayFromToday(9));
    await form.getByLabel('Godzina przyjazdu').selectOption('10:00');
    await form.getByLabel('Wyjazd', { exact: true }).fill(dayFromToday(13));
    await form.getByLabel('Godzina wyjazdu').selectOption('10:00');
    const viaParking = page.waitForRequest((request) => new URL(request.url()).pathname === '/parking/');
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await viaParking;
    await expect(page).toHaveURL(/\/parking-lotnisko-warszawa-chopin\/\?/);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${dayFromToday(9)}T10:00`);
    await expect(countText(page)).toHaveText('Mamy dla Ciebie 16 ofert parkingów!');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    // A filter checkbox and 'Pokaż wyniki' (phones: inside the 'Filtry' disclosure).
    let panel = page.getByRole('complementary');
    if (!isDesktop(testInfo)) {
      await page.locator('summary', { hasText: 'Filtry' }).click();
      panel = page.locator('details', { has: page.locator('summary', { hasText: 'Filtry' }) });
    }
    await panel.getByRole('checkbox', { name: FILTER, exact: true }).check();
    await panel.getByRole('button', { name: 'Pokaż wyniki' }).click();
    await expect(page).toHaveURL(/filters=security-\d+/);
    const filter = filterIn(page.url());
    expect(filter).toMatch(/^security-\d+$/);
    await expect(countText(page)).not.toHaveText('Mamy dla Ciebie 16 ofert parkingów!');
    const filtered = await offerCount(page);
    expect(filtered, `'${FILTER}' should leave more than one page of WAW car parks`).toBeGreaterThan(PAGE_SIZE);

    // 'Następna strona' is a real link to page 2, keeping the filter and the stay.
    await nextPageLink(page).click();
    await expect(page).toHaveURL(/page=2/);
    expect(filterIn(page.url())).toBe(filter);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${dayFromToday(9)}T10:00`);
    await expect(cards(page)).toHaveCount(filtered - PAGE_SIZE);
    await expect(page.getByText('To wszystkie dostępne parkingi')).toBeVisible();
    await expect(page.getByRole('link', { name: /Poprzednia strona/ })).toBeVisible();

    // A car park from page 2: the link carries the stay, so the price is already there.
    const card = bookableCards(page).first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(bookingCard(page).getByText('Cena za 4 dni')).toBeVisible();
    const fourDays = await bookingButton(page).textContent();

    // The GET booking form: other dates, 'Sprawdź cenę', the price for them.
    const arrival = dayFromToday(20);
    const departure = dayFromToday(23);
    const booking = bookingCard(page);
    await booking.getByLabel('Przyjazd', { exact: true }).fill(arrival);
    await booking.getByLabel('Godzina przyjazdu').selectOption('09:00');
    await booking.getByLabel('Wyjazd', { exact: true }).fill(departure);
    await booking.getByLabel('Godzina wyjazdu').selectOption('09:00');
    await booking.getByRole('button', { name: 'Sprawdź cenę' }).click();
    await expect(page).toHaveURL(new RegExp(`arrivalAt=${arrival}T09%3A00`));
    await expect(booking.getByText('Cena za 3 dni')).toBeVisible();
    await expect(bookingButton(page)).toHaveText(/^Zarezerwuj za [\d\s]+,\d{2} PLN$/);
    expect(await bookingButton(page).textContent()).not.toBe(fourDays);

    // The reservation link carries the parking and the new stay.
    const href = (await bookingButton(page).getAttribute('href')) ?? '';
    const checkout = new URL(href, page.url());
    expect(checkout.pathname).toBe('/rezerwacja/');
    expect(checkout.searchParams.get('parkingId')).toMatch(/^\d+$/);
    expect(stayParam(href, 'arrivalAt')).toBe(`${arrival}T09:00`);
    expect(stayParam(href, 'departureAt')).toBe(`${departure}T09:00`);
  });
});

test.describe('accessibility', () => {
  test('home, listing, detail and a blog post have no serious or critical axe violations', async ({ page }) => {
    // Several axe passes (4–7 s each for a page of ~1,000 elements on 2 cores, more on a busy machine):
    // a fixed amount of work, so the test gets three times the default time.
    test.slow();
    const stay = new URLSearchParams({
      arrivalAt: toIsoWithOffset(atWarsawTime(dayFromToday(9), '10:00')),
      departureAt: toIsoWithOffset(atWarsawTime(dayFromToday(13), '10:00')),
    });
    const pages: { path: string; ready: (page: Page) => Locator }[] = [
      { path: '/', ready: (p) => searchForm(p).getByRole('button', { name: /^Przyjazd/ }) },
      { path: `${LISTING}?${stay}`, ready: (p) => cards(p).first() },
      { path: `${GARAGE.path}?${stay}`, ready: (p) => bookingButton(p).filter({ hasText: /^Zarezerwuj za/ }) },
      { path: BLOG_POST, ready: (p) => p.getByRole('heading', { level: 1 }) },
    ];
    const serious: string[] = [];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      const found = await seriousViolations(page, (builder) => builder.exclude('iframe[src*="openstreetmap"]'));
      serious.push(...found.map((violation) => `${path} ${violation}`));
    }
    expect(serious).toEqual([]);
  });
});
