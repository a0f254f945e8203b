import { useEffect, useRef, type ReactNode } from 'react';
import type { RemoteName } from './contract';

/**
 * Set on a remote's root, and sent from it, once the remote's tree is mounted in the browser:
 * on a page the server rendered, the remote's markup is then the remote's own (hydrated). The
 * host's entry holds a visitor's early press on that markup until then (apps/shell
 * src/boot/early-presses.ts, which repeats these names: it may not import this package).
 */
export const REMOTE_READY_ATTRIBUTE = 'data-remote-ready';
export const REMOTE_READY_EVENT = 'touchline:remote-ready';

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.setAttribute(REMOTE_READY_ATTRIBUTE, '');
    element.dispatchEvent(new Event(REMOTE_READY_EVENT));
  }, []);
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
    <div ref={ref} data-remote={remote} data-release={release} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
