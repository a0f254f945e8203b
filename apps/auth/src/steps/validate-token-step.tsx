import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger } from '@touchline/notifications';
import { selectAuthEmail, useAppDispatch, useAppSelector } from '@touchline/store';
import { integerOnly, resetCode } from '@touchline/validators';
import { useLocation } from 'react-router';
import { StepFrame, useStepNavigate } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { EmailField } from '../forms/person-fields';
import { TextField } from '../forms/text-field';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { readResetEmail } from './reset-email-storage';
import { StepForm } from './step-parts';
import { useFinishSignIn } from './use-finish-sign-in';

interface Values {
  code?: string;
  email?: string;
}

/** The 6-digit code from the email: it opens a session in which the password is set. */
export function ValidateTokenStep({ base }: { base: 'forgot-password' | 'set-password' }) {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const held = useAppSelector(selectAuthEmail);
  const { search } = useLocation();
  const go = useStepNavigate();
  const finish = useFinishSignIn(() => go(`${base}/update-password`));
  const email = held ?? readResetEmail() ?? new URLSearchParams(search).get('email') ?? '';

  const onSubmit = async (values: Values) => {
    try {
      const tokens = await api.exchangeResetCode({
        email: values.email ?? '',
        token: values.code ?? '',
      });
      finish.open(tokens, false);
    } catch (error) {
      dispatch(notifyDanger(errorMessageOf(error)));
    }
  };

  return (
    <StepFrame title={t('validateToken.title')}>
      <p className={styles.lead}>{t('validateToken.lead')}</p>
      <StepForm<Values>
        label={t('validateToken.form')}
        onSubmit={onSubmit}
        initialValues={{ code: '', email }}
        submitLabel={t('validateToken.submit')}
        pending={finish.pending}
      >
        <TextField
          name="code"
          label={t('validateToken.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          parse={integerOnly}
          validate={resetCode}
        />
        <EmailField label={t('form.email')} />
      </StepForm>
    </StepFrame>
  );
}
