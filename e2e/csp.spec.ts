// The Content-Security-Policy in a real browser: every main page runs its scripts (hydrates) and the
// browser reports no violation — Remix's scripts, lazy chunks and the CMS embed all carry the nonce.
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/parking-lotnisko-warszawa-chopin/',
  '/parking-lotnisko-warszawa-chopin/okecie-park/',
  '/rezerwacja/?parkingId=1',
  '/blog/parking-przy-lotnisku-czy-taksowka/',
  '/o-nas/',
  '/dodaj-parking/',
  '/moja-rezerwacja/',
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
});

for (const path of PAGES) {
  test(`${path}: hydrates under the CSP without a violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
    await page.waitForLoadState('networkidle');
    // Hydrated: Remix's client runtime ran (its scripts are nonce'd module scripts).
    await expect
      .poll(() => page.evaluate(() => Reflect.has(window, '__remixContext') && Reflect.has(window, '__remixRouter')))
      .toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, '__cspViolations'))).toEqual([]);
  });
}

test('an injected inline handler is blocked (the policy is really enforced)', async ({ page }) => {
  await page.goto('/faq/');
  await page.waitForLoadState('networkidle');
  // The classic XSS vector: markup with an event handler. No nonce can cover it.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/nie-ma.png" onerror="window.__injected = true">'),
  );
  const violations = () =>
    page.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__cspViolations');
      return Array.isArray(seen) ? seen.length : 0;
    });
  await expect.poll(violations).toBeGreaterThan(0);
  expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined();
});
