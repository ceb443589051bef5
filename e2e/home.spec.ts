import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './support';

const isMobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
const header = (page: Page) => page.getByRole('banner');
const airportsSummary = (page: Page) => header(page).locator('summary', { hasText: 'Lotniska' });
const airportsPanel = (page: Page) =>
  header(page).locator('details:has(> summary:has-text("Lotniska")) [data-airport-list]');
const contactPopover = (page: Page) => header(page).locator('details:has(> summary:has-text("+48 22 307 45 90"))');
const menuSummary = (page: Page) => header(page).locator('summary', { hasText: 'Menu' });
const menuPanel = (page: Page) => header(page).locator('details:has(> summary:has-text("Menu")) > div');
const featuredTiles = (page: Page) => page.locator('[data-featured-airports] > li');
const carousel = (page: Page) => page.locator('[data-review-carousel]');

/** Script files the page has fetched so far (to see what is loaded lazily). */
function trackScripts(page: Page) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  return scripts;
}

test.describe('with JavaScript', () => {
  test('desktop: the airport dropdown lists every airport and closes on Escape, outside click and navigation', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'desktop navigation');
    await page.goto('/');
    const summary = airportsSummary(page);
    await expect(summary).toHaveAttribute('data-open', 'false');

    await summary.click();
    await expect(summary).toHaveAttribute('data-open', 'true');
    const items = airportsPanel(page).locator('li');
    await expect(items).toHaveCount(15);
    await expect(items.first()).toContainText('Parking przy lotnisku');
    await expect(items.first().getByText(/^[A-Z]{3}$/)).toHaveText('WAW');
    const box = await airportsPanel(page).boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(800 / 2 + 1); // max-height 50vh, scrolls inside

    await page.keyboard.press('Escape');
    await expect(summary).toHaveAttribute('data-open', 'false');
    await expect(airportsPanel(page)).toBeHidden();
    await expect(summary).toBeFocused();

    // Keyboard: Enter opens, Tab reaches the first airport.
    await page.keyboard.press('Enter');
    await expect(airportsPanel(page)).toBeVisible();
    // The outside-click listener comes with the open state (after the toggle event): wait for it.
    await expect(summary).toHaveAttribute('data-open', 'true');
    await page.keyboard.press('Tab');
    await expect(items.first().getByRole('link')).toBeFocused();

    await page.mouse.click(20, 700); // outside the header and the panel
    await expect(airportsPanel(page)).toBeHidden();

    await summary.click();
    await items.filter({ hasText: 'KRK' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/parking-lotnisko-krakow-balice\/$/);
    await expect(airportsPanel(page)).toBeHidden();
    await expect(summary).toHaveAttribute('data-open', 'false');
  });

  test('desktop: the contact popover shows the phone, e-mail and "Zadzwoń i zarezerwuj!"', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'desktop navigation');
    await page.goto('/');
    await contactPopover(page).locator('summary').click();
    await expect(contactPopover(page).getByText('Zadzwoń i zarezerwuj!')).toBeVisible();
    await expect(contactPopover(page).getByRole('link', { name: 'pomoc@parkolot.pl' })).toHaveAttribute(
      'href',
      'mailto:pomoc@parkolot.pl',
    );
    await expect(contactPopover(page).getByRole('link', { name: '+48 22 307 45 90' })).toHaveAttribute(
      'href',
      'tel:+48223074590',
    );
    await expect(contactPopover(page).getByText('pon.–pt. 9:00–16:00')).toBeVisible();
  });

  test('toasts: the toaster loads on the first toast and shows one at a time', async ({ page, context }, testInfo) => {
    test.skip(isMobile(testInfo), 'the copy buttons are in the desktop popover');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts = trackScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
    const loadedBefore = scripts.size;

    await contactPopover(page).locator('summary').click();
    await contactPopover(page).getByRole('button', { name: 'Kopiuj numer telefonu' }).click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ visible: true })).toHaveCount(1);
    await expect(toasts.first()).toContainText('Skopiowano numer telefonu');
    expect(scripts.size).toBeGreaterThan(loadedBefore); // sonner came in its own chunk just now
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+48 22 307 45 90');

    // The popover stays open after copying.
    await contactPopover(page).getByRole('button', { name: 'Kopiuj adres e-mail' }).click();
    await expect(page.getByText('Skopiowano adres e-mail')).toBeVisible();
    await expect(page.getByText('Skopiowano numer telefonu')).toBeHidden();
    await expect(toasts.filter({ visible: true })).toHaveCount(1);
  });

  test('mobile: the menu holds the airports, links and contact, and closes on Escape', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'mobile navigation');
    await page.goto('/');
    const summary = menuSummary(page);
    await summary.click();
    await expect(summary).toHaveAttribute('data-open', 'true');
    const panel = menuPanel(page);
    await expect(panel.locator('[data-airport-list] li')).toHaveCount(15);
    const list = panel.locator('[data-airport-list]');
    const { clientHeight, scrollHeight } = await list.evaluate((el) => ({
      clientHeight: el.clientHeight,
      scrollHeight: el.scrollHeight,
    }));
    expect(clientHeight).toBeLessThanOrEqual(16 * 16);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    for (const name of ['Jak to działa', 'Blog', 'Kontakt']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByText('Zadzwoń i zarezerwuj!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(summary).toHaveAttribute('data-open', 'false');

    await summary.click();
    await panel.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(panel).toBeHidden();
  });

  test('"Zobacz wszystkie lotniska" reveals every featured airport without a navigation', async ({ page }) => {
    await page.goto('/');
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(3);
    const total = await featuredTiles(page).count();
    expect(total).toBeGreaterThan(3);
    await page.getByRole('link', { name: 'Zobacz wszystkie lotniska' }).click();
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(total);
    expect(new URL(page.url()).search).toBe('');
    await expect(featuredTiles(page).nth(3).getByRole('link')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Zobacz wszystkie lotniska' })).toHaveCount(0);
  });

  test('the review carousel loads lazily, loops with the arrows and autoplays, pausing on hover and a hidden tab', async ({
    page,
  }) => {
    const scripts = trackScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const loadedBefore = scripts.size;
    await expect(carousel(page)).not.toHaveAttribute('data-autoplay', /.*/);

    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', /playing|paused/);
    expect(scripts.size).toBeGreaterThan(loadedBefore); // embla came in its own chunk

    const next = page.getByRole('button', { name: 'Następna opinia' });
    const previous = page.getByRole('button', { name: 'Poprzednia opinia' });
    const index = async () => Number(await carousel(page).getAttribute('data-selected-index'));
    // The pointer over the carousel pauses autoplay, so only the arrows move it from here on: each
    // step is awaited on the index it must reach (a click's slide is announced after its animation).
    await previous.hover();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused');
    // Forward to the first review (wrapping from the last unless it starts there), back across the
    // wrap to the last one, and forward across it again.
    for (let at = await index(); at !== 0; at = (at + 1) % 9) {
      await next.click();
      await expect.poll(index).toBe((at + 1) % 9);
    }
    await previous.click();
    await expect.poll(index).toBe(8);
    await next.click();
    await expect.poll(index).toBe(0);
    await next.click();
    await expect.poll(index).toBe(1);

    // Interaction pauses; leaving the carousel resumes autoplay, which moves on by itself.
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(1, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'playing');
    const before = await index();
    await expect.poll(index, { timeout: 10_000 }).not.toBe(before);

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused');
    await setVisibility('visible');
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'playing');
  });

  test('the pause button stops autoplay until pressed again', async ({ page }) => {
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    const pause = page.getByRole('button', { name: 'Wstrzymaj automatyczne przewijanie' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(1, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused');
    await pause.click();
    await page.mouse.move(1, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'playing');
  });

  test('home and 404 have no serious or critical accessibility violations', async ({ page }) => {
    // Several axe passes (4–7 s each for a page of ~1,000 elements on 2 cores, more on a busy machine):
    // a fixed amount of work, so the test gets three times the default time.
    test.slow();
    for (const path of ['/', '/nie-ma-takiej-strony/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(
        await seriousViolations(page, (builder) => builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])),
      ).toEqual([]);
    }
  });

  test('home with the menus open has no serious or critical accessibility violations', async ({ page }, testInfo) => {
    // Several axe passes (4–7 s each for a page of ~1,000 elements on 2 cores, more on a busy machine):
    // a fixed amount of work, so the test gets three times the default time.
    test.slow();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await (isMobile(testInfo) ? menuSummary(page) : airportsSummary(page)).click();
    expect(await seriousViolations(page, (builder) => builder.include('header'))).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header dropdown and the mobile menu open and close natively', async ({ page }, testInfo) => {
    await page.goto('/');
    if (isMobile(testInfo)) {
      await menuSummary(page).click();
      await expect(menuPanel(page).locator('[data-airport-list] li')).toHaveCount(15);
      await expect(menuPanel(page).getByText('Zadzwoń i zarezerwuj!')).toBeVisible();
      await menuSummary(page).click();
      await expect(menuPanel(page)).toBeHidden();
    } else {
      await airportsSummary(page).click();
      await expect(airportsPanel(page).locator('li')).toHaveCount(15);
      await expect(airportsPanel(page)).toBeVisible();
      await airportsSummary(page).click();
      await expect(airportsPanel(page)).toBeHidden();
    }
    // Nothing claims an expanded state the server cannot know.
    await expect(page.locator('[aria-expanded]')).toHaveCount(0);
  });

  test('"Zobacz wszystkie lotniska" shows every featured airport through the server', async ({ page }) => {
    await page.goto('/');
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(3);
    const total = await featuredTiles(page).count(); // the rest is in the HTML, hidden
    expect(total).toBeGreaterThan(3);
    await page.getByRole('link', { name: 'Zobacz wszystkie lotniska' }).click();
    await expect(page).toHaveURL(/\?lotniska=wszystkie#polecane-lotniska$/);
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(total);
    await expect(page.getByRole('link', { name: 'Zobacz wszystkie lotniska' })).toHaveCount(0);
  });

  test('the reviews are a scrollable list of 9, without arrows', async ({ page }) => {
    await page.goto('/');
    const list = carousel(page).locator('ul > li');
    await expect(list).toHaveCount(9);
    const scroller = carousel(page).getByRole('region');
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expect(page.getByRole('button', { name: 'Następna opinia' })).toHaveCount(0);
    await expect(carousel(page).locator('blockquote').first()).toContainText(/^„.+”$/);
  });
});
