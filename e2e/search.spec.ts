// The search form (spec §2 "Search form", §4/§5 date rules) as a traveller uses it: without JS the
// native GET form goes through /parking/ to the listing; with JS the calendar and 'Szukaj' navigate
// straight there.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDaysToKey, dateKey, parseIsoDateTime, toIsoWithOffset } from '../core/warsaw-time';
import { pickDay, seriousViolations, trackErrors } from './support';

/** A Warsaw calendar day `days` after today (the browser runs in Europe/Warsaw, playwright.config). */
const dayFromToday = (days: number) => addDaysToKey(dateKey(new Date()), days);
/** dd/MM/yyyy, as the form shows dates (spec §5). */
const display = (day: string) => day.split('-').reverse().join('/');

function searchForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Wyszukaj parking' });
}

/** The Warsaw day and wall-clock time of a URL's ISO parameter. */
function stayParam(url: string, name: 'arrivalAt' | 'departureAt'): string | null {
  const date = parseIsoDateTime(new URL(url).searchParams.get(name));
  return date ? toIsoWithOffset(date).slice(0, 16) : null;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home search form submits through /parking/ to the listing with the chosen stay', async ({ page }) => {
    await page.goto('/');
    const form = searchForm(page);
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/parking/');

    const airport = form.getByLabel('Lotnisko');
    await expect(airport).toHaveValue('WAW');
    await airport.selectOption('KRK');

    const arrival = form.getByLabel('Przyjazd', { exact: true });
    await expect(arrival).toHaveAttribute('type', 'date');
    await expect(arrival).toHaveAttribute('min', dayFromToday(0));
    await arrival.fill(dayFromToday(12));
    await form.getByLabel('Godzina przyjazdu').selectOption('06:30');
    await form.getByLabel('Wyjazd', { exact: true }).fill(dayFromToday(16));
    await form.getByLabel('Godzina wyjazdu').selectOption('21:00');
    // Every 30 minutes, 00:00-23:30, when the server cannot know the chosen day.
    await expect(form.getByLabel('Godzina wyjazdu').locator('option')).toHaveCount(48);

    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/parking-lotnisko-krakow-balice\/\?/);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${dayFromToday(12)}T06:30`);
    expect(stayParam(page.url(), 'departureAt')).toBe(`${dayFromToday(16)}T21:00`);
    expect(new URL(page.url()).searchParams.get('arrivalDate')).toBeNull();
  });

  test('a departure before the arrival is corrected to arrival + 7 days', async ({ page }) => {
    await page.goto('/');
    const form = searchForm(page);
    await form.getByLabel('Przyjazd', { exact: true }).fill(dayFromToday(10));
    await form.getByLabel('Wyjazd', { exact: true }).fill(dayFromToday(5));
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/parking-lotnisko-warszawa-chopin\/\?/);
    expect(stayParam(page.url(), 'departureAt')?.slice(0, 10)).toBe(dayFromToday(17));
  });

  test('the listing bar searches again, keeping the airport and the sort', async ({ page }) => {
    await page.goto(`/parking/?airport=GDN&sort=distance`);
    await expect(page).toHaveURL(/\/parking-lotnisko-gdansk\/\?/);
    const form = searchForm(page);
    await form.getByLabel('Przyjazd', { exact: true }).fill(dayFromToday(20));
    await form.getByLabel('Godzina przyjazdu').selectOption('09:00');
    await form.getByLabel('Wyjazd', { exact: true }).fill(dayFromToday(22));
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/parking-lotnisko-gdansk\/\?/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('distance');
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${dayFromToday(20)}T09:00`);
    expect(stayParam(page.url(), 'departureAt')?.slice(0, 10)).toBe(dayFromToday(22));
  });

  test('/parking/ sends an unknown airport and garbage dates to the WAW listing with corrected dates', async ({
    page,
  }) => {
    await page.goto('/parking/?airport=NOPE&arrivalAt=wczoraj&departureAt=2026-02-30T10:00:00Z');
    await expect(page).toHaveURL(/\/parking-lotnisko-warszawa-chopin\/\?/);
    const arrival = parseIsoDateTime(new URL(page.url()).searchParams.get('arrivalAt'));
    const departure = parseIsoDateTime(new URL(page.url()).searchParams.get('departureAt'));
    expect(arrival && arrival.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(departure && arrival && dateKey(departure)).toBe(arrival && addDaysToKey(dateKey(arrival), 7));
  });
});

