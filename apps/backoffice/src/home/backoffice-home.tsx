import { clubSiteUrl, selectRunClub, useAppSelector, useFollowWithSession } from '@touchline/store';
import { PlaceholderPage } from '@touchline/ui';
import { Link } from 'react-router';
import { toolsFor } from '../app/backoffice-tools';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { mayUseTool } from '@touchline/contracts';
import { useClubRoles } from '../session/use-club-roles';
import { useBackofficeSession } from '../session/use-backoffice-session';
import styles from './backoffice-home.module.css';

const TOOLS_TITLE = 'Tools';

/**
 * Landing page of the back-office: a way in for admins; once signed in, their club, the
 * dashboard for the roles it is open to, and the tools.
 */
export function BackofficeHome() {
  const session = useBackofficeSession();
  const roles = useClubRoles();
  const tools = toolsFor(roles);
  const club = useAppSelector(selectRunClub);
  // The club site is another host: the session goes along, so the admin is signed in there too.
  const followWithSession = useFollowWithSession();
  return (
    <PlaceholderPage title="Club back-office">
      {session === 'admin' ? (
        <>
          {club && (
            <p>
              You are running <strong>{club.name}</strong>.{' '}
              <a href={clubSiteUrl(club.slug)} onClick={followWithSession}>
                View the club site
              </a>
            </p>
          )}
          {mayUseTool(roles, 'dashboard') && (
            <>
              <DashboardPanel />
              <h2>{TOOLS_TITLE}</h2>
            </>
          )}
          <ul className={styles.tools}>
            {tools.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path} className={styles.toolLink}>
                  {tool.title}
                </Link>
                <span>{tool.summary}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>Club admins and owners sign in to run their club.</p>
          <p>
            <Link to="/authentication/sign-in">Sign in</Link>
          </p>
        </>
      )}
    </PlaceholderPage>
  );
}
