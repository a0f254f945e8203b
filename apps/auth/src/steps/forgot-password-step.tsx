import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger } from '@touchline/notifications';
import {
  selectAuthEmail,
  selectIsSignedIn,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect } from 'react';
import { StepFrame, useStepNavigate } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { EmailField } from '../forms/person-fields';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { storeResetEmail } from './reset-email-storage';
import { SignInLinkLine, StepForm } from './step-parts';

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
      <StepForm<Values>
        label={t('forgotPassword.form')}
        onSubmit={onSubmit}
        initialValues={{ email: held ?? '' }}
        submitLabel={t('forgotPassword.submit')}
      >
        <EmailField label={t('form.email')} />
      </StepForm>
      <SignInLinkLine>{t('forgotPassword.back')}</SignInLinkLine>
    </StepFrame>
  );
}
