// Schemas of the back office's registration form editor: the club's forms, and an admin's edit
// of one (required or optional, removed questions, page links, section labels).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { FormType } from './catalogue';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Longest page link a question may carry. */
export const PAGE_LINK_MAX_LENGTH = 2000;
/** Longest section label. */
export const SECTION_LABEL_MAX_LENGTH = 100;

export const RegistrationFormSummary = Type.Object({
  registration_form_id: Type.Integer(),
  name: Type.String(),
  form_type: FormType,
  /** Names of the club's active plans that ask for the form. */
  plans: Type.Array(Type.String()),
  question_count: Type.Integer({ minimum: 0 }),
});
export type RegistrationFormSummary = Static<typeof RegistrationFormSummary>;

export const RegistrationFormList = Type.Object({ data: Type.Array(RegistrationFormSummary) });
export type RegistrationFormList = Static<typeof RegistrationFormList>;

export const RegistrationFormParams = Type.Object({ id: Id });
export type RegistrationFormParams = Static<typeof RegistrationFormParams>;

export const QuestionEdit = Type.Object({
  question_id: Type.Integer(),
  /** Whether an answer is needed; a question required by definition stays required. */
  required: Type.Boolean(),
  /** The "Read more" page of the question; null for none. */
  external_url: Nullable(Type.String({ maxLength: PAGE_LINK_MAX_LENGTH })),
});
export type QuestionEdit = Static<typeof QuestionEdit>;

export const SectionEdit = Type.Object({
  section_id: Type.Integer(),
  label: Type.String({ maxLength: SECTION_LABEL_MAX_LENGTH }),
  /** The questions kept, each once; a question left out is deleted. */
  questions: Type.Array(QuestionEdit, { maxItems: 500 }),
});
export type SectionEdit = Static<typeof SectionEdit>;

/** Every section of the form, each once, in the form's order. */
export const RegistrationFormUpdateBody = Type.Object({
  sections: Type.Array(SectionEdit, { maxItems: 100 }),
});
export type RegistrationFormUpdateBody = Static<typeof RegistrationFormUpdateBody>;
