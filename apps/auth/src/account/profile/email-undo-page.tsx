import { ApiError } from '@touchline/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './profile.module.css';

export const EMAIL_UNDO_TEXTS = {
  heading: 'Change of email',
  checking: 'Your old email address is being put back. Please wait.',
  failed: 'This link has expired or has already been used.',
  reset: 'Reset your password',
} as const;

/**
 * Where the notice mailed to the old address leads (`/profile/email-undo?c=`) when its owner did
 * not change it: the old address comes back and every session ends, so the next step is a new
 * password.
 */
export function EmailUndoPage() {
  const [params] = useSearchParams();
  const code = params.get('c') ?? '';
  const calls = useAccountCalls();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(
    code ? null : { ok: false, message: EMAIL_UNDO_TEXTS.failed },
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
          message:
            error instanceof ApiError && error.message ? error.message : EMAIL_UNDO_TEXTS.failed,
        }),
    );
  }, [calls, code]);

  return (
    <section className={styles.result} aria-labelledby="email-undo-heading">
      <h2 id="email-undo-heading">{EMAIL_UNDO_TEXTS.heading}</h2>
      <p role="status">{result ? result.message : EMAIL_UNDO_TEXTS.checking}</p>
      {result?.ok ? (
        <p>
          <Link to="/authentication/forgot-password">{EMAIL_UNDO_TEXTS.reset}</Link>
        </p>
      ) : null}
    </section>
  );
}
