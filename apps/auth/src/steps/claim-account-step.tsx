import { ApiError } from '@touchline/api-client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { CodeCheckFrame } from './step-parts';

const TITLES = {
  checking: 'outcome.checking',
  claimed: 'outcome.success',
  failed: 'outcome.oops',
} as const;

/** The API's message, or none: then the step's own (in the page's language). */
type Outcome =
  | { state: 'checking' }
  | { state: 'claimed'; message: string }
  | { state: 'failed'; message?: string };

/**
 * The link mailed to an adult someone added to their family: claims the member record (code
 * `c`) as the account of the email it was sent to, then offers sign-in.
 */
export function ClaimAccountStep() {
  const t = useAuthT();
  const api = useAuthApi();
  const code = new URLSearchParams(useLocation().search).get('c');
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { state: 'checking' } : { state: 'failed' },
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
              : undefined,
        }),
    );
  }, [api, code]);

  const text =
    outcome.state === 'checking'
      ? t('claimAccount.checking')
      : (outcome.message ?? t('claimAccount.failed'));
  return (
    <CodeCheckFrame
      title={t(TITLES[outcome.state])}
      text={text}
      done={outcome.state !== 'checking'}
    />
  );
}
