import { expect, test, type Page } from '@playwright/test';
import { addDaysToKey, atWarsawTime, dateKey, toIsoWithOffset } from '../core/warsaw-time';
import { OFFLINE_MAP_ERRORS, seriousViolations, trackErrors } from './support';

const WAW = '/parking-lotnisko-warszawa-chopin';
/** 2 photos, 3 reviews, addons; the seed's first WAW parking. */
const OKECIE = `${WAW}/okecie-park/`;
/** 4 photos and 5 reviews. */
const KRAKOWIAKOW = `${WAW}/parking-krakowiakow/`;

/** A day `n` days from today (Warsaw), so the journeys never go stale. */
const dayFromToday = (n: number) => addDaysToKey(dateKey(new Date()), n);
function stayQuery(fromToday: number, days: number): string {
  const first = dayFromToday(fromToday);
  return new URLSearchParams({
    arrivalAt: toIsoWithOffset(atWarsawTime(first, '12:00')),
    departureAt: toIsoWithOffset(atWarsawTime(addDaysToKey(first, days), '12:00')),
  }).toString();
}

const bookingCard = (page: Page) => page.locator('#rezerwacja');
const cardButton = (page: Page) => page.locator('[data-booking-button="card"]').first();

/**
 * The calendar's accessible day name contains e.g. "1 grudnia 2026" — and so do "11 grudnia 2026" and
 * "21 grudnia 2026": the day number must not follow another digit.
 */
function dayName(day: string): RegExp {
  const [y, m, d] = day.split('-').map(Number);
  const label = new Intl.DateTimeFormat('pl-PL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
  return new RegExp(`(?<!\\d)${label}`);
}

/** Clicks a day in the open range calendar, paging months forward when needed. */
async function pickCalendarDay(page: Page, day: string) {
  const calendar = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  const button = calendar.getByRole('button', { name: dayName(day) });
  for (let i = 0; i < 3 && (await button.count()) === 0; i++) {
    await calendar.getByRole('button', { name: 'Przejdź do następnego miesiąca' }).click();
  }
  await button.click();
}

/** Waits until React has hydrated the page (the view_item event is pushed on mount). */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => JSON.stringify(entry).includes('view_item')),
  );
}

