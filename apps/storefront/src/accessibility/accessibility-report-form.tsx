import { ACCESSIBILITY_TOPICS, type AccessibilityTopic } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { FormField, visibleFieldError } from '@touchline/ui';
import {
  contactEmail,
  contactMessage,
  contactName,
  contactSurname,
  type Validator,
} from '@touchline/validators';
import type { FormApi } from 'final-form';
import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { type StorefrontMessageId, useStorefrontT } from '../messages/storefront-messages';
import styles from './accessibility-page.module.css';

/**
 * The rule's text, which the server answers too (apps/api/src/content/contact-rules.ts); shown
 * as the storefront's message, since the shared rules' catalogue does not know it.
 */
export const TOPIC_REQUIRED = 'Choose what the problem is about.';

/** Each kind of problem's label (the inbox keeps ACCESSIBILITY_TOPICS' English ones). */
const TOPIC_LABELS: Record<AccessibilityTopic, StorefrontMessageId> = {
  page_content: 'legal.accessibility.topic.pageContent',
  form_feature: 'legal.accessibility.topic.formFeature',
  keyboard_focus: 'legal.accessibility.topic.keyboardFocus',
  screen_reader: 'legal.accessibility.topic.screenReader',
  other: 'legal.accessibility.topic.other',
};

export interface ReportValues {
  name?: string;
  surname?: string;
  email?: string;
  topic?: string;
  where?: string;
  what?: string;
}

export interface Report {
  name: string;
  surname: string;
  email: string;
  topic: AccessibilityTopic;
  where: string;
  what: string;
}

const topicRule: Validator = (value) =>
  typeof value === 'string' && Object.hasOwn(ACCESSIBILITY_TOPICS, value)
    ? undefined
    : TOPIC_REQUIRED;

interface TextSpec {
  name: 'name' | 'surname' | 'email' | 'where' | 'what';
  label: StorefrontMessageId;
  validate?: Validator;
  type?: 'text' | 'email';
  autoComplete: string;
  multiline?: boolean;
  hint?: StorefrontMessageId;
  maxLength: number;
}

const PERSON: TextSpec[] = [
  {
    name: 'name',
    label: 'form.name',
    validate: contactName,
    autoComplete: 'given-name',
    maxLength: 32,
  },
  {
    name: 'surname',
    label: 'form.surname',
    validate: contactSurname,
    autoComplete: 'family-name',
    maxLength: 32,
  },
  {
    name: 'email',
    label: 'form.email',
    validate: contactEmail,
    type: 'email',
    autoComplete: 'email',
    hint: 'accessibility.form.emailHint',
    maxLength: 64,
  },
];

const WHERE: TextSpec = {
  name: 'where',
  label: 'accessibility.form.where',
  autoComplete: 'off',
  hint: 'accessibility.form.whereHint',
  maxLength: 150,
};

const WHAT: TextSpec = {
  name: 'what',
  label: 'accessibility.form.what',
  validate: contactMessage,
  autoComplete: 'off',
  multiline: true,
  hint: 'accessibility.form.whatHint',
  maxLength: 1500,
};

interface ReportFormProps {
  sending: boolean;
  /** Changes after each successful send: the form resets then. */
  sentCount: number;
  /** Field errors the server sent back, by form field. */
  serverErrors: Partial<Record<keyof ReportValues, string>>;
  onSend: (report: Report) => void;
}

/** Who reports, what the problem is about (a kind and a page) and what happened. */
export function AccessibilityReportForm({
  sending,
  sentCount,
  serverErrors,
  onSend,
}: ReportFormProps) {
  const t = useStorefrontT();
  const sharedFieldMessage = useFieldMessage();
  const fieldMessage = (error: string | undefined) =>
    error === TOPIC_REQUIRED ? t('legal.accessibility.topicRequired') : sharedFieldMessage(error);
  const formRef = useRef<FormApi<ReportValues> | null>(null);

  useEffect(() => {
    if (sentCount > 0) formRef.current?.restart({});
  }, [sentCount]);

  const textField = (spec: TextSpec) => (
    <Field<string> key={spec.name} name={spec.name} validate={spec.validate}>
      {({ input, meta }) => (
        <FormField
          id={`report-${spec.name}`}
          label={
            <>
              {t(spec.label)}
              {!spec.validate && (
                <span className={styles.optional}>{` ${t('form.optional')}`}</span>
              )}
            </>
          }
          hint={spec.hint && t(spec.hint)}
          required={Boolean(spec.validate)}
          error={fieldMessage(visibleFieldError(meta, serverErrors[spec.name]))}
        >
          {(control) =>
            spec.multiline ? (
              <textarea
                {...input}
                {...control}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                disabled={sending}
                rows={6}
              />
            ) : (
              <input
                {...input}
                {...control}
                type={spec.type ?? 'text'}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                disabled={sending}
              />
            )
          }
        </FormField>
      )}
    </Field>
  );

  return (
    <Form<ReportValues>
      onSubmit={(values) =>
        onSend({
          name: values.name?.trim() ?? '',
          surname: values.surname?.trim() ?? '',
          email: values.email?.trim() ?? '',
          topic: values.topic as AccessibilityTopic,
          where: values.where?.trim() ?? '',
          what: values.what?.trim() ?? '',
        })
      }
      render={({ handleSubmit, form }) => {
        formRef.current = form;
        return (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('accessibility.form.label')}
          >
            {PERSON.map(textField)}
            <Field<string> name="topic" validate={topicRule}>
              {({ input, meta }) => (
                <FormField
                  id="report-topic"
                  label={t('accessibility.form.topic')}
                  required
                  error={fieldMessage(visibleFieldError(meta, serverErrors.topic))}
                >
                  {(control) => (
                    <select {...input} {...control} disabled={sending}>
                      <option value="">{t('accessibility.form.chooseTopic')}</option>
                      {(Object.keys(ACCESSIBILITY_TOPICS) as AccessibilityTopic[]).map((value) => (
                        <option key={value} value={value}>
                          {t(TOPIC_LABELS[value])}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              )}
            </Field>
            {textField(WHERE)}
            {textField(WHAT)}
            <button type="submit" className={styles.send} disabled={sending} aria-busy={sending}>
              {sending && <span className={styles.spinner} aria-hidden="true" />}
              {t('accessibility.form.send')}
            </button>
          </form>
        );
      }}
    />
  );
}
