import { SESSION_COOKIE, writeCookie } from '@touchline/api-client';
import {
  notify,
  registerAuth,
  registerCart,
  sessionHandedOver,
  useAppDispatch,
} from '@touchline/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  HIDE_NAVBAR_KEY,
  LOTTO_URL_KEY,
  PRODUCT_KEY,
  writeStored,
} from '../embedded-mode/embedded-storage';
import { readStartupParams, withoutConsumedParams } from './startup-params';

/**
 * Reads the startup query parameters once, when the site loads:
 * - `token` (from the club's mobile app): hide the navbar, remember `product`, and sign in with
 *   the token as the session cookie;
 * - `c` (outside the authentication screens, where it is a verification code): a session
 *   handed over in a link, as a one-time code exchanged for a session of its own (never over
 *   someone already signed in);
 * - `lotto`: remember the lotto product to open once signed in;
 * - `error`: show it as a danger notification.
 * Then `c` and `error` leave the address, and `token` becomes `embedded=1`.
 */
export function useStartupParams(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const { token, product, lotto, error, handover } = readStartupParams(
      location.search,
      location.pathname,
    );
    if (token) {
      writeStored(HIDE_NAVBAR_KEY, 'true');
      if (product) writeStored(PRODUCT_KEY, product);
      // A token handed over by the club's app: its lifetime is unknown, so a browser-session cookie.
      writeCookie(SESSION_COOKIE, token);
    }
    // A session handed over in a link: a one-time code the store exchanges for a session.
    if (handover && !token) {
      // The session (and the cart it takes over at sign-in) is otherwise registered by the
      // first widget that needs it.
      registerAuth();
      registerCart();
      dispatch(sessionHandedOver(handover.code, handover.forUserId));
    }
    if (lotto) writeStored(LOTTO_URL_KEY, lotto);
    if (error) dispatch(notify({ type: 'danger', title: error, clearOnRoute: false }));

    const search = withoutConsumedParams(location.search, location.pathname);
    if (search !== location.search) {
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true },
      );
    }
  }, [location, navigate, dispatch]);
}
