import type { HostArea } from '@touchline/contracts';
import { selectFeature, selectSessionLapsed, signInTarget, useAppSelector } from '@touchline/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Whether the club opens sign-in as a dialog over the page (else as a page of its own). */
export const selectLoginDialog = selectFeature('login_dialog');

/**
 * A member whose session lapsed on this page is offered to sign in again where they are: the
 * sign-in dialog opens over the page (which stays, with whatever was typed in it) and brings them
 * back to it. Where sign-in is a page of its own (the club turns the dialog off, or the back
 * office), nothing is left behind their back: the header's sign-in link offers it, returning to
 * this page (`lapsedReturn`).
 */
export function useSignInOffer(area?: HostArea): { lapsedReturn?: string } {
  const lapsed = useAppSelector(selectSessionLapsed);
  const loginDialog = useAppSelector(selectLoginDialog) === true;
  const location = useLocation();
  const navigate = useNavigate();
  const offered = useRef(false);
  const here = `${location.pathname}${location.search}`;
  const inFlow = location.pathname.startsWith('/authentication');
  const dialog = loginDialog && area !== 'backoffice';

  useEffect(() => {
    if (!lapsed) {
      offered.current = false;
      return;
    }
    if (offered.current || !dialog || inFlow) return;
    offered.current = true;
    const target = signInTarget(true, location, here);
    void navigate(target.to, { state: target.state });
  }, [lapsed, dialog, inFlow, location, here, navigate]);

  return lapsed && !inFlow ? { lapsedReturn: here } : {};
}
