import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/**
 * The journeys' accessibility check itself (`support/axe.ts`): it reports what axe finds in the
 * page, only in the part named when one is, and in a frame served by another origin.
 */

const SITE = 'http://quiet.localhost:4200';
/**
 * A page of another origin the site's Content-Security-Policy lets it frame (the API's, as the
 * card payment's bank step is), answered by the journey itself.
 */
const FRAMED = 'http://localhost:3333/axe-check/framed-page';

/** What the check says, or null when it passes. */
const failureOf = (check: Promise<void>) =>
  check.then(
    () => null,
    (error: Error) => error.message,
  );

async function plantImageWithoutText(page: Page, where: string, name: string) {
  await page.locator(where).evaluate((parent, src) => {
    const image = document.createElement('img');
    image.src = src;
    parent.append(image);
  }, `/${name}.png`);
}

test('the axe check reports a violation in the page, in the part named, and in a frame of another origin', async ({
  page,
}) => {
  await page.route(FRAMED, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Framed</title></head><body><main aria-label="Framed page"><h1>Framed</h1></main></body></html>',
    }),
  );
  await page.goto(`${SITE}/error`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoAxeViolations(page, { where: 'the error page' });

  // What the journey plants goes in a landmark of its own outside the app's root, which the app
  // renders (and may render again) without it.
  await page.evaluate(() => {
    const aside = document.createElement('aside');
    aside.setAttribute('aria-label', 'Planted by the journey');
    document.body.append(aside);
  });
  const planted = 'aside[aria-label="Planted by the journey"]';
  await plantImageWithoutText(page, planted, 'in-page');
  const inPage = await failureOf(expectNoAxeViolations(page));
  expect(inPage).toContain('image-alt: Images must have alternative text');
  expect(inPage).toContain('in-page.png');
  // Only the footer: the image planted elsewhere is not part of it.
  expect(await failureOf(expectNoAxeViolations(page, { include: 'footer' }))).toBeNull();
  await page.locator('img[src="/in-page.png"]').evaluate((image) => image.remove());
  expect(await failureOf(expectNoAxeViolations(page))).toBeNull();

  await page.locator(planted).evaluate((aside, src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Another site';
    frame.src = src;
    aside.append(frame);
  }, FRAMED);
  const frame = page.frameLocator('iframe[title="Another site"]');
  await expect(frame.getByRole('heading', { name: 'Framed' })).toBeVisible();
  expect(await failureOf(expectNoAxeViolations(page))).toBeNull();
  await frame.locator('main').evaluate((main) => {
    const image = document.createElement('img');
    image.src = '/in-frame.png';
    main.append(image);
  });
  // axe names a node in a frame by the frame's selector, then the node's within it.
  expect(await failureOf(expectNoAxeViolations(page))).toContain(
    'image-alt: Images must have alternative text (iframe img)',
  );
});
