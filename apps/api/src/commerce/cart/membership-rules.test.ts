import type { AvailableMembershipList, CartItemInput, ShoppingCart } from '@touchline/contracts';
import { sql } from 'kysely';
import {
  bearer,
  createCart,
  demoProducts,
  jsonError,
  memberToken,
  planForms,
  planItem,
  resetRateLimits,
  startCommerceApp,
  validAnswers,
  type FormPerson,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';
import { answerMap, bundlePeopleProblem, programmeOpen } from './membership-rules';

const FORM_INVALID =
  'Check registration form details: One or multiple form fields are empty or incorrect';

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

function post(items: unknown[], cartId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/store/demo/shopping-cart${cartId ? `/${cartId}` : ''}`,
    headers: member,
    payload: { items },
  });
}

async function itemsOf(cartId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('shopping_cart_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shopping_cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function familyId(type: 'adult' | 'juvenile'): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/store/demo/memberships/available?type=${type}`,
    headers: member,
  });
  return response.json<AvailableMembershipList>().data[0]!.member_id;
}

async function bundleEntry(slug: string, who: FormPerson | { member_id: number }) {
  const forms = await planForms(t.app, id(slug));
  if ('member_id' in who) {
    const answers = validAnswers(forms.member!, { first: 'Oisin', last: 'Murphy' });
    return {
      product_id: id(slug),
      metadata: { member_id: who.member_id, registration_form: answers },
    };
  }
  return {
    product_id: id(slug),
    metadata: {
      club_member: {
        first_name: who.first,
        last_name: who.last,
        ...(who.email ? { email: who.email } : {}),
      },
      registration_form: validAnswers(forms.member!, who),
    },
  };
}

async function guardian() {
  const forms = await planForms(t.app, id('juvenile-membership'));
  return validAnswers(forms.guardian!, { first: 'Siobhan', last: 'Murphy' });
}

describe('membership items: registration forms checked by the form rules', () => {
  it('refuses a plan without its registration form, and adds nothing', async () => {
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }], member);
    const response = await post(
      [{ product_id: id('adult-social-membership') }],
      cart.shopping_cart_id,
    );
    expect(jsonError(response, 422).message).toBe(FORM_INVALID);
    expect(await itemsOf(cart.shopping_cart_id)).toBe(1);
  });

  it('names each wrong answer: an empty required answer, a malformed email', async () => {
    const item = await planItem(t.app, id('adult-social-membership'), {
      first: 'Nora',
      last: 'Walsh',
    });
    const form = (await planForms(t.app, id('adult-social-membership'))).member!;
    const question = (label: string) =>
      String(
        form.sections
          .flatMap((section) => section.questions)
          .find((candidate) => candidate.input.label === label)!.question_id,
      );
    const answers = { ...item.metadata!.registration_form } as Record<string, unknown>;
    answers[question('First name')] = '  ';
    answers[question('Email')] = 'nora@walsh';
    const response = await post([
      { ...item, metadata: { ...item.metadata, registration_form: answers } },
    ]);
    const body = jsonError(response, 422);
    expect(body.message).toBe(FORM_INVALID);
    expect(body.errors).toEqual({
      [`body.items.0.metadata.registration_form.${question('First name')}`]: [
        'Please enter first name',
      ],
      [`body.items.0.metadata.registration_form.${question('Email')}`]: ['Invalid email address'],
    });
  });

  it('takes answers in the form’s own shape and keeps them checked and trimmed', async () => {
    const item = await planItem(t.app, id('adult-social-membership'), {
      first: 'Nora',
      last: 'Walsh',
    });
    const flat = item.metadata!.registration_form as Record<string, unknown>;
    const firstKey = Object.keys(flat)[0]!;
    const sections = {
      sections: [
        {
          section_id: 1,
          questions: Object.entries(flat).map(([key, answer]) => ({
            question_id: Number(key),
            answer: key === firstKey ? `  ${String(answer)}  ` : answer,
          })),
        },
      ],
    };
    const cart = await createCart(
      t.app,
      [{ ...item, metadata: { ...item.metadata, registration_form: sections } }],
      member,
    );
    const stored = await t.database.db
      .selectFrom('shopping_cart_items')
      .select('metadata')
      .where('shopping_cart_id', '=', cart.shopping_cart_id)
      .executeTakeFirstOrThrow();
    expect(
      (stored.metadata as { registration_form: Record<string, unknown> }).registration_form,
    ).toEqual(flat);
  });
});

