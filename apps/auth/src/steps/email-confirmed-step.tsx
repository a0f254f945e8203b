import { emailVerified, useAppDispatch } from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { CodeCheckFrame } from './step-parts';

type Outcome = 'checking' | 'verified' | 'failed';

const TEXTS = {
  checking: { title: 'outcome.checking', text: 'emailConfirmed.checking' },
  verified: { title: 'outcome.success', text: 'emailConfirmed.verified' },
  failed: { title: 'outcome.oops', text: 'emailConfirmed.failed' },
} as const satisfies Record<Outcome, { title: string; text: string }>;

/** Verifies the code `c` of the link mailed after sign-up. */
export function EmailConfirmedStep() {
  const t = useAuthT();
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
  return <CodeCheckFrame title={t(title)} text={t(text)} done={outcome !== 'checking'} />;
}
