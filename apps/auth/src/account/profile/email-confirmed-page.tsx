import type { ClubApi } from '@touchline/api-client';
import { ApiError } from '@touchline/api-client';
import { selectUser, useAppDispatch, useAppSelector, userLoaded } from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuthApi } from '../../session/use-session';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './profile.module.css';

export const EMAIL_CONFIRM_TEXTS = {
  heading: 'Change of email',
  checking: 'Your new email address is being confirmed. Please wait.',
  failed: 'This link has expired or has already been used.',
  back: 'Back to your profile',
} as const;

/**
 * Where the link mailed to a new address leads (`/profile/email?c=`): the change is confirmed
 * with the code, then the signed-in user's record is read again.
 */
export function EmailConfirmedPage() {
  const [params] = useSearchParams();
  const code = params.get('c') ?? '';
  const calls = useAccountCalls();
  const api = useAuthApi() as ClubApi;
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(
    code ? null : { ok: false, message: EMAIL_CONFIRM_TEXTS.failed },
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
          message:
            error instanceof ApiError && error.message ? error.message : EMAIL_CONFIRM_TEXTS.failed,
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
      <h2 id="email-confirm-heading">{EMAIL_CONFIRM_TEXTS.heading}</h2>
      <p role="status">{result ? result.message : EMAIL_CONFIRM_TEXTS.checking}</p>
      <p>
        <Link to="/profile">{EMAIL_CONFIRM_TEXTS.back}</Link>
      </p>
    </section>
  );
}
