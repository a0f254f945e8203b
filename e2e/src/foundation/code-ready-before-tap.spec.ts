import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from '../support/held-requests';
import {
  collectProblems,
  remoteOriginUrl,
  saidTwice,
  takenOver,
  totalShift,
  watchLayoutShifts,
  watchTakeOvers,
} from '../support/page-watch';

const SITE = 'http://demo.localhost:4200';

/** When each of a remote's scripts started loading, against the page's load event. */
const scriptsAfterLoad = (page: Page, origin: string) =>
  page.evaluate((origin) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin) && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime >= (navigation?.loadEventStart ?? Infinity));
  }, origin);

// The page's likely first acts have their code loaded and running before the tap: once the page
// has loaded and the browser is idle, the page's own remote takes the server's content over and
// the header's cart and user menu arrive, with nothing of it ahead of the page's load.
for (const { name, path: address, remote, ready } of [
  {
    name: 'the home',
    path: '/',
    remote: 'storefront',
    ready: (page: Page) => page.getByRole('button', { name: 'Load More' }),
  },
  {
    name: 'an article',
    path: '/news/membership-2027-now-open',
    remote: 'storefront',
    ready: (page: Page) => page.getByRole('navigation', { name: 'Share this article' }),
  },
  {
    name: 'the membership page',
    path: '/products/membership',
    remote: 'membership',
    ready: (page: Page) => page.getByRole('button', { name: /^Membership \d{4}$/ }),
  },
] as const) {
  test(`on ${name}, the page's remote and the header's widgets are running before the visitor's first tap`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await watchLayoutShifts(page);
    await watchTakeOvers(page);
    await page.goto(`${SITE}${address}`);
    await expect(ready(page)).toBeVisible();
    // Without any input: the remote takes its content over (its root and the page's own part
    // each say so, once).
    await expect.poll(() => takenOver(page)).toContain(remote);
    // The header's cart is the checkout's own, not the shell's stand-in.
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
    await expect(cart).not.toHaveAttribute('data-light-widget');
    // None of that code came before the page's load event (its main image included).
    for (const loaded of [remote, 'checkout']) {
      const after = await scriptsAfterLoad(page, remoteOriginUrl(loaded));
      expect([loaded, after.length > 0 && after.every(Boolean)]).toEqual([loaded, true]);
    }
    expect(await saidTwice(page)).toBe(false);
    expect(await totalShift(page)).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
  });
}

test('a programme pressed while the membership code is still on its way opens once it has arrived, exactly once', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await watchTakeOvers(page);
  // The membership code is held on its way, so the press lands on the server's markup.
  const release = await holdRequests(page, new RegExp(`^${remoteOriginUrl('membership')}.*\\.js$`));
  await page.goto(`${SITE}/products/membership`);
  const programme = page.getByRole('button', { name: /^Membership \d{4}$/ });
  await expect(programme).toBeVisible();
  await programme.click();
  release();
  // The programme opens with its plans: pressed once (a second press would close it again).
  const plan = page.getByRole('article', { name: 'Adult Social Membership' });
  await expect(plan).toBeVisible();
  await expect(programme).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => takenOver(page)).toContain('membership');
  await expect(plan).toBeVisible();
  expect(problems).toEqual([]);
});
