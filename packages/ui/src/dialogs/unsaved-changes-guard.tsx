import { useCallback, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { ExitWithoutSavingDialog, useHoldLinks, useLeaveWarning } from './leave-dialogs';

export interface UnsavedChangesGuard {
  /** Place it once in the form's page: "Exit without saving?" when a leave is held. */
  dialog: ReactElement;
  /** Leaves for `to` at once when nothing is unsaved, otherwise asks first (e.g. Cancel). */
  leave: (to: string) => void;
}

/**
 * Guards a form with unsaved changes (`dirty`): followed links and the caller's own `leave`
 * ask "Exit without saving?" first, and closing or reloading the tab asks the browser's own
 * question. "Discard changes" goes on to where the user was heading.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const navigate = useNavigate();
  const [heldFor, setHeldFor] = useState<string | null>(null);
  // A held link may lead off this app (another area's address): the browser goes there.
  const go = useCallback(
    (to: string) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) window.location.assign(url.href);
      else void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
  useLeaveWarning(dirty);
  useHoldLinks(dirty, setHeldFor);

  const leave = useCallback(
    (to: string) => {
      if (dirty) setHeldFor(to);
      else go(to);
    },
    [dirty, go],
  );

  const dialog = (
    <ExitWithoutSavingDialog
      open={heldFor !== null}
      onCancel={() => setHeldFor(null)}
      onDiscard={() => {
        const to = heldFor;
        setHeldFor(null);
        if (to !== null) go(to);
      }}
    />
  );
  return { dialog, leave };
}
