import { notify, selectClubAccount, useAppDispatch, useAppSelector } from '@touchline/store';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CHECKOUT_DISABLED } from '@touchline/contracts';

/** Home, with the reason: the notice stays across the redirect's change of page. */
function CheckoutOff() {
  const dispatch = useAppDispatch();
  const told = useRef(false);
  useEffect(() => {
    // Once per visit, even when a development build mounts the page twice.
    if (told.current) return;
    told.current = true;
    dispatch(notify({ type: 'warning', title: CHECKOUT_DISABLED, clearOnRoute: false }));
  }, [dispatch]);
  return <Navigate to="/" replace />;
}

/** /checkout needs the club's checkout feature; otherwise the visitor goes home and is told. */
export function CheckoutGuard({ children }: { children: ReactNode }) {
  const club = useAppSelector(selectClubAccount);
  if (!club) return null;
  if (!club.features.checkout) return <CheckoutOff />;
  return children;
}
