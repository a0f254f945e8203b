import {
  HANDOVER_PARAMS,
  handoverIn,
  registerAuth,
  sessionHandedOver,
  useAppDispatch,
  type HandedOverSession,
} from '@touchline/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TEAM_INVITATION_PATH } from '../team/team-texts';

/** Pages where `c` is a code of their own: the invitation's, the authentication screens'. */
const ownsTheCode = (pathname: string) =>
  pathname === TEAM_INVITATION_PATH || pathname.startsWith('/authentication');

/** A session handed over in a link from another host (`?c=`), where `c` is one. */
export function handedOverSessionIn(search: string, pathname: string): HandedOverSession | null {
  return ownsTheCode(pathname) ? null : handoverIn(search);
}

/** The address without the spent code: a reload or a copied address must not carry it. */
export function withoutHandoverCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HANDOVER_PARAMS.code);
  params.delete(HANDOVER_PARAMS.user);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Opens the session a link from a club site or the account host hands over (`?c=`, a one-time
 * code): the store exchanges it for a session of its own, unless someone is signed in here
 * already (their session is kept, as on the club sites). Read once, when the back office loads;
 * then `c` leaves the address (replacing the history entry).
 */
export function useHandedOverSession(): void {
  registerAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const handover = handedOverSessionIn(location.search, location.pathname);
    if (!handover) return;
    dispatch(sessionHandedOver(handover.code, handover.forUserId));
    void navigate(
      {
        pathname: location.pathname,
        search: withoutHandoverCode(location.search),
        hash: location.hash,
      },
      { replace: true },
    );
  }, [location, navigate, dispatch]);
}
