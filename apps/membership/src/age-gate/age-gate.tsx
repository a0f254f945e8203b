import { ConfirmDialog } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  AGE_GATE_TEXT,
  AGE_GATE_TITLE,
  hasConfirmedAge,
  rememberAgeConfirmed,
  skipsAgeGate,
} from './age-consent';

/**
 * Lotto and draw pages open only after the visitor confirms they are over 18; declining goes
 * home. Asked once per visit, and not for players sent with the `token` and `lotto` parameters.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(
    () => hasConfirmedAge() || skipsAgeGate(location.search),
  );
  if (confirmed) return <>{children}</>;
  return (
    <ConfirmDialog
      open
      title={AGE_GATE_TITLE}
      confirmLabel="Yes, I am over 18"
      cancelLabel="No"
      onConfirm={() => {
        rememberAgeConfirmed();
        setConfirmed(true);
      }}
      onCancel={() => void navigate('/', { replace: true })}
    >
      <p>{AGE_GATE_TEXT}</p>
    </ConfirmDialog>
  );
}
