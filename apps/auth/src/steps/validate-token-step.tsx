import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger } from '@touchline/notifications';
import { selectAuthEmail, useAppDispatch, useAppSelector } from '@touchline/store';
import { Button } from '@touchline/ui';
import { authEmail, integerOnly, lowercase, resetCode } from '@touchline/validators';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router';
import { StepFrame, useStepNavigate } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { TextField } from '../forms/text-field';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { readResetEmail } from './reset-email-storage';
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
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{ code: '', email }}
        render={({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('validateToken.form')}
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
              <Button type="submit" loading={submitting || finish.pending}>
                {t('validateToken.submit')}
              </Button>
            </div>
          </form>
        )}
      />
    </StepFrame>
  );
}
