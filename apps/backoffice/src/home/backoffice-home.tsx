import { clubSiteUrl, selectRunClub, useAppSelector, useFollowWithSession } from '@touchline/store';
import { PlaceholderPage } from '@touchline/ui';
import { Link } from 'react-router';
import { toolsFor } from '../app/backoffice-tools';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { mayUseTool } from '@touchline/contracts';
import { useClubRoles } from '../session/use-club-roles';
import { useBackofficeT } from '../messages/backoffice-messages';
import { useBackofficeSession } from '../session/use-backoffice-session';
import styles from './backoffice-home.module.css';

/** Where the club's name goes in the sentence naming it, so it can be shown in bold. */
const CLUB_MARK = '\u0000';

/**
 * Landing page of the back-office: a way in for admins; once signed in, their club, the
 * dashboard for the roles it is open to, and the tools.
 */
export function BackofficeHome() {
  const t = useBackofficeT();
  const session = useBackofficeSession();
  const roles = useClubRoles();
  const tools = toolsFor(roles);
  const club = useAppSelector(selectRunClub);
  // The club site is another host: the session goes along, so the admin is signed in there too.
  const followWithSession = useFollowWithSession();
  return (
    <PlaceholderPage title={t('home.title')}>
      {session === 'admin' ? (
        <>
          {club && (
            <p>
              <ClubName sentence={t('home.running', { club: CLUB_MARK })} name={club.name} />{' '}
              <a href={clubSiteUrl(club.slug)} onClick={followWithSession}>
                {t('home.viewSite')}
              </a>
            </p>
          )}
          {mayUseTool(roles, 'dashboard') && (
            <>
              <DashboardPanel />
              <h2>{t('home.tools')}</h2>
            </>
          )}
          <ul className={styles.tools}>
            {tools.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path} className={styles.toolLink}>
                  {t(tool.title)}
                </Link>
                <span>{t(tool.summary)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>{t('home.signInLead')}</p>
          <p>
            <Link to="/authentication/sign-in">{t('home.signIn')}</Link>
          </p>
        </>
      )}
    </PlaceholderPage>
  );
}

/** The sentence naming the club, its name in bold wherever the language puts it. */
function ClubName({ sentence, name }: { sentence: string; name: string }) {
  const [before = '', after = ''] = sentence.split(CLUB_MARK);
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}
