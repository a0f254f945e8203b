import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  PlanForms,
  RegistrationForm,
  RegistrationFormList,
  type RegistrationFormUpdateBody,
} from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/open-database';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../../identity/identity-test-kit';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import {
  ALWAYS_REQUIRED,
  CANNOT_DELETE,
  SECTION_LABEL_REQUIRED,
  SECTIONS_MISMATCH,
} from './registration-form-edit';

const checkList = TypeCompiler.Compile(RegistrationFormList);
const checkForm = TypeCompiler.Compile(RegistrationForm);
const checkPlanForms = TypeCompiler.Compile(PlanForms);
const BASE = '/v2/backoffice/registration-forms';

let app: FastifyInstance;
let database: DatabaseHandle;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer(
    (await signInBySso({ app, database, close: async () => undefined }, SEEDED.quietAdmin))
      .access_token,
  );
  member = bearer((await signIn(app, SEEDED.demoMember)).access_token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function demoForms() {
  const response = await call('GET', BASE, admin);
  expect(response.statusCode).toBe(200);
  const list = response.json<RegistrationFormList>();
  expect(checkList.Check(list)).toBe(true);
  return list.data;
}

async function formNamed(name: string) {
  const summary = (await demoForms()).find((form) => form.name === name);
  if (!summary) throw new Error(`no form ${name}`);
  const response = await call('GET', `${BASE}/${summary.registration_form_id}`, admin);
  expect(response.statusCode).toBe(200);
  const form = response.json<RegistrationForm>();
  expect(checkForm.Check(form)).toBe(true);
  return form;
}

/** The edit that keeps the form as it is. */
const unchanged = (form: RegistrationForm): RegistrationFormUpdateBody => ({
  sections: form.sections.map((section) => ({
    section_id: section.section_id,
    label: section.label,
    questions: section.questions.map((question) => ({
      question_id: question.question_id,
      required:
        question.input.required ||
        question.input.validations.some((rule) => rule.type === 'Mandatory'),
      external_url: question.input.metadata.external_url ?? null,
    })),
  })),
});

const questionLabelled = (form: RegistrationForm, label: string) =>
  form.sections.flatMap((section) => section.questions).find((q) => q.input.label === label)!;

describe('the registration form editor calls', () => {
  it("lists the club's forms with the plans that ask for them", async () => {
    const forms = await demoForms();
    expect(forms.length).toBeGreaterThanOrEqual(3);
    const adult = forms.find((form) => form.name === 'Adult member');
    expect(adult).toMatchObject({ form_type: 'member' });
    expect(adult!.plans.length).toBeGreaterThan(0);
    expect(adult!.question_count).toBeGreaterThan(5);
  });

  it('is for admins of the club only', async () => {
    expect((await call('GET', BASE, {})).statusCode).toBe(401);
    jsonError(await call('GET', BASE, member), 403);
    const adult = await formNamed('Adult member');
    // Another club's admin does not see the demo club's form.
    jsonError(await call('GET', `${BASE}/${adult.registration_form_id}`, quietAdmin), 404);
    jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, quietAdmin, unchanged(adult)),
      404,
    );
  });

  it('makes a question optional, and the membership form the plans render follows', async () => {
    const adult = await formNamed('Adult member');
    const address = questionLabelled(adult, 'Address');
    expect(address.input.required).toBe(false);
    expect(address.input.validations.some((rule) => rule.type === 'Mandatory')).toBe(true);

    const edit = unchanged(adult);
    edit.sections
      .flatMap((s) => s.questions)
      .find((q) => q.question_id === address.question_id)!.required = false;
    const response = await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit);
    expect(response.statusCode).toBe(200);
    const saved = questionLabelled(response.json<RegistrationForm>(), 'Address');
    expect(saved.input.validations.some((rule) => rule.type === 'Mandatory')).toBe(false);

    const plan = await database.db
      .selectFrom('plan_registration_forms')
      .select('product_id')
      .where('registration_form_id', '=', adult.registration_form_id)
      .executeTakeFirstOrThrow();
    const planForms = await call(
      'GET',
      `/v2/store/demo/products/plans/${plan.product_id}/form`,
      {},
    );
    expect(planForms.statusCode).toBe(200);
    const forms = planForms.json<PlanForms>();
    expect(checkPlanForms.Check(forms)).toBe(true);
    const rendered = questionLabelled(forms.member!, 'Address');
    expect(rendered.input.validations.some((rule) => rule.type === 'Mandatory')).toBe(false);

    // And required again, with the message the form shows when it is left empty.
    edit.sections
      .flatMap((s) => s.questions)
      .find((q) => q.question_id === address.question_id)!.required = true;
    const again = await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit);
    const mandatory = questionLabelled(
      again.json<RegistrationForm>(),
      'Address',
    ).input.validations.find((rule) => rule.type === 'Mandatory');
    expect(mandatory?.error).toBe('Please enter address');
  });

  it('adds a page link (https:// added), refuses an invalid one, and removes one', async () => {
    const adult = await formNamed('Adult member');
    const gender = questionLabelled(adult, 'Gender');
    const edit = unchanged(adult);
    const target = edit.sections
      .flatMap((s) => s.questions)
      .find((q) => q.question_id === gender.question_id)!;

    target.external_url = 'not a link';
    const refused = jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit),
      422,
    );
    expect(Object.values(refused.errors ?? {}).flat()).toContain('Invalid link');

    target.external_url = ' demo-club.ie/gender-policy ';
    const saved = await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit);
    expect(saved.statusCode).toBe(200);
    expect(
      questionLabelled(saved.json<RegistrationForm>(), 'Gender').input.metadata.external_url,
    ).toBe('https://demo-club.ie/gender-policy');

    target.external_url = '';
    const cleared = await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit);
    expect(
      questionLabelled(cleared.json<RegistrationForm>(), 'Gender').input.metadata.external_url,
    ).toBeNull();
  });

  it('deletes a question, and the conditions watching it go with it', async () => {
    const adult = await formNamed('Adult member');
    const medical = questionLabelled(
      adult,
      'Any medical conditions or allergies we should know about?',
    );
    const details = questionLabelled(adult, 'Please give details');
    expect(details.input.condition.map((c) => c.question_id)).toContain(medical.question_id);
    const edit = unchanged(adult);
    for (const section of edit.sections) {
      section.questions = section.questions.filter((q) => q.question_id !== medical.question_id);
    }
    const response = await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit);
    expect(response.statusCode).toBe(200);
    const saved = response.json<RegistrationForm>();
    expect(
      questionLabelled(saved, 'Any medical conditions or allergies we should know about?'),
    ).toBeUndefined();
    expect(questionLabelled(saved, 'Please give details').input.condition).toEqual([]);
  });

  it('keeps questions required by definition required and asked', async () => {
    const adult = await formNamed('Adult member');
    const firstName = questionLabelled(adult, 'First name');
    expect(firstName.input.required).toBe(true);

    const optional = unchanged(adult);
    optional.sections
      .flatMap((s) => s.questions)
      .find((q) => q.question_id === firstName.question_id)!.required = false;
    const refused = jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, optional),
      422,
    );
    expect(Object.values(refused.errors ?? {}).flat()).toContain(ALWAYS_REQUIRED);

    const deleted = unchanged(adult);
    for (const section of deleted.sections) {
      section.questions = section.questions.filter((q) => q.question_id !== firstName.question_id);
    }
    const refusedDelete = jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, deleted),
      422,
    );
    expect(Object.values(refusedDelete.errors ?? {}).flat()).toContain(CANNOT_DELETE);
    expect(questionLabelled(await formNamed('Adult member'), 'First name')).toBeDefined();
  });

  it('refuses a blank section label, a missing section and a question of another form', async () => {
    const adult = await formNamed('Adult member');
    const blank = unchanged(adult);
    blank.sections[0]!.label = '   ';
    const refused = jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, blank),
      422,
    );
    expect(refused.errors).toEqual({ 'body.sections.0.label': [SECTION_LABEL_REQUIRED] });

    const missing = unchanged(adult);
    missing.sections.pop();
    const refusedMissing = jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, missing),
      422,
    );
    expect(refusedMissing.errors).toEqual({ 'body.sections': [SECTIONS_MISMATCH] });

    const stranger = unchanged(adult);
    stranger.sections[0]!.questions.push({
      question_id: 999_999,
      required: false,
      external_url: null,
    });
    jsonError(await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, stranger), 422);

    jsonError(await call('PUT', `${BASE}/999999`, admin, unchanged(adult)), 404);
    jsonError(
      await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, { sections: 'x' }),
      400,
    );
  });

  it('renames a section', async () => {
    const adult = await formNamed('Adult member');
    const edit = unchanged(adult);
    edit.sections[0]!.label = '  About you  ';
    const response = await call('PUT', `${BASE}/${adult.registration_form_id}`, admin, edit);
    expect(response.json<RegistrationForm>().sections[0]!.label).toBe('About you');
  });
});
