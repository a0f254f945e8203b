import {
  leaveServerRenderedPage,
  RemoteSlot,
  RemoteUnavailable,
  serverRenderLeftBehind,
} from '@touchline/federation';
import { PageSkeleton } from '@touchline/ui';
import { Navigate, useLocation } from 'react-router';
import { useHost } from '../../app/host-context';
import { isAccountPath, remoteForPath } from '../../routing/route-table';
import { useServerHeadLeavesWithPage } from './use-server-head-leaves-with-page';

/**
 * Renders the remote that owns the current path; any other path goes to the error page. On the
 * member-account host the auth remote's account pages own every path but its own.
 */
export function RemoteOutlet() {
  const { pathname, key } = useLocation();
  const { area } = useHost();
  // Past the page's first address (navigation, in a transition the held slot would otherwise
  // wait on): a remote whose content came with the page loads now. Waking is idempotent and only
  // lets a load start, so a render React throws away does no harm.
  if (key !== 'default') leaveServerRenderedPage();
  useServerHeadLeavesWithPage();
  if (area === 'myaccount' && isAccountPath(pathname)) {
    return (
      <RemoteSlot
        key="account"
        remote="auth"
        expose="./account"
        loading={<PageSkeleton />}
        fallback={({ retry }) => <RemoteUnavailable retry={retry} />}
      />
    );
  }
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/error" replace />;
  return (
    <RemoteSlot
      // Markup the server sent for a page the visitor has left is dropped, not hydrated.
      key={serverRenderLeftBehind(remote) ? `${remote}:rendered-here` : remote}
      remote={remote}
      expose="./routes"
      loading={<PageSkeleton />}
      fallback={({ retry }) => <RemoteUnavailable retry={retry} />}
    />
  );
}
