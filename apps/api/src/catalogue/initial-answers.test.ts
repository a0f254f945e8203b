import type { RegistrationForm } from '@touchline/contracts';
import { demoForms } from './catalogue-seed-forms';
import { initialAnswers, type PersonRecord } from './initial-answers';

const seed = demoForms(2027);
const form: RegistrationForm = {
  registration_form_id: 1,
  form_type: 'member',
  name: seed.member.name,
  sections: seed.member.definition.sections,
};

const person: PersonRecord = {
  first_name: 'Siobhan',
  last_name: 'Murphy',
  email: 'siobhan@example.ie',
  mobile: '0871234567',
  date_of_birth: '1990-04-02',
  gender: 'female',
  address: {
    line1: '4 Church Lane',
    line2: null,
    city: 'Glenarden',
    county: 'dublin',
    postal_code: 'H53 X123',
    country: 'ireland',
  },
};

function byLabel(sections: ReturnType<typeof initialAnswers>) {
  return Object.fromEntries(
    sections
      .flatMap((section) => section.questions)
      .map((question) => [question.label, question.answer]),
  );
}

const questionId = (label: string) =>
  String(
    form.sections
      .flatMap((section) => section.questions)
      .find((question) => question.input.label === label)!.question_id,
  );

describe('initialAnswers', () => {
  it('fills the well-known questions from the record, matching options in any case', () => {
    expect(byLabel(initialAnswers(form, person, null))).toMatchObject({
      'First name': 'Siobhan',
      'Last name': 'Murphy',
      'Date of birth': '1990-04-02',
      Email: 'siobhan@example.ie',
      Mobile: '0871234567',
      Gender: 'Female',
      Address: '4 Church Lane',
      'Town / city': 'Glenarden',
      'Eircode / postcode': 'H53 X123',
      Country: 'Ireland',
      County: 'Dublin',
      'Which codes do you play?': null,
      'I accept the club’s code of conduct': null,
    });
  });

  it('keeps the form’s sections and questions in order', () => {
    const sections = initialAnswers(form, person, null);
    expect(sections.map((section) => section.section_id)).toEqual(
      form.sections.map((section) => section.section_id),
    );
    expect(sections[0]!.questions.map((question) => question.question_id)).toEqual(
      form.sections[0]!.questions.map((question) => question.question_id),
    );
  });

  it('resets a country the form does not offer, and a county outside the country', () => {
    const abroad = {
      ...person,
      address: { ...person.address, country: 'France', county: 'Dublin' },
    };
    expect(byLabel(initialAnswers(form, abroad, null))).toMatchObject({
      Country: null,
      County: null,
    });
    const mixed = { ...person, address: { ...person.address, country: 'Wales', county: 'Dublin' } };
    expect(byLabel(initialAnswers(form, mixed, null))).toMatchObject({
      Country: 'Wales',
      County: null,
    });
  });

  it('prefers the answers given last time, ignoring malformed ones', () => {
    const stored = {
      [questionId('First name')]: 'Siobhán',
      [questionId('Which codes do you play?')]: ['Camogie'],
      [questionId('I accept the club’s code of conduct')]: true,
      [questionId('Last name')]: { not: 'an answer' },
    };
    expect(byLabel(initialAnswers(form, person, stored))).toMatchObject({
      'First name': 'Siobhán',
      'Last name': 'Murphy',
      'Which codes do you play?': ['Camogie'],
      'I accept the club’s code of conduct': true,
    });
  });

  it('answers nothing without a record', () => {
    const answers = initialAnswers(form, null, null).flatMap((section) => section.questions);
    expect(answers.every((question) => question.answer === null)).toBe(true);
  });
});
