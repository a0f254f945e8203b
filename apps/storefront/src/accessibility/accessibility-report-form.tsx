import { ACCESSIBILITY_TOPICS, type AccessibilityTopic } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { FormField, visibleFieldError } from '@touchline/ui';
import { contactMessage, type Validator } from '@touchline/validators';
import { Field } from 'react-final-form';
import { type StorefrontMessageId, useStorefrontT } from '../messages/storefront-messages';
import {
  MessageForm,
  MessageTextField,
  senderFields,
  type TextFieldSpec,
  trimmedSender,
} from '../shared/message-form';
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

type TextSpec = TextFieldSpec<'name' | 'surname' | 'email' | 'where' | 'what'>;

const PERSON: TextSpec[] = senderFields('accessibility.form.emailHint');

const WHERE: TextSpec = {
  name: 'where',
  label: 'accessibility.form.where',
  autoComplete: 'off',
  optional: true,
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
  const textField = (spec: TextSpec) => (
    <MessageTextField
      key={spec.name}
      spec={spec}
      idPrefix="report"
      sending={sending}
      serverError={serverErrors[spec.name]}
      fieldMessage={fieldMessage}
    />
  );

  return (
    <MessageForm<ReportValues>
      label={t('accessibility.form.label')}
      className={styles.form}
      sending={sending}
      sentCount={sentCount}
      onSubmit={(values) =>
        onSend({
          ...trimmedSender(values),
          topic: values.topic as AccessibilityTopic,
          where: values.where?.trim() ?? '',
          what: values.what?.trim() ?? '',
        })
      }
      sendLabel={t('accessibility.form.send')}
      stillSpinner
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
    </MessageForm>
  );
}
