import { PlaceholderPage } from '@touchline/ui';
import { Link } from 'react-router';
import { LISTS_PATH } from '../emails/distribution-lists-page';
import { LISTS_TITLE } from '../emails/list-texts';
import { useBackofficeSession } from '../session/use-backoffice-session';

/** Landing page of the back-office: a way in for admins, their tools once signed in. */
export function BackofficeHome() {
  const session = useBackofficeSession();
  return (
    <PlaceholderPage title="Club back-office">
      {session === 'admin' ? (
        <>
          <p>Run your club&apos;s emails to members.</p>
          <ul>
            <li>
              <Link to={LISTS_PATH}>{LISTS_TITLE}</Link>
            </li>
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
