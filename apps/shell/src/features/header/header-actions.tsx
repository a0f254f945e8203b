import { loadExposed, RemoteSlot } from '@touchline/federation';
import {
  cartSheetMounted,
  cartSheetUnmounted,
  selectCartAdding,
  selectCartCount,
  selectCartRegistered,
  selectEmailRulesError,
  selectFeature,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './header.module.css';
import { LightCartButton } from './light-cart-button';
import { isReturningVisitor } from './returning-visitor';
import { SignInLink } from './sign-in-link';
import { useAfterFirstPaint } from './use-after-first-paint';
import { usePageIdle } from './use-page-idle';
import { useReplayClick } from './use-replay-click';

const selectCheckoutEnabled = selectFeature('checkout');

const isCheckoutPath = (pathname: string) =>
  pathname === '/checkout' || pathname.startsWith('/checkout/');

/**
 * The remotes' widgets in the header: the cart button and the user menu.
 *
 * A returning visitor (a session or a cart cookie) gets them right after the first paint. A first
 * anonymous visit shows the shell's own light versions (an empty cart, the sign-in link) of the
 * same size, and loads the remotes once the page is idle (boot/page-idle.ts), so they are ready
 * before the first tap, or sooner when the visitor reaches for them (pointer, focus, touch), signs
 * in or adds to the cart elsewhere on the page. On a Save-Data connection only reaching for them
 * loads them. A click that lands before a remote has arrived is replayed on the remote's control.
 */
export function HeaderActions() {
  const checkoutEnabled = useAppSelector(selectCheckoutEnabled);
  const signedIn = useAppSelector(selectIsSignedIn);
  const cartCount = useAppSelector(selectCartCount);
  const cartAdding = useAppSelector(selectCartAdding);
  const emailRulesError = useAppSelector(selectEmailRulesError);
  const { pathname } = useLocation();
  const [returning] = useState(isReturningVisitor);
  const [reached, setReached] = useState(false);
  const afterPaint = useAfterFirstPaint();
  const pageIdle = usePageIdle();
  const reach = useCallback(() => setReached(true), []);
  const { containerRef, captureClick } = useReplayClick(reach);

  const cartActive = cartCount > 0 || cartAdding || emailRulesError !== null;
  const load = reached || signedIn || cartActive || (returning && afterPaint) || pageIdle;
  const showCart = checkoutEnabled && !isCheckoutPath(pathname);
  const [cartMissing, setCartMissing] = useState(false);
  useCartSheetPlace(showCart && !cartMissing);
  const cartReady = useRemoteReady('checkout/CartButton', load && showCart);
  const userReady = useRemoteReady('auth/UserMenu', load);
  useSignInReadyWhenIdle(pageIdle && userReady && !signedIn);

  const lightCart = returning ? <Placeholder /> : <LightCartButton />;
  const lightUser = returning ? <Placeholder /> : <SignInLink light />;

  // Same-size light widgets hold the places, so nothing moves when the remotes arrive.
  return (
    <div
      ref={containerRef}
      className={styles.actions}
      onPointerEnter={reach}
      onFocus={reach}
      onTouchStart={reach}
      onClickCapture={captureClick}
    >
      {showCart && (
        <span className={styles.slot} data-slot="cart">
          {cartReady ? (
            <RemoteSlot
              remote="checkout"
              expose="./CartButton"
              loading={lightCart}
              fallback={() => <Missing onMissing={setCartMissing} />}
            />
          ) : (
            lightCart
          )}
        </span>
      )}
      <span className={styles.slot} data-slot="user">
        {userReady ? (
          // Without the auth remote a visitor can still reach sign-in through the plain link.
          <RemoteSlot
            remote="auth"
            expose="./UserMenu"
            loading={lightUser}
            fallback={() => <SignInLink />}
          />
        ) : (
          lightUser
        )}
      </span>
    </div>
  );
}

/**
 * True once the remote module has arrived (or failed: its slot shows the fallback). Until then
 * the light widget stays the very same element, so a press that began on it ends on it.
 */
function useRemoteReady(id: string, wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    loadExposed(id).then(settle, settle);
    return () => {
      live = false;
    };
  }, [id, wanted, ready]);
  return ready;
}

/**
 * The sign-in dialog (the auth remote's pages) is a signed-out visitor's likely first act: its
 * code is fetched and run once the user menu is there and the browser is idle again, after what
 * the page itself needs, without rendering it.
 */
function useSignInReadyWhenIdle(wanted: boolean) {
  useEffect(() => {
    if (!wanted) return;
    // A failure shows when the visitor opens the dialog, which loads it again.
    const load = () => void loadExposed('auth/routes').catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      load();
      return;
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [wanted]);
}

function Placeholder() {
  return <span className={styles.slotPlaceholder} data-light-widget="" />;
}

/**
 * Tells the cart that this page has a cart button, or will once the add loads it: its sheet
 * then says that an add succeeded, rather than a notification over the header. Only the slot
 * says so, not the button: it knows when the checkout remote could not load (`Missing`).
 */
function useCartSheetPlace(shown: boolean) {
  const dispatch = useAppDispatch();
  // Said again once the cart is in the store: the page that adds registers it, after this.
  const cartRegistered = useAppSelector(selectCartRegistered);
  useEffect(() => {
    if (!shown || !cartRegistered) return;
    dispatch(cartSheetMounted());
    return () => {
      dispatch(cartSheetUnmounted());
    };
  }, [dispatch, shown, cartRegistered]);
}

/** A remote's widget that could not load: its place says so to the header. */
function Missing({ onMissing }: { onMissing: (missing: boolean) => void }) {
  useEffect(() => onMissing(true), [onMissing]);
  return null;
}
