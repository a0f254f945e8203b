import type {
  DistributionAudience,
  DistributionFrequency,
  DistributionList,
  EmailTemplateSummary,
} from '@touchline/contracts';
import { Button, FormField, useUnsavedChangesGuard, visibleFieldError } from '@touchline/ui';
import type { SubmissionErrors } from 'final-form';
import type { Validator } from '@touchline/validators';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import styles from './emails.module.css';
import { LIST_RULES } from './distribution-list-rules';
import { AUDIENCE_LABELS, FREQUENCY_LABELS } from './list-texts';

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
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <FormField
          id={`list-${name}`}
          label={label}
          hint={hint}
          required={required}
          error={visibleFieldError(meta)}
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
            aria-label="Distribution list"
          >
            <LabelledField name="name" label="Name" validate={LIST_RULES.name} required />
            <LabelledField
              name="description"
              label="Description (optional)"
              validate={LIST_RULES.description}
              control="textarea"
            />
            <LabelledField
              name="template_id"
              label="Template"
              validate={LIST_RULES.template}
              control="select"
              required
            >
              <option value="">Choose a template</option>
              {templates.map((t) => (
                <option key={t.template_id} value={String(t.template_id)}>
                  {t.name}
                </option>
              ))}
            </LabelledField>
            <LabelledField
              name="subject"
              label="Subject (optional)"
              validate={LIST_RULES.subject}
              hint={
                template
                  ? `Leave it empty to use the template's subject: ${template.subject}`
                  : "Leave it empty to use the template's subject."
              }
            />
            <div className={styles.field}>
              <fieldset>
                <legend>Audience</legend>
                {(Object.keys(AUDIENCE_LABELS) as DistributionAudience[]).map((audience) => (
                  <Field<string> key={audience} name="audience" type="radio" value={audience}>
                    {({ input }) => (
                      <label className={styles.choice}>
                        <input {...input} />
                        {AUDIENCE_LABELS[audience]}
                      </label>
                    )}
                  </Field>
                ))}
              </fieldset>
            </div>
            <Field<string> name="frequency">
              {({ input }) => (
                <div className={styles.field}>
                  <label htmlFor="list-frequency">Frequency</label>
                  <select {...input} id="list-frequency">
                    {(Object.keys(FREQUENCY_LABELS) as DistributionFrequency[]).map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {FREQUENCY_LABELS[frequency]}
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
  const guard = useUnsavedChangesGuard(unsaved);
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="outline" onClick={() => guard.leave(backTo)}>
        Cancel
      </Button>
      {guard.dialog}
    </div>
  );
}
