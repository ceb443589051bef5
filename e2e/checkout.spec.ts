// The checkout as a traveller meets it (checkout-payment.md §2, §4, §5, §8), at both widths: listing →
// detail → 'Zarezerwuj' → /rezerwacja/ → the form (contact, invoice, plates, addons, promo code,
// consents) → the sandbox payment page → the payment status page. Once with JS, once without; the
// validation messages and the draft; the price-change dialog on a server of its own (offers that
// expire after 2 s, a price changed in its database); and an accessibility pass.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { z } from 'zod';
import { addDaysToKey, atWarsawTime, dateKey, toIsoWithOffset } from '../core/warsaw-time';
import { parkings, type Tariff } from '../backend/db/schema';
import { createBackend, type Backend } from '../backend/index';
import { startTestServer, type TestServer } from '../tests/setup/server-harness';
import { OFFLINE_MAP_ERRORS, pickDay, seriousViolations, trackErrors } from './support';

const LISTING = '/parking-lotnisko-warszawa-chopin/';
/** A seeded Warszawa-Chopin car park on the listing's first page: 400 spaces and three addons. */
const PARKING = { name: 'AirPark Poleczki', slug: 'airpark-poleczki' };
/** A PER_VEHICLE addon of that car park: two vehicles pay it twice. */
const ADDON = /^Mycie auta/;
const PROMO_10 = 'zima10';

const SUCCESS = 'Płatność zakończona sukcesem!';
const FAILURE = 'Płatność nieudana';
const SANDBOX_PATH = /\/api\/v1\/payments\/sandbox\/[^/?]+$/;
const STATUS_PATH = /\/platnosc\/\?orderId=[^&]+$/;

/** Spec §5 messages. */
const MESSAGES = {
  firstName: 'Imię jest wymagane',
  lastName: 'Nazwisko jest wymagane',
  email: 'Nieprawidłowy format email',
  phone: 'Numer telefonu musi mieć co najmniej 9 cyfr',
  plate: 'Tablica rejestracyjna jest wymagana',
  privacy: 'Musisz zaakceptować politykę prywatności i regulamin',
} as const;

const CONTACT = { firstName: 'Anna', lastName: 'Kowalska', email: 'anna.kowalska@example.pl', phone: '600 100 200' };
const INVOICE = {
  nip: '5260250274',
  companyName: 'Kowalska Consulting sp. z o.o.',
  companyAddress: 'ul. Marszałkowska 10',
  companyCity: 'Warszawa',
  postalCode: '00-590',
};
const PLATES = ['WA 12345', 'WB 67890'];
const NOTES = 'Przylot późnym wieczorem, proszę o telefon.';

const ParkingListSchema = z.object({ docs: z.array(z.object({ id: z.union([z.string(), z.number()]) })).min(1) });
const DataLayerSchema = z.array(z.object({ event: z.string() }).loose());

/** A Warsaw calendar day `days` after today (the browser runs in Europe/Warsaw, playwright.config). */
const dayFromToday = (days: number) => addDaysToKey(dateKey(new Date()), days);

/** The stay as the listing and the checkout take it: `fromToday` days from today at 10:00, `length` days long. */
function stayParams(fromToday: number, length: number): URLSearchParams {
  return new URLSearchParams({
    arrivalAt: toIsoWithOffset(atWarsawTime(dayFromToday(fromToday), '10:00')),
    departureAt: toIsoWithOffset(atWarsawTime(dayFromToday(fromToday + length), '10:00')),
  });
}

const checkoutPath = (parkingId: string, stay: URLSearchParams) =>
  `/rezerwacja/?${new URLSearchParams({ parkingId, ...Object.fromEntries(stay) })}`;

