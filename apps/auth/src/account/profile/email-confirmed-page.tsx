import type { ClubApi } from '@touchline/api-client';
import { ApiError } from '@touchline/api-client';
import { selectUser, useAppDispatch, useAppSelector, userLoaded } from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuthApi } from '../../session/use-session';
import { useAccountCalls } from '../api/use-account-calls';
import { useAuthT } from '../../messages/auth-messages';
import styles from './profile.module.css';

/**
 * Where the link mailed to a new address leads (`/profile/email?c=`): the change is confirmed
 * with the code, then the signed-in user's record is read again.
 */
export function EmailConfirmedPage() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const code = params.get('c') ?? '';
  const calls = useAccountCalls();
  const api = useAuthApi() as ClubApi;
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  // The API's sentence, or none for the page's own word on a link that did not work.
  const [result, setResult] = useState<{ ok: boolean; message: string | null } | null>(
    code ? null : { ok: false, message: null },
  );
  const asked = useRef(false);

  useEffect(() => {
    if (!code || asked.current) return;
    asked.current = true;
    calls.confirmEmailChange({ code }).then(
      (answer) => setResult({ ok: true, message: answer.message }),
      (error: unknown) =>
        setResult({
          ok: false,
          message: error instanceof ApiError && error.message ? error.message : null,
        }),
    );
  }, [calls, code]);

  useEffect(() => {
    if (!result?.ok || !signedIn) return;
    api.getUser().then(
      (user) => dispatch(userLoaded(user)),
      () => undefined,
    );
  }, [api, dispatch, result, signedIn]);

  return (
    <section className={styles.result} aria-labelledby="email-confirm-heading">
      <h2 id="email-confirm-heading">{t('profile.emailChange.heading')}</h2>
      <p role="status">
        {result
          ? (result.message ?? t('profile.emailChange.failed'))
          : t('profile.emailChange.confirming')}
      </p>
      <p>
        <Link to="/profile">{t('profile.emailChange.back')}</Link>
      </p>
    </section>
  );
}
