import type {
  FormQuestion,
  RegistrationForm,
  RegistrationFormUpdateBody,
} from '@touchline/contracts';
import { setIn } from 'final-form';
import { isRequired, pleaseEnter, url } from '@touchline/validators';

export interface QuestionValues {
  question_id: number;
  required: boolean;
  external_url: string;
}

export interface SectionValues {
  section_id: number;
  label: string;
  questions: QuestionValues[];
}

/** What the editor changes: per section its label and the questions kept. */
export interface FormEditValues {
  sections: SectionValues[];
}

export const SECTION_LABEL_REQUIRED = pleaseEnter('the section label');

/** A question's required status as the membership form applies it. */
export const requiredNow = (question: FormQuestion) => isRequired(question);

/** A question the admin cannot make optional or delete: required by its definition. */
export const alwaysRequired = (question: FormQuestion) => question.input.required;

export function formEditValues(form: RegistrationForm): FormEditValues {
  return {
    sections: form.sections.map((section) => ({
      section_id: section.section_id,
      label: section.label,
      questions: section.questions.map((question) => ({
        question_id: question.question_id,
        required: requiredNow(question),
        external_url: question.input.metadata.external_url ?? '',
      })),
    })),
  };
}

export function formEditBody(values: FormEditValues): RegistrationFormUpdateBody {
  return {
    sections: values.sections.map((section) => ({
      section_id: section.section_id,
      label: section.label.trim(),
      questions: section.questions.map((question) => ({
        question_id: question.question_id,
        required: question.required,
        external_url: question.external_url.trim() === '' ? null : question.external_url.trim(),
      })),
    })),
  };
}

/** The rules the server applies too: a section label is needed; a page link must be a link. */
export const EDIT_RULES = {
  sectionLabel: (value: string | undefined) =>
    (value ?? '').trim() === '' ? SECTION_LABEL_REQUIRED : undefined,
  pageLink: (value: string | undefined) => {
    const link = (value ?? '').trim();
    return link === '' ? undefined : url()(link);
  },
};

/**
 * Server field paths (`body.sections.0.questions.2.external_url`) -> the editor's submit errors,
 * nested as its fields are named (`sections[0].questions[2].external_url`).
 */
export function editFieldErrors(errors: Record<string, string[]> | undefined): object {
  let result: object = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const match = /^body\.sections\.(\d+)(?:\.questions\.(\d+))?\.(label|external_url)$/.exec(path);
    if (!match || !messages[0]) continue;
    const [, s, q, field] = match;
    const name =
      q === undefined ? `sections[${s}].${field}` : `sections[${s}].questions[${q}].${field}`;
    result = setIn(result, name, messages[0]);
  }
  return result;
}
