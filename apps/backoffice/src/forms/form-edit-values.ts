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
}

export interface SectionValues {
  section_id: number;
  label: string;
  questions: QuestionValues[];
}

/**
 * What the editor changes: per section its label and the questions kept, and each question's
 * page link by the question's id (`pageLinks.q214`), so that deleting a question moves no link
 * to the question after it.
 */
export interface FormEditValues {
  sections: SectionValues[];
  pageLinks: Record<string, string>;
}

/** The field name of a question's page link. */
export const pageLinkField = (questionId: number) => `pageLinks.${pageLinkKey(questionId)}`;
const pageLinkKey = (questionId: number) => `q${questionId}`;

export const SECTION_LABEL_REQUIRED = pleaseEnter('the section label');

/** A question's required status as the membership form applies it. */
export const requiredNow = (question: FormQuestion) => isRequired(question);

/** A question the admin cannot make optional or delete: required by its definition. */
export const alwaysRequired = (question: FormQuestion) => question.input.required;

export function formEditValues(form: RegistrationForm): FormEditValues {
  const questions = form.sections.flatMap((section) => section.questions);
  return {
    sections: form.sections.map((section) => ({
      section_id: section.section_id,
      label: section.label,
      questions: section.questions.map((question) => ({
        question_id: question.question_id,
        required: requiredNow(question),
      })),
    })),
    pageLinks: Object.fromEntries(
      questions.map((question) => [
        pageLinkKey(question.question_id),
        question.input.metadata.external_url ?? '',
      ]),
    ),
  };
}

export function formEditBody(values: FormEditValues): RegistrationFormUpdateBody {
  return {
    sections: values.sections.map((section) => ({
      section_id: section.section_id,
      label: section.label.trim(),
      questions: section.questions.map((question) => {
        const link = (values.pageLinks[pageLinkKey(question.question_id)] ?? '').trim();
        return {
          question_id: question.question_id,
          required: question.required,
          external_url: link === '' ? null : link,
        };
      }),
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
 * nested as its fields are named (`sections[0].label`, `pageLinks.q214`): the question at that
 * place of the values that were sent.
 */
export function editFieldErrors(
  errors: Record<string, string[]> | undefined,
  sent: FormEditValues,
): object {
  let result: object = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const match = /^body\.sections\.(\d+)(?:\.questions\.(\d+)\.external_url|\.label)$/.exec(path);
    if (!match || !messages[0]) continue;
    const [, s, q] = match;
    if (q === undefined) {
      result = setIn(result, `sections[${s}].label`, messages[0]);
      continue;
    }
    const question = sent.sections[Number(s)]?.questions[Number(q)];
    if (question) result = setIn(result, pageLinkField(question.question_id), messages[0]);
  }
  return result;
}
