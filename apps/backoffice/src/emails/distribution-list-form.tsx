import type {
  DistributionAudience,
  DistributionFrequency,
  DistributionList,
  EmailTemplateSummary,
} from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { Button, FormField, useUnsavedChangesGuard, visibleFieldError } from '@touchline/ui';
import type { SubmissionErrors } from 'final-form';
import type { Validator } from '@touchline/validators';
import { useMemo, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './emails.module.css';
import { listRules } from './distribution-list-rules';
import { AUDIENCES, audienceLabel, FREQUENCIES, frequencyLabel } from './list-texts';

/** The form's values; a text field the user emptied is undefined (final-form's way). */
export interface ListFormValues {
  name?: string;
  description?: string;
  /** The select's value: a template id as text. */
  template_id?: string;
  subject?: string;
  audience: DistributionAudience;
  frequency: DistributionFrequency;
}

export const formValuesOf = (list: DistributionList | null): ListFormValues => ({
  name: list?.name ?? '',
  description: list?.description ?? '',
  template_id: list ? String(list.template.template_id) : '',
  subject: list?.subject ?? '',
  audience: list?.audience ?? 'all_members',
  frequency: list?.frequency ?? 'monthly',
});

interface DistributionListFormProps {
  initialValues: ListFormValues;
  templates: readonly EmailTemplateSummary[];
  submitLabel: string;
  /** Saves; resolves to the server's field errors when it refused them. */
  onSave: (values: ListFormValues) => Promise<SubmissionErrors | undefined>;
  /** Where Cancel and a saved form go. */
  backTo: string;
}

interface LabelledFieldProps {
  name: keyof ListFormValues;
  label: string;
  validate?: Validator;
  control?: 'input' | 'textarea' | 'select';
  required?: boolean;
  hint?: string;
  /** A select's options. */
  children?: ReactNode;
}

/** A text input, text area or select of the form, with its hint and its error. */
function LabelledField({
  name,
  label,
  validate,
  control = 'input',
  required = false,
  hint,
  children,
}: LabelledFieldProps) {
  const fieldMessage = useFieldMessage();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <FormField
          id={`list-${name}`}
          label={label}
          hint={hint}
          required={required}
          error={fieldMessage(visibleFieldError(meta))}
        >
          {(props) =>
            control === 'textarea' ? (
              <textarea {...input} {...props} rows={3} />
            ) : control === 'select' ? (
              <select {...input} {...props}>
                {children}
              </select>
            ) : (
              <input {...input} {...props} type="text" autoComplete="off" />
            )
          }
        </FormField>
      )}
    </Field>
  );
}

/**
 * Name, description, template, subject, audience and frequency of a distribution list. Leaving
 * with unsaved changes asks "Exit without saving?" first.
 */
export function DistributionListForm({
  initialValues,
  templates,
  submitLabel,
  onSave,
  backTo,
}: DistributionListFormProps) {
  const t = useBackofficeT();
  // Made once per language: a new rule each render would register the fields again.
  const rules = useMemo(() => listRules(t), [t]);
  return (
    <Form<ListFormValues>
      initialValues={initialValues}
      onSubmit={onSave}
      render={({
        handleSubmit,
        submitting,
        values,
        dirty,
        submitSucceeded,
        dirtySinceLastSubmit,
      }) => {
        // Saved and unchanged since: nothing is lost by leaving.
        const unsaved = Boolean(dirty) && !(submitSucceeded && !dirtySinceLastSubmit);
        const template = templates.find((t) => String(t.template_id) === values.template_id);
        return (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('lists.form')}
          >
            <LabelledField
              name="name"
              label={t('lists.fieldName')}
              validate={rules.name}
              required
            />
            <LabelledField
              name="description"
              label={t('lists.fieldDescription')}
              validate={rules.description}
              control="textarea"
            />
            <LabelledField
              name="template_id"
              label={t('lists.fieldTemplate')}
              validate={rules.template}
              control="select"
              required
            >
              <option value="">{t('lists.chooseTemplate')}</option>
              {templates.map((t) => (
                <option key={t.template_id} value={String(t.template_id)}>
                  {t.name}
                </option>
              ))}
            </LabelledField>
            <LabelledField
              name="subject"
              label={t('lists.fieldSubject')}
              validate={rules.subject}
              hint={
                template
                  ? t('lists.subjectHintOf', { subject: template.subject })
                  : t('lists.subjectHint')
              }
            />
            <div className={styles.field}>
              <fieldset>
                <legend>{t('lists.fieldAudience')}</legend>
                {AUDIENCES.map((audience) => (
                  <Field<string> key={audience} name="audience" type="radio" value={audience}>
                    {({ input }) => (
                      <label className={styles.choice}>
                        <input {...input} />
                        {audienceLabel(t, audience)}
                      </label>
                    )}
                  </Field>
                ))}
              </fieldset>
            </div>
            <Field<string> name="frequency">
              {({ input }) => (
                <div className={styles.field}>
                  <label htmlFor="list-frequency">{t('lists.fieldFrequency')}</label>
                  <select {...input} id="list-frequency">
                    {FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {frequencyLabel(t, frequency)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </Field>
            <FormActions
              unsaved={unsaved}
              submitting={Boolean(submitting)}
              submitLabel={submitLabel}
              backTo={backTo}
            />
          </form>
        );
      }}
    />
  );
}

interface FormActionsProps {
  unsaved: boolean;
  submitting: boolean;
  submitLabel: string;
  backTo: string;
}

/** Save and Cancel; leaving with unsaved changes asks "Exit without saving?" first. */
function FormActions({ unsaved, submitting, submitLabel, backTo }: FormActionsProps) {
  const t = useBackofficeT();
  const guard = useUnsavedChangesGuard(unsaved);
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="outline" onClick={() => guard.leave(backTo)}>
        {t('lists.cancel')}
      </Button>
      {guard.dialog}
    </div>
  );
}
