import { expect, test, type Page } from '@playwright/test';
import { expectNoEnglish, watchClubContent } from '../support/english-left';

const BACK_OFFICE = 'http://localhost:4300';

/** The back office's tools as its navigation names them in Irish. */
const TOOLS = [
  'Ríomhphoist',
  'Bosca teagmhála',
  'Foirmeacha',
  'Baill',
  'Íocaíochtaí',
  'Orduithe',
  'Lotto',
  'Socruithe an chlub',
  'Nuacht',
  'Foireann',
];

/** Nothing runs off the side of the screen. */
async function expectFits(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect
    .soft(overflow, `${where}: the page scrolls sideways by ${overflow}px`)
    .toBeLessThanOrEqual(0);
}

test('the back office in Irish: the sign-in, every tool and the story editor have no English left but the club’s own', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The admin's choice on this device only: the demo admin's account, which the other
  // back-office journeys sign in as, keeps no language.
  await context.addCookies([{ name: 'touchline_lang', value: 'ga', url: BACK_OFFICE }]);
  const content = watchClubContent(page);
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.goto(BACK_OFFICE);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Sínigh isteach' }).click();
  await page.getByLabel('Ríomhphost', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Pasfhocal', { exact: true }).fill('DevOnly-Admin-1');
  await expectNoEnglish(page, content, 'the sign-in');
  await page.getByRole('button', { name: 'sínigh isteach', exact: true }).click();
  await expect(main).toContainText('Tá tú i mbun Glenarden Gaels GAA Club.');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoEnglish(page, content, 'the home');
  await expectFits(page, 'the home at 1400 px');

  const tools = page.getByRole('banner').getByRole('navigation', { name: 'Oifig chúil' });
  for (const tool of TOOLS) {
    await tools.getByRole('link', { name: tool, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The tool's data is on screen: nothing is loading.
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoEnglish(page, content, tool);
    await expectFits(page, `${tool} at 1400 px`);
  }

  // A story in the editor: the rich-text editor's toolbar, counter and rephrasing speak Irish.
  await tools.getByRole('link', { name: 'Nuacht', exact: true }).click();
  await main.getByRole('table').getByRole('link').first().click();
  await expect(main.getByRole('toolbar').first()).toHaveAccessibleName(/^Formáidiú: /);
  await expect(main.getByRole('button', { name: 'Trom' }).first()).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoEnglish(page, content, 'a story in the editor');
  await expectFits(page, 'a story in the editor at 1400 px');

  // On a phone the tools and the switch to English are behind the menu, within the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'Roghchlár' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await expectFits(page, 'the open menu at 375 px');
});
