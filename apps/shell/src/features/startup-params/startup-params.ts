import { HANDOVER_PARAMS, handoverIn, type HandedOverSession } from '@touchline/store';

/** Query parameters the site reads once when it loads. */
export interface StartupParams {
  /** A bearer token from the club's mobile app: the site then runs embedded in the app. */
  token: string | null;
  /** With `token`: the product page the app wants to show (`membership` or `shop`). */
  product: string | null;
  /** A lotto product to open once signed in: a slug or a path. */
  lotto: string | null;
  /** A message to show as an error notification. */
  error: string | null;
  /**
   * A session handed over in a link (`c`, with whose link it is in `u`): a one-time code
   * (`POST /oauth/handover`), exchanged for a session. On the authentication screens `c` is
   * their verification code instead, so it is not read there.
   */
  handover: HandedOverSession | null;
}

const nonEmpty = (value: string | null) => (value?.trim() ? value.trim() : null);

const isAuthenticationPath = (pathname: string) => pathname.startsWith('/authentication');

export function readStartupParams(search: string, pathname = '/'): StartupParams {
  const params = new URLSearchParams(search);
  return {
    token: nonEmpty(params.get('token')),
    product: nonEmpty(params.get('product')),
    lotto: nonEmpty(params.get('lotto')),
    error: nonEmpty(params.get('error')),
    handover: isAuthenticationPath(pathname) ? null : handoverIn(search),
  };
}

const decodeName = (pair: string) => {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** What stands in the address for the `token` parameter once it has been read. */
export const EMBEDDED_FLAG = 'embedded=1';

/**
 * The query string without the one-shot parameters `c` (with its `u`) and `error`, and with `token` replaced
 * by `embedded=1`; every other parameter is kept exactly as written. The authentication
 * screens read `c` (a verification code) themselves, so it stays on their paths.
 */
export function withoutConsumedParams(search: string, pathname: string): string {
  const handover = [HANDOVER_PARAMS.code, HANDOVER_PARAMS.user] as string[];
  const consumed = isAuthenticationPath(pathname) ? ['error'] : [...handover, 'error'];
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !consumed.includes(decodeName(pair)))
    // The app's bearer token leaves the address (history, referrers, shared links) once stored;
    // `embedded=1` keeps saying the page was opened by the app.
    .map((pair) => (decodeName(pair) === 'token' ? EMBEDDED_FLAG : pair));
  return kept.length > 0 ? `?${[...new Set(kept)].join('&')}` : '';
}
