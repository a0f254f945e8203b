import { PlaceholderPage } from '@touchline/ui';

const TITLES = { lotto: 'Club Lotto', draw: 'Club Draw', shop: 'Club Shop' } as const;

export function ProductPage({ kind }: { kind: keyof typeof TITLES }) {
  return (
    <PlaceholderPage title={TITLES[kind]}>
      <p>Buying online from the {TITLES[kind].toLowerCase()} opens soon.</p>
    </PlaceholderPage>
  );
}
