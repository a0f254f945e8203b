import type { FormQuestion, RegistrationForm } from '@touchline/contracts';
import {
  Button,
  FormField,
  useDialogs,
  useUnsavedChangesGuard,
  VisuallyHidden,
  visibleFieldError,
} from '@touchline/ui';
import { useFieldMessage } from '@touchline/i18n';
import type { SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { flushSync } from 'react-dom';
import { keepText } from '../form-fields/form-fields';
import { useBackofficeT } from '../messages/backoffice-messages';
import { AnswerPreview } from './answer-preview';
import {
  alwaysRequired,
  EDIT_RULES,
  formEditValues,
  pageLinkField,
  SECTION_LABEL_REQUIRED,
  type FormEditValues,
} from './form-edit-values';
import styles from './forms.module.css';

export interface RegistrationFormEditorProps {
  form: RegistrationForm;
  /** Saves the edit; answers the server's field errors when it refuses. */
  onSave: (values: FormEditValues) => Promise<SubmissionErrors | undefined>;
  backTo: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sectionTitleId = (sectionId: number) => `section-${sectionId}-title`;
const questionTitleId = (questionId: number) => `question-${questionId}-title`;

/**
 * Sections with their labels and questions: each question's required status (changeable unless
 * the question is required by definition), its answer preview, its page link and a delete
 * button. Leaving with unsaved changes asks "Exit without saving?" first.
 */
export function RegistrationFormEditor({ form, onSave, backTo }: RegistrationFormEditorProps) {
  const dialogs = useDialogs();
  const t = useBackofficeT();
  const fieldMessage = useFieldMessage();
  // The section label's rule is the back office's own sentence; the others are shared rules'.
  const errorText = (error: string | undefined) =>
    error === SECTION_LABEL_REQUIRED ? t('forms.sectionLabelRequired') : fieldMessage(error);
  const questionOf = new Map<number, FormQuestion>(
    form.sections.flatMap((section) => section.questions.map((q) => [q.question_id, q] as const)),
  );
  const initialValues = formEditValues(form);

  return (
    <Form<FormEditValues>
      initialValues={initialValues}
      initialValuesEqual={same}
      onSubmit={onSave}
      render={({ handleSubmit, submitting, values, form: finalForm }) => {
        const unsaved = !same(values, finalForm.getState().initialValues);
        const setSections = (sections: FormEditValues['sections']) =>
          finalForm.change('sections', sections);
        const toggleRequired = (s: number, q: number) =>
          setSections(
            values.sections.map((section, i) =>
              i !== s
                ? section
                : {
                    ...section,
                    questions: section.questions.map((question, j) =>
                      j === q ? { ...question, required: !question.required } : question,
                    ),
                  },
            ),
          );
        const remove = async (s: number, q: number, label: string) => {
          const confirmed = await dialogs.confirm({
            title: t('forms.deleteTitle'),
            message: t('forms.deleteMessage', { label }),
            confirmLabel: t('forms.deleteConfirm'),
            confirmVariant: 'danger',
          });
          if (!confirmed) return;
          const current = finalForm.getState().values;
          const questions = current.sections[s]?.questions ?? [];
          // The Delete button goes with its question: the focus goes to the next question, else
          // the one before it, else the section, not to the page's body.
          const neighbour = questions[q + 1] ?? questions[q - 1];
          const focusId = neighbour
            ? questionTitleId(neighbour.question_id)
            : sectionTitleId(current.sections[s]!.section_id);
          flushSync(() =>
            setSections(
              current.sections.map((section, i) =>
                i !== s
                  ? section
                  : { ...section, questions: section.questions.filter((_, j) => j !== q) },
              ),
            ),
          );
          document.getElementById(focusId)?.focus();
        };
        return (
          <form className={styles.editor} onSubmit={handleSubmit} noValidate aria-label={form.name}>
            {values.sections.map((section, s) => {
              const titleId = sectionTitleId(section.section_id);
              return (
                <section
                  key={section.section_id}
                  className={styles.section}
                  aria-labelledby={titleId}
                >
                  <h2 id={titleId} className={styles.sectionTitle} tabIndex={-1}>
                    {(section.label ?? '').trim() || t('forms.untitledSection')}
                  </h2>
                  <Field<string>
                    name={`sections[${s}].label`}
                    validate={EDIT_RULES.sectionLabel}
                    parse={keepText}
                  >
                    {({ input, meta }) => (
                      <FormField
                        label={t('forms.sectionLabel')}
                        error={errorText(visibleFieldError(meta))}
                        required
                      >
                        {(control) => <input {...input} {...control} type="text" maxLength={100} />}
                      </FormField>
                    )}
                  </Field>
                  <ol className={styles.questions}>
                    {section.questions.map((edit, q) => {
                      const question = questionOf.get(edit.question_id);
                      if (!question) return null;
                      const locked = alwaysRequired(question);
                      const label = question.input.label;
                      return (
                        <li key={edit.question_id} className={styles.question}>
                          <div className={styles.questionHead}>
                            <h3
                              id={questionTitleId(edit.question_id)}
                              className={styles.questionLabel}
                              tabIndex={-1}
                            >
                              {label}
                            </h3>
                            <p className={styles.status}>
                              <span className={edit.required ? styles.required : styles.optional}>
                                {t(
                                  edit.required
                                    ? 'forms.requiredQuestion'
                                    : 'forms.optionalQuestion',
                                )}
                              </span>
                              {locked ? (
                                <span className={styles.lockedHint}>
                                  {t('forms.alwaysRequired')}
                                </span>
                              ) : (
                                <Button
                                  variant="text"
                                  onClick={() => toggleRequired(s, q)}
                                  aria-label={t('forms.changeLabel', {
                                    label,
                                    required: edit.required,
                                  })}
                                >
                                  {t('forms.change')}
                                </Button>
                              )}
                            </p>
                          </div>
                          <AnswerPreview question={question} />
                          <Field<string>
                            name={pageLinkField(edit.question_id)}
                            validate={EDIT_RULES.pageLink}
                            parse={keepText}
                          >
                            {({ input, meta }) => (
                              <FormField
                                label={
                                  <>
                                    {t('forms.addPageLink')}
                                    <VisuallyHidden>
                                      {' '}
                                      {t('forms.pageLinkFor', { label })}
                                    </VisuallyHidden>
                                  </>
                                }
                                hint={t('forms.pageLinkHint')}
                                error={errorText(visibleFieldError(meta))}
                              >
                                {(control) => (
                                  <input
                                    {...input}
                                    {...control}
                                    type="url"
                                    inputMode="url"
                                    maxLength={2000}
                                    placeholder="https://"
                                  />
                                )}
                              </FormField>
                            )}
                          </Field>
                          {!locked && (
                            <div className={styles.questionActions}>
                              <Button
                                variant="outline"
                                onClick={() => void remove(s, q, label)}
                                aria-label={t('forms.deleteLabel', { label })}
                              >
                                {t('forms.delete')}
                              </Button>
                            </div>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                </section>
              );
            })}
            <FormActions unsaved={unsaved} submitting={Boolean(submitting)} backTo={backTo} />
          </form>
        );
      }}
    />
  );
}

function FormActions({
  unsaved,
  submitting,
  backTo,
}: {
  unsaved: boolean;
  submitting: boolean;
  backTo: string;
}) {
  const guard = useUnsavedChangesGuard(unsaved);
  const t = useBackofficeT();
  return (
    <div className={styles.actions}>
      {/* Nothing to save: unavailable, yet it keeps the focus of the keyboard that saved. */}
      <Button
        type="submit"
        loading={submitting}
        aria-disabled={(!unsaved && !submitting) || undefined}
      >
        {t('forms.save')}
      </Button>
      <Button variant="outline" onClick={() => guard.leave(backTo)}>
        {t('dialog.cancel')}
      </Button>
      {guard.dialog}
    </div>
  );
}
