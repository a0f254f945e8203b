import { RemoteSlot, RemoteUnavailable } from '@touchline/federation';
import { PageSkeleton } from '@touchline/ui';
import { Navigate, useLocation } from 'react-router';
import { remoteForPath } from '../../routing/route-table';

/** Renders the remote that owns the current path; any other path goes to the error page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/error" replace />;
  return (
    <RemoteSlot
      key={remote}
      remote={remote}
      expose="./routes"
      loading={<PageSkeleton />}
      fallback={({ retry }) => <RemoteUnavailable retry={retry} />}
    />
  );
}
