import { selectSessionLapsed, useAppSelector } from '@touchline/store';
import { ResponsiveSkeleton } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBackofficeT } from '../messages/backoffice-messages';
import { useBackofficeSession } from './use-backoffice-session';

/** The sign-in page, coming back to `path` once signed in. */
export const signInPath = (path: string) =>
  `/authentication/sign-in?redirect=${encodeURIComponent(path)}`;

/**
 * Pages for club admins and owners only: while the session is read a skeleton shows; anyone
 * else is sent to sign in and brought back here afterwards.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useBackofficeT();
  const session = useBackofficeSession();
  const lapsed = useAppSelector(selectSessionLapsed);
  const location = useLocation();
  if (session === 'checking')
    return <ResponsiveSkeleton lines={4} tiles={3} label={t('session.loading')} />;
  // A session that lapsed on this page: the page stays, with its work, while the admin is
  // offered to sign in again (the header's user menu).
  if (session !== 'admin' && !lapsed) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
