import { ApiError } from '@touchline/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAccountCalls } from '../api/use-account-calls';
import { useAuthT } from '../../messages/auth-messages';
import styles from './profile.module.css';

/**
 * Where the notice mailed to the old address leads (`/profile/email-undo?c=`) when its owner did
 * not change it: the old address comes back and every session ends, so the next step is a new
 * password.
 */
export function EmailUndoPage() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const code = params.get('c') ?? '';
  const calls = useAccountCalls();
  // The API's sentence, or none for the page's own word on a link that did not work.
  const [result, setResult] = useState<{ ok: boolean; message: string | null } | null>(
    code ? null : { ok: false, message: null },
  );
  const asked = useRef(false);

  useEffect(() => {
    if (!code || asked.current) return;
    asked.current = true;
    calls.undoEmailChange({ code }).then(
      (answer) => setResult({ ok: true, message: answer.message }),
      (error: unknown) =>
        setResult({
          ok: false,
          message: error instanceof ApiError && error.message ? error.message : null,
        }),
    );
  }, [calls, code]);

  return (
    <section className={styles.result} aria-labelledby="email-undo-heading">
      <h2 id="email-undo-heading">{t('profile.emailChange.heading')}</h2>
      <p role="status">
        {result
          ? (result.message ?? t('profile.emailChange.failed'))
          : t('profile.emailUndo.checking')}
      </p>
      {result?.ok ? (
        <p>
          <Link to="/authentication/forgot-password">{t('profile.emailUndo.reset')}</Link>
        </p>
      ) : null}
    </section>
  );
}
