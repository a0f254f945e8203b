import type {
  CheckoutResult,
  Renewal,
  RenewalList,
  RenewalsResult,
  ShoppingCart,
} from '@touchline/contracts';
import { sql } from 'kysely';
import { LAST_SEASON_PLAN } from '../catalogue/catalogue-seed-data';
import { createClock } from '../clock/clock';
import { findDemoMember, type SeedBuyer } from '../commerce/commerce-seed';
import { createMember, relateMembers } from '../identity/member-repository';
import { createOutboxMailer } from '../mail/mail-port';
import { testConfig } from '../testing/test-database';
import { insertPaidBundleOrder } from './member-extras-seed';
import { sendRenewalReminders } from './renewal-reminders';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  demoProducts,
  jsonError,
  memberToken,
  planForms,
  resetRateLimits,
  startCommerceApp,
  validAnswers,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;
let buyer: SeedBuyer;
const id = (slug: string) => {
  const value = ids.get(slug);
  if (value === undefined) throw new Error(`no product ${slug}`);
  return value;
};

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
  const found = await findDemoMember(t.database.db);
  if (!found) throw new Error('no demo member');
  buyer = found;
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

const renewalOf = async (orderItemId: number): Promise<Renewal | undefined> =>
  (await renewals()).find((item) => item.order_item_id === orderItemId);

const renew = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v2/member/renewals', headers: member, payload });

