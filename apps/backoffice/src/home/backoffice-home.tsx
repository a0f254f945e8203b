import { PlaceholderPage } from '@touchline/ui';
import { Link } from 'react-router';

/** Landing page of the back-office: club admins and owners sign in here. */
export function BackofficeHome() {
  return (
    <PlaceholderPage title="Club back-office">
      <p>Club admins and owners sign in to run their club.</p>
      <p>
        <Link to="/authentication/sign-in">Sign in</Link>
      </p>
    </PlaceholderPage>
  );
}
