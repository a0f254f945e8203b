import { expect, test, type Page } from '@playwright/test';
import { collectProblems, fetchPageAgain } from '../support/page-watch';
import { BROKEN_RENDERS, restoreRemoteRenders, serveRemoteRenders } from '../support/redeploy';

/**
 * Every server-rendered page when its remote's server render fails, is too slow, spins or
 * throws after answering: the page still comes, with its remote's loading state, the page server
 * answers the next one the same way, and the app then shows the page. One table of pages, one
 * page-server restart per kind of broken render (both remotes broken at once).
 */

const SITE = 'http://demo.localhost:4200';
const API = 'http://localhost:3333/v2/store/demo';

interface ServerRenderedPage {
  name: string;
  path: string;
  remote: 'storefront' | 'membership';
  /** Text the remote's server render puts in the page, absent from the loading state. */
  renderedText: string;
  /** What the app shows once it has loaded the page itself. */
  appShows: (page: Page) => Promise<void>;
}

const PAGES: ServerRenderedPage[] = [
  {
    name: 'the home',
    path: '/',
    remote: 'storefront',
    renderedText: 'Load More',
    appShows: async (page) => {
      // The news grid's first page, as the API lists it.
      const list = (await (await fetch(`${API}/articles?type=news&per_page=6&page=1`)).json()) as {
        items: { title: string }[];
      };
      const news = page.getByRole('region', { name: 'Latest news' });
      await expect(news.getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(
        list.items.map((item) => item.title),
      );
      await expect(page.getByRole('region', { name: 'Our sponsors' })).toBeVisible();
    },
  },
  {
    name: 'an article',
    path: '/news/membership-2027-now-open',
    remote: 'storefront',
    renderedText: 'Membership for 2027 is open online.',
    appShows: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Membership 2027 is now open' }),
      ).toBeVisible();
      await expect(page.getByText('Membership for 2027 is open online.')).toBeVisible();
    },
  },
  {
    name: 'the membership page',
    path: '/products/membership',
    remote: 'membership',
    renderedText: 'Select plans from the programmes',
    appShows: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Select plans from the programmes' }),
      ).toBeVisible();
      await page.getByRole('button', { name: /^Membership \d{4}$/ }).click();
      await expect(page.getByRole('article', { name: 'Adult Social Membership' })).toBeVisible();
    },
  },
  {
    name: 'the shop',
    path: '/products/shop',
    remote: 'membership',
    renderedText: 'Bobble Hat',
    appShows: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Club Shop' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Bobble Hat' })).toBeVisible();
    },
  },
];

test.afterAll(restoreRemoteRenders);

for (const [what, render] of Object.entries(BROKEN_RENDERS)) {
  test.describe(`a server render that ${what}`, () => {
    test.beforeAll(async () => {
      await serveRemoteRenders({ storefront: render, membership: render });
    });

    for (const served of PAGES) {
      test(`${served.name} comes with its loading state, and the app shows it`, async ({
        page,
      }) => {
        const problems = collectProblems(page);
        const response = await page.goto(`${SITE}${served.path}`);
        const html = (await response?.text()) ?? '';
        expect(response?.status()).toBe(200);
        expect(html).toContain('<header');
        expect(html).toContain('aria-busy="true"');
        expect(html).not.toContain(served.renderedText);
        expect(html).not.toContain(`id="touchline-remote-${served.remote}"`);
        // The page server still answers the next page the same way.
        const next = await fetchPageAgain(page, `${SITE}${served.path}`);
        expect(next.status).toBe(200);
        expect(next.html).toContain('aria-busy="true"');
        expect(next.html).not.toContain(served.renderedText);
        await served.appShows(page);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      });
    }
  });
}
