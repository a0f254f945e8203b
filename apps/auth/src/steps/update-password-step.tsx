import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger, notifySuccess } from '@touchline/notifications';
import { selectAuthStatus, useAppDispatch, useAppSelector } from '@touchline/store';
import { Button } from '@touchline/ui';
import { confirmPassword, newPassword } from '@touchline/validators';
import { Form } from 'react-final-form';
import { Navigate, useLocation } from 'react-router';
import { StepFrame, stepHref, useLeaveFlow } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { TextField } from '../forms/text-field';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';

interface Values {
  password?: string;
  confirmPassword?: string;
}

/** The new password, in the session the code opened; then the user stays signed in. */
export function UpdatePasswordStep({ base }: { base: 'forgot-password' | 'set-password' }) {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const leave = useLeaveFlow();
  const { search } = useLocation();

  if (status === 'signedOut') {
    return <Navigate to={stepHref(base === 'set-password' ? '' : base, search)} replace />;
  }

  const onSubmit = async (values: Values) => {
    try {
      const password = values.password ?? '';
      await api.updateUser({ password, password_confirmation: password });
    } catch (error) {
      dispatch(notifyDanger(errorMessageOf(error)));
      return;
    }
    // The notice outlives the navigation that follows.
    dispatch(notifySuccess(t('updatePassword.changed'), { clearOnRoute: false }));
    leave();
  };

  return (
    <StepFrame title={t('updatePassword.title')}>
      <Form<Values>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('updatePassword.form')}
          >
            <TextField
              name="password"
              label={t('updatePassword.password')}
              type="password"
              autoComplete="new-password"
              maxLength={30}
              validate={newPassword}
              revealable
            />
            <TextField
              name="confirmPassword"
              label={t('form.confirmPassword')}
              type="password"
              autoComplete="new-password"
              maxLength={30}
              validate={confirmPassword('password')}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                loading={submitting}
                disabled={status !== 'signedIn' && status !== 'signingIn'}
              >
                {t('updatePassword.submit')}
              </Button>
            </div>
          </form>
        )}
      />
    </StepFrame>
  );
}
