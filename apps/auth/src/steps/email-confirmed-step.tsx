import { emailVerified, useAppDispatch } from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { StepFrame, StepLink } from '../dialog/auth-mode';
import styles from '../forms/forms.module.css';
import { useAuthApi } from '../session/use-session';

type Outcome = 'checking' | 'verified' | 'failed';

const TEXTS: Record<Outcome, { title: string; text: string }> = {
  checking: { title: 'Checking!', text: 'Your email is verifying. Please wait.' },
  verified: {
    title: 'Success!',
    text: 'Your email is verified. You can now log in to your account.',
  },
  failed: {
    title: 'Oops!',
    text: 'Your email has already been verified, or you have arrived here in error.',
  },
};

/** Verifies the code `c` of the link mailed after sign-up. */
export function EmailConfirmedStep() {
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const code = new URLSearchParams(useLocation().search).get('c');
  const [outcome, setOutcome] = useState<Outcome>(code ? 'checking' : 'failed');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!code || sent.current === code) return;
    sent.current = code;
    api.verifyEmail({ code }).then(
      () => {
        setOutcome('verified');
        dispatch(emailVerified());
      },
      () => setOutcome('failed'),
    );
  }, [api, code, dispatch]);

  const { title, text } = TEXTS[outcome];
  return (
    <StepFrame title={title}>
      <p className={styles.lead} role="status">
        {text}
      </p>
      {outcome !== 'checking' && (
        <p className={styles.lead}>
          <StepLink className={styles.link} to="sign-in">
            Go to sign in
          </StepLink>
        </p>
      )}
    </StepFrame>
  );
}
