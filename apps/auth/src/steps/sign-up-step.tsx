import { ApiError, fieldErrorsOf } from '@touchline/api-client';
import type { MemberCreateBody } from '@touchline/contracts';
import { notifyDanger, notifySuccess } from '@touchline/notifications';
import {
  selectAuthEmail,
  selectClubAccount,
  selectHostArea,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { confirmEmail, emptyAsNull, lowercase, termsAccepted } from '@touchline/validators';
import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StepFrame, StepLink, stepHref, useLeaveFlow } from '../dialog/auth-mode';
import { CheckboxField } from '../forms/checkbox-field';
import styles from '../forms/forms.module.css';
import { MobileField, NameFields, NewPasswordFields } from '../forms/person-fields';
import { TextField } from '../forms/text-field';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { offersSignUp } from './email-decision';
import { StepForm } from './step-parts';
import { TermsDialog } from './terms-dialog';
import { useFinishSignIn } from './use-finish-sign-in';

interface Values {
  email: string;
  confirmEmail?: string;
  password?: string;
  confirmPassword?: string;
  first_name?: string;
  last_name?: string;
  mobile?: string;
  terms?: boolean;
  receive_updates?: boolean;
}

/** Server field names -> form fields, to show the server's messages beside the inputs. */
const FIELD_OF: Record<string, keyof Values> = {
  email: 'email',
  'user.email': 'email',
  'user.confirmEmail': 'confirmEmail',
  'user.password': 'password',
  'user.confirmPassword': 'confirmPassword',
  first_name: 'first_name',
  last_name: 'last_name',
  mobile: 'mobile',
  terms: 'terms',
};

export function SignUpStep() {
  const t = useAuthT();
  const area = useAppSelector(selectHostArea);
  const held = useAppSelector(selectAuthEmail);
  const { search } = useLocation();
  if (!offersSignUp(area)) {
    return (
      <StepFrame title={t('signUp.title')}>
        <p className={styles.lead}>{t('signUp.closed')}</p>
      </StepFrame>
    );
  }
  if (!held) return <Navigate to={stepHref('check-email', search)} replace />;
  return (
    <SignUpForm
      email={held}
      pwdSetAllowed={new URLSearchParams(search).get('pwd_set_allowed') === 'true'}
    />
  );
}

function SignUpForm({ email, pwdSetAllowed }: { email: string; pwdSetAllowed: boolean }) {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const club = useAppSelector(selectClubAccount);
  const leave = useLeaveFlow();
  const created = useRef('');
  // Signing in clears the page's notices: the account's notice comes once the session is open.
  const finish = useFinishSignIn(() => {
    dispatch(notifySuccess(created.current, { clearOnRoute: false }));
    leave();
  });
  const [termsOpen, setTermsOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const onSubmit = async (values: Values) => {
    const body: MemberCreateBody = {
      account_id: club?.account_id ?? 0,
      email,
      first_name: values.first_name ?? '',
      last_name: values.last_name ?? '',
      mobile: emptyAsNull(values.mobile),
      user: {
        email,
        confirmEmail: values.confirmEmail ?? '',
        ...(pwdSetAllowed
          ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }
          : {}),
      },
      terms: values.terms ?? false,
      receive_updates: values.receive_updates ?? false,
    };
    try {
      created.current = (await api.createMember(body)).message;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setServerErrors(fieldErrorsOf(error, FIELD_OF));
        dispatch(notifyDanger(t('signUp.invalid')));
      } else {
        dispatch(notifyDanger(t('signUp.unexpected')));
      }
      return;
    }
    if (pwdSetAllowed) {
      try {
        const tokens = await api.signIn({ username: email, password: values.password ?? '' });
        finish.open(tokens, false);
        return;
      } catch {
        // The account exists: the member can sign in later.
      }
    }
    dispatch(notifySuccess(created.current, { clearOnRoute: false }));
    leave();
  };

  return (
    <StepFrame title={t('signUp.title')}>
      <StepForm<Values>
        label={t('signUp.form')}
        onSubmit={onSubmit}
        initialValues={{ email, receive_updates: false, terms: false }}
        submitLabel={t('signUp.submit')}
        pending={finish.pending}
        disabledWhenInvalid
      >
        <TextField
          name="email"
          label={t('form.email')}
          type="email"
          readOnly
          serverError={serverErrors.email}
          hint={
            <StepLink className={styles.link} to="check-email">
              {t('signUp.updateEmail')}
            </StepLink>
          }
        />
        <TextField
          name="confirmEmail"
          label={t('signUp.confirmEmail')}
          type="email"
          autoComplete="email"
          maxLength={64}
          validate={confirmEmail('email')}
          parse={lowercase}
          serverError={serverErrors.confirmEmail}
        />
        {pwdSetAllowed && (
          <NewPasswordFields
            labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
            confirmName="confirmPassword"
            serverErrors={serverErrors}
          />
        )}
        <NameFields
          labels={{ first: t('signUp.firstName'), last: t('signUp.lastName') }}
          serverErrors={serverErrors}
        />
        <MobileField label={t('signUp.mobile')} serverError={serverErrors.mobile} />
        <CheckboxField
          name="terms"
          validate={termsAccepted}
          label={
            <>
              {t('signUp.agreeTo')}{' '}
              <button type="button" className={styles.link} onClick={() => setTermsOpen(true)}>
                {t('terms.title')}
              </button>
            </>
          }
        />
        <CheckboxField name="receive_updates" label={t('signUp.receiveUpdates')} />
      </StepForm>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </StepFrame>
  );
}
