import { selectClubAccount, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** /checkout needs the club's checkout feature; otherwise the visitor goes home. */
export function CheckoutGuard({ children }: { children: ReactNode }) {
  const club = useAppSelector(selectClubAccount);
  if (!club) return null;
  if (!club.features.checkout) return <Navigate to="/" replace />;
  return children;
}
