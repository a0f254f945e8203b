import type { Features } from '@touchline/contracts';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** A product page of a feature the club has turned off is not a page of its site. */
export function RequireFeature({
  feature,
  children,
}: {
  feature: keyof Pick<Features, 'lotto' | 'draw' | 'shop'>;
  children: ReactNode;
}) {
  const club = useAppSelector(selectClubAccount);
  if (!club) return null;
  if (!club.features[feature]) return <Navigate to="/error" replace />;
  return <>{children}</>;
}
