import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const FAILED = 'Some error occurred while saving your response please try again!';

test('a recurring email link saves the answer, without navbar or footer', async ({ page }) => {
  await page.goto('/recurring-email-status?email_id=5&member_id=9&payment_ack=0&opt_out=1');
  await expect(
    page.getByText(
      'Your response has been saved successfully. You will no longer receive emails from this automated mail.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a recurring email link with a broken id shows the failure text', async ({ page }) => {
  await page.goto('/recurring-email-status?email_id=x&member_id=9');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
});

test('a lotto friend link unsubscribes, and a failing save says so', async ({ page }) => {
  await page.goto('/unsubscribe-lotto-friend-email?id=41&opt_out=1');
  await expect(
    page.getByText('You have been successfully unsubscribed from all lotto emails.'),
  ).toBeVisible();

  await page.route('**/v2/store/demo/unsubscribe-friend/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Busy"}' }),
  );
  await page.goto('/unsubscribe-lotto-friend-email?id=41');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
});