describe('membership items: who a plan is for', () => {
  it('refuses a juvenile plan without a guardian', async () => {
    const item = await planItem(t.app, id('juvenile-membership'), {
      first: 'Aoife',
      last: 'Murphy',
    });
    const { guardian: _dropped, ...metadata } = item.metadata!;
    const response = await post([{ ...item, metadata }]);
    expect(jsonError(response, 422).message).toBe(
      'Please add the parent / guardian details: a juvenile plan needs a parent or guardian',
    );
  });

  it('refuses a juvenile plan for an adult and an adult plan for a juvenile', async () => {
    const own = await planItem(t.app, id('juvenile-membership'), {
      first: 'Siobhan',
      last: 'Murphy',
      named: false,
    });
    const forSelf = await post([own]);
    expect(jsonError(forSelf, 422).message).toBe(
      'A juvenile plan can only be bought for a juvenile member',
    );
    const adultId = await familyId('adult');
    const byId = await post([{ ...own, metadata: { ...own.metadata, member_id: adultId } }]);
    expect(jsonError(byId, 422).message).toBe(
      'A juvenile plan can only be bought for a juvenile member',
    );

    const juvenileId = await familyId('juvenile');
    const adultPlan = await planItem(t.app, id('adult-social-membership'), {
      first: 'Oisin',
      last: 'Murphy',
      named: false,
    });
    const forChild = await post([
      { ...adultPlan, metadata: { ...adultPlan.metadata, member_id: juvenileId } },
    ]);
    expect(jsonError(forChild, 422).message).toBe(
      'An adult plan cannot be bought for a juvenile member',
    );
  });

  it('refuses a plan of a programme past its end date, even when not marked finished', async () => {
    const plan = id('five-a-side-league');
    const { program_id: programId } = await t.database.db
      .selectFrom('products')
      .select('program_id')
      .where('product_id', '=', plan)
      .executeTakeFirstOrThrow();
    const before = await t.database.db
      .selectFrom('programs')
      .select([
        'status',
        sql<string | null>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
        sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      ])
      .where('program_id', '=', programId!)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('programs')
      .set({ status: 'active', starts_on: '2000-01-01', ends_on: '2001-01-01' })
      .where('program_id', '=', programId!)
      .execute();
    try {
      const item = await planItem(t.app, plan, { first: 'Nora', last: 'Walsh' });
      const response = await post([item]);
      expect(jsonError(response, 422).message).toBe(
        'This programme has ended: its plans can no longer be bought',
      );
    } finally {
      await t.database.db
        .updateTable('programs')
        .set({ status: before.status, starts_on: before.starts_on, ends_on: before.ends_on })
        .where('program_id', '=', programId!)
        .execute();
    }
  });
});

