/** The first step of signing in, in the auth remote's area. */
export const SIGN_IN_STEP = '/authentication/check-email';

/** A page's place, as the router gives it. */
export interface PagePlace {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a sign-in link goes: its address, and the history state a dialog needs. */
export interface SignInTarget {
  to: string;
  /** Only for the dialog: the page the host keeps showing behind it. */
  state?: { backgroundLocation: PagePlace };
}

/**
 * A sign-in link by the club's `login_dialog` setting: the dialog over the current page
 * (`origin=appHeader`, the page kept in the history state), or a page of its own. `redirect` is
 * where to go once signed in.
 */
export function signInTarget(
  loginDialog: boolean,
  from: PagePlace,
  redirect?: string,
): SignInTarget {
  const query = new URLSearchParams();
  if (loginDialog) query.set('origin', 'appHeader');
  if (redirect) query.set('redirect', redirect);
  const search = query.toString();
  const to = `${SIGN_IN_STEP}${search ? `?${search}` : ''}`;
  if (!loginDialog) return { to };
  const { pathname, search: pageSearch, hash } = from;
  return { to, state: { backgroundLocation: { pathname, search: pageSearch, hash } } };
}
