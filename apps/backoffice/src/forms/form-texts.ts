// The registration form editor's texts.
export const FORMS_PATH = '/forms';
export const FORMS_TITLE = 'Registration forms';
export const REQUIRED_QUESTION = 'Required question';
export const OPTIONAL_QUESTION = 'Optional question';
export const CHANGE = 'Change';
export const ADD_PAGE_LINK = 'Add page link';
export const FORM_SAVED = 'The form has been saved.';
export const FORMS_LOAD_FAILED = 'The registration forms could not be loaded.';
export const FORM_LOAD_FAILED = 'The form could not be loaded.';
export const FORM_NOT_FOUND = 'This form does not exist or belongs to another club.';
export const NO_FORMS = 'The club has no registration forms yet.';
export const ALWAYS_REQUIRED_HINT = 'Always required: the club needs this answer.';
export const DELETE_QUESTION_TITLE = 'Delete question?';
export const deleteQuestionMessage = (label: string) =>
  `"${label}" will be removed from the form when you save it.`;
export const FORM_TYPE_LABELS = { member: 'Member', guardian: 'Parent / guardian' } as const;
