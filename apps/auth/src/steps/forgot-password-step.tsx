import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger } from '@touchline/notifications';
import {
  selectAuthEmail,
  selectIsSignedIn,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { Button } from '@touchline/ui';
import { authEmail, lowercase } from '@touchline/validators';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { StepFrame, StepLink, useStepNavigate } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { TextField } from '../forms/text-field';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { storeResetEmail } from './reset-email-storage';

interface Values {
  email?: string;
}

/** Asks for the email a reset code goes to. Entering this screen signs the user out. */
export function ForgotPasswordStep({ base = 'forgot-password' }: { base?: string }) {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const held = useAppSelector(selectAuthEmail);
  const signedIn = useAppSelector(selectIsSignedIn);
  const go = useStepNavigate();

  useEffect(() => {
    if (signedIn) dispatch(signOut({ announce: false }));
  }, [dispatch, signedIn]);

  const onSubmit = async (values: Values) => {
    const email = (values.email ?? '').trim().toLowerCase();
    try {
      await api.requestRecovery({ email });
    } catch (error) {
      dispatch(notifyDanger(errorMessageOf(error)));
      return;
    }
    storeResetEmail(email);
    go(`${base}/validate-token`, { email });
  };

  return (
    <StepFrame title={t('forgotPassword.title')}>
      <p className={styles.lead}>{t('forgotPassword.lead')}</p>
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{ email: held ?? '' }}
        render={({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('forgotPassword.form')}
          >
            <TextField
              name="email"
              label={t('form.email')}
              type="email"
              autoComplete="email"
              maxLength={64}
              validate={authEmail}
              parse={lowercase}
            />
            <div className={styles.actions}>
              <Button type="submit" loading={submitting}>
                {t('forgotPassword.submit')}
              </Button>
            </div>
          </form>
        )}
      />
      <p className={styles.lead}>
        <StepLink className={styles.link} to="sign-in">
          {t('forgotPassword.back')}
        </StepLink>
      </p>
    </StepFrame>
  );
}
