import { ResponsiveSkeleton } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBackofficeSession } from './use-backoffice-session';

/** The sign-in page, coming back to `path` once signed in. */
export const signInPath = (path: string) =>
  `/authentication/sign-in?redirect=${encodeURIComponent(path)}`;

/**
 * Pages for club admins and owners only: while the session is read a skeleton shows; anyone
 * else is sent to sign in and brought back here afterwards.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useBackofficeSession();
  const location = useLocation();
  if (session === 'checking') return <ResponsiveSkeleton lines={4} tiles={3} />;
  if (session !== 'admin') {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
