import type { FormQuestion } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { FormField, visibleFieldError, type FieldMessageState } from '@touchline/ui';
import { countiesFor, isRequired, OTHER_MAX_LENGTH, type AnswerMap } from '@touchline/validators';
import { useId } from 'react';
import { Field, useField } from 'react-final-form';
import { displayDate, parseDisplayedDate } from '../model/dates';
import { fieldName, otherFieldName, OTHER_TOKEN } from '../model/form-values';
import { useFormEngineT } from '../messages/form-engine-messages';
import styles from './dynamic-form.module.css';
import { ReadMore } from './read-more';
import type { UseRemoteOptions } from './use-remote-options';

export interface QuestionFieldProps {
  question: FormQuestion;
  /** The answers so far (a county's options follow the country answered). */
  answers: AnswerMap;
  /** Prefix of the controls' ids, unique per form on the page. */
  idPrefix: string;
  readOnly: boolean;
  useOptions: UseRemoteOptions;
}

/** Spaces and anything but digits never get into a telephone answer. */
const digitsOnly = (value: string) => value.replace(/\D+/g, '');
/** Keeps what the user typed (final-form would drop an emptied text field). */
const keepText = (value: string) => value ?? '';

/** One question of a dynamic form, rendered for its type and display. */
/** The field's message, once shown, in the page's language. */
function useShownError(meta: FieldMessageState): string | undefined {
  return useFieldMessage()(visibleFieldError(meta));
}

export function QuestionField(props: QuestionFieldProps) {
  const { question } = props;
  switch (question.input.type) {
    case 'Boolean':
      return <BooleanQuestion {...props} />;
    case 'MultipleChoice':
      return <MultipleChoiceQuestion {...props} />;
    case 'SingleChoice':
      return <SingleChoiceQuestion {...props} />;
    default:
      return <TextQuestion {...props} />;
  }
}

function ReadMoreOf({ question }: { question: FormQuestion }) {
  const url = question.input.metadata.external_url;
  return url ? <ReadMore url={url} label={question.input.label} /> : null;
}

function TextQuestion({ question, idPrefix, readOnly }: QuestionFieldProps) {
  const { input } = question;
  const id = `${idPrefix}-${fieldName(question)}`;
  const isDate = input.type === 'Date';
  const isPhone = input.type === 'Telephone';
  const { input: field, meta } = useField<string>(fieldName(question), {
    parse: isDate ? parseDisplayedDate : isPhone ? digitsOnly : keepText,
    format: isDate ? displayDate : (value) => value ?? '',
  });
  const error = useShownError(meta);
  const t = useFormEngineT();
  const isEmail = question.default_question_id === 'email';
  return (
    <FormField
      id={id}
      label={input.label}
      required={isRequired(question)}
      hint={isDate ? t('question.dateFormat') : (input.display_as.hint ?? undefined)}
      error={error}
      aside={<ReadMoreOf question={question} />}
    >
      {(control) => (
        <input
          {...control}
          {...field}
          type={isEmail ? 'email' : isPhone ? 'tel' : 'text'}
          inputMode={isPhone || isDate ? 'numeric' : undefined}
          autoComplete={autoCompleteOf(question.default_question_id)}
          placeholder={isDate ? t('question.dateFormat') : undefined}
          readOnly={readOnly}
          title={isEmail ? (input.display_as.hint ?? undefined) : undefined}
        />
      )}
    </FormField>
  );
}

function autoCompleteOf(defaultId: string | null): string | undefined {
  switch (defaultId) {
    case 'first_name':
      return 'given-name';
    case 'last_name':
      return 'family-name';
    case 'email':
      return 'email';
    case 'mobile':
      return 'tel';
    case 'address_line1':
      return 'address-line1';
    case 'city':
      return 'address-level2';
    case 'postal_code':
      return 'postal-code';
    default:
      return 'off';
  }
}

