import {
  type TeamInvitation,
  type TeamPage as Team,
  type TeamPerson,
  type TeamRoleGrant,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, DATE_FORMATS, formatDate, SkeletonLines, useDialogs } from '@touchline/ui';
import { useTeamCalls } from '../api/use-team-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import { InviteForm } from './invite-form';
import { NO_ARGS, teamRead } from './team-reads';
import styles from './team.module.css';
import { cancelInvitationQuestion, removeRoleQuestion, roleName } from './team-texts';

const nameOf = (person: TeamPerson) => person.name || person.email;

/**
 * The club's team, for an Owner: the people with back-office roles (each role removable, but
 * never the club's last Owner: the API says why), the invitations waiting (each cancellable),
 * and inviting an email to a role.
 */
export function TeamPage() {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const calls = useTeamCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { read, replace: setTeam } = useServerRead(teamRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('team.loadFailed'),
  });
  const team: Team | null = read.state === 'loaded' ? read.value : null;
  const failed = read.state === 'failed';

  const removeRole = (person: TeamPerson, grant: TeamRoleGrant) =>
    dialogs.confirm({
      ...removeRoleQuestion(t, roleName(t, grant.role), nameOf(person)),
      confirmVariant: 'danger',
      action: async () => {
        try {
          setTeam(await calls.removeTeamRole(grant.grant_id));
          notify.success(
            t('team.roleRemoved', { role: roleName(t, grant.role), name: nameOf(person) }),
          );
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });

  const cancelInvitation = (invitation: TeamInvitation) =>
    dialogs.confirm({
      ...cancelInvitationQuestion(t, invitation.email),
      confirmVariant: 'danger',
      action: async () => {
        try {
          setTeam(await calls.cancelTeamInvitation(invitation.invitation_id));
          notify.success(t('team.invitationCancelled', { email: invitation.email }));
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });

  return (
    <section className={styles.page} aria-labelledby="team-title">
      <h1 id="team-title">{t('team.title')}</h1>
      <p className={styles.lead}>{t('team.lead')}</p>
      {team === null ? (
        failed ? (
          <p role="alert">{t('team.loadFailed')}</p>
        ) : (
          <SkeletonLines count={5} label={t('team.loading')} />
        )
      ) : (
        <>
          <section aria-labelledby="people-heading">
            <h2 id="people-heading">{t('team.people')}</h2>
            <ul className={styles.list}>
              {team.people.map((person) => (
                <li key={person.user_id} className={styles.row}>
                  <div className={styles.who}>
                    <strong>{nameOf(person)}</strong>
                    {person.name && <span>{person.email}</span>}
                  </div>
                  <ul
                    className={styles.roles}
                    aria-label={t('team.rolesOf', { name: nameOf(person) })}
                  >
                    {person.roles.map((grant) => (
                      <li key={grant.grant_id} className={styles.role}>
                        <span>{roleName(t, grant.role)}</span>
                        <Button
                          variant="text"
                          aria-label={t('team.removeLabel', {
                            role: roleName(t, grant.role),
                            name: nameOf(person),
                          })}
                          onClick={() => void removeRole(person, grant)}
                        >
                          {t('team.remove')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="invitations-heading">
            <h2 id="invitations-heading">{t('team.invitations')}</h2>
            {team.invitations.length === 0 ? (
              <p>{t('team.noInvitations')}</p>
            ) : (
              <ul className={styles.list}>
                {team.invitations.map((invitation) => (
                  <li key={invitation.invitation_id} className={styles.row}>
                    <div className={styles.who}>
                      <strong>{invitation.email}</strong>
                      <span>
                        {t('team.until', {
                          role: roleName(t, invitation.role),
                          date: formatDate(invitation.expires_at, DATE_FORMATS.day, language),
                        })}
                      </span>
                    </div>
                    <Button
                      variant="outline"
                      aria-label={t('team.cancelLabel', { email: invitation.email })}
                      onClick={() => void cancelInvitation(invitation)}
                    >
                      {t('team.cancel')}
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
