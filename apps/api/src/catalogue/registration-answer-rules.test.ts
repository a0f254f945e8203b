import type { FormQuestion, RegistrationForm } from '@touchline/contracts';
import fc from 'fast-check';
import { demoForms } from './catalogue-seed-forms';
import { answerProblems, isDisabled, keptAnswers, type AnswerMap } from '@touchline/validators';

const seed = demoForms(2027);
const asForm = (form: typeof seed.member, id: number): RegistrationForm => ({
  registration_form_id: id,
  form_type: form.form_type,
  name: form.name,
  sections: form.definition.sections,
});
const member = asForm(seed.member, 1);
const guardian = asForm(seed.guardian, 3);

const questionsOf = (form: RegistrationForm) =>
  form.sections.flatMap((section) => section.questions);
const byLabel = (form: RegistrationForm, label: string): FormQuestion => {
  const question = questionsOf(form).find((candidate) => candidate.input.label === label);
  if (!question) throw new Error(`No question ${label}`);
  return question;
};
const id = (form: RegistrationForm, label: string) => String(byLabel(form, label).question_id);

/** A complete, valid set of answers to the adult member form. */
function completeMemberAnswers(): Record<string, AnswerMap[string]> {
  return {
    [id(member, 'First name')]: 'Siobhan',
    [id(member, 'Last name')]: 'Murphy',
    [id(member, 'Date of birth')]: '1990-04-02',
    [id(member, 'Email')]: 'siobhan@example.ie',
    [id(member, 'Mobile')]: '0871234567',
    [id(member, 'Gender')]: 'Female',
    [id(member, 'Address')]: '4 Church Lane',
    [id(member, 'Town / city')]: 'Glenarden',
    [id(member, 'Country')]: 'Ireland',
    [id(member, 'County')]: 'Galway',
    [id(member, 'Which codes do you play?')]: ['Football', 'Camogie'],
    [id(member, 'Any medical conditions or allergies we should know about?')]: 'No',
    [id(member, 'I accept the club’s code of conduct')]: true,
  };
}

