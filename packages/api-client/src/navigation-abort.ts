/**
 * Gives up the requests of a page when the user leaves it. Pass `signal` to the calls a page
 * makes and call `navigated(pathname)` whenever the route changes: the signal of the previous
 * route aborts and a fresh one takes its place. A new query or fragment on the same path is not
 * a new page.
 */
export interface NavigationAbort {
  /** The current route's signal. */
  readonly signal: AbortSignal;
  /** Records the route now shown; aborts the previous route's requests when the path changed. */
  navigated(pathname: string): void;
}

export function createNavigationAbort(initialPath?: string): NavigationAbort {
  let controller = new AbortController();
  let current = initialPath;
  return {
    get signal() {
      return controller.signal;
    },
    navigated(pathname: string) {
      if (current === undefined) {
        current = pathname;
        return;
      }
      if (pathname === current) return;
      current = pathname;
      controller.abort(new DOMException('The page was left', 'AbortError'));
      controller = new AbortController();
    },
  };
}
