import type { Order } from '@touchline/contracts';
import {
  areaUrl,
  selectCartCount,
  selectCartStatus,
  selectClubSlug,
  useAppSelector,
} from '@touchline/store';
import { DATE_FORMATS, formatDate, formatMoney, SkeletonLines } from '@touchline/ui';
import { Link } from 'react-router';
import { ORDER_SUBMIT_FAILED } from '../checkout-flow/checkout-messages';
import { DownloadCopyButton } from './download-copy-button';
import styles from './confirmation-page.module.css';
import {
  cardExpiry,
  maskedCardNumber,
  orderDiscounts,
  receiptAmount,
  receiptDetails,
  paymentCardOf,
  summariseOrder,
} from './order-summary';
import { useConfirmedOrder } from './use-confirmed-order';

export const NO_ORDER_TEXT = 'There is no recent order to show.';
export const STILL_PROCESSING =
  'Your payment is still being processed. This page shows the final state once it is confirmed.';
/** A completed order's cart still holds what was added after the checkout started. */
export const KEPT_IN_CART =
  'Items you added to your cart after this checkout started are still in your cart.';

/** /checkout/confirmation: the order just placed. */
export function ConfirmationPage() {
  const confirmed = useConfirmedOrder();
  return (
    <div className={styles.page}>
      {confirmed.status === 'loading' && <SkeletonLines count={8} />}
      {confirmed.status === 'missing' && <Missing text={NO_ORDER_TEXT} />}
      {confirmed.status === 'failed' && <Missing text={ORDER_SUBMIT_FAILED} />}
      {confirmed.status === 'loaded' && <ConfirmedOrderView order={confirmed.order} />}
    </div>
  );
}

/** What the buyer chose, under the item's name: one line each. */
function ItemDetails({ details }: { details: string[] }) {
  if (details.length === 0) return null;
  return (
    <ul className={styles.details}>
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <>
      <h1 className={styles.title}>Order confirmation</h1>
      <p>{text}</p>
      <Link className={styles.homeLink} to="/">
        Return to home page
      </Link>
    </>
  );
}

function ConfirmedOrderView({ order }: { order: Order }) {
  const slug = useAppSelector(selectClubSlug) ?? order.club.slug;
  const money = (cents: number) => formatMoney(cents, order.currency);
  const card = paymentCardOf(order);
  const paid = order.pay_today.total > 0;
  const cartStatus = useAppSelector(selectCartStatus);
  const keptInCart = useAppSelector(selectCartCount);
  return (
    <>
      <h1 className={styles.title}>Order confirmed</h1>
      {!order.is_guest_checkout && <p className={styles.thanks}>Thank you for your order!</p>}
      <p className={styles.meta}>
        <span>Order placed on {formatDate(order.created_at, DATE_FORMATS.confirmation)}</span>
        <span>ID {order.order_seq}</span>
      </p>
      {order.status === 'New' && <p role="status">{STILL_PROCESSING}</p>}
      {order.status === 'Completed' && cartStatus === 'loaded' && keptInCart > 0 && (
        <p role="status">{KEPT_IN_CART}</p>
      )}

      <section className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary" className={styles.heading}>
          Order summary
        </h2>
        {summariseOrder(order).map((group) => (
          <div key={group.kind} className={styles.group}>
            <h3 className={styles.groupHeading}>{group.heading}</h3>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item.order_item_id} className={styles.row}>
                  <div>
                    <span>{item.product.name}</span>
                    <ItemDetails details={receiptDetails(order, item)} />
                  </div>
                  <span>
                    {receiptAmount(order, item) === 0 ? 'FREE' : money(receiptAmount(order, item))}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.row}>
              <span>Subtotal</span>
              <span>{money(group.subtotal)}</span>
            </p>
          </div>
        ))}
        {orderDiscounts(order).map((discount, index) => (
          <p key={`${discount.name}-${index}`} className={styles.row}>
            <span>Discount ({discount.name}):</span>
            <span>{money(-discount.amount)}</span>
          </p>
        ))}
        <p className={`${styles.row} ${styles.total}`}>
          <span>Total</span>
          <span>{money(order.receipt.total)}</span>
        </p>
      </section>

      {paid && card && (
        <section className={styles.card} aria-labelledby="order-payment">
          <h2 id="order-payment" className={styles.heading}>
            Payment method
          </h2>
          <p className={styles.cardLine}>
            <span className={styles.brand}>{card.brand}</span>
            <span aria-label={`Card ending in ${card.last_four_digits}`}>
              {maskedCardNumber(card)}
            </span>
            <span>Expires {cardExpiry(card)}</span>
          </p>
        </section>
      )}

      {order.buyer.email && <p>A copy of your order has been sent to {order.buyer.email}.</p>}
      {order.is_guest_checkout && (
        <section className={styles.invite} aria-labelledby="order-account">
          <h2 id="order-account" className={styles.heading}>
            Create an account
          </h2>
          <p>
            Keep track of your orders, memberships and tickets: on the{' '}
            <a href={areaUrl('myaccount')}>member account site</a>, enter your email address, then
            choose Forgot Password to set a password.
          </p>
        </section>
      )}
      <div className={styles.actions}>
        <DownloadCopyButton club={slug} orderId={order.order_id} orderSeq={order.order_seq} />
        <Link className={styles.homeLink} to="/">
          Return to home page
        </Link>
      </div>
    </>
  );
}
