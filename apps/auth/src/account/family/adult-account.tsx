import type { FamilyMember } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button } from '@touchline/ui';
import { useState } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './family.module.css';

/**
 * Whether an adult of the family signs in on their own, or has a link waiting to claim their
 * account (mailed when a membership was bought for them), which can be sent again.
 */
export function AdultAccount({ person, onSent }: { person: FamilyMember; onSent: () => void }) {
  const t = useAuthT();
  const api = useAccountCalls();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const state = person.account_state;
  if (!state) return null;
  if (state === 'own') return <p className={styles.meta}>{t('family.account.own')}</p>;
  const name = `${person.first_name} ${person.last_name}`;
  const invited = state === 'invited';
  const send = async () => {
    setSending(true);
    try {
      await api.sendClaimLink(person.member_id);
      notify.success(t('family.account.sent', { firstName: person.first_name }));
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
        {t(invited ? 'family.account.invited' : 'family.account.notInvited')}
      </p>
      <Button
        variant="outline"
        loading={sending}
        onClick={send}
        aria-label={t(invited ? 'family.account.sendAgainFor' : 'family.account.sendFor', { name })}
      >
        {t(invited ? 'family.account.sendAgain' : 'family.account.send')}
      </Button>
    </div>
  );
}