test.describe('parking detail with JavaScript', () => {
  test('picking dates quotes the stay; a per-day choice moves the departure and the price', async ({ page }) => {
    const errors = trackErrors(page, OFFLINE_MAP_ERRORS);
    await page.goto(OKECIE);
    await expect(page.getByRole('heading', { level: 1, name: 'Parking Okęcie Park' })).toBeVisible();
    await expect(cardButton(page)).toHaveText('Wybierz daty aby kontynuować');
    await expect(cardButton(page)).toBeDisabled();
    // The calendar is JavaScript's: a click before hydration opens nothing (seen on a busy CI machine).
    await hydrated(page);

    const arrival = dayFromToday(3);
    const departure = dayFromToday(6);
    await bookingCard(page)
      .getByRole('button', { name: /Przyjazd/ })
      .click();
    await pickCalendarDay(page, arrival);
    await pickCalendarDay(page, departure);

    await expect(page).toHaveURL(new RegExp(`arrivalAt=${arrival}T12%3A00`));
    await expect(page).toHaveURL(new RegExp(`departureAt=${departure}T12%3A00`));
    await expect(bookingCard(page).getByText('Cena za 3 dni')).toBeVisible();
    await expect(cardButton(page)).toHaveText(/^Zarezerwuj za [\d\s]+,\d{2} PLN$/);
    const threeDays = await cardButton(page).textContent();

    // The per-day carousel: 5 days from the same arrival.
    const fiveDays = page.locator('#ceny-lista [data-days="5"] a');
    await expect(fiveDays).toBeVisible();
    const fivePrice = (await fiveDays.locator('span').nth(1).textContent())?.trim();
    await fiveDays.click();
    await expect(page).toHaveURL(new RegExp(`departureAt=${addDaysToKey(arrival, 5)}T12%3A00`));
    await expect(bookingCard(page).getByText('Cena za 5 dni')).toBeVisible();
    await expect(cardButton(page)).toHaveText(`Zarezerwuj za ${fivePrice}`);
    expect(await cardButton(page).textContent()).not.toBe(threeDays);
    await expect(fiveDays).toHaveAttribute('aria-current', 'true');
    expect(errors).toEqual([]);
  });

  test("'Zarezerwuj' stores the choice and opens checkout with the parking and the dates", async ({ page }) => {
    const query = stayQuery(10, 4);
    await page.goto(`${OKECIE}?${query}`);
    await expect(cardButton(page)).toHaveText(/^Zarezerwuj za/);
    await hydrated(page);
    const viewItem = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(viewItem).toContain('"event":"view_item"');
    expect(viewItem).toContain('Parking Okęcie Park');

    const href = await cardButton(page).getAttribute('href');
    expect(href).toMatch(/^\/rezerwacja\/\?parkingId=\d+&/);
    await cardButton(page).click();
    await expect(page).toHaveURL(/\/rezerwacja\/\?parkingId=\d+&arrivalAt=[^&]+&departureAt=[^&]+$/);
    const url = new URL(page.url());
    const expected = new URLSearchParams(query);
    expect(url.searchParams.get('arrivalAt')).toBe(expected.get('arrivalAt'));
    expect(url.searchParams.get('departureAt')).toBe(expected.get('departureAt'));
    const stored = await page.evaluate(() => localStorage.getItem('selected_parking_id'));
    expect(stored).toBe(url.searchParams.get('parkingId'));
  });

  test('the lightbox pages with wrap-around, shows n / total and closes on Escape', async ({ page }) => {
    await page.goto(KRAKOWIAKOW);
    await hydrated(page);
    const firstPhoto = page.locator('a[href^="/images/"]:visible').first();
    await firstPhoto.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await expect(dialog.getByText('4 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect(dialog.getByText('1 / 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2 / 4')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstPhoto).toBeFocused();
  });

  test("the desktop grid's 'Wszystkie zdjęcia' opens the lightbox at the first photo", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'the grid is shown from 768 px');
    await page.goto(KRAKOWIAKOW);
    await hydrated(page);
    const all = page.getByRole('link', { name: 'Wszystkie zdjęcia (4)' });
    await all.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1 / 4')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(all).toBeFocused();
  });

  test("'Pokaż więcej opinii' reveals 2 more reviews in place", async ({ page }) => {
    await page.goto(KRAKOWIAKOW);
    await hydrated(page);
    const reviews = page.locator('#opinie article');
    await expect(reviews).toHaveCount(2);
    await page.getByRole('link', { name: 'Pokaż więcej opinii' }).click();
    await expect(reviews).toHaveCount(4);
    expect(new URL(page.url()).search).toBe('');
  });

  test('mobile: the bottom bar opens the summary sheet', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile-360', 'the bar exists below 768 px only');
    await page.goto(`${OKECIE}?${stayQuery(5, 3)}`);
    await hydrated(page);
    const bar = page.locator('[data-mobile-booking-bar]');
    await expect(bar).toBeVisible();
    await expect(bar.locator('[data-booking-button="bar"]')).toHaveText('Zarezerwuj');
    await bar.getByRole('link', { name: /Podsumowanie/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Podsumowanie' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Rozliczenie Twojej rezerwacji.')).toBeVisible();
    await expect(sheet.getByText('Gratis')).toBeVisible();
    await expect(sheet.locator('[data-booking-button="card"]')).toHaveText(/^Zarezerwuj za/);
    await sheet.getByRole('button', { name: 'Edytuj rezerwację' }).click();
    await expect(sheet).toBeHidden();
    await expect(bookingCard(page)).toBeInViewport();
  });

  test('mobile: the summary sheet takes the keyboard focus and gives it back to the bar', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile-360', 'the bar exists below 768 px only');
    await page.goto(`${OKECIE}?${stayQuery(5, 3)}`);
    await hydrated(page);
    const opener = page.locator('[data-mobile-booking-bar]').getByRole('link', { name: /Podsumowanie/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Podsumowanie' });
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("mobile: without dates the sheet says 'Wybierz datę'", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile-360', 'the bar exists below 768 px only');
    await page.goto(OKECIE);
    await hydrated(page);
    const bar = page.locator('[data-mobile-booking-bar]');
    await bar.getByRole('link', { name: /Podsumowanie/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Podsumowanie' });
    await expect(sheet.getByText('Wybierz datę')).toHaveCount(2);
    await expect(sheet.locator('[data-booking-button="card"]')).toHaveText('Wybierz daty aby kontynuować');
  });

  test('from tablet widths up, every per-day tile shows its price on one line', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'resizes one page through several widths');
    // Six tiles in the ~590 px column at 1024 px put "PLN" under "49,40" (seen in screenshots).
    await page.goto(`${OKECIE}?${stayQuery(5, 7)}`);
    for (const width of [768, 820, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const wrapped = await page.locator('#ceny-lista li').evaluateAll((tiles) =>
        tiles.flatMap((tile) => {
          const price = tile.querySelectorAll('span.block')[1];
          const lineHeight = price ? parseFloat(getComputedStyle(price).lineHeight) : 0;
          return price && price.getBoundingClientRect().height > lineHeight * 1.5 ? [price.textContent] : [];
        }),
      );
      expect(wrapped, `wrapped prices at ${width} px`).toEqual([]);
    }
  });

  test("the map's frame loads once the traveller comes near it, not with the page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
    });
    await page.goto(OKECIE);
    await hydrated(page);
    await page.waitForLoadState('load');
    // The map is further down than the viewport and the 800 px margin, and the observer has had a frame.
    const mapTop = await page.locator('#mapa').evaluate((section) => section.getBoundingClientRect().top);
    expect(mapTop).toBeGreaterThan(640 + 800);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const frame = page.locator('#mapa iframe');
    await expect(frame).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await page.getByRole('link', { name: 'Pokaż na mapie' }).click();
    await expect(frame).toHaveAttribute('title', 'Mapa: Parking Okęcie Park');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(`${OKECIE}?${stayQuery(7, 3)}`);
    await expect(cardButton(page)).toHaveText(/^Zarezerwuj za/);
    expect(await seriousViolations(page, (builder) => builder.exclude('iframe'))).toEqual([]);
  });
});

