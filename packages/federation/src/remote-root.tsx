import { createContext, Suspense, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { RemoteName } from './contract';
import { REMOTE_HYDRATED, type RemoteHydratedDetail } from './remote-markers';

/**
 * Marks the DOM a remote renders with its name and release, so support (and the redeploy
 * journey) can tell which build of each remote a page is running. Adds no box.
 *
 * `html`: the remote's own server render of its content (docs/adr/0016-*), placed by the host's
 * server render where the remote's tree goes; the remote's tree hydrates it in the browser, and
 * its root then sends `REMOTE_HYDRATED` (remote-markers.ts).
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
    <RenderedRoot remote={remote} release={release}>
      {children}
    </RenderedRoot>
  );
}

/** The remote and release whose root a part of the content is under. */
const RootOf = createContext<RemoteHydratedDetail>({ remote: '', release: '' });

/** Sends `REMOTE_HYDRATED` from the element once, when its content has first committed. */
function useTakeOverSignal(detail: RemoteHydratedDetail) {
  const element = useRef<HTMLDivElement>(null);
  const { remote, release } = detail;
  useEffect(() => {
    const sent: RemoteHydratedDetail = { remote, release };
    element.current?.dispatchEvent(
      new CustomEvent(REMOTE_HYDRATED, { bubbles: true, detail: sent }),
    );
  }, [remote, release]);
  return element;
}

/**
 * The remote's own root. Its first commit says so from the DOM (`REMOTE_HYDRATED`): where the
 * server sent the content, the remote's code has now taken it over, except the parts that load
 * on their own (`RemotePart`), which say so themselves.
 */
function RenderedRoot({
  remote,
  release,
  children,
}: {
  remote: RemoteName;
  release: string;
  children?: ReactNode;
}) {
  const root = useTakeOverSignal({ remote, release });
  return (
    <RootOf.Provider value={{ remote, release }}>
      <div ref={root} data-remote={remote} data-release={release} style={{ display: 'contents' }}>
        {children}
      </div>
    </RootOf.Provider>
  );
}

/**
 * A part of a remote's content whose code loads on its own (a page behind `lazy`), in a Suspense
 * boundary of its own. React hydrates such a part after the remote's root, once its code is
 * there, so the part says itself when it has been taken over (`REMOTE_HYDRATED`, from an element
 * marked `data-remote-part` that adds no box).
 */
export function RemotePart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PartRoot>{children}</PartRoot>
    </Suspense>
  );
}

function PartRoot({ children }: { children: ReactNode }) {
  const part = useTakeOverSignal(useContext(RootOf));
  return (
    <div ref={part} data-remote-part="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
