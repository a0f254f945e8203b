import { ApiError } from '@touchline/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@touchline/api-client';
import { roleLabel, type TeamInvitationAccepted } from '@touchline/contracts';
import { Button, PlaceholderPage } from '@touchline/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTeamCalls } from '../api/use-team-calls';
import { signInPath } from '../session/require-admin';
import styles from './team.module.css';
import {
  ACCEPT_BUTTON,
  ACCEPT_LEAD,
  ACCEPT_NO_CODE,
  ACCEPT_TITLE,
  acceptedAs,
  SIGN_IN_TO_START,
} from './team-texts';

/**
 * The page an invitation's link opens, signed in or not: accepting (a button, so a mail
 * scanner that opens the link uses nothing up) grants the role to the invited email's account,
 * made when there is none; then the way to sign in. A link used, cancelled or expired says so.
 */
export function AcceptInvitationPage() {
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
        failure instanceof ApiError && failure.message ? failure.message : DEFAULT_ERROR_MESSAGE,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <PlaceholderPage title={ACCEPT_TITLE}>
      <div className={styles.accept}>
        {accepted ? (
          <>
            <p role="status">{acceptedAs(roleLabel(accepted.role), accepted.club_name)}</p>
            <p>{accepted.message}</p>
            <p>
              <Link to={signInPath('/')}>{SIGN_IN_TO_START}</Link>
            </p>
          </>
        ) : code === '' ? (
          <p role="alert">{ACCEPT_NO_CODE}</p>
        ) : (
          <>
            <p>{ACCEPT_LEAD}</p>
            {error && <p role="alert">{error}</p>}
            <div>
              <Button loading={sending} onClick={() => void accept()}>
                {ACCEPT_BUTTON}
              </Button>
            </div>
          </>
        )}
      </div>
    </PlaceholderPage>
  );
}
