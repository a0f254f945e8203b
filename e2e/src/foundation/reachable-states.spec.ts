import { expect, test, type Page } from '@playwright/test';
import type { PlanForms, Product, RegistrationForm, ShoppingCart } from '@touchline/contracts';
import { enterCard, CARDS } from '../products/product-journeys';
import { expectNoAxeViolations } from '../support/axe';
import { API } from '../support/club';
import { memberLikeSeeded, type Credentials } from '../support/members';

// States of the spec the lakeside club's seed makes reachable: single sign-on offered beside the
// normal sign-in (its SSO is optional; the API's development identity provider stands in for the
// club's), a bundle of more than 5 plans, a plan whose one place goes while it is in a buyer's
// cart, and its Juniors page linking to one programme of the membership page (`?id=`).
const LAKESIDE = 'http://lakeside.localhost:4200';
const SSO_LABEL = 'Login with SSO';
const OVERSOLD = 'Maximum number of subscriptions has been reached for this plan.';

async function call<T>(
  path: string,
  init: { token?: string; body?: unknown; method?: 'GET' | 'POST' | 'DELETE' } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function signInByPassword(page: Page, member: Credentials) {
  await page.goto(`${LAKESIDE}/authentication/check-email`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hello Siobhan' })).toBeVisible();
}

/** Step 1 of the membership purchase with the club's membership programme open. */
async function openClubMembership(page: Page) {
  await page.goto(`${LAKESIDE}/products/membership`);
  await expect(
    page.getByRole('heading', { name: 'Select plans from the programmes' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Club Membership \d{4}$/ }).click();
}

/**
 * Answers the plan's form accepts for the member: what the club holds of them left to the API,
 * the required questions answered (a date of birth in range, the first choice, Yes to ticks).
 */
function answersFor(
  form: RegistrationForm,
  person: { first: string; last: string; email: string },
) {
  const answers: Record<string, unknown> = {};
  for (const question of form.sections.flatMap((section) => section.questions)) {
    const { input } = question;
    const required = input.required || input.validations.some((rule) => rule.type === 'Mandatory');
    if (!required || input.condition?.length) continue;
    const byDefault: Record<string, string> = {
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      country: 'Ireland',
    };
    const known = question.default_question_id ? byDefault[question.default_question_id] : null;
    const key = String(question.question_id);
    if (known) answers[key] = known;
    else if (input.metadata.counties) answers[key] = input.metadata.counties['Ireland']?.[0];
    else if (input.type === 'Boolean') answers[key] = true;
    else if (input.type === 'SingleChoice') {
      const options = input.metadata.options ?? [];
      answers[key] = (options.find((option) => option.default) ?? options[0])?.value;
    } else if (input.type === 'Date') answers[key] = '1990-04-02';
    else if (input.type === 'Telephone') answers[key] = '0871234567';
    else answers[key] = 'Lakeside';
  }
  return answers;
}

/**
 * Another member of the club puts the plan with one place in a cart and starts paying (the API's
 * checkout, as the site's Pay Now does before the card is confirmed): the unpaid order holds the
 * place. `release` lets it go again (the buyer takes another plan instead and checks out again),
 * so the place is there for the next run.
 */
async function anotherBuyerHoldsTheLastPlace() {
  const buyer = await memberLikeSeeded('last-place-holder', 'lakeside');
  const { access_token: token } = await call<{ access_token: string }>('/oauth/token', {
    body: { grant_type: 'password', username: buyer.email, password: buyer.password },
  });
  const person = { first: 'Siobhan', last: 'Murphy', email: buyer.email };
  const planItem = async (slug: string) => {
    const plan = await call<Product>(`/v2/store/lakeside/products/${slug}`);
    const forms = await call<PlanForms>(
      `/v2/store/lakeside/products/plans/${plan.product_id}/form`,
    );
    return {
      product_id: plan.product_id,
      metadata: { registration_form: answersFor(forms.member!, person) },
    };
  };
  const cart = await call<ShoppingCart>('/v2/store/lakeside/shopping-cart', {
    token,
    body: { items: [await planItem('goalkeeping-clinic')] },
  });
  await call('/v2/store/lakeside/checkouts', {
    token,
    body: { shopping_cart_id: cart.shopping_cart_id },
  });
  return {
    release: async () => {
      const id = cart.shopping_cart_id;
      await call(
        `/v2/store/lakeside/shopping-cart/${id}/item/${cart.items[0]!.shopping_cart_item}`,
        {
          token,
          method: 'DELETE',
        },
      );
      await call(`/v2/store/lakeside/shopping-cart/${id}`, {
        token,
        body: { items: [await planItem('social-membership')] },
      });
      await call('/v2/store/lakeside/checkouts', { token, body: { shopping_cart_id: id } });
      const clinic = await call<Product>('/v2/store/lakeside/products/goalkeeping-clinic');
      expect(clinic.metadata.available_count).toBe(1);
    },
  };
}

test("optional SSO: the club's sign-in offers its login beside the email, and it signs the member in", async ({
  page,
}) => {
  const member = await memberLikeSeeded('optional-sso', 'lakeside');
  await page.goto(`${LAKESIDE}/pages/about-us`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  // The email step, with the club's login as the other way in.
  await expect(page.getByRole('form', { name: 'Check email' })).toBeVisible();
  await expect(page.getByText('or', { exact: true })).toBeVisible();
  const sso = page.getByRole('button', { name: SSO_LABEL });
  await expect(sso).toBeVisible();
  await expectNoAxeViolations(page);

  // A known email goes on to the password, still beside the club's login.
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  await expect(sso).toBeVisible();

  await sso.click();
  await expect(page).toHaveURL(/\/dev\/sso\/authorize\?state=/);
  await expect(page.getByText('Signing in to Lakeside Hockey Club')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hello Siobhan' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${LAKESIDE}/`));
});

test('a bundle of more than 5 plans shows the first 5 and the rest under Show more', async ({
  page,
}) => {
  await openClubMembership(page);
  const bundle = page.getByRole('article', { name: 'Team Bundle' });
  const plans = bundle.getByRole('listitem');
  await expect(plans).toHaveCount(5);
  await expect(plans.first()).toContainText("Men's Senior Hockey");
  await expect(bundle.getByText('Social Membership')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await bundle.getByRole('button', { name: 'Show more' }).click();
  await expect(plans).toHaveCount(7);
  await expect(plans.nth(5)).toContainText('Umpire Membership');
  await expect(plans.nth(6)).toContainText('Social Membership');
  await bundle.getByRole('button', { name: 'Show less' }).click();
  await expect(plans).toHaveCount(5);
});

test('the last place of a plan, taken by another buyer while it is in the cart, is refused at payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await memberLikeSeeded('last-place', 'lakeside');
  await signInByPassword(page, member);
  await openClubMembership(page);
  const card = page.getByRole('article', { name: 'Goalkeeping Clinic' });
  await card.getByRole('button', { name: 'Select Goalkeeping Clinic' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await summary.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Siobhan Murphy' }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Goalkeeping Clinic')).toBeVisible();
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`${LAKESIDE}/checkout`);

  // Meanwhile another member starts paying for the one place.
  const holder = await anotherBuyerHoldsTheLastPlace();
  try {
    const main = page.getByRole('main');
    await expect(main.getByText('Goalkeeping Clinic').first()).toBeVisible();
    await enterCard(page, CARDS.credit);
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await expect(main.getByText(OVERSOLD).first()).toBeVisible();
    await expect(page).toHaveURL(`${LAKESIDE}/checkout`);
    await expectNoAxeViolations(page);
  } finally {
    await holder.release();
  }
});

test('a club page links to one programme: the membership page shows that programme alone, open', async ({
  page,
}) => {
  await page.goto(`${LAKESIDE}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Juniors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Junior hockey' })).toBeVisible();
  await page.getByRole('link', { name: 'See the junior plans and register' }).click();

  await expect(page).toHaveURL(new RegExp(`^${LAKESIDE}/products/membership\\?id=\\d+$`));
  const juniors = page.getByRole('button', { name: /^Junior Hockey \d{4}$/ });
  await expect(juniors).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('article', { name: 'Under-10 Hockey' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Club Membership \d{4}$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Without the filter, both programmes are there, closed.
  await page.goto(`${LAKESIDE}/products/membership`);
  await expect(page.getByRole('button', { name: /^Club Membership \d{4}$/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(juniors).toHaveAttribute('aria-expanded', 'false');
});
