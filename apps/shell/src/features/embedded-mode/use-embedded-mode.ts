import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readAccessToken } from '@touchline/api-client';
import { readStartupParams, withoutConsumedParams } from '../startup-params/startup-params';
import { embeddedRedirectTarget, isOnPage } from './embedded-redirect';
import {
  HIDE_NAVBAR_KEY,
  LOTTO_URL_KEY,
  PRODUCT_KEY,
  readStored,
  removeStored,
} from './embedded-storage';

/**
 * Embedded mode, for the club's mobile app showing this site in a web view: the navbar is
 * hidden, and a signed-in visitor is taken once, on arrival, to the product the app asked for.
 * Mount it once, after `useStartupParams` (whose stored values it reads).
 */
export function useEmbeddedMode(): { hideNavbar: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  // A `token` parameter is stored as hideNavbar by the startup parameters in the same commit;
  // reading it here too avoids showing the navbar for one frame.
  const [hideNavbar] = useState(
    () =>
      readStored(HIDE_NAVBAR_KEY) === 'true' || readStartupParams(location.search).token !== null,
  );

  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;

    const lottoUrl = readStored(LOTTO_URL_KEY);
    const signedIn = readAccessToken() !== undefined;
    const target = embeddedRedirectTarget({ signedIn, lottoUrl, product: readStored(PRODUCT_KEY) });
    // The pending lotto product is used once.
    if (signedIn && lottoUrl !== null) removeStored(LOTTO_URL_KEY);
    if (!target || isOnPage(location.pathname, target)) return;
    // The other query parameters go along: with `token` and `lotto` the age gate is skipped.
    void navigate(
      {
        pathname: target,
        search: withoutConsumedParams(location.search, target),
        hash: location.hash,
      },
      { replace: true },
    );
  }, [location, navigate]);

  return { hideNavbar };
}
