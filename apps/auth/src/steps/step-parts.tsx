import { Button } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Form, type FormProps, type FormRenderProps } from 'react-final-form';
import { StepFrame, StepLink } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { useAuthT } from '../messages/auth-messages';

/**
 * A step's form: its fields, then the submit button (with any `actions` beside it). `children` may
 * read the form's state, for what shows between the fields and the button.
 */
export function StepForm<Values extends object>({
  label,
  initialValues,
  onSubmit,
  submitLabel,
  pending = false,
  disabled,
  disabledWhenInvalid = false,
  actions,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  initialValues?: FormProps<Values>['initialValues'];
  onSubmit: FormProps<Values>['onSubmit'];
  submitLabel: string;
  /** Work that follows the submission (opening the session) keeps the button busy too. */
  pending?: boolean;
  disabled?: boolean;
  disabledWhenInvalid?: boolean;
  actions?: ReactNode;
  children: ReactNode | ((form: FormRenderProps<Values>) => ReactNode);
}) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={(form) => (
        <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-label={label}>
          {typeof children === 'function' ? children(form) : children}
          <div className={styles.actions}>
            <Button
              type="submit"
              loading={form.submitting || pending}
              disabled={disabled ?? (disabledWhenInvalid ? form.invalid : undefined)}
            >
              {submitLabel}
            </Button>
            {actions}
          </div>
        </form>
      )}
    />
  );
}

/** A line with the link back to the sign-in step. */
export function SignInLinkLine({ children }: { children: ReactNode }) {
  return (
    <p className={styles.lead}>
      <StepLink className={styles.link} to="sign-in">
        {children}
      </StepLink>
    </p>
  );
}

/** A step that checks a mailed code: its state as it is told, then the way on to sign in. */
export function CodeCheckFrame({
  title,
  text,
  done,
}: {
  title: string;
  text: string;
  done: boolean;
}) {
  const t = useAuthT();
  return (
    <StepFrame title={title}>
      <p className={styles.lead} role="status">
        {text}
      </p>
      {done && <SignInLinkLine>{t('outcome.goToSignIn')}</SignInLinkLine>}
    </StepFrame>
  );
}
