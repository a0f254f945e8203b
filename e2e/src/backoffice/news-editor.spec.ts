import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { solidPng } from '../support/png';

const BACK_OFFICE = 'http://localhost:4300';
const SITE = 'http://demo.localhost:4200';
const API = 'http://localhost:3333';

/** The club's Editor: news and pages are her tools (a role short of Admin). */
async function signInAsEditor(page: Page, path: string) {
  await page.goto(`${BACK_OFFICE}${path}`);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill('editor@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Editor-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}${path}`);
}

const latestNews = (page: Page) =>
  page.getByRole('region', { name: 'Latest news' }).getByRole('heading', { level: 2 });

test("the club's Editor writes a story with a described photo, publishes it, and the club home shows it on the next load", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Minor hurlers win the Féile ${Date.now()}`;
  await signInAsEditor(page, '/news-and-pages/new?type=news');

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
  await expect(page.getByText('Draft: not on the site')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'URL slug' })).toHaveValue(
    /^minor-hurlers-win-the-feile-\d+$/,
  );
  const slug = await page.getByRole('textbox', { name: 'URL slug' }).inputValue();

  await page.getByRole('textbox', { name: 'Summary' }).fill('A great day for the club.');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('The minors brought the cup home on Sunday.');

  // A photo goes in only with its alt text.
  await page.getByTestId('rich-text-image-input').setInputFiles({
    name: 'cup-winners.png',
    mimeType: 'image/png',
    buffer: solidPng(800, 450),
  });
  const alt = page.getByRole('textbox', { name: 'Alt text for cup-winners.png' });
  await expect(alt).toBeFocused();
  await page.getByRole('button', { name: 'Add image' }).click();
  await expect(
    page.getByText('Describe the image in its alt text, for people who cannot see it.'),
  ).toBeVisible();
  await alt.fill('The minor hurlers lift the cup');
  await alt.press('Enter');
  await expect(content.getByRole('img', { name: 'The minor hurlers lift the cup' })).toBeVisible();

  // The draft is saved a moment after typing stops; the site still shows nothing of it.
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect((await page.request.get(`${API}/v2/store/demo/articles/${slug}`)).status()).toBe(404);
  await expectNoAxeViolations(page, { where: 'the editor' });

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: `Preview of ${title}` });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('A great day for the club.');
  await expect(
    preview.getByRole('img', { name: 'The minor hurlers lift the cup' }),
  ).toHaveAttribute('src', /\/v2\/images\/.+\.png$/);
  await page.getByRole('button', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('The story is published.')).toBeVisible();
  await expect(page.getByText(/^Published \d{1,2} \w+ \d{4}$/)).toBeVisible();

  // The club's home, loaded again, lists the story first; its page shows the described photo.
  await page.goto(`${SITE}/`);
  await expect(latestNews(page).first()).toHaveText(title);
  await latestNews(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`${SITE}/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The minor hurlers lift the cup' })).toBeVisible();

  // Taken down again: the journeys that count the demo club's stories run after this one.
  await page.goto(`${BACK_OFFICE}/news-and-pages`);
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Take the story off the site?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(page.getByText('The story is no longer on the site.')).toBeVisible();
  await page.goto(`${SITE}/`);
  await expect(latestNews(page).first()).not.toHaveText(title);
});
