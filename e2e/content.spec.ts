import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, trackErrors } from './support';

const faqItems = (page: Page) => page.locator('main details[name="faq"]');
const openFaqItems = (page: Page) => page.locator('main details[name="faq"][open]');

async function faqOneOpenAtATime(page: Page) {
  await page.goto('/faq/');
  await expect(faqItems(page)).toHaveCount(20);
  await expect(openFaqItems(page)).toHaveCount(0);

  const first = faqItems(page).nth(0);
  const fifth = faqItems(page).nth(4);
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(/Wybierz lotnisko oraz datę/)).toBeVisible();

  await fifth.locator('summary').click();
  await expect(fifth).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(openFaqItems(page)).toHaveCount(1);

  await fifth.locator('summary').click();
  await expect(openFaqItems(page)).toHaveCount(0);
}

async function fillProposal(page: Page) {
  await page.getByLabel('Nazwa firmy').fill('Parking Przy Pasie');
  await page.getByLabel('Osoba kontaktowa').fill('Piotr Lis');
  await page.getByLabel('E-mail').fill('piotr@przypasie.pl');
  await page.getByLabel('Telefon').fill('+48 602 303 404');
  await page.getByLabel('Miasto i lotnisko').selectOption('KRK');
  await page.getByLabel('Liczba miejsc parkingowych').fill('60');
  await page.getByLabel('Adres parkingu').fill('ul. Kapitana Medweckiego 5, 32-083 Balice');
  await page.getByLabel(/Wiadomość/).fill('Plac utwardzony, monitoring, transfer całodobowy.');
  await page.getByLabel(/Wyrażam zgodę/).check();
}

