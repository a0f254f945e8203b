import type {
  AvailableMembershipList,
  FormAnswers,
  FormQuestion,
  PlanForms,
  Product,
} from '@touchline/contracts';
import {
  bearer,
  jsonError,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';
import { answerProblems } from '@touchline/validators';
import { saveRegistrationAnswers } from './registration-forms';

let kit: IdentityTestApp;
let memberToken: string;
let xgbToken: string;
let adultPlan: Product;
let juvenilePlan: Product;

beforeAll(async () => {
  kit = await startIdentityApp();
  memberToken = (await signIn(kit.app, SEEDED.demoMember)).access_token;
  xgbToken = (await signIn(kit.app, SEEDED.demoXgb)).access_token;
  adultPlan = await product('adult-playing-membership');
  juvenilePlan = await product('juvenile-membership');
});

afterAll(async () => {
  await kit?.close();
});

async function product(slug: string): Promise<Product> {
  const response = await kit.app.inject({ url: `/v2/store/demo/products/${slug}` });
  return response.json<Product>();
}

function get(url: string, token?: string) {
  return kit.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function forms(planId: number, club = 'demo') {
  const response = await get(`/v2/store/${club}/products/plans/${planId}/form`);
  expect(response.statusCode).toBe(200);
  return response.json<PlanForms>();
}

const questions = (form: { sections: { questions: FormQuestion[] }[] }) =>
  form.sections.flatMap((section) => section.questions);

/** Answers by well-known field (or label when there is none). */
function answersByField(answers: FormAnswers) {
  return Object.fromEntries(
    answers.sections
      .flatMap((section) => section.questions)
      .map((question) => [question.default_question_id ?? question.label, question.answer]),
  );
}

async function memberIdOf(email: string) {
  const row = await kit.database.db
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.id')
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function juvenileId() {
  const response = await get('/v2/store/demo/memberships/available?type=juvenile', memberToken);
  return response.json<AvailableMembershipList>().data[0]!.member_id;
}

describe('GET /v2/store/{club}/products/plans/{id}/form', () => {
  it('gives a juvenile plan a member form for the child and a parent / guardian form', async () => {
    const planForms = await forms(juvenilePlan.product_id);
    expect(planForms.member).toMatchObject({ form_type: 'member', name: 'Juvenile member' });
    expect(planForms.guardian).toMatchObject({ form_type: 'guardian', name: 'Parent / guardian' });
    expect(questions(planForms.member!).map((question) => question.input.label)).toContain(
      'Date of birth',
    );
  });

  it('gives an adult plan a member form only', async () => {
    const planForms = await forms(adultPlan.product_id);
    expect(planForms.member?.name).toBe('Adult member');
    expect(planForms.guardian).toBeNull();
    expect(planForms.member!.sections.map((section) => section.sequence)).toEqual([1, 2, 3]);
  });

  it('carries what the form engine needs: choices, Other, conditions, country and county', async () => {
    const form = (await forms(adultPlan.product_id)).member!;
    const byField = new Map(
      questions(form).map((question) => [question.default_question_id, question]),
    );
    const country = byField.get('country')!;
    expect(country.input.type).toBe('SingleChoice');
    expect(country.input.metadata.options!.map((option) => option.value)).toEqual([
      'Ireland',
      'Northern Ireland',
      'England',
      'Scotland',
      'Wales',
    ]);
    const county = byField.get('county')!;
    expect(county.input.metadata.country_question_id).toBe(country.question_id);
    expect(county.input.metadata.counties!['Ireland']).toHaveLength(26);
    expect(county.input.metadata.counties!['Northern Ireland']).toEqual([
      'Antrim',
      'Armagh',
      'Down',
      'Fermanagh',
      'Londonderry',
      'Tyrone',
    ]);
    const hearAbout = questions(form).find((question) => question.input.metadata.has_other_option);
    expect(hearAbout?.input.label).toBe('How did you hear about us?');
    const details = questions(form).find((question) => question.input.condition.length > 0)!;
    expect(details.input.label).toBe('Please give details');
    const medical = questions(form).find(
      (question) => question.question_id === details.input.condition[0]!.question_id,
    )!;
    expect(details.input.condition[0]).toMatchObject({ effect: 'DisableWhenSome', value: ['No'] });
    expect(medical.input.metadata.options).toContainEqual({
      label: 'No',
      value: 'No',
      default: true,
    });
    const dateOfBirth = byField.get('date_of_birth')!;
    expect(dateOfBirth.input.validations.map((rule) => rule.type)).toEqual(['Mandatory', 'Date']);
  });

  it('answers no forms for the quiet club’s plan, 404 for products that are not plans', async () => {
    const quiet = (
      await kit.app.inject({ url: '/v2/store/quiet/products/rowing-membership' })
    ).json<Product>();
    expect(await forms(quiet.product_id, 'quiet')).toEqual({ member: null, guardian: null });
    const lotto = await product('club-lotto');
    jsonError(await get(`/v2/store/demo/products/plans/${lotto.product_id}/form`), 404);
    jsonError(await get(`/v2/store/quiet/products/plans/${adultPlan.product_id}/form`), 404);
    jsonError(await get('/v2/store/demo/products/plans/999999/form'), 404);
  });
});

describe('GET /v2/store/{club}/products/plans/{id}/form/initial-answers', () => {
  const url = (planId: number, query = '') =>
    `/v2/store/demo/products/plans/${planId}/form/initial-answers${query}`;

  it('needs a signed-in user', async () => {
    const body = jsonError(await get(url(adultPlan.product_id)), 401);
    expect(body.message).toBe('Unauthenticated.');
  });

  it('fills an adult plan’s form from the member’s own record', async () => {
    const response = await get(url(adultPlan.product_id), memberToken);
    expect(response.statusCode).toBe(200);
    const answers = response.json<FormAnswers>();
    expect(answers).toMatchObject({
      form_type: 'member',
      member_id: await memberIdOf(SEEDED.demoMember.email),
    });
    expect(answersByField(answers)).toMatchObject({
      first_name: 'Siobhan',
      last_name: 'Murphy',
      email: SEEDED.demoMember.email,
      address_line1: '4 Church Lane',
      city: 'Glenarden',
      country: 'Ireland',
      county: 'Dublin',
      'How did you hear about us?': null,
    });
  });

  it('fills a juvenile plan’s guardian form from the user, its member form from the juvenile', async () => {
    const guardian = (await get(url(juvenilePlan.product_id), memberToken)).json<FormAnswers>();
    expect(guardian.form_type).toBe('guardian');
    expect(answersByField(guardian)).toMatchObject({ first_name: 'Siobhan', county: 'Dublin' });

    const child = await juvenileId();
    const response = await get(url(juvenilePlan.product_id, `?juvenile_id=${child}`), memberToken);
    const member = response.json<FormAnswers>();
    expect(member).toMatchObject({ form_type: 'member', member_id: child });
    expect(answersByField(member)).toMatchObject({
      first_name: 'Oisin',
      last_name: 'Murphy',
      date_of_birth: '2015-05-04',
      gender: 'Male',
      school: null,
    });
  });

  it('leaves the member form of a juvenile plan empty for a child not registered yet', async () => {
    const response = await get(url(juvenilePlan.product_id, '?form_type=member'), memberToken);
    const answers = response.json<FormAnswers>();
    expect(answers.member_id).toBeNull();
    expect(Object.values(answersByField(answers)).every((answer) => answer === null)).toBe(true);
  });

  it('reads a family member’s answers by member_id and form_type', async () => {
    const self = await memberIdOf(SEEDED.demoMember.email);
    const response = await get(
      url(juvenilePlan.product_id, `?member_id=${self}&form_type=guardian`),
      memberToken,
    );
    expect(response.json<FormAnswers>()).toMatchObject({ form_type: 'guardian', member_id: self });
  });

  it('offers the answers the member gave last time before the record’s', async () => {
    const self = await memberIdOf(SEEDED.demoMember.email);
    const form = (await forms(adultPlan.product_id)).member!;
    const byField = new Map(
      questions(form).map((question) => [question.default_question_id, question]),
    );
    const hearAbout = questions(form).find((question) => question.input.metadata.has_other_option)!;
    await saveRegistrationAnswers(kit.database.db, self, form.registration_form_id, {
      [String(byField.get('first_name')!.question_id)]: 'Siobhán',
      [String(byField.get('country')!.question_id)]: 'Wales',
      [String(byField.get('county')!.question_id)]: 'Dublin',
      [String(hearAbout.question_id)]: 'The parish newsletter',
    });
    const answers = (await get(url(adultPlan.product_id), memberToken)).json<FormAnswers>();
    expect(answersByField(answers)).toMatchObject({
      first_name: 'Siobhán',
      last_name: 'Murphy',
      country: 'Wales',
      // Dublin is not a county of Wales: cleared, as the form engine would.
      county: null,
      'How did you hear about us?': 'The parish newsletter',
    });
  });

  it('fills a form from the user record for someone not yet a member of the club', async () => {
    const answers = (await get(url(adultPlan.product_id), xgbToken)).json<FormAnswers>();
    expect(answers.member_id).toBeNull();
    expect(answersByField(answers)).toMatchObject({
      first_name: 'Declan',
      last_name: 'Byrne',
      email: SEEDED.demoXgb.email,
      country: null,
    });
  });

  it('answers 404 for someone outside the family, a form the plan lacks, an unknown plan', async () => {
    const stranger = await memberIdOf(SEEDED.demoAdmin.email);
    expect(
      jsonError(
        await get(url(juvenilePlan.product_id, `?juvenile_id=${stranger}`), memberToken),
        404,
      ).message,
    ).toBe('Member not found');
    jsonError(await get(url(adultPlan.product_id, `?member_id=${stranger}`), memberToken), 404);
    expect(
      jsonError(await get(url(adultPlan.product_id, '?form_type=guardian'), memberToken), 404)
        .message,
    ).toBe('Registration form not found');
    jsonError(await get(url(999999), memberToken), 404);
  });

  it('refuses malformed queries', async () => {
    for (const query of [
      '?juvenile_id=abc',
      '?member_id=-2',
      '?form_type=admin',
      '?juvenile_id=1e40',
    ]) {
      jsonError(await get(url(adultPlan.product_id, query), memberToken), 400);
    }
  });

  it('prefills answers the form rules accept', async () => {
    const form = (await forms(adultPlan.product_id)).member!;
    const self = await memberIdOf(SEEDED.demoMember.email);
    await kit.database.db
      .deleteFrom('registration_answers')
      .where('member_id', '=', self)
      .execute();
    const answers = (await get(url(adultPlan.product_id), memberToken)).json<FormAnswers>();
    const map = Object.fromEntries(
      answers.sections.flatMap((section) =>
        section.questions.map((question) => [String(question.question_id), question.answer]),
      ),
    );
    const problems = answerProblems(form, map);
    // Left to answer: what no record holds (date of birth, the medical question, whose default
    // option the form engine fills in, its details until it says No, the code of conduct).
    const labels = questions(form)
      .filter((question) => problems[String(question.question_id)])
      .map((question) => question.input.label);
    expect(labels).toEqual([
      'Date of birth',
      'Any medical conditions or allergies we should know about?',
      'Please give details',
      'I accept the club’s code of conduct',
    ]);
  });
});

describe('GET /v2/store/{club}/memberships/available', () => {
  const url = (type: string) => `/v2/store/demo/memberships/available?type=${type}`;

  it('lists the family members a plan can be bought for, by member type', async () => {
    const self = await memberIdOf(SEEDED.demoMember.email);
    const adults = (await get(url('adult'), memberToken)).json<AvailableMembershipList>();
    expect(adults).toEqual({
      data: [{ member_id: self, first_name: 'Siobhan', last_name: 'Murphy' }],
    });
    const juveniles = (await get(url('juvenile'), memberToken)).json<AvailableMembershipList>();
    expect(juveniles.data.map((member) => member.first_name)).toEqual(['Oisin']);
    const guardians = (await get(url('guardian'), memberToken)).json<AvailableMembershipList>();
    expect(guardians.data.map((member) => member.member_id)).toEqual([self]);
  });

  it('lists nobody for a user who is not a member of the club', async () => {
    expect((await get(url('adult'), xgbToken)).json()).toEqual({ data: [] });
  });

  it('needs a signed-in user and a known member type', async () => {
    jsonError(await get(url('adult')), 401);
    jsonError(await get('/v2/store/demo/memberships/available', memberToken), 400);
    jsonError(await get(url('%3Cscript%3E'), memberToken), 400);
    jsonError(await get('/v2/store/nowhere/memberships/available?type=adult', memberToken), 404);
  });
});
