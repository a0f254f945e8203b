import { RemoteSlot } from '@touchline/federation';
import { selectFeature, useAppSelector } from '@touchline/store';
import { useLocation } from 'react-router';
import styles from './header.module.css';
import { SignInLink } from './sign-in-link';
import { useAfterFirstPaint } from './use-after-first-paint';

const selectCheckoutEnabled = selectFeature('checkout');

const isCheckoutPath = (pathname: string) =>
  pathname === '/checkout' || pathname.startsWith('/checkout/');

/** The remotes' widgets in the header: the cart button and the user menu. */
export function HeaderActions() {
  const checkoutEnabled = useAppSelector(selectCheckoutEnabled);
  const { pathname } = useLocation();
  const ready = useAfterFirstPaint();
  const placeholder = <span className={styles.slotPlaceholder} />;

  // Same-size placeholders hold the widgets' places, so nothing moves when they arrive.
  if (!ready) {
    return (
      <div className={styles.actions}>
        {checkoutEnabled && !isCheckoutPath(pathname) && placeholder}
        {placeholder}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {checkoutEnabled && !isCheckoutPath(pathname) && (
        <RemoteSlot
          remote="checkout"
          expose="./CartButton"
          loading={placeholder}
          fallback={() => null}
        />
      )}
      {/* Without the auth remote a visitor can still reach sign-in through the plain link. */}
      <RemoteSlot
        remote="auth"
        expose="./UserMenu"
        loading={placeholder}
        fallback={() => <SignInLink />}
      />
    </div>
  );
}
