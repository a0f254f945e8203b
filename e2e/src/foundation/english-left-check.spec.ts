import { expect, test } from '@playwright/test';
import { expectNoEnglish } from '../support/english-left';

/**
 * The Irish journeys' English check itself (`support/english-left.ts`): Irish words, a web
 * address and a site path pass; an English text left on the page is named.
 */

/** What the check says, or null when it passes. */
const failureOf = (check: Promise<void>) =>
  check.then(
    () => null,
    (error: Error) => error.message,
  );

test('the English check lets Irish and web addresses through and names English left on the page', async ({
  page,
}) => {
  await page.setContent(
    `<main lang="ga">
      <p>Léigh an scéal ar fad</p>
      <p>https://glenarden.example/news/the-club-and-you</p>
      <p>Nasc: /news/membership-2027-now-open</p>
    </main>`,
  );
  expect(await failureOf(expectNoEnglish(page, new Set(), 'a page in Irish'))).toBeNull();

  await page.setContent(
    `<main lang="ga"><p>Léigh an scéal ar fad</p><button type="button">Read more</button></main>`,
  );
  const failure = await failureOf(expectNoEnglish(page, new Set(), 'a page left in English'));
  expect(failure).toContain('English left on a page left in English');
  expect(failure).toContain('Read more');
  expect(failure).not.toContain('Léigh an scéal');
});
