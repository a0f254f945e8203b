import type { Page } from '@playwright/test';

/**
 * Holds back the page's requests matching `pattern` until the journey calls the answered
 * release: what the visitor does meanwhile lands on the server's page before the app has taken
 * it over, however fast or slow the machine.
 */
export async function holdRequests(page: Page, pattern: RegExp | string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
