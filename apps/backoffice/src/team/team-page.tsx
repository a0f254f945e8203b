import {
  roleLabel,
  type TeamInvitation,
  type TeamPage as Team,
  type TeamPerson,
  type TeamRoleGrant,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button, DATE_FORMATS, formatDate, SkeletonLines, useDialogs } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { useTeamCalls } from '../api/use-team-calls';
import { InviteForm } from './invite-form';
import styles from './team.module.css';
import {
  cancelInvitationQuestion,
  invitationCancelled,
  INVITATIONS_HEADING,
  NO_INVITATIONS,
  PEOPLE_HEADING,
  removeRoleQuestion,
  roleRemoved,
  TEAM_LEAD,
  TEAM_LOAD_FAILED,
  TEAM_TITLE,
} from './team-texts';

const nameOf = (person: TeamPerson) => person.name || person.email;

/**
 * The club's team, for an Owner: the people with back-office roles (each role removable, but
 * never the club's last Owner: the API says why), the invitations waiting (each cancellable),
 * and inviting an email to a role.
 */
export function TeamPage() {
  const calls = useTeamCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const [team, setTeam] = useState<Team | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    calls.getTeam({}, { signal: controller.signal }).then(setTeam, (error: unknown) => {
      if (controller.signal.aborted) return;
      setFailed(true);
      notify.apiError(error, TEAM_LOAD_FAILED);
    });
    return () => controller.abort();
  }, [calls, notify]);

  const removeRole = (person: TeamPerson, grant: TeamRoleGrant) =>
    dialogs.confirm({
      ...removeRoleQuestion(roleLabel(grant.role), nameOf(person)),
      confirmVariant: 'danger',
      action: async () => {
        try {
          setTeam(await calls.removeTeamRole(grant.grant_id));
          notify.success(roleRemoved(roleLabel(grant.role), nameOf(person)));
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });

  const cancelInvitation = (invitation: TeamInvitation) =>
    dialogs.confirm({
      ...cancelInvitationQuestion(invitation.email),
      confirmVariant: 'danger',
      action: async () => {
        try {
          setTeam(await calls.cancelTeamInvitation(invitation.invitation_id));
          notify.success(invitationCancelled(invitation.email));
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });

  return (
    <section className={styles.page} aria-labelledby="team-title">
      <h1 id="team-title">{TEAM_TITLE}</h1>
      <p className={styles.lead}>{TEAM_LEAD}</p>
      {team === null ? (
        failed ? (
          <p role="alert">{TEAM_LOAD_FAILED}</p>
        ) : (
          <SkeletonLines count={5} />
        )
      ) : (
        <>
          <section aria-labelledby="people-heading">
            <h2 id="people-heading">{PEOPLE_HEADING}</h2>
            <ul className={styles.list}>
              {team.people.map((person) => (
                <li key={person.user_id} className={styles.row}>
                  <div className={styles.who}>
                    <strong>{nameOf(person)}</strong>
                    {person.name && <span>{person.email}</span>}
                  </div>
                  <ul className={styles.roles} aria-label={`Roles of ${nameOf(person)}`}>
                    {person.roles.map((grant) => (
                      <li key={grant.grant_id} className={styles.role}>
                        <span>{roleLabel(grant.role)}</span>
                        <Button
                          variant="text"
                          aria-label={`Remove ${roleLabel(grant.role)} from ${nameOf(person)}`}
                          onClick={() => void removeRole(person, grant)}
                        >
                          Remove
                        </Button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="invitations-heading">
            <h2 id="invitations-heading">{INVITATIONS_HEADING}</h2>
            {team.invitations.length === 0 ? (
              <p>{NO_INVITATIONS}</p>
            ) : (
              <ul className={styles.list}>
                {team.invitations.map((invitation) => (
                  <li key={invitation.invitation_id} className={styles.row}>
                    <div className={styles.who}>
                      <strong>{invitation.email}</strong>
                      <span>
                        {roleLabel(invitation.role)}, until{' '}
                        {formatDate(invitation.expires_at, DATE_FORMATS.day)}
                      </span>
                    </div>
                    <Button
                      variant="outline"
                      aria-label={`Cancel the invitation to ${invitation.email}`}
                      onClick={() => void cancelInvitation(invitation)}
                    >
                      Cancel
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <InviteForm onInvited={setTeam} />
        </>
      )}
    </section>
  );
}
