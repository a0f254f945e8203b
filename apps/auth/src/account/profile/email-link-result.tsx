import { ApiError } from '@touchline/api-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './profile.module.css';

/** The API's sentence, or none for the page's own word on a link that did not work. */
export interface EmailLinkResult {
  ok: boolean;
  message: string | null;
}

/** Sends the code (`c`) of a link mailed about an address change, once; null until answered. */
export function useEmailLinkResult(
  call: 'confirmEmailChange' | 'undoEmailChange',
): EmailLinkResult | null {
  const [params] = useSearchParams();
  const code = params.get('c') ?? '';
  const calls = useAccountCalls();
  const [result, setResult] = useState<EmailLinkResult | null>(
    code ? null : { ok: false, message: null },
  );
  const asked = useRef(false);

  useEffect(() => {
    if (!code || asked.current) return;
    asked.current = true;
    calls[call]({ code }).then(
      (answer) => setResult({ ok: true, message: answer.message }),
      (error: unknown) =>
        setResult({
          ok: false,
          message: error instanceof ApiError && error.message ? error.message : null,
        }),
    );
  }, [call, calls, code]);

  return result;
}

/** The page a mailed link leads to: `waiting` until the API answers, then its answer. */
export function EmailLinkPage({
  headingId,
  result,
  waiting,
  children,
}: {
  headingId: string;
  result: EmailLinkResult | null;
  waiting: string;
  children?: ReactNode;
}) {
  const t = useAuthT();
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.emailChange.heading')}</h2>
      <p role="status">{result ? (result.message ?? t('profile.emailChange.failed')) : waiting}</p>
      {children}
    </section>
  );
}
