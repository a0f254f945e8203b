import type { ReactNode } from 'react';
import type { RemoteName } from './contract';

/**
 * Marks the DOM a remote renders with its name and release, so support (and the redeploy
 * journey) can tell which build of each remote a page is running. Adds no box.
 */
export function RemoteRoot({
  remote,
  release,
  children,
}: {
  remote: RemoteName;
  release: string;
  children: ReactNode;
}) {
  return (
    <div data-remote={remote} data-release={release} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