test.describe('parking detail without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form prices the stay and the booking link leads to checkout', async ({ page }) => {
    await page.goto(OKECIE);
    await expect(cardButton(page)).toHaveText('Wybierz daty aby kontynuować');
    const arrival = dayFromToday(8);
    const departure = dayFromToday(12);
    const form = bookingCard(page);
    await form.getByLabel('Przyjazd', { exact: true }).fill(arrival);
    await form.getByLabel('Godzina przyjazdu').selectOption('09:30');
    await form.getByLabel('Wyjazd', { exact: true }).fill(departure);
    await form.getByLabel('Godzina wyjazdu').selectOption('18:00');
    await form.getByRole('button', { name: 'Sprawdź cenę' }).click();

    await expect(page).toHaveURL(new RegExp(`arrivalAt=${arrival}T09%3A30`));
    await expect(page).toHaveURL(new RegExp(`departureAt=${departure}T18%3A00`));
    await expect(form.getByText('Cena za 5 dni')).toBeVisible();
    await expect(cardButton(page)).toHaveText(/^Zarezerwuj za [\d\s]+,\d{2} PLN$/);
    await cardButton(page).click();
    await expect(page).toHaveURL(/\/rezerwacja\/\?parkingId=\d+&arrivalAt=[^&]+&departureAt=[^&]+$/);
  });

  test('reviews page through a link and photos are links to the full image', async ({ page }) => {
    await page.goto(KRAKOWIAKOW);
    await expect(page.locator('#opinie article')).toHaveCount(2);
    await page.getByRole('link', { name: 'Pokaż więcej opinii' }).click();
    await expect(page).toHaveURL(/\?opinie=4#opinie$/);
    await expect(page.locator('#opinie article')).toHaveCount(4);
    const photo = page.locator('a[href^="/images/"]:visible').first();
    await expect(photo).toHaveAttribute('href', /\/images\/parkings\/parking-\d+\.svg$/);
  });

  test('the map is in the page from the start', async ({ page }) => {
    await page.goto(OKECIE);
    await expect(page.locator('#mapa iframe')).toHaveAttribute('title', 'Mapa: Parking Okęcie Park');
  });

  test('the mobile bar links to the booking form', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile-360', 'the bar exists below 768 px only');
    await page.goto(`${OKECIE}?${stayQuery(6, 2)}`);
    const bar = page.locator('[data-mobile-booking-bar]');
    await expect(bar.getByRole('link', { name: /Podsumowanie/ })).toHaveAttribute('href', '#rezerwacja');
    await expect(bar.locator('[data-booking-button="bar"]')).toHaveAttribute('href', /^\/rezerwacja\/\?parkingId=/);
  });
});
