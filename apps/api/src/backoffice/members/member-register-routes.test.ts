import type { CheckoutResult, MemberExportList, MemberRegisterPage } from '@touchline/contracts';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  memberToken,
  planForms,
  resetRateLimits,
  SEEDED,
  signIn,
  startCommerceApp,
  validAnswers,
  type FormPerson,
  type IdentityTestApp,
} from '../../commerce/testing/commerce-test-kit';

// The member register: a family's paid memberships, household and answers as the club's roles
// see them; medical answers only for Owner, Admin and Registrar, in the list and in the CSV;
// every export recorded.

jest.setTimeout(120_000);

const BASE = '/v2/backoffice/members';
const MEDICAL_DETAILS = 'Asthma: inhaler in bag';
const today = new Date();
/** The season the register opens on (from September, the next year's). */
const SEASON = today.getUTCMonth() >= 8 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();

let t: IdentityTestApp;
let ids: Map<string, number>;
let tokens: Record<
  'admin' | 'registrar' | 'treasurer' | 'editor' | 'member',
  Record<string, string>
>;

const id = (slug: string) => ids.get(slug)!;

/** Answers to a plan's member form, with a birth date and a medical answer. */
async function answersFor(slug: string, person: FormPerson, dateOfBirth: string) {
  const form = (await planForms(t.app, id(slug))).member!;
  const answers = validAnswers(form, person);
  for (const question of form.sections.flatMap((section) => section.questions)) {
    const key = String(question.question_id);
    if (question.default_question_id === 'date_of_birth') answers[key] = dateOfBirth;
    if (question.input.label.startsWith('Any medical conditions')) answers[key] = 'Yes';
    if (question.input.label === 'Please give details') answers[key] = MEDICAL_DETAILS;
  }
  return answers;
}

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  tokens = {
    admin: bearer((await signIn(t.app, SEEDED.demoAdmin)).access_token),
    registrar: bearer((await signIn(t.app, SEEDED.demoRegistrar)).access_token),
    treasurer: bearer((await signIn(t.app, SEEDED.demoTreasurer)).access_token),
    editor: bearer((await signIn(t.app, SEEDED.demoEditor)).access_token),
    member: bearer(await memberToken(t.app)),
  };
  // A parent buys a juvenile membership for a new child, Aoife, with a medical answer.
  const guardian = (await planForms(t.app, id('juvenile-membership'))).guardian!;
  const cart = await createCart(
    t.app,
    [
      {
        product_id: id('juvenile-membership'),
        metadata: {
          club_member: { first_name: 'Aoife', last_name: 'Register' },
          registration_form: await answersFor(
            'juvenile-membership',
            { first: 'Aoife', last: 'Register' },
            `${SEASON - 9}-06-01`,
          ),
          guardian: validAnswers(guardian, { first: 'Siobhan', last: 'Murphy' }),
        },
      },
    ],
    tokens.member,
  );
  const response = await checkout(t.app, tokens.member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  expect(response.json<CheckoutResult>().order_status).toBe('Completed');
});

afterAll(async () => t?.close());

beforeEach(async () => resetRateLimits(t.database));

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

