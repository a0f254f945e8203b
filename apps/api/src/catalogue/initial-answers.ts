import type {
  AnsweredQuestion,
  FormAnswer,
  FormAnswers,
  FormQuestion,
  RegistrationForm,
} from '@touchline/contracts';

/** What is known of the person a form describes (a member record, or a signed-in user). */
export interface PersonRecord {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly mobile: string | null;
  /** `YYYY-MM-DD`. */
  readonly date_of_birth: string | null;
  readonly gender: string | null;
  readonly address: {
    readonly line1: string | null;
    readonly line2: string | null;
    readonly city: string | null;
    readonly county: string | null;
    readonly postal_code: string | null;
    readonly country: string | null;
  };
}

/** The record's value for each well-known question (`default_question_id`). */
function recordValues(person: PersonRecord): Record<string, string | null> {
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    mobile: person.mobile,
    phone: person.mobile,
    date_of_birth: person.date_of_birth,
    gender: person.gender,
    address_line1: person.address.line1,
    line1: person.address.line1,
    address_line2: person.address.line2,
    line2: person.address.line2,
    city: person.address.city,
    county: person.address.county,
    postal_code: person.address.postal_code,
    country: person.address.country,
  };
}

/** A choice answer matched to an option's value (any case); null when no option matches. */
function asOption(question: FormQuestion, value: string): string | null {
  const options = question.input.metadata.options ?? [];
  const wanted = value.trim().toLowerCase();
  const option = options.find(
    (candidate) =>
      candidate.value.toLowerCase() === wanted || candidate.label.toLowerCase() === wanted,
  );
  return option ? option.value : null;
}

function fromRecord(question: FormQuestion, value: string | null): FormAnswer {
  if (value === null || value === '') return null;
  const { type, metadata } = question.input;
  if (question.default_question_id === 'county') return value;
  if (type === 'SingleChoice') {
    const option = asOption(question, value);
    // An unknown country is reset; other values not among the options go to "Other".
    if (option !== null) return option;
    return metadata.has_other_option && question.default_question_id !== 'country' ? value : null;
  }
  if (type === 'MultipleChoice') {
    const option = asOption(question, value);
    return option === null ? null : [option];
  }
  if (type === 'Boolean') return null;
  return value;
}

/**
 * The initial answers of a form: the answers the member gave it last time (by question id),
 * else what their record says for the form's well-known questions (names, email, mobile, date
 * of birth, gender, address), else nothing. A county is kept only when it belongs to the
 * country answered (form engine rule).
 */
export function initialAnswers(
  form: RegistrationForm,
  person: PersonRecord | null,
  stored: Readonly<Record<string, unknown>> | null,
): FormAnswers['sections'] {
  const values = person ? recordValues(person) : {};
  const answered = new Map<number, FormAnswer>();
  const questions = form.sections.flatMap((section) => section.questions);
  for (const question of questions) {
    const previous = stored?.[String(question.question_id)];
    if (previous !== undefined && isAnswer(previous)) {
      answered.set(question.question_id, previous);
      continue;
    }
    const key = question.default_question_id;
    answered.set(question.question_id, key ? fromRecord(question, values[key] ?? null) : null);
  }
  for (const question of questions) {
    const countryQuestionId = question.input.metadata.country_question_id;
    const counties = question.input.metadata.counties;
    if (countryQuestionId === undefined || !counties) continue;
    const country = answered.get(countryQuestionId);
    const county = answered.get(question.question_id);
    if (typeof county !== 'string') continue;
    const known = typeof country === 'string' ? (counties[country] ?? []) : [];
    const match = known.find((name) => name.toLowerCase() === county.trim().toLowerCase());
    answered.set(question.question_id, match ?? null);
  }
  return form.sections.map((section) => ({
    section_id: section.section_id,
    questions: section.questions.map((question): AnsweredQuestion => ({
      question_id: question.question_id,
      default_question_id: question.default_question_id,
      label: question.input.label,
      answer: answered.get(question.question_id) ?? null,
    })),
  }));
}

function isAnswer(value: unknown): value is FormAnswer {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}
