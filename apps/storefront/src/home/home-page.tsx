import { selectClubAccount, useAppSelector } from '@touchline/store';
import { PlaceholderPage } from '@touchline/ui';

export function HomePage() {
  const club = useAppSelector(selectClubAccount);
  return (
    <PlaceholderPage title="Latest news">
      <p>News from {club?.name ?? 'the club'} will appear here soon.</p>
    </PlaceholderPage>
  );
}
