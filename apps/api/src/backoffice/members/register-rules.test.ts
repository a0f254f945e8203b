import type { FormQuestion } from '@touchline/contracts';
import {
  ageGroupOf,
  answerText,
  currentSeason,
  medicalQuestionIds,
  seasonDates,
  seasonOf,
  seasonSellingSpan,
  worstPaymentState,
} from './register-rules';

const question = (id: number, label: string, watches?: number): FormQuestion => ({
  question_id: id,
  default_question_id: null,
  sequence: id,
  input: {
    label,
    type: 'text',
    required: false,
    validations: [],
    condition:
      watches === undefined
        ? []
        : [{ effect: 'DisableWhenSome', question_id: watches, value: ['No'] }],
    display_as: { type: 'text', width: 12, hint: null, mask: null, show_label: true },
    metadata: {},
  },
});

describe('the register’s rules', () => {
  it('opens on the next year’s season from September', () => {
    expect(currentSeason(new Date('2026-08-31T12:00:00Z'))).toBe(2026);
    expect(currentSeason(new Date('2026-09-01T12:00:00Z'))).toBe(2027);
  });

  it('groups by age on 31 December of the season', () => {
    expect(ageGroupOf(new Date('2019-12-31'), 2026)).toBe('U8');
    expect(ageGroupOf(new Date('2018-01-01'), 2026)).toBe('U10');
    expect(ageGroupOf(new Date('2009-05-01'), 2026)).toBe('U18');
    expect(ageGroupOf(new Date('2008-05-01'), 2026)).toBe('Adult');
    expect(ageGroupOf(null, 2026)).toBe('Unknown');
  });

  it('counts arrears before instalments due before paid', () => {
    expect(worstPaymentState(['paid', 'in_arrears', 'instalments_due'])).toBe('in_arrears');
    expect(worstPaymentState(['paid', 'instalments_due'])).toBe('instalments_due');
    expect(worstPaymentState([])).toBe('none');
  });

  it('takes health questions, and the questions that follow them, as medical', () => {
    const ids = medicalQuestionIds([
      question(1, 'Any medical conditions or allergies?'),
      question(2, 'Please give details', 1),
      question(3, 'School'),
      question(4, 'Does your child take medication?'),
    ]);
    expect([...ids].sort()).toEqual([1, 2, 4]);
  });

  it('writes answers as text', () => {
    expect(answerText(true)).toBe('Yes');
    expect(answerText(['Hurling', 'Camogie'])).toBe('Hurling; Camogie');
    expect(answerText('')).toBeNull();
  });
});

describe('the dates of a season', () => {
  it('are the dates seasonOf puts in it, and the months currentSeason sells it in', () => {
    const { from, to } = seasonDates(2027);
    expect(seasonOf(from, null)).toBe(2027);
    expect(seasonOf(new Date(to.getTime() - 1), null)).toBe(2027);
    expect(seasonOf(to, null)).toBe(2028);
    const { opens, closes } = seasonSellingSpan(2027);
    expect(opens.toISOString().slice(0, 10)).toBe('2026-09-01');
    expect(closes.toISOString().slice(0, 10)).toBe('2027-08-31');
    expect(currentSeason(opens)).toBe(2027);
    expect(currentSeason(closes)).toBe(2027);
    expect(currentSeason(new Date(opens.getTime() - 1))).toBe(2026);
  });
});