/** '1 234,50 PLN' → 1234.5 */
function amount(text: string | null): number {
  const match = /(\d[\d\s\u00a0\u202f]*,\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No PLN amount in "${text}"`);
  return Number(match[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
}

const total = (page: Page) => page.getByTestId('checkout-total');
const totalAmount = async (page: Page) => amount(await total(page).textContent());
/** The pay button the layout shows: in the summary card on desktop, at the end of the form on phones. */
const payButton = (page: Page) => page.getByRole('button', { name: 'Przejdź do płatności' }).filter({ visible: true });
const plateInputs = (page: Page) => page.getByRole('textbox', { name: /^Tablica rejestracyjna/ });
const privacyConsent = (page: Page) => page.getByRole('checkbox', { name: /^Akceptuję politykę prywatności/ });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The hidden field that appears once React has hydrated the form (it tells the action 'JS'). */
const hydrated = (page: Page) => expect(page.locator('form#checkout input[name="client"]')).toHaveCount(1);

async function dataLayerEvents(page: Page, event: string) {
  const layer = DataLayerSchema.parse(await page.evaluate(() => window.dataLayer ?? []));
  return layer.filter((entry) => entry.event === event);
}

async function parkingId(page: Page): Promise<string> {
  const answer = await page.request.get(
    `/api/parking?${new URLSearchParams({ 'where[slug][equals]': PARKING.slug, limit: '1' })}`,
  );
  expect(answer.ok()).toBe(true);
  return String(ParkingListSchema.parse(await answer.json()).docs[0].id);
}

/** Listing → the car park's detail page → 'Zarezerwuj za … PLN' → /rezerwacja/. */
async function bookFromListing(page: Page, stay: URLSearchParams): Promise<{ price: number }> {
  await page.goto(`${LISTING}?${stay}`);
  const card = page.getByRole('article', { name: PARKING.name });
  await expect(card).toBeVisible();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: PARKING.name })).toBeVisible();
  const book = page.locator('[data-booking-button="card"]').first();
  await expect(book).toHaveText(/^Zarezerwuj za [\d\s]+,\d{2} PLN$/);
  const price = amount(await book.textContent());
  await book.click();
  await expect(page).toHaveURL(/\/rezerwacja\/\?parkingId=\d+&arrivalAt=[^&]+&departureAt=[^&]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Rezerwacja miejsca parkingowego - ${PARKING.name}` }),
  ).toBeVisible();
  return { price };
}

