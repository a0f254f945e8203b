import type {
  AvailableMembershipList,
  CheckoutResult,
  FamilyList,
  FormAnswers,
  RelatedMemberList,
} from '@touchline/contracts';
import { createCommerceContext } from '../commerce/commerce-context';
import { onIntentUpdated } from '../commerce/orders/order-payments';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  memberToken,
  planForms,
  planItem,
  resetRateLimits,
  jsonError,
  startCommerceApp,
  validAnswers,
  type FormPerson,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { testConfig } from '../testing/test-database';

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
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const get = async <T>(url: string, headers = member) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<T>();
};

const family = () => get<FamilyList>('/v2/member/family').then((list) => list.items);
const names = (people: readonly { first_name: string }[]) =>
  people.map((person) => person.first_name);

/** Answers to a plan's member form for a person, with the date of birth and gender given. */
async function answersFor(slug: string, person: FormPerson, dateOfBirth: string, gender: string) {
  const form = (await planForms(t.app, id(slug))).member!;
  const answers = validAnswers(form, person);
  for (const question of form.sections.flatMap((section) => section.questions)) {
    const key = String(question.question_id);
    if (question.default_question_id === 'date_of_birth') answers[key] = dateOfBirth;
    if (question.default_question_id === 'gender') answers[key] = gender;
    if (question.input.label.startsWith('Any medical conditions')) answers[key] = 'Yes';
    if (question.input.label === 'Please give details') answers[key] = 'Asthma: inhaler in bag';
  }
  return answers;
}

/**
 * The family: a Family Membership with her existing child Oisin, a new child Aoife
 * (born 01/06/2021) and a new adult Ciaran with his own email.
 */
async function familyBundleCart(oisinId: number) {
  const guardian = (await planForms(t.app, id('juvenile-membership'))).guardian!;
  return createCart(
    t.app,
    [
      {
        product_id: id('family-bundle'),
        metadata: {
          products: [
            {
              product_id: id('adult-social-membership'),
              metadata: {
                club_member: {
                  first_name: 'Ciaran',
                  last_name: 'Murphy',
                  email: 'ciaran.murphy@example.ie',
                },
                registration_form: await answersFor(
                  'adult-social-membership',
                  { first: 'Ciaran', last: 'Murphy', email: 'ciaran.murphy@example.ie' },
                  '1984-03-02',
                  'Male',
                ),
              },
            },
            {
              product_id: id('juvenile-membership'),
              metadata: {
                member_id: oisinId,
                registration_form: await answersFor(
                  'juvenile-membership',
                  { first: 'Oisin', last: 'Murphy' },
                  '2015-05-04',
                  'Male',
                ),
              },
            },
            {
              product_id: id('juvenile-membership'),
              metadata: {
                club_member: { first_name: 'Aoife', last_name: 'Murphy' },
                registration_form: await answersFor(
                  'juvenile-membership',
                  { first: 'Aoife', last: 'Murphy' },
                  '2021-06-01',
                  'Female',
                ),
              },
            },
          ],
          guardian: validAnswers(guardian, { first: 'Siobhan', last: 'Murphy' }),
        },
      },
    ],
    member,
  );
}

