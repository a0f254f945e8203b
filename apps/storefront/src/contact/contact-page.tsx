import { selectClubAccount, selectClubStatus, useAppSelector } from '@touchline/store';
import { PlaceholderPage } from '@touchline/ui';
import { Navigate } from 'react-router';

/** Allowed only when the club's contact feature is on; otherwise the error page. */
export function ContactPage() {
  const status = useAppSelector(selectClubStatus);
  const club = useAppSelector(selectClubAccount);
  if (status !== 'loaded' || !club) return null;
  if (!club.features.is_contact_enabled) return <Navigate to="/error" replace />;
  return (
    <PlaceholderPage title="Contact">
      <p>The contact form for {club.name} is opening soon.</p>
    </PlaceholderPage>
  );
}