async function register(query: string, headers: Record<string, string>) {
  const response = await get(`${BASE}${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<MemberRegisterPage>();
}

const aoifeOf = (page: MemberRegisterPage) =>
  page.items.find((member) => member.first_name === 'Aoife')!;

describe('the member register', () => {
  it('lists a member with their membership, age group, household and payment state', async () => {
    const page = await register('?q=aoife', tokens.registrar);
    expect(page.total).toBe(1);
    const aoife = aoifeOf(page);
    expect(aoife).toMatchObject({
      last_name: 'Register',
      kind: 'juvenile',
      age_group: 'U10',
      payment_state: 'paid',
      memberships: [{ plan: 'Juvenile Membership' }],
    });
    expect(aoife.household).toEqual([
      expect.objectContaining({ relation: 'Guardian', name: expect.stringContaining('Murphy') }),
    ]);
  });

  it('shows the medical answers to a Registrar and an Admin', async () => {
    for (const headers of [tokens.registrar, tokens.admin]) {
      const page = await register('?q=aoife', headers);
      expect(page.medical_included).toBe(true);
      const details = page.columns.filter((column) => column.question === 'Please give details');
      expect(details.length).toBeGreaterThan(0);
      expect(details.every((column) => column.medical)).toBe(true);
      const answers = aoifeOf(page).answers;
      expect(details.map((column) => answers[column.key])).toContain(MEDICAL_DETAILS);
    }
  });

  it('never sends the medical answers to a Treasurer', async () => {
    const response = await get(`${BASE}?q=aoife`, tokens.treasurer);
    expect(response.statusCode).toBe(200);
    const page = response.json<MemberRegisterPage>();
    expect(page.medical_included).toBe(false);
    expect(page.columns.some((column) => column.medical)).toBe(false);
    expect(page.columns.map((column) => column.question)).not.toContain('Please give details');
    expect(response.body).not.toContain(MEDICAL_DETAILS);
    expect(aoifeOf(page).payment_state).toBe('paid');
  });

  it('filters by age group, payment state, season and plan', async () => {
    const season = SEASON;
    const plan = id('juvenile-membership');
    expect(aoifeOf(await register(`?age_group=U10&season=${season}`, tokens.admin))).toBeDefined();
    expect(
      aoifeOf(await register(`?plan_id=${plan}&payment_state=paid`, tokens.admin)),
    ).toBeDefined();
    expect((await register('?q=aoife&age_group=Adult', tokens.admin)).total).toBe(0);
    expect((await register('?q=aoife&payment_state=in_arrears', tokens.admin)).total).toBe(0);
    expect((await register(`?q=aoife&season=${season - 5}`, tokens.admin)).total).toBe(0);
  });

  it('pages the register', async () => {
    const page = await register('?per_page=1&page=2', tokens.admin);
    expect(page).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('refuses an Editor and a member (403), and answers 400 for an unknown age group', async () => {
    expect((await get(BASE, tokens.editor)).statusCode).toBe(403);
    expect((await get(`${BASE}/export`, tokens.editor)).statusCode).toBe(403);
    expect((await get(`${BASE}/exports`, tokens.editor)).statusCode).toBe(403);
    expect((await get(BASE, tokens.member)).statusCode).toBe(403);
    const wrong = await get(`${BASE}?age_group=U99`, tokens.admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('message');
  });
});

describe('the register’s export', () => {
  it('gives a Registrar the answers as columns, medical ones included, and records it', async () => {
    const response = await get(`${BASE}/export?q=aoife`, tokens.registrar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Please give details');
    expect(header).toContain('Payment state');
    expect(row).toContain('Aoife');
    expect(row).toContain(MEDICAL_DETAILS);
    // A membership's period, from its first day to its last.
    expect(row).toMatch(/\(.*\d to \d[^)]*\)/);

    // In the Registrar's Irish: the register's own columns worded so, the club's questions as written.
    const inIrish = await get(`${BASE}/export?q=aoife`, {
      ...tokens.registrar,
      'accept-language': 'ga',
    });
    const [irishHeader, irishRow] = inIrish.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(irishHeader).toMatch(
      /^Céadainm,Sloinne,Ríomhphost,Dáta breithe,Aoisghrúpa,Ballraíochtaí \d{4},/,
    );
    expect(irishHeader).toContain('Staid na híocaíochta,Teaghlach');
    expect(irishHeader).toContain('Please give details');
    expect(irishRow).toMatch(/\(.*\d go \d[^)]*\)/);
    expect(irishRow).not.toMatch(/\d to \d/);

    const exports = await get(`${BASE}/exports`, tokens.registrar);
    expect(exports.json<MemberExportList>().data[0]).toMatchObject({
      exported_by: expect.stringContaining(SEEDED.demoRegistrar.email),
      filters: { q: 'aoife' },
      medical_included: true,
      row_count: 1,
    });
  });

  it('leaves the medical columns out of a Treasurer’s export, and records that', async () => {
    const response = await get(`${BASE}/export?q=aoife&payment_state=paid`, tokens.treasurer);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Aoife');
    expect(response.body).not.toContain('Please give details');
    expect(response.body).not.toContain(MEDICAL_DETAILS);
    expect(response.body).not.toContain('Any medical conditions');

    const exports = await get(`${BASE}/exports`, tokens.admin);
    expect(exports.json<MemberExportList>().data[0]).toMatchObject({
      exported_by: expect.stringContaining(SEEDED.demoTreasurer.email),
      filters: { q: 'aoife', payment_state: 'paid' },
      medical_included: false,
    });
  });
});
