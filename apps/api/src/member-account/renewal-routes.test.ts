import type {
  CheckoutResult,
  RenewalList,
  RenewalsResult,
  ShoppingCart,
} from '@touchline/contracts';
import { sql } from 'kysely';
import { createClock } from '../clock/clock';
import { createOutboxMailer } from '../mail/mail-port';
import { testConfig } from '../testing/test-database';
import { sendRenewalReminders } from './renewal-reminders';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  jsonError,
  memberToken,
  planItem,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;
const id = (slug: string) => {
  const value = ids.get(slug);
  if (value === undefined) throw new Error(`no product ${slug}`);
  return value;
};

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
});

afterAll(async () => {
  if (t) await createClock(t.database.db, { movable: true }).reset();
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const renewals = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/member/renewals',
    headers: member,
  });
  expect(response.statusCode).toBe(200);
  return response.json<RenewalList>().items;
};

const renew = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v2/member/renewals', headers: member, payload });

/** A copy of a plan for the season after, with the same name, form and full payment. */
async function nextSeasonCopy(slug: string): Promise<number> {
  const next = await sql<{ product_id: number }>`
    insert into products (account_id, program_id, type, slug, name, description, price,
      valid_from, valid_to, metadata, position)
    select account_id, program_id, type, ${`${slug}-next`}, name, description, price + 500,
      valid_from + interval '1 year', valid_to + interval '1 year', metadata, position + 100
    from products where product_id = ${id(slug)}
    returning product_id`.execute(t.database.db);
  const nextId = next.rows[0]!.product_id;
  await sql`insert into payment_options (product_id, type) values (${nextId}, 'full')`.execute(
    t.database.db,
  );
  await sql`insert into plan_registration_forms (product_id, form_type, registration_form_id)
    select ${nextId}, form_type, registration_form_id from plan_registration_forms
    where product_id = ${id(slug)}`.execute(t.database.db);
  return nextId;
}

