import type { RegistrationForm } from '@touchline/contracts';
import { carriedAnswers } from './renewal-answers';

const question = (id: number, label: string, key: string | null = null) =>
  ({
    question_id: id,
    default_question_id: key,
    sequence: id,
    input: { label, type: 'Text', required: true, validations: [], metadata: {} },
  }) as unknown as RegistrationForm['sections'][number]['questions'][number];

const form = (id: number, questions: ReturnType<typeof question>[]): RegistrationForm => ({
  registration_form_id: id,
  form_type: 'member',
  name: 'Member details',
  sections: [{ section_id: 1, default_section_id: null, label: 'You', sequence: 1, questions }],
});

describe('answers carried into next season’s form', () => {
  const last = form(1, [
    question(1, 'First name', 'first_name'),
    question(2, 'Medical conditions'),
    question(3, 'Shirt size'),
  ]);
  const answers = { '1': 'Ciaran', '2': 'None', '3': 'L' };

  it('keeps the answer of the same question, well-known field or label, and asks only the new ones', () => {
    const next = form(2, [
      question(11, 'Your first name', 'first_name'),
      question(12, 'medical conditions '),
      question(13, 'Photo consent for this season'),
    ]);
    expect(carriedAnswers(last, answers, next)).toEqual({
      answers: { '11': 'Ciaran', '12': 'None' },
      toAnswer: [
        {
          question_id: 13,
          label: 'Photo consent for this season',
          type: 'Text',
          required: true,
          options: [],
        },
      ],
    });
  });

  it('carries everything when the form is the same', () => {
    expect(carriedAnswers(last, answers, last)).toEqual({ answers, toAnswer: [] });
  });

  it('asks every question when there were no last answers to a form', () => {
    const next = form(2, [question(11, 'First name', 'first_name')]);
    expect(carriedAnswers(null, null, next).toAnswer).toEqual([
      { question_id: 11, label: 'First name', type: 'Text', required: true, options: [] },
    ]);
  });
});
