import { routeChanged, useAppDispatch } from '@touchline/store';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Clears the notifications raised for the previous page when the path changes (a new query or
 * fragment on the same page keeps them); global ones and those marked to stay are kept.
 */
export function useClearOnRouteChange(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dispatch(routeChanged());
  }, [pathname, dispatch]);
}