describe('renew last season', () => {
  let ciaranLine = 0;
  let nextSocial = 0;

  it('answers 401 without a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/member/renewals' });
    expect(jsonError(response, 401)).toBeDefined();
  });

  it('lists nothing while the season is far from its end', async () => {
    const paid = await checkout(t.app, member, {
      shopping_cart_id: (
        await createCart(
          t.app,
          [
            await planItem(t.app, id('adult-social-membership'), {
              first: 'Ciaran',
              last: 'Murphy',
            }),
            await planItem(t.app, id('adult-social-membership'), {
              first: 'Dara',
              last: 'Walsh',
            }),
          ],
          member,
        )
      ).shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>().order_status).toBe('Completed');
    expect(await renewals()).toEqual([]);
  });

  it('lists the household’s memberships ending within 60 days; without a next season, none to renew into', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(sql<string>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'))
      .where('product_id', '=', id('adult-social-membership'))
      .executeTakeFirstOrThrow();
    const target = new Date(`${product.valid_to}T12:00:00Z`).getTime() - 30 * 86_400_000;
    await createClock(t.database.db, { movable: true }).advance(target - Date.now());

    const items = await renewals();
    const ciaran = items.find((item) => item.person === 'Ciaran Murphy');
    expect(ciaran).toMatchObject({
      club: 'demo',
      plan_name: 'Adult Social Membership',
      ends_on: product.valid_to,
      ended: false,
      renewed: false,
      next_plan: null,
    });
    ciaranLine = ciaran!.order_item_id;
    const refused = await renew({ club: 'demo', order_item_ids: [ciaranLine] });
    expect(jsonError(refused, 422)).toMatchObject({ code: 'no_renewal' });
  });

  it('offers next season’s plan of the same name, and renews it for the same person with the answers carried over', async () => {
    nextSocial = await nextSeasonCopy('adult-social-membership');
    const ciaran = (await renewals()).find((item) => item.order_item_id === ciaranLine);
    expect(ciaran?.next_plan).toMatchObject({
      product_id: nextSocial,
      name: 'Adult Social Membership',
      questions_to_answer: [],
    });

    const response = await renew({ club: 'demo', order_item_ids: [ciaranLine] });
    expect(response.statusCode).toBe(200);
    const result = response.json<RenewalsResult>();
    expect(result.renewed).toEqual([ciaranLine]);
    const cart = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/shopping-cart/${result.shopping_cart_id}`,
      headers: member,
    });
    const items = cart.json<ShoppingCart>().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ product_id: nextSocial });
    expect(items[0]!.metadata.club_member).toMatchObject({
      first_name: 'Ciaran',
      last_name: 'Murphy',
    });
    // Last season's answers went with it: nothing typed again.
    const stored = await t.database.db
      .selectFrom('shopping_cart_items')
      .select('metadata')
      .where('shopping_cart_id', '=', result.shopping_cart_id)
      .executeTakeFirstOrThrow();
    const answers = (stored.metadata as { registration_form?: Record<string, unknown> })
      .registration_form;
    expect(Object.values(answers ?? {})).toEqual(expect.arrayContaining(['Ciaran', 'Murphy']));

    const paid = await checkout(t.app, member, {
      shopping_cart_id: result.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>().order_status).toBe('Completed');
  });

  it('marks a renewed membership, and refuses renewing it again: the person holds the plan', async () => {
    const ciaran = (await renewals()).find((item) => item.order_item_id === ciaranLine);
    expect(ciaran?.renewed).toBe(true);
    const again = await renew({ club: 'demo', order_item_ids: [ciaranLine] });
    expect(jsonError(again, 409)).toMatchObject({ code: 'membership_held' });
    expect(again.json<{ message: string }>().message).toContain('Ciaran Murphy');
  });

  it('refuses a membership that is not the household’s', async () => {
    const response = await renew({ club: 'demo', order_item_ids: [999999] });
    expect(jsonError(response, 404)).toMatchObject({ code: 'not_found' });
  });

  it('mails one renewal reminder 30 days before the end, never twice, and none for a renewed membership', async () => {
    await nextSeasonCopy('adult-playing-membership');
    const run = () =>
      sendRenewalReminders({
        db: t.database.db,
        config: testConfig(),
        mail: createOutboxMailer(t.database.db),
        clock: createClock(t.database.db, { movable: true }),
      });
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'data'])
      .where('kind', '=', 'membership_renewal_reminder')
      .execute();
    const about = mails.map((mail) => (mail.data as { order_item_id: number }).order_item_id);
    expect(new Set(about).size).toBe(about.length);
    expect(about).not.toContain(ciaranLine);
    const playing = mails.find((mail) => mail.subject.includes('Adult Playing Membership'));
    expect(playing?.subject).toBe(
      'Glenarden Gaels GAA Club: renew Adult Playing Membership for next season',
    );
    expect(playing?.text_body).toMatch(/ends on \d{2}\/\d{2}\/\d{4}\./);
    expect(playing?.text_body).toContain('/renewals');
  });

  it('asks only a question new in next season’s form, and renews once it is answered', async () => {
    // Next season's form: last season's questions and a new consent.
    const held = await t.database.db
      .selectFrom('plan_registration_forms as f')
      .innerJoin('registration_forms as r', 'r.registration_form_id', 'f.registration_form_id')
      .select(['r.account_id', 'r.definition'])
      .where('f.product_id', '=', nextSocial)
      .where('f.form_type', '=', 'member')
      .executeTakeFirstOrThrow();
    type Definition = {
      sections: { questions: { question_id: number; input: { label: string; type: string } }[] }[];
    };
    const definition = structuredClone(held.definition) as Definition;
    const tick = definition.sections
      .flatMap((section) => section.questions)
      .find((question) => question.input.type === 'Boolean')!;
    const consent = {
      ...structuredClone(tick),
      question_id: 990001,
      input: { ...structuredClone(tick.input), label: 'Photo consent for this season' },
    };
    definition.sections[0]!.questions.push(consent);
    const form = await t.database.db
      .insertInto('registration_forms')
      .values({
        account_id: held.account_id,
        name: 'Member details 2',
        form_type: 'member',
        definition: JSON.stringify(definition),
      })
      .returning('registration_form_id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('plan_registration_forms')
      .set({ registration_form_id: form.registration_form_id })
      .where('product_id', '=', nextSocial)
      .where('form_type', '=', 'member')
      .execute();

    const dara = (await renewals()).find((item) => item.person === 'Dara Walsh')!;
    expect(dara.next_plan?.questions_to_answer).toEqual([
      expect.objectContaining({ question_id: 990001, label: 'Photo consent for this season' }),
    ]);
    const unanswered = await renew({ club: 'demo', order_item_ids: [dara.order_item_id] });
    expect(jsonError(unanswered, 422)).toMatchObject({ code: 'registration_form_invalid' });

    const answered = await renew({
      club: 'demo',
      order_item_ids: [dara.order_item_id],
      answers: { [String(dara.order_item_id)]: { '990001': true } },
    });
    expect(answered.statusCode).toBe(200);
  });
});
