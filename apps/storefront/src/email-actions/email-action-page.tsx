import { PlaceholderPage } from '@touchline/ui';

export function EmailActionPage() {
  return (
    <PlaceholderPage title="Email preferences">
      <p>Saving email preferences from this link is not available yet.</p>
    </PlaceholderPage>
  );
}