describe('membership items: the people of a bundle', () => {
  const family = async (products: unknown[]): Promise<CartItemInput> => ({
    product_id: id('family-bundle'),
    metadata: { products: products as never, guardian: await guardian() },
  });

  it('refuses the same member twice in one bundle', async () => {
    const self = await familyId('adult');
    const bundle = await family([
      await bundleEntry('adult-playing-membership', { member_id: self }),
      await bundleEntry('adult-social-membership', { member_id: self }),
      await bundleEntry('juvenile-membership', { first: 'Aoife', last: 'Murphy' }),
    ]);
    const response = await post([bundle]);
    expect(jsonError(response, 422).message).toBe(
      'The same member cannot be added twice to a bundle',
    );
  });

  it('refuses two new adults sharing one email in a bundle', async () => {
    const bundle = await family([
      await bundleEntry('adult-playing-membership', {
        first: 'Liam',
        last: 'Murphy',
        email: 'family@example.ie',
      }),
      await bundleEntry('adult-social-membership', {
        first: 'Maeve',
        last: 'Murphy',
        email: 'family@example.ie',
      }),
      await bundleEntry('juvenile-membership', { first: 'Aoife', last: 'Murphy' }),
    ]);
    const response = await post([bundle]);
    expect(jsonError(response, 422).message).toContain('Please update the email for Maeve Murphy');
  });

  it('refuses a bundle with juveniles but no guardian, and a bundle item with a wrong form', async () => {
    const products = [
      await bundleEntry('adult-playing-membership', { first: 'Liam', last: 'Murphy' }),
      await bundleEntry('juvenile-membership', { first: 'Aoife', last: 'Murphy' }),
    ];
    const noGuardian = await post([{ product_id: id('family-bundle'), metadata: { products } }]);
    expect(jsonError(noGuardian, 422).message).toContain('parent / guardian');
    const broken = structuredClone(products);
    (broken[1]!.metadata.registration_form as Record<string, unknown>) = {};
    const wrongForm = await post([await family(broken)]);
    expect(jsonError(wrongForm, 422).message).toBe(FORM_INVALID);
  });

  it('keeps the name of an existing member a bundle item is for', async () => {
    const juvenileId = await familyId('juvenile');
    const bundle = await family([
      await bundleEntry('adult-playing-membership', { first: 'Liam', last: 'Murphy' }),
      await bundleEntry('juvenile-membership', { member_id: juvenileId }),
    ]);
    const response = await post([bundle]);
    expect(response.statusCode).toBe(201);
    const cart = response.json<ShoppingCart>();
    expect(
      cart.items[0]!.metadata.bundle_items.map((entry) => entry.metadata.club_member?.first_name),
    ).toEqual(['Liam', 'Oisin']);
  });
});

describe('membership rules', () => {
  it('reads answers by question id or in the form’s shape', () => {
    expect(answerMap({ '101': 'Nora' })).toEqual({ '101': 'Nora' });
    expect(
      answerMap({ sections: [{ questions: [{ question_id: 101, answer: 'Nora' }, { x: 1 }] }] }),
    ).toEqual({ '101': 'Nora' });
    expect(answerMap(undefined)).toEqual({});
  });

  it('wants each person once per bundle and each new adult with an email of their own', () => {
    const person = (
      memberId: number | null,
      first: string,
      email: string | null,
      juvenile = false,
    ) => ({
      memberId,
      firstName: first,
      lastName: 'Murphy',
      email,
      isJuvenilePlan: juvenile,
    });
    expect(bundlePeopleProblem([person(1, 'A', null), person(1, 'A', null)])).toBe(
      'The same member cannot be added twice to a bundle',
    );
    expect(
      bundlePeopleProblem([person(null, 'A', 'x@example.ie'), person(null, 'B', 'X@example.ie')]),
    ).toContain('Please update the email for B Murphy');
    expect(
      bundlePeopleProblem([
        person(null, 'A', 'x@example.ie'),
        person(null, 'C', 'x@example.ie', true),
      ]),
    ).toBeNull();
  });

  it('closes a programme marked finished or past its end date', () => {
    expect(programmeOpen(null, '2027-05-01')).toBe(true);
    expect(programmeOpen({ status: 'active', ends_on: null }, '2027-05-01')).toBe(true);
    expect(programmeOpen({ status: 'active', ends_on: '2027-05-01' }, '2027-05-01')).toBe(true);
    expect(programmeOpen({ status: 'active', ends_on: '2027-04-30' }, '2027-05-01')).toBe(false);
    expect(programmeOpen({ status: 'finished', ends_on: null }, '2027-05-01')).toBe(false);
  });
});