function BooleanQuestion({ question, idPrefix, readOnly }: QuestionFieldProps) {
  const id = `${idPrefix}-${fieldName(question)}`;
  const { input: field, meta } = useField<boolean>(fieldName(question), { type: 'checkbox' });
  const error = useShownError(meta);
  return (
    <div>
      <div className={styles.choice}>
        <input
          name={field.name}
          checked={field.checked === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          id={id}
          type="checkbox"
          disabled={readOnly}
          aria-required={isRequired(question) || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{question.input.label}</label>
      </div>
      <ReadMoreOf question={question} />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function MultipleChoiceQuestion({ question, idPrefix, readOnly }: QuestionFieldProps) {
  const name = fieldName(question);
  const groupId = `${idPrefix}-${name}`;
  const { meta } = useField(name, { subscription: { touched: true, error: true } });
  const error = useShownError(meta);
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={error ? `${groupId}-error` : undefined}
      id={groupId}
    >
      <legend className={styles.choicesLegend}>{question.input.label}</legend>
      {(question.input.metadata.options ?? []).map((option, index) => (
        <Field key={option.value} name={name} type="checkbox" value={option.value}>
          {({ input }) => (
            <div className={styles.choice}>
              <input {...input} id={`${groupId}-${index}`} disabled={readOnly} />
              <label htmlFor={`${groupId}-${index}`}>{option.label}</label>
            </div>
          )}
        </Field>
      ))}
      <ReadMoreOf question={question} />
      {error && (
        <p id={`${groupId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function SingleChoiceQuestion(props: QuestionFieldProps) {
  const { question, answers, idPrefix, readOnly, useOptions } = props;
  const { input } = question;
  const name = fieldName(question);
  const id = `${idPrefix}-${name}`;
  const remote = useOptions(input.metadata.url ?? null);
  const counties = countiesFor(question, answers);
  const options = counties
    ? counties.map((county) => ({ label: county, value: county }))
    : input.metadata.url
      ? remote
      : (input.metadata.options ?? []);
  const withOther = input.metadata.has_other_option === true && counties === null;
  const { input: field, meta } = useField<string>(name, { parse: keepText });
  const error = useShownError(meta);
  const t = useFormEngineT();
  const required = isRequired(question);

  const control =
    input.display_as.type === 'radio' ? (
      <fieldset className={styles.choices} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={styles.choicesLegend}>{input.label}</legend>
        {[
          ...options,
          ...(withOther ? [{ label: t('question.other'), value: OTHER_TOKEN }] : []),
        ].map((option, index) => (
          <Field key={option.value} name={name} type="radio" value={option.value}>
            {({ input: radio }) => (
              <div className={styles.choice}>
                <input
                  {...radio}
                  id={`${id}-${index}`}
                  disabled={readOnly}
                  aria-required={required || undefined}
                />
                <label htmlFor={`${id}-${index}`}>{option.label}</label>
              </div>
            )}
          </Field>
        ))}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </fieldset>
    ) : (
      <FormField id={id} label={input.label} required={required} error={error}>
        {(props) => (
          <select {...props} {...field} disabled={readOnly}>
            <option value="">{t('question.select')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {withOther && <option value={OTHER_TOKEN}>{t('question.other')}</option>}
          </select>
        )}
      </FormField>
    );
  return (
    <div>
      {control}
      <ReadMoreOf question={question} />
      {withOther && field.value === OTHER_TOKEN && (
        <OtherInput question={question} idPrefix={idPrefix} readOnly={readOnly} />
      )}
    </div>
  );
}

/** The "<label> (Other)" input of a choice, with its "n / max" counter. */
function OtherInput({
  question,
  idPrefix,
  readOnly,
}: {
  question: FormQuestion;
  idPrefix: string;
  readOnly: boolean;
}) {
  const name = otherFieldName(question);
  const counterId = useId();
  const { input: field, meta } = useField<string>(name, { parse: keepText });
  const error = useShownError(meta);
  const t = useFormEngineT();
  const length = (field.value ?? '').length;
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      label={t('question.otherLabel', { label: question.input.label })}
      required
      error={error}
    >
      {(control) => (
        <>
          <input
            {...control}
            {...field}
            type="text"
            maxLength={OTHER_MAX_LENGTH}
            readOnly={readOnly}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
          />
          <p id={counterId} className={styles.counter}>
            {length} / {OTHER_MAX_LENGTH}
          </p>
        </>
      )}
    </FormField>
  );
}
