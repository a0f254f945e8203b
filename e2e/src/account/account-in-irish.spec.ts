import { expect, test } from '@playwright/test';
import { expectNoEnglish, watchClubContent } from '../support/english-left';
import { memberLikeSeeded } from '../support/members';

const ACCOUNT = 'http://myaccount.localhost:4200';

/** The account's pages with their headings in Irish, as the account's navigation names them. */
const PAGES = [
  ['/orders', 'Orduithe'],
  ['/payment-methods', 'Modhanna íocaíochta'],
  ['/arrears', 'Riaráistí'],
  ['/lotto', 'Mo lotto'],
  ['/renewals', 'Athnuachana'],
  ['/auto-renewals', 'Athnuachana uathoibríocha'],
  ['/subscriptions', 'Síntiúis'],
  ['/family', 'Teaghlach'],
  ['/profile', 'Próifíl'],
] as const;

test("the member's account in Irish: the sign-in and every page of the account have no English left but the member's and the club's own", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A member with something on every page: orders, cards, a failed instalment, a lotto entry,
  // last season's membership to renew, a subscription and a juvenile.
  const member = await memberLikeSeeded('account-irish', 'demo', {
    subscription: true,
    last_season: true,
  });
  await context.addCookies([{ name: 'touchline_lang', value: 'ga', url: ACCOUNT }]);
  const content = watchClubContent(page);

  await page.goto(`${ACCOUNT}/orders`);
  await expect(page).toHaveURL(/\/authentication\//);
  await page.getByLabel('Ríomhphost', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Ar aghaidh', exact: true }).click();
  await page.getByLabel('Pasfhocal', { exact: true }).fill(member.password);
  await expectNoEnglish(page, content, 'the sign-in');
  await page.getByRole('button', { name: 'sínigh isteach', exact: true }).click();
  await expect(page).toHaveURL(`${ACCOUNT}/orders`);

  const main = page.getByRole('main');
  for (const [path, heading] of PAGES) {
    await page.goto(`${ACCOUNT}${path}`);
    await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    // The page's data is on screen: nothing is loading, and nothing failed to.
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(main.getByText(/^Níorbh fhéidir/)).toHaveCount(0);
    await expectNoEnglish(page, content, `the account's ${path}`);
  }
});
