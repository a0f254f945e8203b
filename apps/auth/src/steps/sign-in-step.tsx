import { ApiError, errorMessageOf } from '@touchline/api-client';
import type { TokenResponse } from '@touchline/contracts';
import { notifyDanger } from '@touchline/notifications';
import {
  emailSet,
  selectAuthEmail,
  selectClubAccount,
  selectHostArea,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { Button } from '@touchline/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { StepFrame, StepLink, useStepNavigate } from '../dialog/auth-mode';
import { CheckboxField } from '../forms/checkbox-field';
import styles from '../forms/forms.module.css';
import { CurrentPasswordField, EmailField } from '../forms/person-fields';
import { useAuthT } from '../messages/auth-messages';
import { selectEmailCheck } from '../session/flow-slice';
import { useAuthApi } from '../session/use-session';
import { CheckEmailStep } from './check-email-step';
import { offersSignUp } from './email-decision';
import { SsoButton, useRedirectParam, useSsoLoginUrl } from './sso-button';
import { StepForm } from './step-parts';
import { TermsDialog } from './terms-dialog';
import { useFinishSignIn } from './use-finish-sign-in';

interface Values {
  email?: string;
  password?: string;
  remember?: boolean;
}

/** Hosts where the email-first step is skipped: the sign-in form asks for the email itself. */
const FORM_WITHOUT_CHECK = new Set(['backoffice', 'su']);

export function SignInStep() {
  const area = useAppSelector(selectHostArea);
  const held = useAppSelector(selectAuthEmail);
  const { search } = useLocation();
  const club = useAppSelector(selectClubAccount);
  const ssoCode = new URLSearchParams(search).get('c');
  if (ssoCode) return <SsoReturn code={ssoCode} />;
  // A club whose single sign-on is mandatory never offers a password on its own site.
  if (club?.sso?.mode === 'mandatory' && (area === 'site' || area === 'club')) {
    return <SsoOnly />;
  }
  if (!held && !FORM_WITHOUT_CHECK.has(area)) return <CheckEmailStep />;
  return <SignInForm />;
}

function SignInForm() {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const area = useAppSelector(selectHostArea);
  const held = useAppSelector(selectAuthEmail);
  const check = useAppSelector(selectEmailCheck);
  const go = useStepNavigate();
  const finish = useFinishSignIn();
  const [termsOpen, setTermsOpen] = useState(false);
  const ssoMandatory = check?.sso === 'mandatory';

  const onSubmit = async (values: Values) => {
    let tokens: TokenResponse;
    try {
      tokens = await api.signIn(
        { username: values.email ?? '', password: values.password ?? '', xgb: area === 'xgb' },
        // The governing-body host sends the grant form-encoded.
        { formEncoded: area === 'xgb' },
      );
    } catch (error) {
      const ssoClub = ssoRequiredClub(error);
      if (ssoClub) {
        // The API refused the password for a club with mandatory SSO: on to that club's login.
        const back = new URL('/authentication/sign-in', window.location.origin);
        window.location.assign(api.ssoLoginUrl({ club: ssoClub, return_to: back.toString() }));
        return { [FORM_ERROR]: errorMessageOf(error) };
      }
      const message = errorMessageOf(error);
      dispatch(signOut({ announce: false }));
      dispatch(notifyDanger(message));
      return { [FORM_ERROR]: message };
    }
    finish.open(tokens, values.remember ?? false);
    return undefined;
  };

  return (
    <StepFrame title={area === 'xgb' ? t('signIn.xgbTitle') : t('signIn.title')}>
      <StepForm<Values>
        label={t('signIn.form')}
        onSubmit={onSubmit}
        initialValues={{ email: held ?? '', password: '', remember: false }}
        submitLabel={t('signIn.submit')}
        pending={finish.pending}
        actions={
          offersSignUp(area) && (
            <Button
              variant="outline"
              onClick={() => {
                dispatch(emailSet(null));
                go('check-email');
              }}
            >
              {t('signIn.createAccount')}
            </Button>
          )
        }
      >
        {({ submitError, dirtySinceLastSubmit }) => (
          <>
            <EmailField label={t('form.email')} autoComplete="username" />
            <CurrentPasswordField name="password" label={t('form.password')} revealable />
            <CheckboxField name="remember" label={t('signIn.remember')} />
            {submitError && !dirtySinceLastSubmit && (
              <p className={styles.alert} role="alert">
                {submitError as string}
              </p>
            )}
          </>
        )}
      </StepForm>
      {check?.sso === 'optional' && <SsoButton />}
      <div className={styles.links}>
        {!ssoMandatory && (
          <StepLink className={styles.link} to="forgot-password">
            {t('signIn.forgotPassword')}
          </StepLink>
        )}
        <a className={styles.link} href="/pages/privacy-policy" target="_blank" rel="noreferrer">
          {t('signIn.privacyPolicy')}
        </a>
        <button type="button" className={styles.link} onClick={() => setTermsOpen(true)}>
          {t('terms.title')}
        </button>
      </div>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </StepFrame>
  );
}

/** The club named by an `sso_required` refusal of the password grant, if that is what it is. */
function ssoRequiredClub(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as { code?: unknown; club?: unknown } | null;
  return body?.code === 'sso_required' && typeof body.club === 'string' ? body.club : null;
}

/** Sign-in on a club whose single sign-on is mandatory: the club's login, and nothing else. */
function SsoOnly() {
  const t = useAuthT();
  const url = useSsoLoginUrl(useRedirectParam());
  return (
    <StepFrame title={t('signIn.title')}>
      <p className={styles.lead}>{t('signIn.ssoOnly')}</p>
      <div className={styles.actions}>{url && <SsoButton />}</div>
    </StepFrame>
  );
}

/** Back from single sign-on with a one-time code: exchanged for a session. */
function SsoReturn({ code }: { code: string }) {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.exchangeSsoCode(code).then(
      (tokens) => {
        finish.open(tokens, false);
      },
      (error: unknown) => {
        dispatch(signOut({ announce: false }));
        dispatch(notifyDanger(errorMessageOf(error)));
      },
    );
  }, [api, code, dispatch, finish]);
  return (
    <StepFrame title={t('signIn.title')}>
      <p className={styles.lead} role="status">
        {t('signIn.signingIn')}
      </p>
    </StepFrame>
  );
}
