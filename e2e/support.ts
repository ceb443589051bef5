import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Console errors the offline test browser cannot avoid: the OpenStreetMap embed never loads here. */
export const OFFLINE_MAP_ERRORS = /openstreetmap|ERR_|Failed to load resource/;

/** Collects console errors and uncaught page errors so a journey can assert there were none. */
export function trackErrors(page: Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !(ignore && ignore.test(message.text()))) errors.push(message.text());
  });
  return errors;
}

/** What `seriousViolations` adds while axe runs, and where the page keeps it until it is taken away. */
const NO_TRANSITIONS = '*, ::before, ::after { transition: none !important; }';
const NO_TRANSITIONS_KEY = '__axeWithoutTransitions';

/**
 * 'rule: targets' of every serious or critical axe violation on the page (`scope` narrows or tags the
 * scan). axe reads the page as it is once its finite CSS transitions and animations have ended: a colour
 * measured mid-transition (a button fading back from `disabled:opacity-60` after a submit) is not what
 * people read. They are jumped to their end (`finish()`) rather than awaited: a finished promise can stay
 * pending when the browser produces no frames (seen on a busy CI machine, a 90 s timeout). While axe
 * runs, transitions are off too (an adopted style sheet, taken away afterwards): a form still revalidating
 * when the scan starts re-enables its button during it, and that button's fade back to full opacity was
 * measured half-way (a fresh-clone CI's one flaky test, "Zmień termin" at 360 px).
 */
export async function seriousViolations(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  await page.evaluate(
    ([rule, key]) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rule);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      Reflect.set(window, key, sheet);
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations === Infinity) continue;
        try {
          animation.finish();
        } catch {
          // A zero playback rate or an endless effect cannot be finished; axe reads it as it is.
        }
      }
    },
    [NO_TRANSITIONS, NO_TRANSITIONS_KEY] as const,
  );
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  try {
    results = await scope(new AxeBuilder({ page })).analyze();
  } finally {
    await page.evaluate((key) => {
      const sheet: unknown = Reflect.get(window, key);
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      Reflect.deleteProperty(window, key);
    }, NO_TRANSITIONS_KEY);
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Clicks a day in the open range calendar, paging a month forward when it is not shown yet. */
export async function pickDay(dialog: Locator, day: string): Promise<void> {
  // The calendar chunk loads on first open: wait for the month grid before looking for the day.
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  const cell = dialog.locator(`[data-day="${day}"]:not([data-outside]) button`);
  for (let attempt = 0; attempt < 3 && (await cell.count()) === 0; attempt++) {
    await dialog.getByRole('button', { name: 'Przejdź do następnego miesiąca' }).click();
  }
  await cell.click();
}

/** A seeded Warszawa-Chopin car park with 400 spaces, so the orders placed in tests never fill it up. */
const PARKING_SLUG = 'airpark-poleczki';

const MoneySchema = z.object({ amount: z.number(), currency: z.string() });
const ParkingListSchema = z.object({
  docs: z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.string() })).min(1),
});
const OfferSchema = z.object({ id: z.string(), total: MoneySchema });
const OrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  total: MoneySchema,
  paymentUrl: z.string().nullable(),
  /** The booking token: the payment pages show the order's details only to a browser holding it. */
  accessToken: z.string(),
});
function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
}

/** An order placed the way the checkout does it: an offer, then the order with an Idempotency-Key. */
export async function placeOrder(request: APIRequestContext, promoCode?: string) {
  const parkings = await request.get(
    `/api/parking?${new URLSearchParams({ 'where[slug][equals]': PARKING_SLUG, limit: '1' })}`,
  );
  const parking = ParkingListSchema.parse(await parkings.json()).docs[0];
  const lines = [
    {
      productId: String(parking.id),
      specification: {
        vehicles: [{ plate: 'WA 12345' }],
        people: { adult: 2, child: 0, disabled: 0 },
        stayPeriod: { arrivalAt: daysFromNow(20), departureAt: daysFromNow(23) },
      },
    },
  ];
  const offerAnswer = await request.post('/api/v1/offers', { data: { offerLines: lines, promoCode } });
  expect(offerAnswer.status()).toBe(201);
  const offer = OfferSchema.parse(await offerAnswer.json());
  const orderAnswer = await request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      offerId: offer.id,
      orderLines: lines,
      expectedPrice: offer.total,
      customer: { firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.pl', phone: '+48 600 100 200' },
      additionalInfo: '',
    },
  });
  expect(orderAnswer.status()).toBe(201);
  return { order: OrderSchema.parse(await orderAnswer.json()), parking };
}

/**
 * Gives the browser the order's cookie, as placing it through the checkout does (an order placed through the
 * API has none): an e-mail link `/platnosc/?orderId=…&token=…`, which keeps the token and drops it from the
 * address.
 */
export async function holdOrderToken(page: Page, order: { orderId: string; accessToken: string }): Promise<void> {
  await page.goto(`/platnosc/?${new URLSearchParams({ orderId: order.orderId, token: order.accessToken })}`);
  await expect(page).toHaveURL(new RegExp(`/platnosc/\\?orderId=${order.orderId}$`));
}

/** The sandbox page on this test's origin (the API builds its URL from PUBLIC_URL). */
export function sandboxPath(paymentUrl: string | null): string {
  if (!paymentUrl) throw new Error('The order has no payment page');
  return new URL(paymentUrl).pathname;
}
