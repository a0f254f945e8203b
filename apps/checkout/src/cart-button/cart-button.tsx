import { whenPageIdle, type CartButtonProps } from '@touchline/federation';
import {
  lastAddSeen,
  selectCartCount,
  selectEmailRulesError,
  selectLastAdd,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useCart } from '../cart/use-cart';
import { useCheckoutT } from '../messages/checkout-messages';
import { CheckoutMessages } from '../messages/checkout-messages-root';
import styles from './cart-button.module.css';

// The sheet is not in the button's code: it loads once the page is idle (opening the cart is a
// visitor's likely first act; never ahead on a Save-Data connection), or on first open.
const loadCartSheet = () => import('../cart-sheet/cart-sheet');
const CartSheet = lazy(() => loadCartSheet().then((module) => ({ default: module.CartSheet })));
// Likewise the email rules dialog, loaded only when an add is refused for an adult's email.
const EmailRulesDialog = lazy(() =>
  import('../email-rules/email-rules-dialog').then((module) => ({
    default: module.EmailRulesDialog,
  })),
);

/**
 * The header's cart button: the cart's item count, opening the cart sheet. The sheet also opens
 * by itself when products are added, saying so (the store leaves that notice to it while the
 * host's header has a cart slot, which the header tells the cart slice). It also shows the email
 * rules dialog when an add to the cart is refused for an adult's email. `openSheet`: the visitor
 * pressed the host's stand-in for this button, so it arrives with its sheet open and the focus.
 */
export default function CartButton(props: CartButtonProps) {
  return (
    <CheckoutMessages>
      <CartButtonView {...props} />
    </CheckoutMessages>
  );
}

function CartButtonView({ openSheet = false }: CartButtonProps) {
  const t = useCheckoutT();
  useCart();
  useEffect(() => {
    // A failure shows when the visitor opens the sheet, which loads it again.
    void whenPageIdle()
      .then(loadCartSheet)
      .catch(() => undefined);
  }, []);
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  const emailRulesError = useAppSelector(selectEmailRulesError);
  const lastAdd = useAppSelector(selectLastAdd);
  const [open, setOpen] = useState(openSheet);
  const [opened, setOpened] = useState(openSheet);
  // Arriving with the sheet open, the button takes the focus as it is put on the page, before the
  // sheet opens: the sheet gives the focus back to what had it when it opened.
  const focusOnArrival = useCallback(
    (button: HTMLButtonElement | null) => {
      if (button && openSheet) button.focus();
    },
    [openSheet],
  );
  /** The add the sheet last opened for, and what it says at its top meanwhile. */
  const [openedFor, setOpenedFor] = useState(0);
  const [announce, setAnnounce] = useState<string | null>(null);
  // An add not yet seen opens the sheet, including one made before this button arrived (a first
  // visit loads it because of the add).
  const unseen = lastAdd && !lastAdd.seen ? lastAdd : null;
  if (unseen && unseen.seq !== openedFor) {
    setOpenedFor(unseen.seq);
    setOpened(true);
    setOpen(true);
    setAnnounce(unseen.message);
  }
  useEffect(() => {
    if (unseen && unseen.seq === openedFor) dispatch(lastAddSeen(unseen.seq));
  }, [dispatch, unseen, openedFor]);

  return (
    <>
      <button
        ref={focusOnArrival}
        type="button"
        className={styles.button}
        aria-label={t('cartButton.label', { count })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
          setAnnounce(null);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9c.8 0 1.4-.4 1.7-1l3.6-6.5L20.7 5H5.2l-.9-2H1v2h2l3.6 7.6L5.2 15c-.7 1.3.2 3 1.8 3h12v-2H7l1.1-2z"
          />
        </svg>
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CartSheet open={open} announce={announce} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {emailRulesError !== null && (
        <Suspense fallback={null}>
          <EmailRulesDialog message={emailRulesError} />
        </Suspense>
      )}
    </>
  );
}
