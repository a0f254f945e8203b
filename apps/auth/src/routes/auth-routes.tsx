import type { HostArea } from '@touchline/contracts';
import { RemoteRoot } from '@touchline/federation';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { AuthDialog } from '../dialog/auth-dialog';
import { AuthModeProvider } from '../dialog/auth-mode';
import { AuthMessages } from '../messages/auth-messages';
import { registerSession } from '../session/register-session';
import { useSession } from '../session/use-session';
import { AuthSteps } from './auth-steps';

registerSession();

export interface AuthRoutesProps {
  /** The host's area when the host name does not tell it (the back-office host passes it). */
  area?: HostArea;
}

const PAGE_MODE = { mode: 'page' as const, setTitle: () => undefined };

/** Whether the flow was opened from the header: it then shows as a dialog. */
export const isDialogOrigin = (search: string) =>
  new URLSearchParams(search).get('origin') === 'appHeader';

/**
 * Everything under `authentication`, mounted by a host at its root: a page, or a modal dialog
 * when opened from the header (`origin=appHeader`). A host that keeps the page behind the
 * dialog renders it from the `backgroundLocation` the header's link puts in the history state.
 */
export default function AuthRoutes({ area }: AuthRoutesProps) {
  useSession(area);
  const location = useLocation();
  const dialog = isDialogOrigin(location.search);
  const pageMode = useMemo(() => PAGE_MODE, []);
  return (
    <RemoteRoot remote="auth" release={__TOUCHLINE_RELEASE__}>
      <AuthMessages>
        {dialog ? (
          <AuthDialog>
            <AuthSteps />
          </AuthDialog>
        ) : (
          <AuthModeProvider value={pageMode}>
            <AuthSteps />
          </AuthModeProvider>
        )}
      </AuthMessages>
    </RemoteRoot>
  );
}
