// The airport listing as a traveller uses it, with JS and without, at 360 px and 1280 px.
// The seed has 16 car parks at WAW (two pages); for a third page this file runs its own server on a
// fresh in-memory database with 8 more car parks at WAW: 24 results, three pages of 10, 10 and 4.
import { expect, test as base, type Page } from '@playwright/test';
import { addWarsawTestParkings, startBackend } from '../tests/backend/harness';
import { startTestServer, type TestServer } from '../tests/setup/server-harness';
import { z } from 'zod';
import { seriousViolations } from './support';

const test = base.extend<object, { listingServer: TestServer }>({
  listingServer: [
    async ({}, use) => {
      const backend = await startBackend();
      await addWarsawTestParkings(backend, 8, 'parking-krakowiakow');
      const server = await startTestServer({ backend });
      await use(server);
      await server.close();
    },
    // An in-memory PostgreSQL (PGlite) is migrated and seeded first: slower than a test on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});

const PATH = '/parking-lotnisko-warszawa-chopin/';
/** A five-day stay three weeks ahead (10:00 UTC; the page rewrites it with the Warsaw offset). */
function stayQuery(): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  const ymd = day.toISOString().slice(0, 10);
  const later = new Date(day.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({ arrivalAt: `${ymd}T10:00:00Z`, departureAt: `${later}T10:00:00Z` }).toString();
}

const cards = (page: Page) => page.locator('main article');
const countText = (page: Page) => page.getByText(/Mamy dla Ciebie/);
const isDesktop = (name: string) => name === 'desktop-1280';

async function open(page: Page, server: TestServer, query = stayQuery()) {
  await page.goto(`${server.url}${PATH}?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parking przy lotnisku Warszawa-Chopin' })).toBeVisible();
}

/** Waits until React has hydrated (the no-JS submit button disappears). */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Sortuj' })).toBeHidden({ timeout: 15_000 });
}

/** Each result card's computed `content-visibility` when the document has been parsed, for `cardsWhenParsed`. */
async function recordCardsWhenParsed(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const items = document.querySelectorAll('[data-cards] > li');
      Reflect.set(
        window,
        '__cardsWhenParsed',
        [...items].map((item) => getComputedStyle(item).contentVisibility),
      );
    });
  });
}
async function cardsWhenParsed(page: Page): Promise<string[]> {
  return z.array(z.string()).parse(await page.evaluate(() => Reflect.get(window, '__cardsWhenParsed')));
}
function cardsNow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-cards] > li')].map((item) => getComputedStyle(item).contentVisibility),
  );
}

test.describe('with JavaScript', () => {
  test('shows the first page of cards with the offer count', async ({ page, listingServer }) => {
    await open(page, listingServer);
    await expect(countText(page)).toHaveText('Mamy dla Ciebie 24 oferty parkingów!');
    await expect(cards(page)).toHaveCount(10);
    const first = cards(page).first();
    await expect(first.getByText(/km od lotniska/)).toBeVisible();
    await expect(first.getByText(/min\. transferu/)).toBeVisible();
    await expect(first.getByText('Cena za 5 dni')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Zarezerwuj' })).toHaveAttribute(
      'href',
      /^\/rezerwacja\/\?parkingId=\d+/,
    );
  });

  test('a filter toggle updates the URL and narrows the results', async ({ page, listingServer }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the sidebar is the desktop layout; phones use the drawer');
    await open(page, listingServer);
    await hydrated(page);
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('checkbox', { name: 'Odczyt tablic rejestracyjnych' }).check();
    await expect(page).toHaveURL(/filters=/);
    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '[]');
    expect(filters).toEqual([expect.stringMatching(/^security-\d+$/)]);
    await expect(countText(page)).not.toHaveText('Mamy dla Ciebie 24 oferty parkingów!');
    const filteredCount = await cards(page).count();
    expect(filteredCount).toBeLessThan(10);
    await expect(sidebar.getByRole('checkbox', { name: 'Odczyt tablic rejestracyjnych' })).toBeChecked();
    // The reset brings every parking back.
    await sidebar.getByRole('link', { name: 'Wyczyść filtry' }).click();
    await expect(countText(page)).toHaveText('Mamy dla Ciebie 24 oferty parkingów!');
    expect(new URL(page.url()).searchParams.has('filters')).toBe(false);
  });

  test('the filter sidebar sticks below the site header: its heading and badge stay in view', async ({
    page,
    listingServer,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the sidebar is the desktop layout; phones use the drawer');
    await open(page, listingServer);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = await page.locator('body > header').boundingBox();
    const heading = page.getByRole('complementary').getByRole('heading', { name: /^Filtry/ });
    await expect(heading).toBeInViewport();
    await expect(heading).toContainText('1');
    const box = await heading.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test('filtering far down the list to no results brings the list top and Wyczyść filtry into view', async ({
    page,
    listingServer,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the sidebar is the desktop layout; phones use the drawer');
    // One listing search per filter ticked.
    test.slow();
    await open(page, listingServer);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const sidebar = page.getByRole('complementary');
    const boxes = await sidebar.getByRole('checkbox').all();
    for (const [index, box] of boxes.entries()) {
      await box.check();
      // One filter at a time, each applied (in the URL) before the next is ticked.
      await expect
        .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '[]').length, { timeout: 20_000 })
        .toBe(index + 1);
    }
    const empty = page.getByText('Nie znaleziono parkingów z zastosowanymi filtrami.');
    await expect(empty).toBeVisible();
    await expect(empty).toBeInViewport();
    await expect(page.getByRole('main').getByRole('link', { name: 'Wyczyść filtry' }).last()).toBeInViewport();
  });

  test("the sidebar's 'Przyjazd / Wyjazd' changes the search after a pause, replacing the history entry", async ({
    page,
    listingServer,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the sidebar is the desktop layout; phones use the drawer');
    // The pause, then a new search of the listing (prices for 24 car parks).
    test.slow();
    await open(page, listingServer);
    await hydrated(page);
    await expect(cards(page).first().getByText('Cena za 5 dni')).toBeVisible();
    const form = page.getByRole('form', { name: 'Zmień daty pobytu' });
    await form.getByText('Przyjazd / Wyjazd').click();
    const entries = await page.evaluate(() => window.history.length);
    const departure = form.getByLabel('Godzina wyjazdu');
    await departure.selectOption('23:30');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('departureAt') ?? '', { timeout: 20_000 })
      .toMatch(/T23:30:00[+-]\d{2}:\d{2}$/);
    await expect(cards(page).first().getByText('Cena za 6 dni')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    // The bar at the top follows: one stay on the page.
    await expect(page.getByRole('form', { name: 'Wyszukaj parking' }).getByLabel('Godzina wyjazdu')).toHaveValue(
      '23:30',
    );
  });

  test('sorting by distance reorders the cards', async ({ page, listingServer }) => {
    await open(page, listingServer);
    await hydrated(page);
    const firstBefore = await cards(page).first().getByRole('heading').textContent();
    await page.getByLabel('Sortuj:').selectOption('distance');
    await expect(page).toHaveURL(/sort=distance/);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstBefore ?? '');
    const distances = await cards(page)
      .getByText(/km od lotniska/)
      .allTextContents();
    const km = distances.map((t) => Number(t.replace(',', '.').replace(/[^\d.]/g, '')));
    expect(km.length).toBe(10);
    await page.getByLabel('Sortuj:').selectOption('rating_desc');
    await expect(page).toHaveURL(/sort=rating_desc/);
    await page.getByLabel('Sortuj:').selectOption('price');
    await expect(page).not.toHaveURL(/sort=/);
  });

  test('scrolling loads the next pages until the end', async ({ page, listingServer }) => {
    await open(page, listingServer);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('link', { name: /Następna strona/ }).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('link', { name: /Następna strona/ }).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText('To wszystkie dostępne parkingi')).toBeVisible();
    await expect(page.getByRole('link', { name: /Następna strona/ })).toHaveCount(0);
    // Appended in place: the address is still page 1.
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(new Set(names).size).toBe(24);
  });

  test('the mobile Filtry drawer opens with a badge and applies a filter', async ({
    page,
    listingServer,
  }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'the drawer is the phone layout');
    await open(page, listingServer);
    await hydrated(page);
    const trigger = page.getByRole('button', { name: /^Filtry/ });
    await expect(trigger).toContainText('1');
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Typ usługi' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Udogodnienia' })).toBeVisible();
    expect(await seriousViolations(page, (builder) => builder.include('[role="dialog"]'))).toEqual([]);
    await drawer.getByRole('checkbox', { name: 'Odczyt tablic rejestracyjnych' }).check();
    await expect(page).toHaveURL(/filters=/);
    await expect(drawer.getByRole('checkbox', { name: 'Odczyt tablic rejestracyjnych' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Pokaż wyniki' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filtry/ })).toContainText('2');
    await expect(countText(page)).not.toHaveText('Mamy dla Ciebie 24 oferty parkingów!');
  });

  test('the Filtry drawer takes the keyboard focus and gives it back to Filtry', async ({
    page,
    listingServer,
  }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'the drawer is the phone layout');
    await open(page, listingServer);
    await hydrated(page);
    const trigger = page.getByRole('button', { name: /^Filtry/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await expect(drawer.getByRole('button', { name: 'Zamknij filtry' })).toBeFocused();
    // Tab stays inside: never on the cards behind the overlay.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Zarezerwuj stores the chosen parking and goes to checkout', async ({ page, listingServer }) => {
    await open(page, listingServer);
    await hydrated(page);
    const link = cards(page).first().getByRole('link', { name: 'Zarezerwuj' });
    const href = await link.getAttribute('href');
    const parkingId = new URL(href ?? '', listingServer.url).searchParams.get('parkingId');
    await link.click();
    await expect(page).toHaveURL(/\/rezerwacja\/\?parkingId=/);
    expect(await page.evaluate(() => window.localStorage.getItem('selected_parking_id'))).toBe(parkingId);
  });

  test('has no serious accessibility violations', async ({ page, listingServer }) => {
    await open(page, listingServer);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the server-rendered page (no app scripts) has no serious accessibility violations', async ({
    page,
    listingServer,
  }, testInfo) => {
    // axe needs JS, so the no-JS page is checked by blocking the app's scripts instead.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await open(page, listingServer);
    if (!isDesktop(testInfo.project.name)) await page.locator('summary', { hasText: 'Filtry' }).click();
    await expect(page.getByRole('button', { name: 'Sortuj' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a fresh load renders the cards below the first screen in the frames after it, every one', async ({
    page,
    listingServer,
  }) => {
    await recordCardsWhenParsed(page);
    await open(page, listingServer);
    // While the HTML was parsed the browser could skip cards 4–10 (decision 0039)…
    expect(await cardsWhenParsed(page)).toEqual([...Array(3).fill('visible'), ...Array(7).fill('auto')]);
    // …and a few frames later every card is rendered, as a capture or the End key finds them.
    await expect.poll(() => cardsNow(page)).toEqual(Array(10).fill('visible'));
  });

  test('a reload renders every card at once and lands on the same card', async ({ page, listingServer }) => {
    await open(page, listingServer);
    await hydrated(page);
    const eighth = cards(page).nth(7);
    await eighth.evaluate((card) => card.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const before = await eighth.evaluate((card) => Math.round(card.getBoundingClientRect().top));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await recordCardsWhenParsed(page);
    await page.reload();
    // The position is restored by number: no card is left at an estimated height to move it.
    expect(await cardsWhenParsed(page)).toEqual(Array(10).fill('visible'));
    await hydrated(page);
    await expect.poll(() => eighth.evaluate((card) => Math.round(card.getBoundingClientRect().top))).toBe(before);
  });

  test('an unknown airport shows the 404 screen', async ({ page, listingServer }) => {
    const response = await page.goto(`${listingServer.url}/parking-lotnisko-atlantyda/`);
    expect(response?.status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a checkbox and Pokaż wyniki apply the filter', async ({ page, listingServer }, testInfo) => {
    await open(page, listingServer);
    let panel = page.getByRole('complementary');
    if (isDesktop(testInfo.project.name)) {
      await page.mouse.wheel(0, 600); // the sidebar now sticks below the header
    } else {
      await page.locator('summary', { hasText: 'Filtry' }).click();
      panel = page.locator('details');
    }
    // The button is in view (at the bottom of the sidebar's scrolling box; of the screen on a phone),
    // not below every checkbox.
    await expect(panel.getByRole('button', { name: 'Pokaż wyniki' })).toBeInViewport();
    await panel.getByRole('checkbox', { name: 'Odczyt tablic rejestracyjnych' }).check();
    await panel.getByRole('button', { name: 'Pokaż wyniki' }).click();
    await expect(page).toHaveURL(/filters=security-\d+/);
    await expect(countText(page)).not.toHaveText('Mamy dla Ciebie 24 oferty parkingów!');
    expect(await cards(page).count()).toBeLessThan(10);
  });

  test('the sort form submits with its button', async ({ page, listingServer }) => {
    await open(page, listingServer);
    const before = await cards(page).first().getByRole('heading').textContent();
    await page.getByLabel('Sortuj:').selectOption('distance');
    await page.getByRole('button', { name: 'Sortuj' }).click();
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page.getByLabel('Sortuj:')).toHaveValue('distance');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(before ?? '');
  });

  test('Następna strona links page by page to the end', async ({ page, listingServer }) => {
    await open(page, listingServer);
    const firstPage = await cards(page).getByRole('heading').allTextContents();
    await page.getByRole('link', { name: /Następna strona/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(10);
    const secondPage = await cards(page).getByRole('heading').allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    await expect(page.getByRole('link', { name: /Poprzednia strona/ })).toBeVisible();
    await page.getByRole('link', { name: /Następna strona/ }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByText('To wszystkie dostępne parkingi')).toBeVisible();
    await expect(page.getByRole('link', { name: /Następna strona/ })).toHaveCount(0);
  });
});