test.describe('with JavaScript', () => {
  test('blog list → article → similar article, no console errors', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/blog/');
    await expect(page).toHaveTitle('Blog – porady dla podróżnych | Parkolot');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(7);
    await expect(cards.first()).toContainText(/min czytania/);

    const firstTitle = (await cards.first().getByRole('heading').innerText()).trim();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    await expect(page).toHaveTitle(`${firstTitle} | Blog Parkolot`);
    await expect(
      page
        .getByRole('img')
        .filter({ has: page.locator('[width="1200"]') })
        .or(page.locator('main img[width="1200"]'))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wyszukaj parking' })).toHaveAttribute('href', '/');

    // Headings stop 80 px below the top when reached through an anchor (spec §9).
    const h2 = page.locator('.rich-text h2').first();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    const id = await h2.getAttribute('id');
    await page.goto(`${page.url()}#${id}`);
    await expect.poll(() => h2.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);

    const similar = page.getByRole('region', { name: 'Podobne artykuły' }).locator('article');
    await expect(similar).toHaveCount(2);
    const similarTitle = (await similar.first().getByRole('heading').innerText()).trim();
    await similar.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(similarTitle);

    await page.getByRole('link', { name: '← Wszystkie artykuły' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(cards).toHaveCount(7);
    expect(errors).toEqual([]);
  });

  test('share uses the Web Share API when the device has it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          document.body.dataset.shared = `${data.title}|${data.url}`;
        },
      });
    });
    await page.goto('/blog/parking-przy-lotnisku-czy-taksowka/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Udostępnij artykuł' }).first().click();
    await expect(page.locator('body')).toHaveAttribute(
      'data-shared',
      /^Parking przy lotnisku czy taksówka – co się bardziej opłaca\?\|http:\/\/.+\/blog\/parking-przy-lotnisku-czy-taksowka\/$/,
    );
    await expect(page).toHaveURL(/\/blog\/parking-przy-lotnisku-czy-taksowka\/$/);
  });

  test('share copies the link when there is no Web Share API', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await page.goto('/blog/parking-przy-lotnisku-czy-taksowka/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Udostępnij artykuł' }).first().click();
    await expect(page.getByText('Link do artykułu skopiowany do schowka.').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/blog\/parking-przy-lotnisku-czy-taksowka\/$/,
    );
  });

  test('an unknown article redirects to the blog list', async ({ page }) => {
    await page.goto('/blog/nie-ma-takiego-artykulu/');
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('FAQ keeps one question open at a time', async ({ page }) => {
    await faqOneOpenAtATime(page);
  });

  test('add parking: client-side messages, then a successful submission', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/dodaj-parking/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Dodaj swój parking' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dlaczego warto' })).toBeVisible();

    await page.getByLabel('E-mail').fill('piotr@');
    await page.getByLabel('E-mail').blur();
    const form = page.locator('form#parking-proposal');
    await expect(form.getByText('Podaj poprawny adres e-mail, np. biuro@twojparking.pl.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(form.getByText('Podaj nazwę firmy.')).toBeVisible();
    await expect(
      form.getByText('Zaznacz zgodę, abyśmy mogli skontaktować się z Tobą w sprawie zgłoszenia.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dodaj-parking\/$/);

    await fillProposal(page);
    await expect(form.getByText('Podaj poprawny adres e-mail, np. biuro@twojparking.pl.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(page).toHaveURL(/\/dodaj-parking\/\?wyslano=1$/);
    await expect(page.getByRole('heading', { name: 'Dziękujemy! Zgłoszenie zostało wysłane.' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('content pages have no serious or critical accessibility violations', async ({ page }) => {
    // Several axe passes (4–7 s each for a page of ~1,000 elements on 2 cores, more on a busy machine):
    // a fixed amount of work, so the test gets three times the default time.
    test.slow();
    test.setTimeout(90_000);
    for (const path of [
      '/blog/',
      '/blog/jak-tanio-zaparkowac-przy-lotnisku-chopina/',
      '/faq/',
      '/jak-to-dziala/',
      '/kontakt/',
      '/dodaj-parking/',
      '/regulamin/',
      '/polityka-prywatnosci/',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(
        (
          await seriousViolations(page, (builder) => builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']))
        ).map((violation) => `${path} ${violation}`),
      ).toEqual([]);
    }
  });

  test('the add-parking form with its messages shown has no serious accessibility violations', async ({ page }) => {
    await page.goto('/dodaj-parking/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(page.getByText('Podaj nazwę firmy.')).toBeVisible();
    expect(await seriousViolations(page, (builder) => builder.include('main'))).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('blog list and article are complete server-rendered pages', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.locator('main article')).toHaveCount(7);
    await page.locator('main article').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
    await expect(page.locator('.rich-text h2').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Udostępnij artykuł' }).first()).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
  });

  test('FAQ keeps one question open at a time natively', async ({ page }) => {
    await faqOneOpenAtATime(page);
  });

  test('add parking: server messages keep the typed values, then the thank-you page', async ({ page }) => {
    await page.goto('/dodaj-parking/');
    await fillProposal(page);
    await page.getByLabel('E-mail').fill('piotr(at)przypasie.pl');
    await page.getByLabel('Liczba miejsc parkingowych').fill('0');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Zgłoszenie nie zostało wysłane' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', '#parking-proposal-email');
    const form = page.locator('form#parking-proposal');
    await expect(form.getByText('Podaj poprawny adres e-mail, np. biuro@twojparking.pl.')).toBeVisible();
    await expect(form.getByText('Parking musi mieć co najmniej 1 miejsce.')).toBeVisible();
    await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Parking Przy Pasie');
    await expect(page.getByLabel('E-mail')).toHaveValue('piotr(at)przypasie.pl');
    await expect(page.getByLabel('Miasto i lotnisko')).toHaveValue('KRK');
    await expect(page.getByLabel(/Wiadomość/)).toHaveValue('Plac utwardzony, monitoring, transfer całodobowy.');
    await expect(page.getByLabel(/Wyrażam zgodę/)).toBeChecked();

    await page.getByLabel('E-mail').fill('piotr@przypasie.pl');
    await page.getByLabel('Liczba miejsc parkingowych').fill('60');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(page).toHaveURL(/\/dodaj-parking\/\?wyslano=1$/);
    await expect(page.getByRole('heading', { name: 'Dziękujemy! Zgłoszenie zostało wysłane.' })).toBeVisible();
  });

  test('contact, how it works and terms render without JavaScript', async ({ page }) => {
    await page.goto('/kontakt/');
    await expect(page.getByText('sob.–niedz. 9:00–14:00')).toBeVisible();
    await page.goto('/jak-to-dziala/');
    await expect(page.getByRole('heading', { level: 3, name: /^Krok \d: / })).toHaveCount(8);
    await page.goto('/regulamin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeVisible();
  });
});
