import type { FamilyMember } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button } from '@touchline/ui';
import { useState } from 'react';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './family.module.css';

export const ADULT_ACCOUNT_TEXTS = {
  own: 'Signs in with their own account.',
  invited: 'Invited by email to claim their own account.',
  notInvited: 'No account of their own yet.',
  sendAgain: 'Send the link again',
  send: 'Send a link to claim it',
  sent: (firstName: string) => `The link has been sent to ${firstName}.`,
} as const;

/**
 * Whether an adult of the family signs in on their own, or has a link waiting to claim their
 * account (mailed when a membership was bought for them), which can be sent again.
 */
export function AdultAccount({ person, onSent }: { person: FamilyMember; onSent: () => void }) {
  const api = useAccountCalls();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const state = person.account_state;
  if (!state) return null;
  if (state === 'own') return <p className={styles.meta}>{ADULT_ACCOUNT_TEXTS.own}</p>;
  const name = `${person.first_name} ${person.last_name}`;
  const label = state === 'invited' ? ADULT_ACCOUNT_TEXTS.sendAgain : ADULT_ACCOUNT_TEXTS.send;
  const send = async () => {
    setSending(true);
    try {
      await api.sendClaimLink(person.member_id);
      notify.success(ADULT_ACCOUNT_TEXTS.sent(person.first_name));
      onSent();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.claim}>
      <p className={styles.meta}>
        {state === 'invited' ? ADULT_ACCOUNT_TEXTS.invited : ADULT_ACCOUNT_TEXTS.notInvited}
      </p>
      <Button variant="outline" loading={sending} onClick={send} aria-label={`${label}: ${name}`}>
        {label}
      </Button>
    </div>
  );
}