/** The last season's dates, as the seeded last-season plan has them. */
async function lastSeason() {
  return t.database.db
    .selectFrom('products')
    .select([
      sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where('product_id', '=', id(LAST_SEASON_PLAN))
    .executeTakeFirstOrThrow();
}

/** A copy of this season's product in the last season (named `name`), with the same forms. */
async function lastSeasonCopy(slug: string, name: string | null = null): Promise<number> {
  const season = await lastSeason();
  const copy = await sql<{ product_id: number }>`
    insert into products (account_id, program_id, type, slug, name, description, price,
      valid_from, valid_to, metadata, position)
    select account_id, program_id, type, ${`${slug}-last-${Math.random().toString(36).slice(2, 8)}`},
      coalesce(${name}::text, name), description, price, ${season.valid_from}::date,
      ${season.valid_to}::date, metadata, position + 200
    from products where product_id = ${id(slug)}
    returning product_id`.execute(t.database.db);
  const copyId = copy.rows[0]!.product_id;
  await sql`insert into plan_registration_forms (product_id, form_type, registration_form_id)
    select ${copyId}, form_type, registration_form_id from plan_registration_forms
    where product_id = ${id(slug)}`.execute(t.database.db);
  return copyId;
}

/** Another copy of last season's Family Membership with the same plans. */
async function familyCopy(): Promise<number> {
  const family = await lastSeasonCopy('family-bundle');
  await sql`insert into bundle_items (bundle_id, product_id, min_allowed, max_allowed, price_in_bundle)
    select ${family}, product_id, min_allowed, max_allowed, price_in_bundle from bundle_items
    where bundle_id = ${id('family-bundle')}`.execute(t.database.db);
  return family;
}

/** A juvenile of the buyer's household, made now. */
async function newChild(firstName: string): Promise<number> {
  const child = await createMember(t.database.db, {
    accountId: buyer.account_id,
    kind: 'juvenile',
    firstName,
    lastName: buyer.last_name,
  });
  await relateMembers(t.database.db, {
    accountId: buyer.account_id,
    memberId: buyer.member_id,
    relatedMemberId: child.member_id,
    relation: 'Juvenile',
  });
  return child.member_id;
}

/** A member's answers to a plan's form (member or guardian), kept as a paid order keeps them. */
async function keepAnswers(
  memberId: number,
  planSlug: string,
  formType: 'member' | 'guardian',
  person: { first: string; last: string },
) {
  const forms = await planForms(t.app, id(planSlug));
  const form = formType === 'member' ? forms.member : forms.guardian;
  if (!form) return;
  await t.database.db
    .insertInto('registration_answers')
    .values({
      member_id: memberId,
      registration_form_id: form.registration_form_id,
      answers: JSON.stringify(validAnswers(form, person)),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'registration_form_id'])
        .doUpdateSet({ answers: JSON.stringify(validAnswers(form, person)) }),
    )
    .execute();
}

/** Last season's bundle bought and paid for these children (and the buyer, unless told not). */
async function paidLastSeasonBundle(
  bundleId: number,
  children: readonly [string, number][],
  { withBuyer = true } = {},
) {
  const juvenile = await lastSeasonCopy('juvenile-membership');
  const bundle = await t.database.db
    .selectFrom('products')
    .select(['product_id', 'name', 'price'])
    .where('product_id', '=', bundleId)
    .executeTakeFirstOrThrow();
  return t.database.db.transaction().execute((trx) =>
    insertPaidBundleOrder(trx, buyer, {
      bundle,
      placedAt: new Date(Date.now() - 300 * 86_400_000),
      people: [
        ...(withBuyer
          ? [
              {
                plan: { product_id: id(LAST_SEASON_PLAN), name: 'Adult Social Membership' },
                memberId: buyer.member_id,
                firstName: buyer.first_name,
                lastName: buyer.last_name,
              },
            ]
          : []),
        ...children.map(([firstName, memberId]) => ({
          plan: { product_id: juvenile, name: 'Juvenile Membership' },
          memberId,
          firstName,
          lastName: buyer.last_name,
        })),
      ],
    }),
  );
}

describe('renew last season’s bundle', () => {
  let familyLine = 0;
  let noraLine = 0;
  let nora = 0;

  beforeAll(async () => {
    nora = await newChild('Nora');
    // Last season's Family Membership: the buyer and Nora, with their answers and the guardian's.
    const order = await paidLastSeasonBundle(await familyCopy(), [['Nora', nora]]);
    familyLine = order.bundleLine;
    noraLine = order.personLines[1]!;
    await keepAnswers(buyer.member_id, 'adult-social-membership', 'member', {
      first: buyer.first_name,
      last: buyer.last_name,
    });
    await keepAnswers(nora, 'juvenile-membership', 'member', {
      first: 'Nora',
      last: buyer.last_name,
    });
    await keepAnswers(buyer.member_id, 'juvenile-membership', 'guardian', {
      first: buyer.first_name,
      last: buyer.last_name,
    });
  });

  it('offers next season’s bundle of the same name for the same people, at its price for them', async () => {
    const family = await renewalOf(familyLine);
    const names = `${buyer.first_name} ${buyer.last_name} and Nora ${buyer.last_name}`;
    expect(family).toMatchObject({
      kind: 'bundle',
      club: 'demo',
      plan_name: 'Family Membership',
      person: names,
      renewed: false,
      membership_held: null,
      next_plan: null,
      people: [
        { person: `${buyer.first_name} ${buyer.last_name}`, plan_name: 'Adult Social Membership' },
        { order_item_id: noraLine, person: `Nora ${buyer.last_name}`, member_id: nora },
      ],
      next_bundle: {
        product_id: id('family-bundle'),
        name: 'Family Membership',
        // In-bundle prices: an adult social membership and a juvenile membership.
        price: 5000 + 6000,
        guardian_questions_to_answer: [],
        plans: [
          { product_id: id('adult-social-membership'), questions_to_answer: [] },
          { order_item_id: noraLine, product_id: id('juvenile-membership') },
        ],
      },
    });
    expect(family?.next_bundle?.plans[1]?.questions_to_answer).toEqual([]);
  });

  it('renews it into the cart as one bundle for the same people, with their answers', async () => {
    const response = await renew({ club: 'demo', order_item_ids: [familyLine] });
    expect(response.statusCode).toBe(200);
    const result = response.json<RenewalsResult>();
    expect(result.renewed).toEqual([familyLine]);
    const cart = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/shopping-cart/${result.shopping_cart_id}`,
      headers: member,
    });
    const items = cart.json<ShoppingCart>().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ product_id: id('family-bundle'), price: 11000 });
    expect(
      items[0]!.metadata.bundle_items.map((item) => [
        item.product.name,
        item.metadata.club_member?.first_name,
      ]),
    ).toEqual([
      ['Adult Social Membership', buyer.first_name],
      ['Juvenile Membership', 'Nora'],
    ]);
    // Last season's answers went with them, and the guardian's: nothing typed again.
    const stored = await t.database.db
      .selectFrom('shopping_cart_items')
      .select('metadata')
      .where('shopping_cart_id', '=', result.shopping_cart_id)
      .executeTakeFirstOrThrow();
    const metadata = stored.metadata as {
      guardian?: Record<string, unknown>;
      bundle_items?: { registration_form?: Record<string, unknown> }[];
    };
    expect(Object.values(metadata.bundle_items?.[1]?.registration_form ?? {})).toEqual(
      expect.arrayContaining(['Nora', buyer.last_name]),
    );
    expect(Object.keys(metadata.guardian ?? {}).length).toBeGreaterThan(0);

    const paid = await checkout(t.app, member, {
      shopping_cart_id: result.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>().order_status).toBe('Completed');
  });

  it('shows a renewed bundle as renewed, and never renews it twice', async () => {
    expect(await renewalOf(familyLine)).toMatchObject({ renewed: true, membership_held: null });
    const again = await renew({ club: 'demo', order_item_ids: [familyLine] });
    expect(jsonError(again, 409)).toMatchObject({ code: 'membership_held' });
  });

  it('names a person who holds next season’s plan already, as the cart refuses them', async () => {
    const cian = await newChild('Cian');
    const order = await paidLastSeasonBundle(await familyCopy(), [['Cian', cian]]);
    const other = await renewalOf(order.bundleLine);
    const held = `${buyer.first_name} ${buyer.last_name} already has Adult Social Membership until`;
    expect(other?.renewed).toBe(false);
    expect(other?.membership_held).toContain(held);
    const refused = await renew({ club: 'demo', order_item_ids: [order.bundleLine] });
    expect(jsonError(refused, 409)).toMatchObject({ code: 'membership_held' });
    expect(refused.json<{ message: string }>().message).toBe(other?.membership_held);
  });

  it('says when next season has no bundle of that name, and offers nothing', async () => {
    const grandparents = await lastSeasonCopy('family-bundle', 'Grandparents Membership');
    await sql`insert into bundle_items (bundle_id, product_id, min_allowed, max_allowed, price_in_bundle)
      values (${grandparents}, ${id(LAST_SEASON_PLAN)}, 0, 2, 4000)`.execute(t.database.db);
    const order = await paidLastSeasonBundle(grandparents, []);
    expect(await renewalOf(order.bundleLine)).toMatchObject({
      kind: 'bundle',
      plan_name: 'Grandparents Membership',
      next_bundle: null,
      renewed: false,
    });
    const refused = await renew({ club: 'demo', order_item_ids: [order.bundleLine] });
    expect(jsonError(refused, 422)).toMatchObject({ code: 'no_renewal' });
  });

  it('mails one reminder per bundle line 30 days before its end, never twice', async () => {
    const cara = await newChild('Cara');
    // Cara's alone: the buyer holds next season's plan already.
    const order = await paidLastSeasonBundle(await familyCopy(), [['Cara', cara]], {
      withBuyer: false,
    });
    const season = await lastSeason();
    const target = new Date(`${season.valid_to}T12:00:00Z`).getTime() - 20 * 86_400_000;
    const clock = createClock(t.database.db, { movable: true });
    await clock.advance(target - (await clock.now()).getTime());
    const run = () =>
      sendRenewalReminders({
        db: t.database.db,
        config: testConfig(),
        mail: createOutboxMailer(t.database.db),
        clock,
      });
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'data'])
      .where('kind', '=', 'membership_renewal_reminder')
      .execute();
    const about = mails.map((mail) => (mail.data as { order_item_id: number }).order_item_id);
    expect(about.filter((line) => line === order.bundleLine)).toHaveLength(1);
    // The family's bundle was renewed: no reminder for it.
    expect(about).not.toContain(familyLine);
    const caraMail = mails.find(
      (mail) => (mail.data as { order_item_id: number }).order_item_id === order.bundleLine,
    );
    expect(caraMail?.subject).toBe(
      'Glenarden Gaels GAA Club: renew Family Membership for next season',
    );
    expect(caraMail?.text_body).toContain(
      `Your Family Membership for Cara ${buyer.last_name} ends on`,
    );
    expect(caraMail?.text_body).toContain('/renewals');
  });
});