describe('answerProblems', () => {
  it('accepts complete answers', () => {
    expect(answerProblems(member, completeMemberAnswers())).toEqual({});
  });

  it('asks for mandatory answers with the form’s own texts', () => {
    const answers = completeMemberAnswers();
    delete answers[id(member, 'First name')];
    answers[id(member, 'Last name')] = '   ';
    answers[id(member, 'I accept the club’s code of conduct')] = false;
    delete answers[id(member, 'County')];
    delete answers[id(member, 'Any medical conditions or allergies we should know about?')];
    expect(answerProblems(member, answers)).toEqual({
      [id(member, 'First name')]: ['Please enter first name'],
      [id(member, 'Last name')]: ['Please enter last name'],
      // A box to tick is confirmed and a choice chosen, each in the words of its label.
      [id(member, 'I accept the club’s code of conduct')]: [
        'Please confirm: I accept the club’s code of conduct',
      ],
      [id(member, 'County')]: ['Please choose county'],
      [id(member, 'Any medical conditions or allergies we should know about?')]: [
        'Please answer: Any medical conditions or allergies we should know about?',
      ],
      // Not answered No: the details are asked for too.
      [id(member, 'Please give details')]: ['Please enter the details'],
    });
  });

  it('asks for the details only while the medical question is not No', () => {
    const details = byLabel(member, 'Please give details');
    const answers = completeMemberAnswers();
    expect(isDisabled(details, answers)).toBe(true);
    answers[id(member, 'Any medical conditions or allergies we should know about?')] = 'Yes';
    expect(isDisabled(details, answers)).toBe(false);
    expect(answerProblems(member, answers)).toEqual({
      [String(details.question_id)]: ['Please enter the details'],
    });
    answers[String(details.question_id)] = 'x'.repeat(501);
    expect(answerProblems(member, answers)).toEqual({
      [String(details.question_id)]: ['Maximum length 500'],
    });
  });

  it('keeps choices to the options, unless Other is allowed', () => {
    const answers = completeMemberAnswers();
    answers[id(member, 'Gender')] = 'Robot';
    answers[id(member, 'Which codes do you play?')] = ['Football', 'Rugby'];
    answers[id(member, 'How did you hear about us?')] = 'The parish newsletter';
    expect(answerProblems(member, answers)).toEqual({
      [id(member, 'Gender')]: ['Invalid value'],
      [id(member, 'Which codes do you play?')]: ['Invalid value'],
    });
  });

  it('wants a county of the chosen country', () => {
    const answers = completeMemberAnswers();
    answers[id(member, 'Country')] = 'Wales';
    expect(answerProblems(member, answers)).toEqual({ [id(member, 'County')]: ['Invalid value'] });
    answers[id(member, 'County')] = 'Cardiff';
    expect(answerProblems(member, answers)).toEqual({});
    answers[id(member, 'Country')] = 'France';
    expect(Object.keys(answerProblems(member, answers)).sort()).toEqual(
      [id(member, 'Country'), id(member, 'County')].sort(),
    );
  });

  it('checks dates, their range, phone numbers and patterns', () => {
    const answers = completeMemberAnswers();
    answers[id(member, 'Date of birth')] = '2027-02-30';
    answers[id(member, 'Mobile')] = '087 123';
    answers[id(member, 'Email')] = 'siobhan+club@example.ie';
    expect(answerProblems(member, answers)).toEqual({
      [id(member, 'Date of birth')]: ['Invalid value'],
      [id(member, 'Mobile')]: ['Invalid value'],
      [id(member, 'Email')]: ['Invalid email address'],
    });
    answers[id(member, 'Date of birth')] = '2020-05-05';
    answers[id(member, 'Mobile')] = '+353871234567';
    answers[id(member, 'Email')] = 'siobhan@example.ie';
    expect(answerProblems(member, answers)).toEqual({
      [id(member, 'Date of birth')]: ['Date of birth is above the allowed range'],
    });
    answers[id(member, 'Date of birth')] = '1899-12-31';
    expect(answerProblems(member, answers)[id(member, 'Date of birth')]).toEqual([
      'Date of birth is below the allowed range',
    ]);
  });

  it('applies the default 2 to 64 characters to text without rules of its own', () => {
    const answers = completeMemberAnswers();
    answers[id(member, 'Town / city')] = 'G';
    answers[id(member, 'Address')] = 'a'.repeat(65);
    expect(answerProblems(member, answers)).toEqual({
      [id(member, 'Town / city')]: ['Minimum 2 characters'],
      [id(member, 'Address')]: ['Maximum 64 characters'],
    });
  });

  it('refuses answers of the wrong kind', () => {
    const answers = completeMemberAnswers();
    answers[id(member, 'First name')] = ['Siobhan'];
    answers[id(member, 'I accept the club’s code of conduct')] = 'yes';
    answers[id(member, 'Which codes do you play?')] = 'Football';
    expect(Object.values(answerProblems(member, answers))).toEqual([
      ['Invalid value'],
      ['Invalid value'],
      ['Invalid value'],
    ]);
  });

  it('accepts a guardian relationship given as Other', () => {
    const answers: Record<string, AnswerMap[string]> = {
      [id(guardian, 'First name')]: 'Siobhan',
      [id(guardian, 'Last name')]: 'Murphy',
      [id(guardian, 'Email')]: 'siobhan@example.ie',
      [id(guardian, 'Mobile')]: '0871234567',
      [id(guardian, 'Relationship to the child')]: 'Grandmother',
      [id(guardian, 'Address')]: '4 Church Lane',
      [id(guardian, 'Town / city')]: 'Derry',
      [id(guardian, 'Country')]: 'Northern Ireland',
      [id(guardian, 'County')]: 'Londonderry',
    };
    expect(answerProblems(guardian, answers)).toEqual({});
  });

  it('never throws, whatever the answers', () => {
    const answer = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
      fc.constant(null),
    );
    const ids = questionsOf(member).map((question) => String(question.question_id));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids, '999'), answer), (answers) => {
        const problems = answerProblems(member, answers);
        for (const [key, messages] of Object.entries(problems)) {
          expect(ids).toContain(key);
          expect(messages.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('keptAnswers', () => {
  it('drops answers to disabled or unknown questions and trims text', () => {
    const answers = {
      ...completeMemberAnswers(),
      [id(member, 'First name')]: '  Siobhan ',
      [id(member, 'Please give details')]: 'Asthma',
      '999': 'not a question',
    };
    const kept = keptAnswers(member, answers);
    expect(kept[id(member, 'First name')]).toBe('Siobhan');
    expect(kept).not.toHaveProperty(id(member, 'Please give details'));
    expect(kept).not.toHaveProperty('999');
  });
});
