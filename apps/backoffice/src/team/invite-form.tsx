import { statusOf } from '@touchline/api-client';
import type { TeamPage, TeamRole } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button, FormField } from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useTeamCalls } from '../api/use-team-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './team.module.css';
import { INVITABLE_ROLES, roleName, roleSummary } from './team-texts';

/** An Owner invites an email to a role; the team as it then stands goes to `onInvited`. */
export function InviteForm({ onInvited }: { onInvited: (team: TeamPage) => void }) {
  const t = useBackofficeT();
  const calls = useTeamCalls();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('Editor');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('team.emailRequired'));
      return;
    }
    setSending(true);
    try {
      onInvited(await calls.inviteToTeam({ email: address, role }));
      notify.success(t('team.invitationSent', { email: address.toLowerCase() }));
      setEmail('');
      setError(undefined);
    } catch (failure) {
      // A refused address is the field's error; anything else a notification.
      if (statusOf(failure) === 422) setError((failure as Error).message);
      else notify.apiError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.invite} aria-labelledby="invite-heading" onSubmit={submit} noValidate>
      <h2 id="invite-heading">{t('team.inviteHeading')}</h2>
      <FormField label={t('team.emailLabel')} required error={error}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('team.roleLabel')} hint={roleSummary(t, role)}>
        {(control) => (
          <select
            {...control}
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            {INVITABLE_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {roleName(t, choice)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <Button type="submit" loading={sending}>
          {t('team.inviteButton')}
        </Button>
      </div>
    </form>
  );
}
