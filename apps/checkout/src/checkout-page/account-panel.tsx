import {
  registerAuth,
  selectCart,
  selectCartHasMembershipItems,
  selectFeature,
  selectUser,
  signInTarget,
  signOut,
  useAppDispatch,
  useAppSelector,
  useSsoSignIn,
} from '@touchline/store';
import { Button, SsoIcon, VisuallyHidden } from '@touchline/ui';
import { quickCheckoutAllowed } from '@touchline/validators';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { GuestForm } from '../guest/guest-form';
import { useGuest } from '../guest/use-guest';
import { pageNavigation } from '../payment/page-navigation';
import styles from './checkout-page.module.css';

/** Where signing in from the checkout comes back to. */
const CHECKOUT_PATH = '/checkout';
const selectLoginDialog = selectFeature('login_dialog');
export const QUICK_CHECKOUT_UNAVAILABLE = 'Quick checkout unavailable with registration products';
/** Guests keep no cards: what renews or is paid later needs an account. */
export const QUICK_CHECKOUT_NEEDS_ACCOUNT =
  'Quick checkout unavailable with products that renew automatically or are paid in instalments: sign in to save your card';
/** `?quickCheckout=true` opens the guest form after this delay. */
export const QUICK_CHECKOUT_DELAY_MS = 1000;
export const SSO_HELP = 'Need help signing in?';

/** Who is buying: the sign-in prompt with quick (guest) checkout, or the member's greeting. */
export function AccountPanel() {
  useState(registerAuth);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (!user) return <VisitorPanel />;
  return (
    <section className={styles.panelSection} aria-labelledby="checkout-account">
      <h2 id="checkout-account" className={styles.panelHeading}>
        Hello, {user.first_name}
      </h2>
      <p className={styles.notYou}>
        Not you?{' '}
        <Button variant="text" onClick={() => dispatch(signOut())}>
          Sign out
        </Button>
      </p>
    </section>
  );
}

function VisitorPanel() {
  const guestCheckout = useAppSelector(selectFeature('guest_checkout')) === true;
  const hasMembership = useAppSelector(selectCartHasMembershipItems);
  const requiresSavedCard = useAppSelector(selectCart)?.requires_saved_card ?? false;
  const { guest, create, clear } = useGuest();
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const location = useLocation();
  // The auth remote's email step: the dialog over the checkout, or its page.
  const signIn = signInTarget(useAppSelector(selectLoginDialog), location, CHECKOUT_PATH);
  // The club's single sign-on: its login comes back to the checkout, signed in, the cart kept.
  const sso = useSsoSignIn(CHECKOUT_PATH);
  const autoOpen = params.get('quickCheckout') === 'true';
  // The panel shows only while nobody is signed in.
  const quickAllowed = quickCheckoutAllowed({
    guestCheckout,
    signedIn: false,
    hasMembershipItems: hasMembership,
    requiresSavedCard,
  });
  const unavailable = hasMembership
    ? QUICK_CHECKOUT_UNAVAILABLE
    : requiresSavedCard
      ? QUICK_CHECKOUT_NEEDS_ACCOUNT
      : null;
  const hintId = useId();

  useEffect(() => {
    if (!autoOpen || !quickAllowed) return;
    const timer = setTimeout(() => setOpen(true), QUICK_CHECKOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoOpen, quickAllowed]);

  const showForm = quickAllowed && (open || guest !== null);
  return (
    <section className={styles.panelSection} aria-labelledby="checkout-account">
      <h2 id="checkout-account" className={styles.panelHeading}>
        Sign in or create account
      </h2>
      {sso && (
        <Button variant="outline" onClick={() => pageNavigation.assign(sso.url)}>
          <SsoIcon /> {sso.label}
        </Button>
      )}
      {/* Mandatory single sign-on is the only way in: no email and password beside it. */}
      {sso?.mode !== 'mandatory' && (
        <>
          {sso && (
            <p className={styles.divider}>
              <span>or</span>
            </p>
          )}
          <Link className={styles.primaryLink} to={signIn.to} state={signIn.state}>
            Enter email
          </Link>
        </>
      )}
      {/* The club's help with its login, beside the ways to sign in. */}
      {sso?.helpUrl && (
        <a className={styles.help} href={sso.helpUrl} target="_blank" rel="noopener noreferrer">
          {SSO_HELP}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      )}
      {guestCheckout && (
        <>
          <p className={styles.divider}>
            <span>OR</span>
          </p>
          {showForm ? (
            <GuestForm guest={guest} onCreate={create} onUpdate={clear} />
          ) : (
            <>
              <Button
                variant="outline"
                disabled={!quickAllowed}
                aria-describedby={unavailable ? hintId : undefined}
                onClick={() => setOpen(true)}
              >
                Quick Checkout
              </Button>
              {unavailable && (
                <p id={hintId} className={styles.note}>
                  {unavailable}
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
