import { routeChanged, useAppDispatch } from '@touchline/store';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Clears the notifications raised for the previous page when the path changes (a new query or
 * fragment on the same page keeps them); global ones and those marked to stay are kept.
 */
export function useClearOnRouteChange(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // A layout effect: it runs before the new page's effects, so the loads that page starts are
  // not mistaken for the old page's and cancelled with them.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dispatch(routeChanged());
  }, [pathname, dispatch]);
}
