import type { Page } from '@playwright/test';

/**
 * The visitor's browser asks sites to save data (Chromium's Save-Data setting, read by pages as
 * `navigator.connection.saveData`): the page then loads a remote's code only when the visitor
 * acts, never ahead of the tap. Set before the page's own scripts run.
 */
export async function askToSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
}
