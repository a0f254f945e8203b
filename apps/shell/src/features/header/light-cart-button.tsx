import styles from './header.module.css';
import { CartIcon } from './icons';
import { LIGHT_WIDGET } from './light-widget';

/**
 * The shell's stand-in for the checkout's cart button on a first visit without a cart: the same
 * place, icon and name ('Cart, 0 items'); a click loads the real one and opens its sheet.
 */
export function LightCartButton() {
  return (
    <button
      type="button"
      className={styles.iconLink}
      aria-label="Cart, 0 items"
      aria-haspopup="dialog"
      {...{ [LIGHT_WIDGET]: '' }}
    >
      <CartIcon />
    </button>
  );
}
