import type {
  CheckoutResult,
  RegistrationForm,
  Renewal,
  RenewalList,
  RenewalsResult,
} from '@touchline/contracts';
import { sql } from 'kysely';
import { LAST_SEASON_PLAN } from '../catalogue/catalogue-seed-data';
import { findDemoMember, type SeedBuyer } from '../commerce/commerce-seed';
import { createMember, relateMembers } from '../identity/member-repository';
import { insertPaidPlanOrder } from './member-extras-seed';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
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
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const renewalOf = async (orderItemId: number): Promise<Renewal | undefined> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/member/renewals',
    headers: member,
  });
  expect(response.statusCode).toBe(200);
  return response.json<RenewalList>().items.find((item) => item.order_item_id === orderItemId);
};

const renew = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v2/member/renewals', headers: member, payload });

/** What a cart keeps of its only line. */
async function storedLine(cartId: string) {
  const row = await t.database.db
    .selectFrom('shopping_cart_items')
    .select(['product_id', 'metadata'])
    .where('shopping_cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Last season's Juvenile Membership (a copy with the seeded last season's dates and forms). */
async function lastSeasonJuvenile(): Promise<number> {
  const copy = await sql<{ product_id: number }>`
    insert into products (account_id, program_id, type, slug, name, description, price,
      valid_from, valid_to, metadata, position)
    select j.account_id, j.program_id, j.type,
      ${`juvenile-membership-last-${Math.random().toString(36).slice(2, 8)}`}, j.name,
      j.description, j.price, l.valid_from, l.valid_to, j.metadata, j.position + 200
    from products j, products l
    where j.product_id = ${id('juvenile-membership')} and l.product_id = ${id(LAST_SEASON_PLAN)}
    returning product_id`.execute(t.database.db);
  const copyId = copy.rows[0]!.product_id;
  await sql`insert into plan_registration_forms (product_id, form_type, registration_form_id)
    select ${copyId}, form_type, registration_form_id from plan_registration_forms
    where product_id = ${id('juvenile-membership')}`.execute(t.database.db);
  return copyId;
}

/** A member's answers to a form, kept as a paid order keeps them. */
async function keepAnswers(memberId: number, form: RegistrationForm, answers: object) {
  await t.database.db
    .insertInto('registration_answers')
    .values({
      member_id: memberId,
      registration_form_id: form.registration_form_id,
      answers: JSON.stringify(answers),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'registration_form_id'])
        .doUpdateSet({ answers: JSON.stringify(answers) }),
    )
    .execute();
}

/**
 * A child of the buyer's household with last season's Juvenile Membership bought alone by the
 * buyer, their answers to its form and the buyer's to its parent or guardian form kept.
 */
async function childWithLastSeasonPlan(firstName: string) {
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
  const plan = await t.database.db
    .selectFrom('products')
    .select(['product_id', 'name', 'price'])
    .where('product_id', '=', await lastSeasonJuvenile())
    .executeTakeFirstOrThrow();
  const { item } = await t.database.db.transaction().execute((trx) =>
    insertPaidPlanOrder(trx, buyer, {
      plan,
      placedAt: new Date(Date.now() - 300 * 86_400_000),
      paymentType: 'full',
      person: { memberId: child.member_id, firstName, lastName: buyer.last_name },
    }),
  );
  const forms = await planForms(t.app, id('juvenile-membership'));
  const answers = validAnswers(forms.member!, { first: firstName, last: buyer.last_name });
  const guardian = validAnswers(forms.guardian!, {
    first: buyer.first_name,
    last: buyer.last_name,
  });
  await keepAnswers(child.member_id, forms.member!, answers);
  await keepAnswers(buyer.member_id, forms.guardian!, guardian);
  return { memberId: child.member_id, line: item.order_item_id, answers, guardian };
}

describe('renew a child’s juvenile plan bought alone last season', () => {
  it('renews it with the parent or guardian’s answers carried over, as the membership purchase adds it', async () => {
    const aoife = await childWithLastSeasonPlan('Aoife');
    expect(await renewalOf(aoife.line)).toMatchObject({
      kind: 'plan',
      plan_name: 'Juvenile Membership',
      person: `Aoife ${buyer.last_name}`,
      renewed: false,
      next_plan: {
        product_id: id('juvenile-membership'),
        questions_to_answer: [],
        guardian_questions_to_answer: [],
      },
    });

    const response = await renew({ club: 'demo', order_item_ids: [aoife.line] });
    expect(response.statusCode).toBe(200);
    const result = response.json<RenewalsResult>();
    expect(result.renewed).toEqual([aoife.line]);

    // The line the membership purchase makes for her with the same answers.
    const bought = await createCart(
      t.app,
      [
        {
          product_id: id('juvenile-membership'),
          metadata: {
            plan_id: id('juvenile-membership'),
            member_id: aoife.memberId,
            registration_form: aoife.answers,
            guardian: aoife.guardian,
          },
        },
      ],
      member,
    );
    const renewed = await storedLine(result.shopping_cart_id);
    expect(renewed).toEqual(await storedLine(bought.shopping_cart_id));
    expect(renewed.metadata).toMatchObject({ guardian: aoife.guardian });

    const paid = await checkout(t.app, member, {
      shopping_cart_id: result.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>().order_status).toBe('Completed');
    expect(await renewalOf(aoife.line)).toMatchObject({ renewed: true });
  });

  it('asks only a parent or guardian question new in next season’s form, and renews once it is answered', async () => {
    const cian = await childWithLastSeasonPlan('Cian');
    // Next season's parent or guardian form: last season's questions and a new one.
    const held = await t.database.db
      .selectFrom('plan_registration_forms as f')
      .innerJoin('registration_forms as r', 'r.registration_form_id', 'f.registration_form_id')
      .select(['r.account_id', 'r.definition'])
      .where('f.product_id', '=', id('juvenile-membership'))
      .where('f.form_type', '=', 'guardian')
      .executeTakeFirstOrThrow();
    type Question = RegistrationForm['sections'][number]['questions'][number];
    const definition = structuredClone(held.definition) as {
      sections: { questions: Question[] }[];
    };
    const choice = definition.sections
      .flatMap((section) => section.questions)
      .find((question) => question.input.type === 'SingleChoice')!;
    definition.sections[0]!.questions.push({
      ...structuredClone(choice),
      question_id: 990101,
      default_question_id: null,
      input: { ...structuredClone(choice.input), label: 'Who collects the child after training' },
    });
    const form = await t.database.db
      .insertInto('registration_forms')
      .values({
        account_id: held.account_id,
        name: 'Parent / guardian 2',
        form_type: 'guardian',
        definition: JSON.stringify(definition),
      })
      .returning('registration_form_id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('plan_registration_forms')
      .set({ registration_form_id: form.registration_form_id })
      .where('product_id', '=', id('juvenile-membership'))
      .where('form_type', '=', 'guardian')
      .execute();

    const renewal = await renewalOf(cian.line);
    expect(renewal?.next_plan?.questions_to_answer).toEqual([]);
    expect(renewal?.next_plan?.guardian_questions_to_answer).toEqual([
      expect.objectContaining({
        question_id: 990101,
        label: 'Who collects the child after training',
      }),
    ]);
    const unanswered = await renew({ club: 'demo', order_item_ids: [cian.line] });
    expect(jsonError(unanswered, 422)).toMatchObject({ code: 'registration_form_invalid' });

    const option = renewal!.next_plan!.guardian_questions_to_answer[0]!.options[0]!.value;
    const answered = await renew({
      club: 'demo',
      order_item_ids: [cian.line],
      answers: { [String(cian.line)]: { '990101': option } },
    });
    expect(answered.statusCode).toBe(200);
    const stored = await storedLine(answered.json<RenewalsResult>().shopping_cart_id);
    expect(stored.metadata).toMatchObject({ guardian: { ...cian.guardian, '990101': option } });
  });
});
