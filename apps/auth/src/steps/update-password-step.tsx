import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger, notifySuccess } from '@touchline/notifications';
import { selectAuthStatus, useAppDispatch, useAppSelector } from '@touchline/store';
import { Navigate, useLocation } from 'react-router';
import { StepFrame, stepHref, useLeaveFlow } from '../dialog/auth-mode';
import { NewPasswordFields } from '../forms/person-fields';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { StepForm } from './step-parts';

interface Values {
  password?: string;
  confirmPassword?: string;
}

/** This step shows the API's refusal as a notice, not under a field. */
const NO_SERVER_ERRORS = {};

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
      <StepForm<Values>
        label={t('updatePassword.form')}
        onSubmit={onSubmit}
        submitLabel={t('updatePassword.submit')}
        disabled={status !== 'signedIn' && status !== 'signingIn'}
      >
        <NewPasswordFields
          labels={{
            password: t('updatePassword.password'),
            confirm: t('form.confirmPassword'),
          }}
          confirmName="confirmPassword"
          serverErrors={NO_SERVER_ERRORS}
        />
      </StepForm>
    </StepFrame>
  );
}