async function fillContact(page: Page) {
  await page.getByLabel('Imię', { exact: true }).fill(CONTACT.firstName);
  await page.getByLabel('Nazwisko', { exact: true }).fill(CONTACT.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(CONTACT.email);
  await page.getByLabel('Numer kierunkowy').selectOption('+48');
  await page.getByLabel('Telefon', { exact: true }).fill(CONTACT.phone);
}

async function fillInvoiceTexts(page: Page) {
  await page.getByLabel('NIP', { exact: true }).fill(INVOICE.nip);
  await page.getByLabel('Nazwa firmy', { exact: true }).fill(INVOICE.companyName);
  await page.getByLabel('Adres firmy', { exact: true }).fill(INVOICE.companyAddress);
  await page.getByLabel('Miasto', { exact: true }).fill(INVOICE.companyCity);
  await page.getByLabel('Kod pocztowy', { exact: true }).fill(INVOICE.postalCode);
}

/** The minimum a valid order needs: contact data, one plate, the required consent. */
async function fillMinimal(page: Page) {
  await fillContact(page);
  await plateInputs(page).first().fill(PLATES[0]);
  await privacyConsent(page).check();
}

/** 'Masz kod rabatowy?' → the code → 'Zastosuj'. */
async function applyPromo(page: Page, code: string) {
  const summary = page.locator('summary', { hasText: 'Masz kod rabatowy?' });
  await summary.click();
  await page.getByLabel('Kod rabatowy').fill(code);
  await press(page, page.getByRole('button', { name: 'Zastosuj' }));
}

/**
 * Presses a button that posts the form, once the page has loaded. Without JavaScript a browser posts
 * only the fields parsed so far, and the summary's buttons come before the fields: a press while the
 * page still loads is refused by the server ('Strona nie wczytała się do końca').
 */
async function press(page: Page, button: Locator) {
  await page.waitForLoadState('load');
  await button.click();
}

/** The sandbox payment page: the amount it asks for, then one of its buttons. */
async function onSandbox(page: Page, button: 'Zapłać' | 'Odrzuć płatność'): Promise<number> {
  await expect(page).toHaveURL(SANDBOX_PATH);
  await expect(page.getByRole('heading', { name: 'Płatność za rezerwację' })).toBeVisible();
  const asked = amount(await page.locator('.amount').textContent());
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(STATUS_PATH);
  return asked;
}

test.describe('with JavaScript', () => {
  test('listing → detail → checkout: invoice, two plates, addon, promo apply/remove → pay → success, tracked once', async ({
    page,
  }) => {
    // Four pages, a dozen form steps and the payment: 25–30 s on 2 cores, at the default limit under load.
    test.slow();
    const errors = trackErrors(page, OFFLINE_MAP_ERRORS);
    const { price } = await bookFromListing(page, stayParams(11, 4));
    await hydrated(page);
    await expect(total(page)).toHaveText(/^[\d\s]+,\d{2} PLN$/);
    const base = await totalAmount(page);
    expect(base).toBe(price);
    await expect.poll(() => dataLayerEvents(page, 'begin_checkout')).toHaveLength(1);
    expect((await dataLayerEvents(page, 'begin_checkout'))[0]).toMatchObject({ currency: 'PLN', value: base });

    await fillContact(page);

    // The invoice: the box reveals the fields; the country through the combobox.
    const invoiceFields = page.getByTestId('invoice-fields');
    await expect(invoiceFields).toBeHidden();
    await page.getByRole('checkbox', { name: 'Chcę fakturę na firmę' }).check();
    await expect(invoiceFields).toBeVisible();
    await fillInvoiceTexts(page);
    const country = page.getByRole('combobox', { name: 'Kraj' });
    const countries = page.getByRole('listbox', { name: 'Kraje' });
    await country.fill('xyzxyz');
    await expect(countries).toBeVisible();
    await expect(countries.getByRole('option')).toHaveText(['Nie znaleziono krajów']);
    await country.fill('niem');
    await expect(countries.getByRole('option').first()).toHaveText('Niemcy');
    await country.press('ArrowDown');
    await expect(country).toHaveAttribute('aria-activedescendant', /niemcy$/);
    await country.press('Enter');
    await expect(countries).toBeHidden();
    await expect(country).toHaveValue('Niemcy');
    await expect(page.locator('input[type="hidden"][name="invoiceData.country"]')).toHaveValue('niemcy');
    await expect(page).toHaveURL(/\/rezerwacja\//); // Enter picked the country, it did not submit

    // A second vehicle: two plate inputs, each removable.
    await plateInputs(page).first().fill(PLATES[0]);
    await page.getByRole('button', { name: 'Dodaj kolejny pojazd' }).click();
    await expect(plateInputs(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Usuń pojazd 2' })).toBeVisible();
    await plateInputs(page).nth(1).fill(PLATES[1]);
    await page.getByRole('button', { name: 'Dodaj kolejny pojazd' }).click();
    await expect(plateInputs(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Usuń pojazd 3' }).click();
    await expect(plateInputs(page)).toHaveCount(2);
    await expect(plateInputs(page).first()).toHaveValue(PLATES[0]);
    await expect(plateInputs(page).nth(1)).toHaveValue(PLATES[1]);

    // Notes behind '+ dodaj uwagi'.
    await page.locator('summary', { hasText: '+ dodaj uwagi' }).click();
    await page.getByLabel(/^Uwagi do rezerwacji/).fill(NOTES);

    // Each car pays for its space, and an addon paid per vehicle: after the 1 s re-quote the total is
    // twice the one-car price plus twice the addon, and the lines show their arithmetic.
    const addon = page.getByRole('checkbox', { name: ADDON });
    const addonPrice = amount(await page.locator('label', { has: addon }).textContent());
    await addon.check();
    const withAddon = Math.round((2 * base + 2 * addonPrice) * 100) / 100;
    await expect.poll(() => totalAmount(page)).toBe(withAddon);
    await expect(page.getByText(/ × 2 pojazdy = /)).toBeVisible();
    await expect(page.getByText(/^2 × \d+,\d\d zł = /)).toBeVisible();
    await expect(page.getByText('Przelicz cenę')).toHaveCount(0); // the no-JS button is gone

    // zima10: 10 % off every line, a toast; 'Usuń' brings the price back.
    await applyPromo(page, PROMO_10);
    await expect(page.getByText('Kod rabatowy zastosowany!')).toBeVisible();
    await expect.poll(() => totalAmount(page)).toBeLessThan(withAddon);
    expect(await totalAmount(page)).toBeCloseTo(withAddon * 0.9, 1);
    await expect(page.getByText(/Kod ZIMA10/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(page.getByText('Kod rabatowy usunięty')).toBeVisible();
    await expect.poll(() => totalAmount(page)).toBe(withAddon);
    await expect(page.getByRole('button', { name: 'Usuń', exact: true })).toHaveCount(0);

    await privacyConsent(page).check();
    await payButton(page).click();
    const asked = await onSandbox(page, 'Zapłać');
    expect(asked).toBe(withAddon);
    await expect(heading(page, SUCCESS)).toBeVisible();
    // The checkout gave this browser the order's cookie: its payment page shows the booking (issue 16).
    await expect(page.getByRole('region', { name: 'Twoja rezerwacja' })).toBeVisible();

    // The purchase is pushed once, with the order's total, and its stored details are gone.
    await expect.poll(() => dataLayerEvents(page, 'purchase')).toHaveLength(1);
    expect((await dataLayerEvents(page, 'purchase'))[0]).toMatchObject({ value: withAddon, currency: 'PLN' });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('order_details_for_tracking'))).toBeNull();
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(1);

    // The order is placed: the browser's draft keeps the stay, and none of what the traveller typed.
    const draft = (await page.evaluate(() => window.localStorage.getItem('checkout_form_data'))) ?? '';
    expect(draft).toContain('arrivalDate');
    for (const typed of [...Object.values(CONTACT), '600100200', INVOICE.nip, INVOICE.companyName, ...PLATES, NOTES])
      expect(draft).not.toContain(typed);
    expect(errors).toEqual([]);
  });

  test('Odrzuć płatność on the payment page ends on Płatność nieudana', async ({ page }) => {
    await page.goto(checkoutPath(await parkingId(page), stayParams(12, 3)));
    await hydrated(page);
    await fillMinimal(page);
    await payButton(page).click();
    await onSandbox(page, 'Odrzuć płatność');
    await expect(heading(page, FAILURE)).toBeVisible();
    await expect(heading(page, SUCCESS)).toHaveCount(0);
  });

  // Hydration disables 'Zastosuj' (the promo input is empty) inside the closed 'Masz kod rabatowy?'.
  // When its style had been computed before that (a race with the first frames), a transition of its
  // opacity started and, the closed details' content not being rendered, never ended in Chromium:
  // the idle page drew 60 frames a second for as long as it stayed open. A button whose disabled
  // state changes under the traveller's hands transitions its colours only.
  test('no button of the form transitions its opacity (a transition in the closed promo box never ends)', async ({
    page,
  }) => {
    await page.goto(checkoutPath(await parkingId(page), stayParams(12, 3)));
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Zastosuj', includeHidden: true })).toBeDisabled();
    // Every button's transitioned properties, when it has any (the default is 'all' over 0 s).
    const buttons = await page.locator('form#checkout button').evaluateAll((elements) =>
      elements.map((button) => {
        const style = getComputedStyle(button);
        const moves = style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0);
        return { name: button.textContent?.trim() ?? '', properties: moves ? style.transitionProperty : 'none' };
      }),
    );
    expect(buttons.length).toBeGreaterThan(3);
    expect(buttons.filter(({ properties }) => /\b(opacity|all)\b/.test(properties))).toEqual([]);
  });

  // Widths and heights where the picker, spilling left over the form's column, was drawn under the
  // 'Dzieci' select (month heading) and the plate input (days) before the summary card got a z-index.
  for (const viewport of [
    { width: 1280, height: 1000 },
    { width: 1024, height: 1366 },
  ]) {
    test(`desktop ${viewport.width}×${viewport.height}: the open date picker is above the form — every month heading and day in it takes the click`, async ({
      page,
    }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'desktop-1280',
        'from 768 px up the calendar is a dropdown; a sheet on phones',
      );
      await page.setViewportSize(viewport);
      await page.goto(checkoutPath(await parkingId(page), stayParams(3, 4)));
      await hydrated(page);
      await page.locator('summary', { hasText: 'zmień daty i godziny' }).click();
      await page.getByRole('button', { name: /^Przyjazd/ }).click();
      const calendar = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
      await expect(calendar.getByRole('grid').last()).toBeVisible();
      /** Labels of the headings and days inside the picker's box that something else would get the click on. */
      const covered = () =>
        calendar.evaluate((dialog) => {
          const box = dialog.getBoundingClientRect();
          const targets = dialog.querySelectorAll('.rdp-month_caption, [data-day] button');
          return [...targets].flatMap((target) => {
            const rect = target.getBoundingClientRect();
            const x = rect.left + rect.width / 2;
            const y = rect.top + rect.height / 2;
            // Scrolled out of the picker's own box: not on screen, so not covered either.
            if (y < box.top || y > box.bottom || y < 0 || y > window.innerHeight) return [];
            const hit = document.elementFromPoint(x, y);
            return hit !== null && target.contains(hit) ? [] : [target.textContent ?? ''];
          });
        });
      await expect.poll(covered).toEqual([]);
      const day = calendar.getByRole('grid').last().locator('[data-day$="-28"]:not([data-outside])');
      const dayKey = await day.getAttribute('data-day');
      await day.getByRole('button').click();
      await expect(page.locator('form#checkout input[type="hidden"][name="arrivalDate"]')).toHaveValue(dayKey ?? '');
      await expect(plateInputs(page).first()).not.toBeFocused();
    });
  }

  test('dates picked in the summary go into the address: a reload keeps them, and the page is not loaded again', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'the picker itself is covered at every width elsewhere');
    const errors = trackErrors(page, OFFLINE_MAP_ERRORS);
    await page.goto(checkoutPath(await parkingId(page), stayParams(3, 4)));
    await hydrated(page);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('_data=routes%2Frezerwacja')) loads.push(request.url());
    });
    await page.locator('summary', { hasText: 'zmień daty i godziny' }).click();
    await page.getByRole('button', { name: /^Przyjazd/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' });
    const [arrival, departure] = [dayFromToday(20), dayFromToday(26)];
    await pickDay(calendar, arrival);
    await pickDay(calendar, departure);
    await expect(page).toHaveURL(new RegExp(`arrivalAt=${arrival}T`));
    await expect(page).toHaveURL(new RegExp(`departureAt=${departure}T`));
    await expect(page).toHaveURL(/parkingId=/);
    await expect(total(page)).toHaveText(/PLN$/);
    expect(loads).toEqual([]);

    await page.reload();
    await hydrated(page);
    await expect(page.locator('form#checkout input[type="hidden"][name="arrivalDate"]')).toHaveValue(arrival);
    await expect(page.locator('form#checkout input[type="hidden"][name="departureDate"]')).toHaveValue(departure);
    expect(errors).toEqual([]);
  });

  test('an empty submit shows the §5 messages by the fields and posts nothing; the draft survives a reload', async ({
    page,
  }) => {
    const errors = trackErrors(page, OFFLINE_MAP_ERRORS);
    await page.goto(checkoutPath(await parkingId(page), stayParams(13, 2)));
    await hydrated(page);
    await expect(total(page)).toHaveText(/PLN$/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });

    await payButton(page).click();
    const described: [Locator, string][] = [
      [page.getByLabel('Imię', { exact: true }), MESSAGES.firstName],
      [page.getByLabel('Nazwisko', { exact: true }), MESSAGES.lastName],
      [page.getByLabel('E-mail', { exact: true }), MESSAGES.email],
      [page.getByLabel('Telefon', { exact: true }), MESSAGES.phone],
      [plateInputs(page).first(), MESSAGES.plate],
      [privacyConsent(page), MESSAGES.privacy],
    ];
    for (const [field, message] of described) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page).toHaveURL(/\/rezerwacja\/\?parkingId=/);
    await expect(payButton(page)).toHaveText('Przejdź do płatności');
    expect(posts).toEqual([]);

    // Typing fixes a message at once (revalidation on input).
    await page.getByLabel('Imię', { exact: true }).fill(CONTACT.firstName);
    await expect(page.getByText(MESSAGES.firstName, { exact: true })).toHaveCount(0);

    // The draft: what was typed is kept in checkout_form_data and comes back after a reload.
    await page.getByLabel('E-mail', { exact: true }).fill(CONTACT.email);
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => window.localStorage.getItem('checkout_form_data'))) ?? 'null'),
      )
      .toMatchObject({ formData: { firstName: CONTACT.firstName, email: CONTACT.email } });
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(CONTACT.firstName);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(CONTACT.email);
    await expect(page.getByText(MESSAGES.firstName, { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the click that leaves a field with a mistake opens '+ dodaj uwagi' (its message moves nothing under it)", async ({
    page,
  }) => {
    await page.goto(checkoutPath(await parkingId(page), stayParams(13, 2)));
    await hydrated(page);
    await page.getByLabel('Telefon', { exact: true }).fill('600');
    // Straight from the field to the link: the press blurs the field, which shows its message.
    await page.locator('summary', { hasText: '+ dodaj uwagi' }).click();
    await expect(page.getByLabel(/^Uwagi do rezerwacji/)).toBeVisible();
    await expect(page.getByText(MESSAGES.phone, { exact: true })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('listing → detail → checkout: invoice, second plate, addon + Przelicz, promo, rejected then valid submit → pay → success', async ({
    page,
  }) => {
    const { price } = await bookFromListing(page, stayParams(11, 4));
    await expect(total(page)).toHaveText(/^[\d\s]+,\d{2} PLN$/);
    const base = await totalAmount(page);
    expect(base).toBe(price);

    await fillContact(page);
    // The invoice fields show through CSS when the box is ticked; the country is a native select.
    const invoiceFields = page.getByTestId('invoice-fields');
    await expect(invoiceFields).toBeHidden();
    await page.getByRole('checkbox', { name: 'Chcę fakturę na firmę' }).check();
    await expect(invoiceFields).toBeVisible();
    await fillInvoiceTexts(page);
    await page.getByLabel('Kraj', { exact: true }).selectOption({ label: 'Niemcy' });

    // 'Dodaj kolejny pojazd' posts the form and comes back with a second plate input, nothing lost.
    await plateInputs(page).first().fill(PLATES[0]);
    await press(page, page.getByRole('button', { name: 'Dodaj kolejny pojazd' }));
    await expect(plateInputs(page)).toHaveCount(2);
    await expect(plateInputs(page).first()).toHaveValue(PLATES[0]);
    await expect(plateInputs(page).nth(1)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Usuń pojazd 2' })).toBeVisible();
    await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(CONTACT.firstName);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(CONTACT.email);
    await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue(CONTACT.phone);
    await expect(page.getByRole('checkbox', { name: 'Chcę fakturę na firmę' })).toBeChecked();
    await expect(page.getByLabel('NIP', { exact: true })).toHaveValue(INVOICE.nip);
    await expect(page.getByLabel('Kraj', { exact: true })).toHaveValue('niemcy');
    await plateInputs(page).nth(1).fill(PLATES[1]);
    await page.locator('summary', { hasText: '+ dodaj uwagi' }).click();
    await page.getByLabel(/^Uwagi do rezerwacji/).fill(NOTES);

    // An addon and 'Przelicz cenę': both vehicles pay for their space and for the addon.
    const addon = page.getByRole('checkbox', { name: ADDON });
    const addonPrice = amount(await page.locator('label', { has: addon }).textContent());
    await addon.check();
    await press(page, page.getByRole('button', { name: 'Przelicz cenę' }));
    const withAddon = Math.round((2 * base + 2 * addonPrice) * 100) / 100;
    await expect.poll(() => totalAmount(page)).toBe(withAddon);
    await expect(page.getByRole('checkbox', { name: ADDON })).toBeChecked();
    await expect(plateInputs(page).nth(1)).toHaveValue(PLATES[1]);

    // The promo code through the buttons; the messages are part of the page.
    await applyPromo(page, PROMO_10);
    await expect(page.getByRole('status').filter({ hasText: 'Kod rabatowy zastosowany!' })).toBeVisible();
    await expect.poll(() => totalAmount(page)).toBeLessThan(withAddon);
    expect(await totalAmount(page)).toBeCloseTo(withAddon * 0.9, 1);
    await press(page, page.getByRole('button', { name: 'Usuń', exact: true }));
    await expect(page.getByRole('status').filter({ hasText: 'Kod rabatowy usunięty' })).toBeVisible();
    await expect.poll(() => totalAmount(page)).toBe(withAddon);
    await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(CONTACT.firstName);

    // A rejected submit (a broken e-mail, no consent): the messages, and everything typed stays.
    await page.getByLabel('E-mail', { exact: true }).fill('anna.kowalska@');
    await press(page, payButton(page));
    await expect(page.getByRole('alert').filter({ hasText: 'Rezerwacja nie została złożona' })).toBeVisible();
    await expect(page.getByText(MESSAGES.email, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(MESSAGES.privacy, { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(new RegExp(MESSAGES.email));
    await expect(privacyConsent(page)).toHaveAccessibleDescription(new RegExp(MESSAGES.privacy));
    await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(CONTACT.firstName);
    await expect(page.getByLabel('Nazwisko', { exact: true })).toHaveValue(CONTACT.lastName);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('anna.kowalska@');
    await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue(CONTACT.phone);
    await expect(page.getByLabel('Kod pocztowy', { exact: true })).toHaveValue(INVOICE.postalCode);
    await expect(page.getByLabel(/^Uwagi do rezerwacji/)).toHaveValue(NOTES);
    await expect(page.getByLabel('Kraj', { exact: true })).toHaveValue('niemcy');
    await expect(plateInputs(page)).toHaveCount(2);
    await expect(plateInputs(page).nth(1)).toHaveValue(PLATES[1]);
    await expect(page.getByRole('checkbox', { name: ADDON })).toBeChecked();
    // The summary still prices what the form holds (two vehicles and the addon).
    expect.soft(await totalAmount(page), 'the total after a rejected submit').toBe(withAddon);

    // Fixed and sent: the payment page for that total, then success.
    await page.getByLabel('E-mail', { exact: true }).fill(CONTACT.email);
    await privacyConsent(page).check();
    await press(page, payButton(page));
    expect(await onSandbox(page, 'Zapłać')).toBe(withAddon);
    await expect(heading(page, SUCCESS)).toBeVisible();
  });

  for (const [button, outcome] of [
    ['Zapłać', SUCCESS],
    ['Odrzuć płatność', FAILURE],
  ] as const) {
    test(`a minimal order, '${button}' on the payment page → ${outcome}`, async ({ page }) => {
      await page.goto(checkoutPath(await parkingId(page), stayParams(12, 3)));
      await expect(page.getByRole('button', { name: 'Przelicz cenę' })).toBeVisible();
      const shown = await totalAmount(page);
      await fillMinimal(page);
      await press(page, payButton(page));
      expect(await onSandbox(page, button)).toBe(shown);
      await expect(heading(page, outcome)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Twoja rezerwacja' })).toBeVisible();
    });
  }

  test('Back from the payment page shows everything typed, the plate and the NIP too, and a re-submit works', async ({
    page,
  }) => {
    test.slow(); // two full page posts and a history step without JS, on a shared machine
    await page.goto(checkoutPath(await parkingId(page), stayParams(13, 2)));
    await expect(page.getByRole('button', { name: 'Przelicz cenę' })).toBeVisible();
    await fillMinimal(page);
    await page.getByRole('checkbox', { name: 'Chcę fakturę na firmę' }).check();
    await fillInvoiceTexts(page);
    await page.getByLabel('Kraj', { exact: true }).selectOption({ label: 'Niemcy' });
    await press(page, payButton(page));
    await expect(page).toHaveURL(SANDBOX_PATH);

    await page.goBack();
    await expect(page).toHaveURL(/\/rezerwacja\//);
    await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(CONTACT.firstName);
    await expect(plateInputs(page).first()).toHaveValue(PLATES[0]);
    await expect(page.getByLabel('NIP', { exact: true })).toHaveValue(INVOICE.nip);
    await press(page, payButton(page));
    await expect(page).toHaveURL(SANDBOX_PATH);
  });
});

// ---------------------------------------------------------------------------------------------
// The price-change dialog (spec §4). The e2e server's offers live an hour and its API has no way to
// change a price, so these tests start a server of their own: the real app on a fresh, seeded
// in-memory backend whose offers expire after 2 s, and whose database the test may edit.

const OFFER_TTL_SECONDS = 2;
/** The wait for the checkout's offer to expire: the one fixed sleep (spec: a stored offer expires). */
const OFFER_EXPIRY_WAIT_MS = OFFER_TTL_SECONDS * 1000 + 700;
/** What the tariff goes up by, grosze per day price. */
const PRICE_RISE = 4_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface OwnServer {
  backend: Backend;
  server: TestServer;
  url: string;
  parkingId: number;
  tariff: Tariff;
}

async function startOwnServer(): Promise<OwnServer> {
  // The app's server build picks React's production code from NODE_ENV, as `npm start` does.
  process.env.NODE_ENV = 'production';
  // The app's own logger (loaders, actions) reads LOG_LEVEL when the server build loads.
  process.env.LOG_LEVEL = 'warn';
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The sandbox payment page sends the browser back to publicUrl: this very server.
  const backend = await createBackend({
    dataDir: 'memory',
    publicUrl: url,
    offerTtlSeconds: OFFER_TTL_SECONDS,
    orderHoldMinutes: 30,
    seed: true,
  });
  const server = await startTestServer({ backend, port, env: { LOG_LEVEL: 'warn', PUBLIC_URL: url } });
  const [row] = await backend.database.db.select().from(parkings).where(eq(parkings.slug, PARKING.slug));
  return { backend, server, url, parkingId: row.id, tariff: row.tariff };
}

async function setTariff(own: OwnServer, tariff: Tariff) {
  await own.backend.database.db.update(parkings).set({ tariff }).where(eq(parkings.id, own.parkingId));
}

const raised = (tariff: Tariff): Tariff => ({
  dayPrices: tariff.dayPrices.map((price) => price + PRICE_RISE),
  extraDayPrice: tariff.extraDayPrice + PRICE_RISE,
});

const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop-1280';

/**
 * Opens the checkout on the own server, fills a valid order, then raises the price and lets the offer
 * expire; submitting brings up the dialog. Returns the total the page showed and the dialog.
 */
async function reachPriceChange(page: Page, own: OwnServer, withJs: boolean) {
  await page.goto(`${own.url}${checkoutPath(String(own.parkingId), stayParams(15, 3))}`);
  if (withJs) await hydrated(page);
  await expect(total(page)).toHaveText(/PLN$/);
  // With JS a typed plate re-prices the offer after 1 s: that has to happen before the price rises.
  const requoted = withJs
    ? page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/rezerwacja/',
      )
    : null;
  await fillMinimal(page);
  if (requoted) {
    expect((await requoted).status()).toBe(200);
    await expect(page.getByText('Przeliczamy cenę…')).toHaveCount(0);
  }
  await expect(payButton(page)).toBeEnabled();
  const before = await totalAmount(page);

  await setTariff(own, raised(own.tariff));
  await page.waitForTimeout(OFFER_EXPIRY_WAIT_MS);
  await payButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Zmiana ceny rezerwacji' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Oferta wygasła i została automatycznie odświeżona. Cena uległa zmianie.');
  await expect(dialog).toContainText('Czy chcesz kontynuować rezerwację z nową ceną?');
  await expect(dialog.getByText('Poprzednia cena')).toBeVisible();
  await expect(dialog.getByText('Nowa cena')).toBeVisible();
  await expect(dialog.getByText('Różnica')).toBeVisible();
  const oldPrice = amount(await dialog.getByTestId('price-change-old').textContent());
  const newPrice = amount(await dialog.getByTestId('price-change-new').textContent());
  expect(oldPrice).toBe(before);
  expect(newPrice).toBeGreaterThan(before);
  const difference = dialog.getByTestId('price-change-difference');
  await expect(difference).toHaveText(/^\+\s?[\d\s]+,\d{2} PLN$/);
  expect(amount(await difference.textContent())).toBeCloseTo(newPrice - oldPrice, 2);
  await expect(difference).toHaveClass(/text-red-700/);
  // Behind the dialog the summary shows the new offer; the form still confirms the old total until
  // the traveller decides.
  expect(await totalAmount(page), 'the summary behind the open dialog').toBe(newPrice);
  return { dialog, before, newPrice };
}

for (const withJs of [true, false]) {
  test.describe(`price-change dialog ${withJs ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: withJs });
    // One server per worker for these tests, run one after another.
    test.describe.configure({ mode: 'default', timeout: 90_000 });

    let own: OwnServer | undefined;
    test.beforeAll(async () => {
      own = await startOwnServer();
    });
    test.afterAll(async () => {
      await own?.server.close();
      await own?.backend.close();
    });
    test.beforeEach(async () => {
      if (own) await setTariff(own, own.tariff);
    });

    test('Kontynuuj z nową ceną places the order at the new price', async ({ page }, testInfo) => {
      if (!own) throw new Error('The own server did not start');
      const errors = trackErrors(page, OFFLINE_MAP_ERRORS);
      const { dialog, newPrice } = await reachPriceChange(page, own, withJs);
      await dialog.screenshot({
        path: testInfo.outputPath(
          `price-change-dialog-${withJs ? 'js' : 'nojs'}-${isDesktop(testInfo) ? '1280' : '360'}.png`,
        ),
      });
      // axe runs as a script in the page: only where the page runs scripts.
      if (withJs)
        expect
          .soft(await seriousViolations(page, (builder) => builder.include('dialog')), 'axe inside the dialog')
          .toEqual([]);
      await dialog.getByRole('button', { name: 'Kontynuuj z nową ceną' }).click();
      await expect(page).toHaveURL(SANDBOX_PATH);
      expect(amount(await page.locator('.amount').textContent())).toBe(newPrice);
      if (withJs) expect(errors.filter((error) => !/409/.test(error))).toEqual([]);
    });

    test('Anuluj closes the dialog and loads the new offer into the summary', async ({ page }) => {
      if (!own) throw new Error('The own server did not start');
      const { dialog, newPrice } = await reachPriceChange(page, own, withJs);
      await dialog.getByRole('button', { name: 'Anuluj' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => totalAmount(page)).toBe(newPrice);
      if (withJs) {
        await expect(page.getByText('Oferta zaktualizowana')).toBeVisible();
      } else {
        await expect(page.getByRole('status').filter({ hasText: 'Oferta zaktualizowana' })).toBeVisible();
      }
      await expect(page.getByText('Załadowano nową ofertę z aktualną ceną.')).toBeVisible();
      // What was typed is still there, and the order now goes through at the new price.
      await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(CONTACT.firstName);
      await expect(plateInputs(page).first()).toHaveValue(PLATES[0]);
      await expect(privacyConsent(page)).toBeChecked();
      await payButton(page).click();
      await expect(page).toHaveURL(SANDBOX_PATH);
      expect(amount(await page.locator('.amount').textContent())).toBe(newPrice);
    });
  });
}

test.describe('accessibility', () => {
  test('/rezerwacja/ has no serious or critical axe violations, also with the invoice open and the messages shown', async ({
    page,
  }) => {
    // Several axe passes (4–7 s each for a page of ~1,000 elements on 2 cores, more on a busy machine):
    // a fixed amount of work, so the test gets three times the default time.
    test.slow();
    await page.goto(checkoutPath(await parkingId(page), stayParams(14, 3)));
    await hydrated(page);
    await expect(total(page)).toHaveText(/PLN$/);
    const initial = await seriousViolations(page);
    await page.getByRole('checkbox', { name: 'Chcę fakturę na firmę' }).check();
    await page.getByRole('button', { name: 'Dodaj kolejny pojazd' }).click();
    // The second vehicle is priced (1 s later): axe must not read the summary while it is dimmed for that.
    await expect(page.getByText(/ × 2 pojazdy = /)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await payButton(page).click();
    await expect(page.getByText(MESSAGES.privacy, { exact: true })).toBeVisible();
    const withErrors = await seriousViolations(page);
    const serious = [...initial.map((v) => `initial ${v}`), ...withErrors.map((v) => `invoice+errors ${v}`)];
    expect(serious).toEqual([]);
  });
});
