import { sampleForm, validSampleAnswers } from '../testing/sample-form';
import { displayDate, parseDisplayedDate } from './dates';
import {
  answersByDefaultId,
  answersOf,
  disabledQuestionIds,
  initialValues,
  OTHER_TOKEN,
  sortedSections,
} from './form-values';
import { validateValues } from './validate-values';

const form = sampleForm();

describe('initial values', () => {
  it('takes the existing answer, then the option defaults; a remote select starts empty', () => {
    const values = initialValues(form, {});
    expect(values['q5']).toBe('No');
    expect(values['q8']).toEqual(['Football']);
    expect(values['q9']).toBe(false);
    expect(values['q10']).toBe('');
    expect(values['q1']).toBe('');
    const answered = initialValues(form, { '5': 'Yes', '8': ['Hurling'], '10': 'Galway GAA' });
    expect(answered['q5']).toBe('Yes');
    expect(answered['q8']).toEqual(['Hurling']);
    expect(answered['q10']).toBe('Galway GAA');
  });

  it('puts a value that is not an option into the Other input when Other is allowed', () => {
    const values = initialValues(form, { '7': 'A poster', '5': 'Maybe' });
    expect(values['q7']).toBe(OTHER_TOKEN);
    expect(values['q7_other']).toBe('A poster');
    // No Other on this question: the unknown value is dropped.
    expect(values['q5']).toBe('');
  });

  it('resets an unknown country and a county not of the chosen country', () => {
    expect(initialValues(form, { '20': 'France', '21': 'Galway' })).toMatchObject({
      q20: '',
      q21: '',
    });
    expect(initialValues(form, { '20': 'Wales', '21': 'Galway' })).toMatchObject({
      q20: 'Wales',
      q21: '',
    });
    expect(initialValues(form, { '20': 'Ireland', '21': 'Mayo' })).toMatchObject({
      q20: 'Ireland',
      q21: 'Mayo',
    });
  });
});

describe('answers', () => {
  it('gives the typed Other text, trims text and leaves out disabled questions', () => {
    const values = {
      ...initialValues(form, validSampleAnswers),
      q1: '  Nora  ',
      q6: 'peanuts',
      q7: OTHER_TOKEN,
      q7_other: ' A poster ',
    };
    const answers = answersOf(form, values);
    expect(answers['1']).toBe('Nora');
    expect(answers['7']).toBe('A poster');
    expect(answers).not.toHaveProperty('6');
    expect(disabledQuestionIds(form, values)).toEqual(new Set([6]));
  });

  it('copies answers between forms by well-known question ids', () => {
    const other = sampleForm();
    other.sections[1]!.questions[0]!.question_id = 501;
    expect(answersByDefaultId(form, { '1': 'Nora', '5': 'Yes' }, other)).toEqual({ '501': 'Nora' });
  });

  it('orders sections and questions by sequence', () => {
    expect(sortedSections(form).map((section) => section.label)).toEqual([
      'Personal details',
      'Address',
    ]);
  });
});

describe('validation of the values', () => {
  it('accepts valid answers and names the broken rules by field', () => {
    expect(validateValues(form, initialValues(form, validSampleAnswers))).toEqual({});
    const errors = validateValues(form, {
      ...initialValues(form, validSampleAnswers),
      q1: ' ',
      q2: 'nora+1@example.ie',
      q4: '1980-01-01',
      q9: false,
    });
    expect(errors).toEqual({
      q1: 'Please enter first name',
      q2: 'Invalid email address',
      q4: 'Date of birth is below the allowed range',
      q9: 'Please enter I accept the code of conduct',
    });
  });

  it('gives the Other input the rules only while Other is chosen', () => {
    const base = initialValues(form, validSampleAnswers);
    expect(validateValues(form, { ...base, q7: OTHER_TOKEN })).toEqual({
      q7_other: 'Please enter How did you hear about us?',
    });
    expect(validateValues(form, { ...base, q7: OTHER_TOKEN, q7_other: 'x'.repeat(201) })).toEqual({
      q7_other: 'Maximum length 200',
    });
    expect(validateValues(form, { ...base, q7: 'School', q7_other: '' })).toEqual({});
  });

  it('checks the details only while the condition leaves them enabled', () => {
    const base = initialValues(form, validSampleAnswers);
    expect(validateValues(form, { ...base, q5: 'Yes' })).toEqual({
      q6: 'Please enter Please give details',
    });
    expect(validateValues(form, { ...base, q5: 'Yes', q6: 'a' })).toEqual({
      q6: 'Minimum 2 characters',
    });
  });
});

describe('dates', () => {
  it('shows DD/MM/YYYY and answers YYYY-MM-DD', () => {
    expect(displayDate('2001-02-03')).toBe('03/02/2001');
    expect(parseDisplayedDate('03/02/2001')).toBe('2001-02-03');
    expect(parseDisplayedDate('3/2/01')).toBe('3/2/01');
    expect(
      validateValues(form, { ...initialValues(form, validSampleAnswers), q4: '31/02/2001' }),
    ).toEqual({ q4: 'Invalid value' });
  });
});
