import { Button, useUnsavedChangesGuard } from '@touchline/ui';
import { Field } from 'react-final-form';

/** Text fields keep '' when emptied, as the loaded values do (final-form would drop the value). */
export const keepText = (value: string | undefined) => value ?? '';

/** A final-form checkbox, its label beside it. */
export function CheckboxField({
  name,
  label,
  className,
}: {
  name: string;
  label: string;
  className?: string;
}) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <label className={className}>
          <input
            type="checkbox"
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
          {label}
        </label>
      )}
    </Field>
  );
}

/** A form's save button, and the guard that asks before the page is left with changes unsaved. */
export function SaveActions({
  label,
  unsaved,
  submitting,
  className,
}: {
  label: string;
  unsaved: boolean;
  submitting: boolean;
  className?: string;
}) {
  const guard = useUnsavedChangesGuard(unsaved);
  return (
    <div className={className}>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
      {guard.dialog}
    </div>
  );
}
