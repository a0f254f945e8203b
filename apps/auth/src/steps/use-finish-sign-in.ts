import {
  selectAuthStatus,
  sessionOpened,
  useAppDispatch,
  useAppSelector,
  type SessionTokens,
} from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { useLeaveFlow } from '../dialog/auth-mode';

/**
 * Opens a session from a form and follows it through the sign-in steps of the shared store:
 * once the user is fetched (and may stay on this host) `onSignedIn` runs, by default leaving
 * the flow; a refused user stays on the step, with the message shown.
 */
export function useFinishSignIn(onSignedIn?: () => void) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const leave = useLeaveFlow();
  // Each opening is numbered, so its success is acted on once.
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(0);

  useEffect(() => {
    if (attempt === 0 || status !== 'signedIn' || handled.current === attempt) return;
    handled.current = attempt;
    if (onSignedIn) onSignedIn();
    else leave();
  }, [attempt, status, onSignedIn, leave]);

  return {
    pending: attempt > 0 && (status === 'signingIn' || status === 'signedIn'),
    open: (tokens: SessionTokens, persist: boolean) => {
      setAttempt((previous) => previous + 1);
      dispatch(sessionOpened({ tokens, persist }));
    },
  };
}
