// Moving between pages as a traveller sees it: where a new page starts, smooth in-page anchors, and the
// feedback while a slow page loads (issue 14, items 7 and 8).
import { expect, test, type Page } from '@playwright/test';
import { addDaysToKey, atWarsawTime, dateKey, toIsoWithOffset } from '../core/warsaw-time';

const WAW = '/parking-lotnisko-warszawa-chopin/';

function stayQuery(): string {
  const first = addDaysToKey(dateKey(new Date()), 20);
  return new URLSearchParams({
    arrivalAt: toIsoWithOffset(atWarsawTime(first, '12:00')),
    departureAt: toIsoWithOffset(atWarsawTime(addDaysToKey(first, 4), '12:00')),
  }).toString();
}

/** Waits until React has taken over the server-rendered page (links then navigate in the page). */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
  );
}

/** Waits until the page shows `title` as its h1, then one frame more, and answers where it is scrolled. */
function scrollWhenShown(page: Page, title: string): Promise<number> {
  return page.evaluate(async (expected) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (document.querySelector('h1')?.textContent?.trim() !== expected) await frame();
    await frame();
    return window.scrollY;
  }, title);
}

/** Holds back the data of the route `routeId` until the returned `release()` (that page on a slow network). */
async function holdBackData(page: Page, routeId: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.searchParams.get('_data') === routeId,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('a new page starts at the top at once, also from and to an article with rich text', async ({ page }) => {
  await page.goto('/blog/jak-tanio-zaparkowac-przy-lotnisku-chopina/');
  await hydrated(page);
  // Rich text asks for smooth scrolling on the page (in-page anchors, spec §9).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  const similar = page.getByRole('region', { name: 'Podobne artykuły' }).locator('article').first();
  const title = (await similar.getByRole('heading').innerText()).trim();
  await similar.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  const scrolled = scrollWhenShown(page, title);
  await similar.getByRole('link').click();
  // The first frame of the new article is its top, not a one-second glide up from the old position.
  expect(await scrolled).toBe(0);
});

test('an in-page anchor still scrolls smoothly and stops 80 px below the top', async ({ page }) => {
  await page.goto('/faq/');
  await hydrated(page);
  const topics = page.getByRole('navigation', { name: 'Tematy' }).getByRole('link');
  const last = topics.last();
  const target = page.locator(`[id="${((await last.getAttribute('href')) ?? '').slice(1)}"]`);
  // Scroll positions frame by frame after the click: a glide passes through several.
  const positions = page.evaluate(async () => {
    const seen: number[] = [];
    const start = window.scrollY;
    while (seen.length < 120 && (seen.length === 0 || seen.at(-1) !== seen.at(-2) || seen.at(-1) === start)) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(window.scrollY);
    }
    return seen;
  });
  await last.click();
  expect(new Set(await positions).size).toBeGreaterThan(2);
  await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
});

test('from the listing to a car park on a slow network: a progress bar and the page skeleton', async ({ page }) => {
  // Two page loads, one of them held back on purpose.
  test.slow();
  await page.goto(`${WAW}?${stayQuery()}`);
  await expect(page.getByRole('button', { name: 'Sortuj' })).toBeHidden({ timeout: 15_000 });
  // The car park's data is held back until the loading state has been seen.
  const release = await holdBackData(page, 'routes/$airportSlug.$parkingSlug');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const headerBox = await page.locator('body > header').boundingBox();
  await card.getByRole('heading').getByRole('link').click();

  const status = page.getByRole('status').filter({ hasText: 'Ładowanie strony…' });
  await expect(status).toBeAttached();
  await expect(page.locator('.nav-progress')).toBeVisible();
  // Spec §2 detail 'Loading skeleton' in place of the listing.
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
  // The bar lies over the page: the header has not moved.
  expect(await page.locator('body > header').boundingBox()).toEqual(headerBox);

  release();
  // The car park's page (its loader asks the API for prices and availability) on a busy test machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 });
  await expect(status).toHaveCount(0);
  await expect(page.locator('.nav-progress')).toHaveCount(0);
});

test('back from the blog list lands where a car park page was left; its skeleton showed in view meanwhile', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${WAW}?${stayQuery()}`);
  const carPark = await page
    .locator('main article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  await page.goto(carPark ?? '');
  await hydrated(page);
  // Scrolled to the reviews at the end of the page: further down than the blog list's skeleton reaches.
  await page.evaluate(() => document.querySelector('#opinie')?.scrollIntoView({ behavior: 'instant' }));
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(1000);

  const release = await holdBackData(page, 'routes/blog._index');
  // A click where the traveller is (the footer's link, which Playwright would first scroll to).
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/blog/"]')?.click());
  const skeleton = page.locator('main [role="status"]').filter({ hasText: 'Ładowanie artykułów' });
  await expect(skeleton).toBeInViewport();
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(left);

  release();
  // The list itself (its skeleton has the same heading): the navigation has completed.
  await expect(skeleton).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main article').first()).toBeVisible();
  await page.goBack();
  await expect(page.locator('#opinie')).toBeAttached();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
});
