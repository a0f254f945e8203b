import type { FormQuestion, RegistrationForm } from '@touchline/contracts';
import { questionsOf, type AnswerMap } from '@touchline/validators';
import type { FormApi } from 'final-form';
import { useEffect, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import {
  answersOf,
  clearedValue,
  disabledQuestionIds,
  fieldName,
  initialQuestionValues,
  initialValues,
  otherFieldName,
  sortedSections,
  toAnswerMap,
  withCountryRules,
  type FormValues,
} from '../model/form-values';
import { validateValues } from '../model/validate-values';
import { formEngineMessages } from '../messages/form-engine-messages';
import styles from './dynamic-form.module.css';
import { QuestionField } from './question-field';
import type { UseRemoteOptions } from './use-remote-options';

/** Form changes reach `onChange` this long after the last keystroke. */
export const CHANGE_DEBOUNCE_MS = 500;

export type SubmittedAnswers = ReturnType<typeof answersOf>;

/** What a screen can do to a dynamic form it shows. */
export interface DynamicFormHandle {
  /** Puts one section's questions back to their first values. */
  resetSection(sectionId: number): void;
  /** Writes new answers over the current ones (by question id). */
  patch(answers: AnswerMap): void;
  /** Brings the first question with an error into view and focuses it. */
  scrollToFirstInvalid(): void;
  /** Submits: the answers when valid; otherwise every field is touched and null comes back. */
  submit(): SubmittedAnswers | null;
  /** The answers as they stand, and whether they pass the rules. */
  current(): { answers: SubmittedAnswers; valid: boolean };
}

export interface DynamicFormProps {
  form: RegistrationForm;
  /** Existing answers, by question id: they come first among a question's initial values. */
  initialAnswers?: AnswerMap;
  /** Valid answers on submit (Enter in a field, or `handle.submit()`). */
  onSubmit?: (answers: SubmittedAnswers) => void;
  /** The answers and their validity, 500 ms after the last change. */
  onChange?: (answers: SubmittedAnswers, valid: boolean) => void;
  /** Shown read-only (answers kept once and reused). */
  readOnly?: boolean;
  handle?: Ref<DynamicFormHandle>;
  /** Unique on the page: the controls' ids start with it. */
  idPrefix: string;
  /**
   * The options of the remote-option selects, by the app's own reads: a hook, the same one for
   * as long as the form is shown.
   */
  useOptions: UseRemoteOptions;
  /** The form element's id (a submit button elsewhere can name it with `form=`). */
  id?: string;
  children?: ReactNode;
}

/**
 * Renders a registration form from its definition: sections by sequence, questions on a
 * 12-column grid by their display width, each type with its own control, and the rules of the
 * validators package (the same the Club API applies) shown once a field is touched.
 */
export function DynamicForm({
  form,
  initialAnswers,
  onSubmit,
  onChange,
  readOnly = false,
  handle,
  idPrefix,
  useOptions,
  id,
  children,
}: DynamicFormProps) {
  const first = useMemo(() => initialValues(form, initialAnswers), [form, initialAnswers]);
  const validate = useMemo(() => (values: FormValues) => validateValues(form, values), [form]);
  const sections = useMemo(() => sortedSections(form), [form]);
  return (
    // The engine's own texts in the language of the app the form is in.
    <formEngineMessages.Messages>
      <Form<FormValues>
        onSubmit={(values) => onSubmit?.(answersOf(form, values))}
        initialValues={first}
        validate={validate}
        subscription={{ values: true }}
        render={({ handleSubmit, values }) => {
          const answers = toAnswerMap(form, values);
          const disabled = disabledQuestionIds(form, values);
          return (
            <form id={id} className={styles.form} onSubmit={handleSubmit} noValidate>
              <FormRules form={form} first={first} />
              <ChangeReporter form={form} onChange={onChange} />
              <FormHandle form={form} first={first} handle={handle} idPrefix={idPrefix} />
              {sections.map((section) => (
                <fieldset key={section.section_id} className={styles.section}>
                  <legend className={styles.sectionTitle}>{section.label}</legend>
                  <div className={styles.grid}>
                    {section.questions
                      .filter((question) => !disabled.has(question.question_id))
                      .map((question) => (
                        <div
                          key={question.question_id}
                          className={styles.cell}
                          style={{ gridColumn: `span ${question.input.display_as.width || 12}` }}
                        >
                          <QuestionField
                            question={question}
                            answers={answers}
                            idPrefix={idPrefix}
                            readOnly={readOnly}
                            useOptions={useOptions}
                          />
                        </div>
                      ))}
                  </div>
                </fieldset>
              ))}
              {children}
            </form>
          );
        }}
      />
    </formEngineMessages.Messages>
  );
}

/**
 * The rules that change values: a question a condition disables is cleared (a multiple choice
 * becomes an empty list) and gets its first value back when the condition ends; a county that
 * no longer belongs to the chosen country is cleared.
 */
function FormRules({ form, first }: { form: RegistrationForm; first: FormValues }) {
  const api = useForm<FormValues>();
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const previous = useRef<Set<number> | null>(null);
  useEffect(() => {
    const disabled = disabledQuestionIds(form, values);
    const before = previous.current ?? new Set<number>();
    previous.current = disabled;
    const questions = questionsOf(form) as FormQuestion[];
    api.batch(() => {
      for (const question of questions) {
        const id = question.question_id;
        if (disabled.has(id) && !before.has(id)) {
          api.change(fieldName(question), clearedValue(question));
          api.change(otherFieldName(question), undefined);
        } else if (!disabled.has(id) && before.has(id)) {
          api.change(fieldName(question), first[fieldName(question)]);
          api.change(otherFieldName(question), first[otherFieldName(question)]);
        }
      }
      const fixed = withCountryRules(form, values);
      for (const [name, value] of Object.entries(fixed)) {
        if (value !== values[name]) api.change(name, value);
      }
    });
  }, [api, form, first, values]);
  return null;
}

function ChangeReporter({
  form,
  onChange,
}: {
  form: RegistrationForm;
  onChange?: (answers: SubmittedAnswers, valid: boolean) => void;
}) {
  const { values, valid } = useFormState<FormValues>({
    subscription: { values: true, valid: true },
  });
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const started = useRef(false);
  useEffect(() => {
    // The first values are not a change.
    if (!started.current) {
      started.current = true;
      return;
    }
    const timer = setTimeout(
      () => latest.current?.(answersOf(form, values), valid === true),
      CHANGE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [form, values, valid]);
  return null;
}

function FormHandle({
  form,
  first,
  handle,
  idPrefix,
}: {
  form: RegistrationForm;
  first: FormValues;
  handle?: Ref<DynamicFormHandle>;
  idPrefix: string;
}) {
  const api = useForm<FormValues>();
  useImperativeHandle(handle, () => createHandle(api, form, first, idPrefix), [
    api,
    form,
    first,
    idPrefix,
  ]);
  return null;
}

function createHandle(
  api: FormApi<FormValues>,
  form: RegistrationForm,
  first: FormValues,
  idPrefix: string,
): DynamicFormHandle {
  // A failed submit marks every field touched, so each shows its message.
  const touchAll = () => void api.submit();
  const scrollToFirstInvalid = () => {
    const errors = api.getState().errors ?? {};
    for (const question of sortedSections(form).flatMap((section) => section.questions)) {
      const name = [fieldName(question), otherFieldName(question)].find((key) => key in errors);
      if (!name) continue;
      const element =
        document.getElementById(`${idPrefix}-${name}`) ??
        document.getElementById(`${idPrefix}-${name}-0`);
      element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      element?.focus({ preventScroll: true });
      return;
    }
  };
  return {
    resetSection(sectionId) {
      const section = form.sections.find((candidate) => candidate.section_id === sectionId);
      if (!section) return;
      api.batch(() => {
        for (const question of section.questions) {
          api.change(fieldName(question), first[fieldName(question)]);
          api.change(otherFieldName(question), first[otherFieldName(question)]);
          api.resetFieldState(fieldName(question));
        }
      });
    },
    patch(answers) {
      api.batch(() => {
        for (const question of questionsOf(form) as FormQuestion[]) {
          const answer = answers[String(question.question_id)];
          if (answer === undefined) continue;
          const values = initialQuestionValues(question, answer);
          for (const [name, value] of Object.entries(values)) api.change(name, value);
        }
      });
    },
    scrollToFirstInvalid,
    submit() {
      const state = api.getState();
      if (state.valid) return answersOf(form, state.values);
      touchAll();
      scrollToFirstInvalid();
      return null;
    },
    current() {
      const state = api.getState();
      return { answers: answersOf(form, state.values), valid: state.valid === true };
    },
  };
}
