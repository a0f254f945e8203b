import type {
  FormQuestion,
  FormSection,
  FormValidation,
  RegistrationFormDefinition,
  RegistrationFormUpdateBody,
} from '@touchline/contracts';
import { INVALID_LINK, pleaseEnter, URL_PATTERN } from '@touchline/validators';
import { fail, type FieldErrors } from '../../errors/domain-error';

export const ALWAYS_REQUIRED = 'This question is always required';
export const CANNOT_DELETE = 'This question is always asked and cannot be deleted';
export const SECTION_NEEDS_QUESTION = 'A section needs at least one question';
export const COUNTRY_NEEDED = 'The county question needs this question';
export const UNKNOWN_QUESTION = 'This question is not in this section';
export const DUPLICATE_QUESTION = 'This question is listed twice';
export const SECTIONS_MISMATCH = 'Send every section of the form, each once';
export const SECTION_LABEL_REQUIRED = pleaseEnter('the section label');

/** A page link as stored: trimmed, `https://` added when it names no scheme; null for none. */
export function normalisePageLink(link: string | null): string | null {
  const trimmed = link?.trim() ?? '';
  if (trimmed === '') return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const isMandatory = (rule: FormValidation) => rule.type === 'Mandatory';

/**
 * Applies an admin's edit to a stored form: required or optional (never for a question required
 * by definition), questions left out deleted (never one required by definition, nor the country
 * a county question follows; conditions watching a deleted question go with it), page links and
 * section labels. Questions keep their sections, order and everything else. Refuses an edit
 * these rules forbid with `invalid_data` and the messages by field.
 */
export function applyFormEdit(
  stored: RegistrationFormDefinition,
  edit: RegistrationFormUpdateBody,
): RegistrationFormDefinition {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };

  const storedIds = stored.sections.map((section) => section.section_id);
  const editedIds = edit.sections.map((section) => section.section_id);
  if (
    storedIds.length !== editedIds.length ||
    new Set(editedIds).size !== editedIds.length ||
    !editedIds.every((id) => storedIds.includes(id))
  ) {
    throw fail('invalid_data', { errors: { 'body.sections': [SECTIONS_MISMATCH] } });
  }

  let nextValidationId =
    Math.max(
      0,
      ...stored.sections.flatMap((s) =>
        s.questions.flatMap((q) => q.input.validations.map((v) => v.validation_id)),
      ),
    ) + 1;

  const kept = new Set<number>();
  edit.sections.forEach((sectionEdit, s) => {
    const section = stored.sections.find((c) => c.section_id === sectionEdit.section_id)!;
    const seen = new Set<number>();
    sectionEdit.questions.forEach((questionEdit, q) => {
      const field = `body.sections.${s}.questions.${q}`;
      const question = section.questions.find((c) => c.question_id === questionEdit.question_id);
      if (!question) return add(`${field}.question_id`, UNKNOWN_QUESTION);
      if (seen.has(question.question_id)) return add(`${field}.question_id`, DUPLICATE_QUESTION);
      seen.add(question.question_id);
      kept.add(question.question_id);
      if (question.input.required && !questionEdit.required) {
        add(`${field}.required`, ALWAYS_REQUIRED);
      }
      const link = questionEdit.external_url?.trim() ?? '';
      if (link !== '' && !URL_PATTERN.test(link)) add(`${field}.external_url`, INVALID_LINK);
    });
    if (sectionEdit.label.trim() === '') add(`body.sections.${s}.label`, SECTION_LABEL_REQUIRED);
    if (sectionEdit.questions.length === 0)
      add(`body.sections.${s}.questions`, SECTION_NEEDS_QUESTION);
  });

  stored.sections.forEach((section) => {
    const s = editedIds.indexOf(section.section_id);
    for (const question of section.questions) {
      if (kept.has(question.question_id)) continue;
      if (question.input.required) add(`body.sections.${s}.questions`, CANNOT_DELETE);
      const follower = stored.sections
        .flatMap((c) => c.questions)
        .find(
          (c) =>
            kept.has(c.question_id) &&
            c.input.metadata.country_question_id === question.question_id,
        );
      if (follower) add(`body.sections.${s}.questions`, COUNTRY_NEEDED);
    }
  });
  if (Object.keys(errors).length > 0) throw fail('invalid_data', { errors });

  const editOf = new Map(
    edit.sections.flatMap((section) => section.questions.map((q) => [q.question_id, q] as const)),
  );
  const sections: FormSection[] = stored.sections.map((section) => {
    const sectionEdit = edit.sections.find((c) => c.section_id === section.section_id)!;
    const questions: FormQuestion[] = section.questions
      .filter((question) => kept.has(question.question_id))
      .map((question) => {
        const questionEdit = editOf.get(question.question_id)!;
        let validations = question.input.validations;
        const mandatory = validations.some(isMandatory);
        if (questionEdit.required && !mandatory && !question.input.required) {
          validations = [
            {
              validation_id: nextValidationId++,
              type: 'Mandatory',
              error: pleaseEnter(question.input.label.toLowerCase()),
              metadata: {},
            },
            ...validations,
          ];
        } else if (!questionEdit.required) {
          validations = validations.filter((rule) => !isMandatory(rule));
        }
        return {
          ...question,
          input: {
            ...question.input,
            validations,
            condition: question.input.condition.filter((c) => kept.has(c.question_id)),
            metadata: {
              ...question.input.metadata,
              external_url: normalisePageLink(questionEdit.external_url),
            },
          },
        };
      });
    return { ...section, label: sectionEdit.label.trim(), questions };
  });
  return { sections };
}