test.describe('with JavaScript', () => {
  test('calendar range, times and Szukaj lead to the listing; the calendar loads only when opened', async ({
    page,
  }) => {
    const errors = trackErrors(page);
    const calendarRequests: string[] = [];
    page.on('request', (request) => {
      if (/range-calendar|react-day-picker|day-picker/i.test(request.url())) calendarRequests.push(request.url());
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const form = searchForm(page);
    const arrivalButton = form.getByRole('button', { name: /^Przyjazd/ });
    await expect(arrivalButton).toBeVisible();
    expect(calendarRequests).toEqual([]);

    await arrivalButton.click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('grid').first()).toBeVisible();
    expect(calendarRequests.length).toBeGreaterThan(0);

    // Days before today cannot be picked (spec §5).
    const yesterday = dialog.locator(`[data-day="${dayFromToday(-1)}"] button`);
    if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled();

    await pickDay(dialog, dayFromToday(9));
    await expect(dialog.getByText('Wybierz datę wyjazdu')).toBeVisible();
    // Half a range: 'Szukaj' is inert.
    const submit = form.getByRole('button', { name: 'Szukaj' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    await pickDay(dialog, dayFromToday(13));
    await expect(dialog).toBeHidden();
    await expect(arrivalButton).toContainText(display(dayFromToday(9)));
    await expect(form.getByRole('button', { name: /^Wyjazd/ })).toContainText(display(dayFromToday(13)));
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');

    await form.getByLabel('Godzina przyjazdu').selectOption('07:30');
    await form.getByLabel('Godzina wyjazdu').selectOption('20:00');
    await form.getByLabel('Lotnisko').selectOption('WRO');

    // Spec §4: dates and times persist to the stored form.
    const stored = await page.evaluate(() => window.localStorage.getItem('checkout_form_data'));
    expect(stored).toContain('"arrivalTime":"07:30"');
    expect(stored).toContain('"departureTime":"20:00"');

    await submit.click();
    await expect(page).toHaveURL(/\/parking-lotnisko-wroclaw\/\?/);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(`${dayFromToday(9)}T07:30`);
    expect(stayParam(page.url(), 'departureAt')).toBe(`${dayFromToday(13)}T20:00`);
    expect(errors).toEqual([]);
  });

  test('a second click before the arrival swaps the days; Escape closes the calendar', async ({ page }) => {
    await page.goto('/');
    const form = searchForm(page);
    await form.getByRole('button', { name: /^Wyjazd/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    await pickDay(dialog, dayFromToday(20));
    await pickDay(dialog, dayFromToday(15));
    await expect(form.getByRole('button', { name: /^Przyjazd/ })).toContainText(display(dayFromToday(15)));
    await expect(form.getByRole('button', { name: /^Wyjazd/ })).toContainText(display(dayFromToday(20)));

    await form.getByRole('button', { name: /^Przyjazd/ }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('button', { name: /^Przyjazd/ })).toBeFocused();
  });

  test('a same-day stay only offers departure hours after the arrival hour', async ({ page }) => {
    await page.goto('/');
    const form = searchForm(page);
    const dialog = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    const arrivalTime = form.getByLabel('Godzina przyjazdu');
    const departureTime = form.getByLabel('Godzina wyjazdu');
    // Two different future days first, so any time can be chosen.
    await form.getByRole('button', { name: /^Przyjazd/ }).click();
    await pickDay(dialog, dayFromToday(5));
    await pickDay(dialog, dayFromToday(6));
    await arrivalTime.selectOption('10:30');
    await departureTime.selectOption('12:00');
    // Then a one-day range: the chosen times of day are kept.
    await form.getByRole('button', { name: /^Przyjazd/ }).click();
    await pickDay(dialog, dayFromToday(6));
    await pickDay(dialog, dayFromToday(6));
    await expect(arrivalTime).toHaveValue('10:30');
    await expect(departureTime).toHaveValue('12:00');
    await expect(departureTime.locator('option').first()).toHaveText('11:00');
    // A departure hour not after the arrival hour is ignored (spec §4).
    await expect(departureTime.locator('option', { hasText: '10:00' })).toHaveCount(0);
    // Moving arrival to the departure time pushes departure one hour later (spec §4).
    await arrivalTime.selectOption('12:00');
    await expect(departureTime).toHaveValue('13:00');
  });

  test('the listing bar searches again with the calendar, keeping the airport and the sort', async ({ page }) => {
    await page.goto('/parking/?airport=GDN&sort=distance');
    await expect(page).toHaveURL(/\/parking-lotnisko-gdansk\/\?/);
    await page.waitForLoadState('networkidle');
    const form = searchForm(page);
    await form.getByRole('button', { name: /^Wyjazd/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    await pickDay(dialog, dayFromToday(30));
    await pickDay(dialog, dayFromToday(33));
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(new RegExp(`arrivalAt=${dayFromToday(30)}`));
    expect(new URL(page.url()).pathname).toBe('/parking-lotnisko-gdansk/');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('distance');
    expect(stayParam(page.url(), 'departureAt')?.slice(0, 10)).toBe(dayFromToday(33));
  });

  test('a range over a day the parking cannot take restarts and shows the Niedostępny termin toast', async ({
    page,
  }) => {
    // Seed: Parking Mineralna is closed on 24-25 December 2026.
    test.skip(dayFromToday(0) > '2026-12-20', 'the seeded closed days are in the past');
    await page.goto('/parking-lotnisko-warszawa-chopin/parking-mineralna/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /^Przyjazd/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    await pickDay(dialog, '2026-12-20');
    await pickDay(dialog, '2026-12-28');
    await expect(page.getByText('Niedostępny termin')).toBeVisible();
    await expect(
      page.getByText('Wybrany zakres dat zawiera dni, które są niedostępne. Proszę wybrać inny termin.'),
    ).toBeVisible();
    // The range restarted at the clicked day, without a departure.
    await expect(page.getByRole('button', { name: /^Przyjazd/ }).first()).toContainText('28/12/2026');
    await expect(page.getByRole('button', { name: /^Wyjazd/ }).first()).toContainText('Wybierz datę');
    await expect(dialog.locator('[data-day="2026-12-24"] button')).toBeDisabled();
  });

  test('without dates in the URL the form starts from a valid stored stay (spec §4)', async ({ page }) => {
    const arrivalDate = `${dayFromToday(40)}T08:00:00+01:00`;
    const departureDate = `${dayFromToday(44)}T18:30:00+01:00`;
    await page.addInitScript(
      ([arrival, departure]) => {
        // A storage written by this version of the site (without the flag, storage is cleared once).
        window.localStorage.setItem('storage_version', '1');
        window.localStorage.setItem(
          'checkout_form_data',
          JSON.stringify({ parkingId: null, formData: { arrivalDate: arrival, departureDate: departure, addons: [] } }),
        );
      },
      [arrivalDate, departureDate],
    );
    await page.goto('/');
    const form = searchForm(page);
    const arrivalDay = dateKey(new Date(arrivalDate));
    const departureDay = dateKey(new Date(departureDate));
    await expect(form.getByRole('button', { name: /^Przyjazd/ })).toContainText(display(arrivalDay));
    await expect(form.getByRole('button', { name: /^Wyjazd/ })).toContainText(display(departureDay));
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/parking-lotnisko-warszawa-chopin\/\?/);
    expect(stayParam(page.url(), 'arrivalAt')).toBe(toIsoWithOffset(new Date(arrivalDate)).slice(0, 16));
    expect(stayParam(page.url(), 'departureAt')).toBe(toIsoWithOffset(new Date(departureDate)).slice(0, 16));
  });

  test('the search form has no serious accessibility violations, closed and open', async ({ page }) => {
    // Several axe passes (4–7 s each for a page of ~1,000 elements on 2 cores, more on a busy machine):
    // a fixed amount of work, so the test gets three times the default time.
    test.slow();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const scan = () => seriousViolations(page, (builder) => builder.include('form[aria-label="Wyszukaj parking"]'));
    expect(await scan()).toEqual([]);
    await searchForm(page)
      .getByRole('button', { name: /^Przyjazd/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});
