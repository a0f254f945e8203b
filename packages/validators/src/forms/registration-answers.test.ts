import {
  answerProblems,
  dateRangeProblem,
  isDisabled,
  keptAnswers,
  questionProblems,
  type RuleForm,
  type RuleQuestion,
} from './registration-answers';

const question = (
  id: number,
  label: string,
  type: RuleQuestion['input']['type'],
  more: Partial<RuleQuestion['input']> = {},
): RuleQuestion => ({
  question_id: id,
  default_question_id: null,
  input: { label, type, required: false, validations: [], condition: [], metadata: {}, ...more },
});

const medical = question(1, 'Any allergies?', 'SingleChoice', {
  required: true,
  metadata: {
    options: [
      { label: 'Yes', value: 'Yes' },
      { label: 'No', value: 'No' },
    ],
  },
});
const details = question(2, 'Details', 'text', {
  required: true,
  condition: [{ effect: 'DisableWhenSome', question_id: 1, value: ['No'] }],
});
const heard = question(3, 'How did you hear about us?', 'SingleChoice', {
  metadata: { options: [{ label: 'A friend', value: 'A friend' }], has_other_option: true },
});
const country = question(4, 'Country', 'SingleChoice', {
  metadata: {
    options: [
      { label: 'Ireland', value: 'Ireland' },
      { label: 'Wales', value: 'Wales' },
    ],
  },
});
const county = question(5, 'County', 'SingleChoice', {
  metadata: { country_question_id: 4, counties: { Ireland: ['Galway'], Wales: ['Powys'] } },
});
const born = question(6, 'Date of birth', 'Date', {
  validations: [
    {
      type: 'Date',
      error: '$label is {{ABOVEORBELOW}} the allowed range',
      metadata: { greater_than: '2000-01-01', less_than: '2010-01-01' },
    },
  ],
});
const form: RuleForm = {
  sections: [{ questions: [medical, details, heard, country, county, born] }],
};

describe('registration answer rules', () => {
  it('disables a question while the watched answer matches, and skips its rules', () => {
    expect(isDisabled(details, { '1': 'No' })).toBe(true);
    expect(isDisabled(details, { '1': 'Yes' })).toBe(false);
    expect(answerProblems(form, { '1': 'No' })).toEqual({});
    expect(answerProblems(form, { '1': 'Yes' })).toEqual({ '2': ['Please enter Details'] });
    expect(keptAnswers(form, { '1': 'No', '2': 'peanuts' })).toEqual({ '1': 'No' });
  });

  it('takes a typed Other answer only where Other is offered', () => {
    expect(questionProblems(heard, { '3': 'A poster' })).toEqual([]);
    expect(questionProblems(heard, { '3': 'x'.repeat(201) })).toEqual(['Invalid value']);
    expect(questionProblems(country, { '4': 'France' })).toEqual(['Invalid value']);
  });

  it('wants a county of the chosen country', () => {
    expect(questionProblems(county, { '4': 'Ireland', '5': 'Galway' })).toEqual([]);
    expect(questionProblems(county, { '4': 'Wales', '5': 'Galway' })).toEqual(['Invalid value']);
  });

  it('fills in the date range message', () => {
    expect(questionProblems(born, { '6': '1999-05-05' })).toEqual([
      'Date of birth is below the allowed range',
    ]);
    expect(questionProblems(born, { '6': '2011-05-05' })).toEqual([
      'Date of birth is above the allowed range',
    ]);
    expect(questionProblems(born, { '6': '2005-02-30' })).toEqual(['Invalid value']);
    expect(dateRangeProblem('X', '2005-01-01', born.input.validations[0]!)).toBeNull();
  });

  it('applies 2 to 64 characters to text without rules of its own', () => {
    expect(questionProblems(details, { '1': 'Yes', '2': 'a' })).toEqual(['Minimum 2 characters']);
    expect(questionProblems(details, { '1': 'Yes', '2': 'a'.repeat(65) })).toEqual([
      'Maximum 64 characters',
    ]);
  });
});
