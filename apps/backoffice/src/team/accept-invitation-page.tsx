import { ApiError } from '@touchline/api-client';
import type { TeamInvitationAccepted } from '@touchline/contracts';
import { Button, PlaceholderPage } from '@touchline/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTeamCalls } from '../api/use-team-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import { signInPath } from '../session/require-admin';
import styles from './team.module.css';
import { roleName } from './team-texts';

/**
 * The page an invitation's link opens, signed in or not: accepting (a button, so a mail
 * scanner that opens the link uses nothing up) grants the role to the invited email's account,
 * made when there is none; then the way to sign in. A link used, cancelled or expired says so.
 */
export function AcceptInvitationPage() {
  const t = useBackofficeT();
  const [params] = useSearchParams();
  const code = params.get('c') ?? '';
  const calls = useTeamCalls();
  const [accepted, setAccepted] = useState<TeamInvitationAccepted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const accept = async () => {
    setSending(true);
    setError(null);
    try {
      setAccepted(await calls.acceptTeamInvitation(code));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : t('team.acceptFailed'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <PlaceholderPage title={t('team.acceptTitle')}>
      <div className={styles.accept}>
        {accepted ? (
          <>
            <p role="status">
              {t('team.acceptedAs', {
                role: roleName(t, accepted.role),
                club: accepted.club_name,
              })}
            </p>
            <p>{accepted.message}</p>
            <p>
              <Link to={signInPath('/')}>{t('team.signIn')}</Link>
            </p>
          </>
        ) : code === '' ? (
          <p role="alert">{t('team.acceptNoCode')}</p>
        ) : (
          <>
            <p>{t('team.acceptLead')}</p>
            {error && <p role="alert">{error}</p>}
            <div>
              <Button loading={sending} onClick={() => void accept()}>
                {t('team.acceptButton')}
              </Button>
            </div>
          </>
        )}
      </div>
    </PlaceholderPage>
  );
}
