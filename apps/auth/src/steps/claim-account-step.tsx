import { ApiError } from '@touchline/api-client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { StepFrame, StepLink } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { useAuthApi } from '../session/use-session';

export const CLAIM_TEXTS = {
  checking: { title: 'Checking!', text: 'Your account is being set up. Please wait.' },
  claimed: { title: 'Success!' },
  failed: { title: 'Oops!', text: 'This link has expired or has already been used.' },
  signIn: 'Go to sign in',
} as const;

type Outcome =
  | { state: 'checking' }
  | { state: 'claimed'; message: string }
  | { state: 'failed'; message: string };

/**
 * The link mailed to an adult someone added to their family: claims the member record (code
 * `c`) as the account of the email it was sent to, then offers sign-in.
 */
export function ClaimAccountStep() {
  const api = useAuthApi();
  const code = new URLSearchParams(useLocation().search).get('c');
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { state: 'checking' } : { state: 'failed', message: CLAIM_TEXTS.failed.text },
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!code || sent.current === code) return;
    sent.current = code;
    api.claimMember({ code }).then(
      (claimed) => setOutcome({ state: 'claimed', message: claimed.message }),
      (error: unknown) =>
        setOutcome({
          state: 'failed',
          message:
            error instanceof ApiError && error.status >= 400 && error.message
              ? error.message
              : CLAIM_TEXTS.failed.text,
        }),
    );
  }, [api, code]);

  const title = CLAIM_TEXTS[outcome.state].title;
  const text = outcome.state === 'checking' ? CLAIM_TEXTS.checking.text : outcome.message;
  return (
    <StepFrame title={title}>
      <p className={styles.lead} role="status">
        {text}
      </p>
      {outcome.state !== 'checking' && (
        <p className={styles.lead}>
          <StepLink className={styles.link} to="sign-in">
            {CLAIM_TEXTS.signIn}
          </StepLink>
        </p>
      )}
    </StepFrame>
  );
}
