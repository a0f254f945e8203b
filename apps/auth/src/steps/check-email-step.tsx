import { errorMessageOf } from '@touchline/api-client';
import { INSUFFICIENT_PERMISSIONS, type CheckEmailResult } from '@touchline/contracts';
import { notifyDanger } from '@touchline/notifications';
import {
  emailSet,
  selectAuthEmail,
  selectClubAccount,
  selectHostArea,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { StepFrame, useStepNavigate } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { EmailField } from '../forms/person-fields';
import { useAuthT } from '../messages/auth-messages';
import { emailChecked } from '../session/flow-slice';
import { useAuthApi } from '../session/use-session';
import { decideAfterEmailCheck } from './email-decision';
import { SsoButton, useStartSso } from './sso-button';
import { StepForm } from './step-parts';

interface Values {
  email?: string;
}

/** The email-first step: the check's answer decides between sign-in, sign-up and SSO. */
export function CheckEmailStep() {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const area = useAppSelector(selectHostArea);
  const held = useAppSelector(selectAuthEmail);
  const club = useAppSelector(selectClubAccount);
  const go = useStepNavigate();
  const startSso = useStartSso();
  const { search } = useLocation();
  const origin = new URLSearchParams(search).get('origin');
  const ssoMode = club?.sso?.mode ?? 'off';
  // The header's sign-in on a club whose SSO is mandatory goes to the club's login, not to this
  // step; a visitor arrives here only by following the link before the page's scripts ran.
  const headerSignInToSso =
    ssoMode === 'mandatory' && origin === 'appHeader' && (area === 'site' || area === 'club');
  useEffect(() => {
    if (headerSignInToSso) startSso();
  }, [headerSignInToSso, startSso]);

  const onSubmit = async (values: Values) => {
    const email = (values.email ?? '').trim().toLowerCase();
    let result: CheckEmailResult;
    try {
      result = await api.checkEmail({ email, account_id: club?.account_id ?? null });
    } catch (error) {
      dispatch(notifyDanger(errorMessageOf(error) || t('checkEmail.failed')));
      return;
    }
    const decision = decideAfterEmailCheck(result, area);
    if (decision.kind === 'denied') {
      dispatch(notifyDanger(INSUFFICIENT_PERMISSIONS));
      return;
    }
    dispatch(emailSet(email));
    dispatch(emailChecked({ email, check: result }));
    if (decision.kind === 'sso') startSso();
    else if (decision.kind === 'sign-up') {
      go('sign-up', { pwd_set_allowed: String(decision.pwdSetAllowed) });
    } else go('sign-in');
  };

  return (
    <StepFrame title={t('checkEmail.title')}>
      <StepForm<Values>
        label={t('checkEmail.form')}
        onSubmit={onSubmit}
        initialValues={{ email: held ?? '' }}
        submitLabel={t('checkEmail.next')}
      >
        <EmailField label={t('form.email')} />
      </StepForm>
      {ssoMode !== 'off' && origin !== null && (
        <>
          <p className={styles.lead} aria-hidden="true">
            {t('checkEmail.or')}
          </p>
          <SsoButton />
        </>
      )}
      {ssoMode !== 'off' && club?.sso?.help_url && (
        <p className={styles.lead}>
          <a className={styles.link} href={club.sso.help_url} target="_blank" rel="noreferrer">
            {t('checkEmail.help')}
          </a>
        </p>
      )}
    </StepFrame>
  );
}
