import {
  selectAuthStatus,
  selectHandingOver,
  selectHasRole,
  selectSessionLapsed,
  selectUser,
  useAppSelector,
} from '@touchline/store';
import { ResponsiveSkeleton } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthT } from '../messages/auth-messages';

const selectIsMember = selectHasRole('Member');

/** The sign-in page, coming back to `path` once signed in. */
export const accountSignInPath = (path: string) =>
  `/authentication/sign-in?redirect=${encodeURIComponent(path)}`;

/**
 * The account pages are for members only. While the session is read (or a session handed over
 * from a club site in the link is opened) a skeleton shows; a user
 * without the Member role has been signed out by the shared session with the
 * insufficient-permissions message, and anyone not signed in is sent to sign in and brought
 * back here afterwards.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const isMember = useAppSelector(selectIsMember);
  const handingOver = useAppSelector(selectHandingOver);
  const lapsed = useAppSelector(selectSessionLapsed);
  const location = useLocation();
  const t = useAuthT();
  if (handingOver || status === 'idle' || status === 'starting' || status === 'signingIn') {
    return <ResponsiveSkeleton lines={4} tiles={3} label={t('account.loading')} />;
  }
  // A session that lapsed on this page: the page stays, with its work, while the member is
  // offered to sign in again (the header's user menu).
  if (lapsed) return <>{children}</>;
  if (!user || !isMember) {
    return <Navigate to={accountSignInPath(location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
