import { expect, test, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors so a journey can assert there were none. */
function trackErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('with JavaScript', () => {
  test('home lists every airport and hydrates without errors', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(/Parkolot/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const airportLinks = page.locator('main a[href^="/parking-lotnisko-"]');
    await expect(airportLinks).toHaveCount(15);
    await expect(page.getByRole('link', { name: /Warszawa-Chopin/ })).toHaveAttribute('href', '/parking-lotnisko-warszawa-chopin/');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a path without a trailing slash lands on the slashed URL, keeping the query', async ({ page }) => {
    await page.goto('/nie-ma-takiej-strony?x=1');
    expect(new URL(page.url()).pathname).toBe('/nie-ma-takiej-strony/');
    expect(new URL(page.url()).search).toBe('?x=1');
  });

  test('an unknown page shows the generic error screen with a way home', async ({ page }) => {
    const response = await page.goto('/nie-ma-takiej-strony/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main a[href^="/parking-lotnisko-"]')).toHaveCount(15);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home is complete as server-rendered HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/parking-lotnisko-"]')).toHaveCount(15);
    await expect(page.getByText('pon.–pt. 9:00–16:00')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });
});
