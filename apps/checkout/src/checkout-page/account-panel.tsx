import {
  registerAuth,
  selectUser,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { Button } from '@touchline/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from './checkout-page.module.css';

/** The auth remote's email step, coming back to the checkout once signed in. */
export const CHECKOUT_SIGN_IN_PATH = `/authentication/check-email?redirect=${encodeURIComponent('/checkout')}`;

/** Who is buying: the sign-in prompt, or the signed-in member's greeting. */
export function AccountPanel() {
  useState(registerAuth);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (!user) {
    return (
      <section className={styles.panelSection} aria-labelledby="checkout-account">
        <h2 id="checkout-account" className={styles.panelHeading}>
          Sign in or create account
        </h2>
        <Link className={styles.primaryLink} to={CHECKOUT_SIGN_IN_PATH}>
          Enter email
        </Link>
      </section>
    );
  }
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
