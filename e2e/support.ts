import { expect, type Locator, type Page } from '@playwright/test';

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
