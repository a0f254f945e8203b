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
import { useCheckoutT } from '../messages/checkout-messages';
import { pageNavigation } from '../payment/page-navigation';
import styles from './checkout-page.module.css';

/** Where signing in from the checkout comes back to. */
const CHECKOUT_PATH = '/checkout';
const selectLoginDialog = selectFeature('login_dialog');
/** `?quickCheckout=true` opens the guest form after this delay. */
export const QUICK_CHECKOUT_DELAY_MS = 1000;

/** Who is buying: the sign-in prompt with quick (guest) checkout, or the member's greeting. */
export function AccountPanel() {
  useState(registerAuth);
  const t = useCheckoutT();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (!user) return <VisitorPanel />;
  return (
    <section className={styles.panelSection} aria-labelledby="checkout-account">
      <h2 id="checkout-account" className={styles.panelHeading}>
        {t('account.hello', { name: user.first_name })}
      </h2>
      <p className={styles.notYou}>
        {t('account.notYou')}{' '}
        <Button variant="text" onClick={() => dispatch(signOut())}>
          {t('account.signOut')}
        </Button>
      </p>
    </section>
  );
}

function VisitorPanel() {
  const t = useCheckoutT();
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
  // Guests keep no cards: what renews or is paid later needs an account.
  const unavailable = hasMembership
    ? t('account.quickUnavailable')
    : requiresSavedCard
      ? t('account.quickNeedsAccount')
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
        {t('account.signInOrCreate')}
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
              <span>{t('account.or')}</span>
            </p>
          )}
          <Link className={styles.primaryLink} to={signIn.to} state={signIn.state}>
            {t('account.enterEmail')}
          </Link>
        </>
      )}
      {/* The club's help with its login, beside the ways to sign in. */}
      {sso?.helpUrl && (
        <a className={styles.help} href={sso.helpUrl} target="_blank" rel="noopener noreferrer">
          {t('account.ssoHelp')}
          <VisuallyHidden> {t('account.opensInNewTab')}</VisuallyHidden>
        </a>
      )}
      {guestCheckout && (
        <>
          <p className={styles.divider}>
            <span>{t('account.orUpper')}</span>
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
                {t('account.quickCheckout')}
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
