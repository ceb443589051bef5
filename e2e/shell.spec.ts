import { expect, test, type Page } from '@playwright/test';
import { trackErrors } from './support';

const featuredTiles = (page: Page) => page.locator('[data-featured-airports] > li');

test.describe('with JavaScript', () => {
  test('home shows the featured airports and hydrates without errors', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Najlepszy parking przy lotnisku w Polsce | Parkolot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najlepszy parking przy lotnisku w Polsce');
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(3);
    await expect(page.getByRole('link', { name: /Warszawa-Chopin/ }).first()).toHaveAttribute(
      'href',
      '/parking-lotnisko-warszawa-chopin/',
    );
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a path without a trailing slash lands on the slashed URL, keeping the query', async ({ page }) => {
    await page.goto('/nie-ma-takiej-strony?x=1');
    expect(new URL(page.url()).pathname).toBe('/nie-ma-takiej-strony/');
    expect(new URL(page.url()).search).toBe('?x=1');
  });

  test('an unknown page shows the 404 screen inside the shell, with a way home', async ({ page }) => {
    const response = await page.goto('/nie-ma-takiej-strony/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Strona nie znaleziona');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('pon.–pt. 9:00–16:00');
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Najlepszy parking przy lotnisku w Polsce | Parkolot');
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(3);
  });

  test('a new path starts at the top; back restores the scroll position', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Najczęstsze pytania (FAQ)' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home is complete as server-rendered HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(featuredTiles(page).filter({ visible: true })).toHaveCount(3);
    await expect(page.getByText('pon.–pt. 9:00–16:00').last()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });

  test('the 404 screen and its link home work', async ({ page }) => {
    const response = await page.goto('/a/b/c/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
