import { useShellT } from '../../app/shell-messages';
import styles from './header.module.css';
import { CartIcon } from './icons';
import { LIGHT_WIDGET } from './light-widget';
import { useFocusPassesOn } from './use-focus-passes-on';

/**
 * The shell's stand-in for the checkout's cart button on a first visit without a cart: the same
 * place, icon and name ('Cart, 0 items'). Pressed, it asks for the real one with its sheet open
 * (`onPress`); the focus passes on to the real one when it arrives.
 */
export function LightCartButton({ onPress }: { onPress: () => void }) {
  const ref = useFocusPassesOn<HTMLButtonElement>();
  const t = useShellT();
  return (
    <button
      ref={ref}
      type="button"
      className={styles.iconLink}
      aria-label={t('header.emptyCart')}
      aria-haspopup="dialog"
      onClick={onPress}
      {...{ [LIGHT_WIDGET]: '' }}
    >
      <CartIcon />
    </button>
  );
}
