import { RemoteSlot } from '@touchline/federation';
import { selectFeature, useAppSelector } from '@touchline/store';
import { useLocation } from 'react-router';
import styles from './header.module.css';
import { SignInLink } from './sign-in-link';

const selectCheckoutEnabled = selectFeature('checkout');

const isCheckoutPath = (pathname: string) =>
  pathname === '/checkout' || pathname.startsWith('/checkout/');

/** The remotes' widgets in the header: the cart button and the user menu. */
export function HeaderActions() {
  const checkoutEnabled = useAppSelector(selectCheckoutEnabled);
  const { pathname } = useLocation();

  return (
    <div className={styles.actions}>
      {checkoutEnabled && !isCheckoutPath(pathname) && (
        <RemoteSlot
          remote="checkout"
          expose="./CartButton"
          loading={<span className={styles.slotPlaceholder} />}
          fallback={() => null}
        />
      )}
      {/* Without the auth remote a visitor can still reach sign-in through the plain link. */}
      <RemoteSlot
        remote="auth"
        expose="./UserMenu"
        loading={<span className={styles.slotPlaceholder} />}
        fallback={() => <SignInLink />}
      />
    </div>
  );
}
