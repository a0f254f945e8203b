import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { useLeaveFlow } from '../dialog/auth-mode';
import { selectOpening, sessionOpened, type SessionOpenedPayload } from '../session/session-slice';

/**
 * Opens a session from a form and follows it: once the user is fetched (and may stay on this
 * host) `onSignedIn` runs, by default leaving the flow; a refused user stays on the step, with
 * the message shown.
 */
export function useFinishSignIn(onSignedIn?: () => void) {
  const dispatch = useAppDispatch();
  const opening = useAppSelector(selectOpening);
  const leave = useLeaveFlow();
  const [id, setId] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const outcome = id !== null && opening?.id === id ? opening.outcome : null;

  useEffect(() => {
    if (outcome !== 'signedIn' || handled.current === id) return;
    handled.current = id;
    if (onSignedIn) onSignedIn();
    else leave();
  }, [outcome, id, onSignedIn, leave]);

  return {
    pending: outcome === 'pending' || outcome === 'signedIn',
    open: (tokens: SessionOpenedPayload['tokens'], remember: boolean) => {
      const next = nanoid();
      setId(next);
      dispatch(sessionOpened({ id: next, tokens, remember }));
    },
  };
}
