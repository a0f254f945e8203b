/**
 * The marks a remote's root leaves in the DOM (`RemoteRoot`), free of React and every other
 * shared library: a host's entry reads them before the shared singletons are negotiated.
 */

/** The root of a remote's content, in the server's markup and in the browser's. */
export const REMOTE_ROOT = '[data-remote]';

/**
 * The root, or a part of the content that loads on its own (`RemotePart`): each says itself
 * when the remote's code has taken it over, the part after the root.
 */
export const REMOTE_TAKE_OVER_ROOT = '[data-remote], [data-remote-part]';

/**
 * Sent (bubbling) from a remote's root, and from each of its parts (`REMOTE_TAKE_OVER_ROOT`),
 * once the remote's code has taken that content over: its controls answer from then on. A host holding a press made on the content before then gives
 * it to the control now. `detail`: `{ remote, release }`.
 */
export const REMOTE_HYDRATED = 'touchline:remote-hydrated';

export interface RemoteHydratedDetail {
  readonly remote: string;
  readonly release: string;
}
