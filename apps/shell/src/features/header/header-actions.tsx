import {
  loadExposed,
  RemoteSlot,
  whenIdleAgain,
  type CartButtonProps,
} from '@touchline/federation';
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
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './header.module.css';
import { LightCartButton } from './light-cart-button';
import { isReturningVisitor } from './returning-visitor';
import { SignInLink } from './sign-in-link';
import { useAfterFirstPaint } from './use-after-first-paint';
import { usePageIdle } from './use-page-idle';

const selectCheckoutEnabled = selectFeature('checkout');

const isCheckoutPath = (pathname: string) =>
  pathname === '/checkout' || pathname.startsWith('/checkout/');

/** Whether the header shows the cart: the club sells online and this is not a checkout page. */
export function useShowsCart(): boolean {
  const checkoutEnabled = useAppSelector(selectCheckoutEnabled);
  const { pathname } = useLocation();
  return checkoutEnabled === true && !isCheckoutPath(pathname);
}

/**
 * The remotes' widgets in the header: the cart button and the user menu.
 *
 * A returning visitor (a session or a cart cookie) gets them right after the first paint. A first
 * anonymous visit shows the shell's own light versions (an empty cart, the sign-in link) of the
 * same size, and loads the remotes once the page is idle (boot/page-idle.ts), so they are ready
 * before the first tap, or sooner when the visitor reaches for them (pointer, focus, touch), signs
 * in or adds to the cart elsewhere on the page. On a Save-Data connection only reaching for them
 * loads them. The stand-ins work on their own: the sign-in link opens the sign-in dialog as the
 * remote's does, and the cart asks for the checkout's button to arrive with its sheet open. A
 * press under way keeps the stand-in in place until it ends, so the press lands where it began.
 */
export function HeaderActions() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const cartCount = useAppSelector(selectCartCount);
  const cartAdding = useAppSelector(selectCartAdding);
  const emailRulesError = useAppSelector(selectEmailRulesError);
  const [returning] = useState(isReturningVisitor);
  const [reached, setReached] = useState(false);
  const afterPaint = useAfterFirstPaint();
  const pageIdle = usePageIdle();
  const reach = useCallback(() => setReached(true), []);
  const pressing = usePressUnderWay();
  const [sheetAsked, setSheetAsked] = useState(false);
  const askForSheet = useCallback(() => {
    setSheetAsked(true);
    setReached(true);
  }, []);
  const cartProps = useMemo<CartButtonProps>(() => ({ openSheet: sheetAsked }), [sheetAsked]);

  const cartActive = cartCount > 0 || cartAdding || emailRulesError !== null;
  const load = reached || signedIn || cartActive || (returning && afterPaint) || pageIdle;
  const showCart = useShowsCart();
  const [cartMissing, setCartMissing] = useState(false);
  useCartSheetPlace(showCart && !cartMissing);
  const cartReady = useShownOutsidePress(
    useRemoteReady('checkout/CartButton', load && showCart),
    pressing.on,
  );
  const userReady = useShownOutsidePress(useRemoteReady('auth/UserMenu', load), pressing.on);
  useSignInReadyWhenIdle(pageIdle && userReady && !signedIn);

  const lightCart = returning ? <Placeholder /> : <LightCartButton onPress={askForSheet} />;
  const lightUser = returning ? <Placeholder /> : <SignInLink light />;

  // Same-size light widgets hold the places, so nothing moves when the remotes arrive.
  return (
    <div
      className={styles.actions}
      onPointerEnter={reach}
      onFocus={reach}
      onTouchStart={reach}
      onPointerDown={pressing.start}
    >
      {showCart && (
        <span className={styles.slot} data-slot="cart">
          {cartReady ? (
            <RemoteSlot
              remote="checkout"
              expose="./CartButton"
              props={cartProps}
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
 * Whether a press (pointer down) on the widgets is under way. The browser sends a click only to
 * where a press began and ended, so a stand-in is not replaced in the middle of one: the press
 * ends after the click it makes (or none, when it ends elsewhere).
 */
function usePressUnderWay() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    // The click follows the pointer's release in the same task; the press is over after both.
    const end = () => setTimeout(() => setOn(false), 0);
    window.addEventListener('pointerup', end, true);
    window.addEventListener('pointercancel', end, true);
    return () => {
      window.removeEventListener('pointerup', end, true);
      window.removeEventListener('pointercancel', end, true);
    };
  }, [on]);
  const start = useCallback(() => setOn(true), []);
  return { on, start };
}

/**
 * Whether a remote's widget takes its stand-in's place: once it is ready and no press is under
 * way (a press ends on the element it began on); once shown, it stays.
 */
function useShownOutsidePress(ready: boolean, pressing: boolean): boolean {
  const [shown, setShown] = useState(false);
  if (ready && !pressing && !shown) setShown(true);
  return shown || (ready && !pressing);
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
    // The widget's first render is a transition: React renders it in slices between which a
    // phone answers input, rather than in one task at the page's idle moment.
    const settle = () => {
      if (live) startTransition(() => setReady(true));
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
    let live = true;
    // A failure shows when the visitor opens the dialog, which loads it again.
    void whenIdleAgain().then(() => {
      if (live) void loadExposed('auth/routes').catch(() => undefined);
    });
    return () => {
      live = false;
    };
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
