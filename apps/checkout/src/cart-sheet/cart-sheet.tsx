import { selectCart, selectLastAddedType, selectMenuItems, useAppSelector } from '@touchline/store';
import { Button, Dialog } from '@touchline/ui';
import { useNavigate } from 'react-router';
import { CartContents } from '../cart-contents/cart-contents';
import { useCheckoutT } from '../messages/checkout-messages';
import { CartSheetTotals } from './cart-sheet-totals';
import styles from './cart-sheet.module.css';
import { emptyCartShoppingPath } from './continue-shopping';
import { PromotionCard } from './promotion-card';
import { promotionPath, usePromotion } from './use-promotion';

export interface CartSheetProps {
  open: boolean;
  /** What the sheet says first when an add opened it ('Products have been successfully…'). */
  announce?: string | null;
  onClose: () => void;
}

/** The cart in a side sheet: items, today's totals, Continue shopping and Checkout. */
export function CartSheet({ open, announce = null, onClose }: CartSheetProps) {
  const t = useCheckoutT();
  const cart = useAppSelector(selectCart);
  const lastAddedType = useAppSelector(selectLastAddedType);
  const menu = useAppSelector(selectMenuItems);
  const navigate = useNavigate();
  const empty = !cart || cart.items.length === 0;
  const promotion = usePromotion(cart, open);

  const goTo = (path: string | null) => {
    if (path) void navigate(path);
    onClose();
  };
  // After a plan was added, shopping goes on from the home page.
  const continueShopping = () => {
    goTo(empty ? emptyCartShoppingPath(menu) : lastAddedType === 'Plan' ? '/' : null);
  };
  const checkout = () => {
    goTo('/checkout');
  };

  return (
    <Dialog
      open={open}
      title={t('cartSheet.title')}
      onCancel={onClose}
      className={styles.sheet}
      actions={
        <>
          <Button variant="outline" onClick={continueShopping}>
            {t('cartSheet.continueShopping')}
          </Button>
          {!empty && (
            <Button data-autofocus onClick={checkout}>
              {t('cartSheet.checkout')}
            </Button>
          )}
        </>
      }
    >
      {announce && (
        <p role="status" className={styles.added}>
          {announce}
        </p>
      )}
      <CartContents cart={cart} emptyText={t('cartSheet.empty')} />
      {cart && !empty && <CartSheetTotals cart={cart} />}
      {promotion && (
        <PromotionCard promotion={promotion} onAdd={() => goTo(promotionPath(promotion))} />
      )}
    </Dialog>
  );
}
