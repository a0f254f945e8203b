import type { ReactNode } from 'react';
import type { RemoteName } from './contract';

/**
 * Marks the DOM a remote renders with its name and release, so support (and the redeploy
 * journey) can tell which build of each remote a page is running. Adds no box.
 *
 * `html`: the remote's own server render of its content (docs/adr/0016-*), placed by the host's
 * server render where the remote's tree goes; the remote's tree hydrates it in the browser.
 */
export function RemoteRoot({
  remote,
  release,
  children,
  html,
}: {
  remote: RemoteName;
  release: string;
  children?: ReactNode;
  html?: string;
}) {
  if (html !== undefined) {
    return (
      <div
        data-remote={remote}
        data-release={release}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div data-remote={remote} data-release={release} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