describe('the family carries over from a paid order', () => {
  let orderId = '';

  it('links a new child and a new adult to the buyer’s household once the order is paid', async () => {
    const before = await family();
    expect(names(before)).toEqual(['Siobhan', 'Oisin']);
    const oisin = before.find((person) => person.first_name === 'Oisin')!;

    const cart = await familyBundleCart(oisin.member_id);
    // Ordered but not paid yet: nobody joins.
    const response = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(response.statusCode).toBe(201);
    const paid = response.json<CheckoutResult>();
    expect(paid.order_status).toBe('Completed');
    orderId = paid.order_id;

    const after = await family();
    expect(after.map((person) => [person.first_name, person.relation, person.kind])).toEqual([
      ['Siobhan', 'Self', 'adult'],
      ['Aoife', 'Juvenile', 'juvenile'],
      ['Ciaran', 'Adult', 'adult'],
      ['Oisin', 'Juvenile', 'juvenile'],
    ]);
    const aoife = after.find((person) => person.first_name === 'Aoife')!;
    expect(aoife).toMatchObject({
      last_name: 'Murphy',
      date_of_birth: '2021-06-01',
      gender: 'Female',
      memberships: [{ name: 'Juvenile Membership', order_id: orderId }],
    });
    expect(after.find((person) => person.first_name === 'Ciaran')).toMatchObject({
      date_of_birth: '1984-03-02',
      memberships: [{ name: 'Adult Social Membership', order_id: orderId }],
    });

    const juveniles = await get<RelatedMemberList>('/v2/store/demo/juveniles');
    expect(names(juveniles.items)).toEqual(['Aoife', 'Oisin']);
    const adults = await get<RelatedMemberList>('/v2/store/demo/relations?type=adult');
    expect(adults.items.map((person) => [person.first_name, person.email])).toEqual([
      ['Siobhan', 'member@demo.touchline.test'],
      ['Ciaran', 'ciaran.murphy@example.ie'],
    ]);
  });

  it('links nobody twice when the payment is confirmed again', async () => {
    const payment = await t.database.db
      .selectFrom('payments')
      .select('intent_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const context = createCommerceContext(t.database.db, testConfig());
    const intent = await context.payments.port.retrievePaymentIntent(payment.intent_id);
    await Promise.all([onIntentUpdated(context, intent), onIntentUpdated(context, intent)]);
    expect(names(await family())).toEqual(['Siobhan', 'Aoife', 'Ciaran', 'Oisin']);
    const people = await t.database.db
      .selectFrom('members')
      .select('first_name')
      .where('first_name', 'in', ['Aoife', 'Ciaran'])
      .execute();
    expect(people).toHaveLength(2);
  });

  it('offers the new child in the person picker, with her answers filled in next time', async () => {
    const picker = await get<AvailableMembershipList>(
      `/v2/store/demo/memberships/available?type=juvenile&product_id=${id('juvenile-membership')}`,
    );
    const season = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      picker.data.map((person) => [person.first_name, person.holds_plan, person.held_until]),
    ).toEqual([
      ['Aoife', true, season],
      ['Oisin', true, season],
    ]);
    const nursery = await get<AvailableMembershipList>(
      `/v2/store/demo/memberships/available?type=juvenile&product_id=${id('nursery-membership')}`,
    );
    expect(nursery.data.map((person) => [person.holds_plan, person.held_until])).toEqual([
      [false, null],
      [false, null],
    ]);

    const aoife = picker.data[0]!;
    const answers = await get<FormAnswers>(
      `/v2/store/demo/products/plans/${id('juvenile-membership')}/form/initial-answers?juvenile_id=${aoife.member_id}`,
    );
    const byLabel = Object.fromEntries(
      answers.sections.flatMap((section) =>
        section.questions.map((question) => [question.label, question.answer]),
      ),
    );
    expect(byLabel).toMatchObject({
      'First name': 'Aoife',
      'Date of birth': '2021-06-01',
      Gender: 'Female',
      'Please give details': 'Asthma: inhaler in bag',
    });
  });

  it('mails the new adult a single-use link to claim his own account', async () => {
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'data'])
      .where('kind', '=', 'family_claim')
      .where('to_address', '=', 'ciaran.murphy@example.ie')
      .execute();
    // Once, though the payment was confirmed three times.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(
      'Siobhan Murphy has added you to their family at Glenarden Gaels GAA Club.',
    );
    const link = new URL(String(mails[0]!.data['link']));
    expect(link.pathname).toBe('/authentication/claim-account');
    const code = link.searchParams.get('c')!;

    const claim = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v2/member/claims', payload });
    jsonError(await claim({ code: 'not-a-code' }), 404);
    const claimed = await claim({ code });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({
      message: 'Your account is ready. Sign in with your email to set a password.',
      email: 'ciaran.murphy@example.ie',
      password_set: false,
    });
    expect(jsonError(await claim({ code }), 404).message).toBe(
      'This link has expired or has already been used.',
    );

    const account = await t.database.db
      .selectFrom('users as u')
      .innerJoin('members as m', 'm.user_id', 'u.id')
      .select(['m.first_name', 'u.email_verified_at'])
      .where('u.email', '=', 'ciaran.murphy@example.ie')
      .executeTakeFirstOrThrow();
    expect(account.first_name).toBe('Ciaran');
    expect(account.email_verified_at).not.toBeNull();
    // Still in the family that bought for him.
    expect(names(await family())).toEqual(['Siobhan', 'Aoife', 'Ciaran', 'Oisin']);
  });

  it('hands an adult who has an account already the membership, unless they are a member', async () => {
    const social = id('adult-social-membership');
    const cart = await createCart(
      t.app,
      [
        await planItem(t.app, social, {
          first: 'Declan',
          last: 'Byrne',
          email: 'xgb@demo.touchline.test',
        }),
        await planItem(t.app, social, {
          first: 'Niamh',
          last: 'Gallagher',
          email: 'admin@demo.touchline.test',
        }),
      ],
      member,
    );
    const paid = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>().order_status).toBe('Completed');
    const codeFor = async (email: string) => {
      const mail = await t.database.db
        .selectFrom('mail_outbox')
        .select('data')
        .where('kind', '=', 'family_claim')
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      return new URL(String(mail.data['link'])).searchParams.get('c')!;
    };
    const claim = async (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/member/claims',
        payload: { code: await codeFor(email) },
      });

    // Declan signs in already (not as a member of this club): the membership becomes his.
    const declan = await claim('xgb@demo.touchline.test');
    expect(declan.statusCode).toBe(200);
    expect(declan.json()).toEqual({
      message: 'The membership is now part of your account. Sign in to see it.',
      email: 'xgb@demo.touchline.test',
      password_set: true,
    });
    // Niamh is a member of the club herself: refused, and the link still works later.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(jsonError(await claim('admin@demo.touchline.test'), 409).message).toBe(
        'You are already a member of this club',
      );
    }
    const adults = await get<RelatedMemberList>('/v2/store/demo/relations?type=adult');
    expect(names(adults.items)).toEqual(['Siobhan', 'Declan', 'Niamh', 'Ciaran']);
  });

  it('shows who signs in on their own, and sends an adult’s claim link again', async () => {
    const people = await family();
    const state = Object.fromEntries(
      people.map((person) => [person.first_name, person.account_state]),
    );
    expect(state).toEqual({
      Siobhan: null,
      Aoife: null,
      Oisin: null,
      Ciaran: 'own',
      Declan: 'own',
      Niamh: 'invited',
    });
    const byName = (name: string) => people.find((person) => person.first_name === name)!;
    const resend = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/member/family/${byName(name).member_id}/claim-link`,
        headers: member,
      });
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: `/v2/member/family/${byName('Niamh').member_id}/claim-link`,
      }),
      401,
    );
    expect(jsonError(await resend('Ciaran'), 409).message).toBe(
      'This person signs in with their own account already.',
    );
    expect(jsonError(await resend('Aoife'), 403).message).toBe(
      'Only an adult of the family can claim their own account.',
    );

    const links = () =>
      t.database.db
        .selectFrom('mail_outbox')
        .select('data')
        .where('kind', '=', 'family_claim')
        .where('to_address', '=', 'admin@demo.touchline.test')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => new URL(String(row.data['link'])).searchParams.get('c')));
    const sent = await resend('Niamh');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ first_name: 'Niamh', account_state: 'invited' });
    const [first, latest] = await links();
    // Only the latest link works.
    const claim = (code: string | null) =>
      t.app.inject({ method: 'POST', url: '/v2/member/claims', payload: { code } });
    jsonError(await claim(first!), 404);
    jsonError(await claim(latest!), 409);
  });
});
