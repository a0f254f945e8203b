import { ConfirmDialog } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMembershipT } from '../messages/membership-messages';
import { AGE_LIMIT, hasConfirmedAge, rememberAgeConfirmed, skipsAgeGate } from './age-consent';

/**
 * Lotto and draw pages open only after the visitor confirms they are over 18; declining goes
 * home. Asked once per visit, and not for players sent with the `token` and `lotto` parameters.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const t = useMembershipT();
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(
    () => hasConfirmedAge() || skipsAgeGate(location.search),
  );
  if (confirmed) return <>{children}</>;
  return (
    <ConfirmDialog
      open
      title={t('ageGate.title')}
      confirmLabel={t('ageGate.confirm', { age: AGE_LIMIT })}
      cancelLabel={t('ageGate.cancel')}
      onConfirm={() => {
        rememberAgeConfirmed();
        setConfirmed(true);
      }}
      onCancel={() => void navigate('/', { replace: true })}
    >
      <p>{t('ageGate.text', { age: AGE_LIMIT })}</p>
    </ConfirmDialog>
  );
}
