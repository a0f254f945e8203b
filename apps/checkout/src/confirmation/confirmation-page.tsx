import type { Order } from '@touchline/contracts';
import {
  areaUrl,
  selectCartCount,
  selectCartStatus,
  selectClubSlug,
  useAppSelector,
  usePageLanguage,
} from '@touchline/store';
import { DATE_FORMATS, formatDate, formatMoney, SkeletonLines } from '@touchline/ui';
import { Link } from 'react-router';
import { englishText, useCheckoutT } from '../messages/checkout-messages';
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

export const STILL_PROCESSING = englishText('confirmation.stillProcessing');
/** A completed order's cart still holds what was added after the checkout started. */
export const KEPT_IN_CART = englishText('confirmation.keptInCart');

/** /checkout/confirmation: the order just placed. */
export function ConfirmationPage() {
  const t = useCheckoutT();
  const confirmed = useConfirmedOrder();
  return (
    <div className={styles.page}>
      {confirmed.status === 'loading' && <SkeletonLines count={8} />}
      {confirmed.status === 'missing' && <Missing text={t('confirmation.noOrder')} />}
      {confirmed.status === 'failed' && <Missing text={t('order.submitFailed')} />}
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
  const t = useCheckoutT();
  return (
    <>
      <h1 className={styles.title}>{t('confirmation.title')}</h1>
      <p>{text}</p>
      <Link className={styles.homeLink} to="/">
        {t('confirmation.home')}
      </Link>
    </>
  );
}

function ConfirmedOrderView({ order }: { order: Order }) {
  const t = useCheckoutT();
  const language = usePageLanguage();
  const slug = useAppSelector(selectClubSlug) ?? order.club.slug;
  const money = (cents: number) => formatMoney(cents, order.currency);
  const card = paymentCardOf(order);
  const paid = order.pay_today.total > 0;
  const cartStatus = useAppSelector(selectCartStatus);
  const keptInCart = useAppSelector(selectCartCount);
  return (
    <>
      <h1 className={styles.title}>{t('confirmation.confirmed')}</h1>
      {!order.is_guest_checkout && <p className={styles.thanks}>{t('confirmation.thanks')}</p>}
      <p className={styles.meta}>
        <span>
          {t('confirmation.placedOn', {
            date: formatDate(order.created_at, DATE_FORMATS.confirmation, language),
          })}
        </span>
        <span>{t('confirmation.orderId', { id: String(order.order_seq) })}</span>
      </p>
      {order.status === 'New' && <p role="status">{t('confirmation.stillProcessing')}</p>}
      {order.status === 'Completed' && cartStatus === 'loaded' && keptInCart > 0 && (
        <p role="status">{t('confirmation.keptInCart')}</p>
      )}

      <section className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary" className={styles.heading}>
          {t('confirmation.summary')}
        </h2>
        {summariseOrder(order, t).map((group) => (
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
                    {receiptAmount(order, item) === 0
                      ? t('cartItem.free')
                      : money(receiptAmount(order, item))}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.row}>
              <span>{t('totals.subtotal')}</span>
              <span>{money(group.subtotal)}</span>
            </p>
          </div>
        ))}
        {orderDiscounts(order).map((discount, index) => (
          <p key={`${discount.name}-${index}`} className={styles.row}>
            <span>{t('confirmation.discount', { name: discount.name })}</span>
            <span>{money(-discount.amount)}</span>
          </p>
        ))}
        <p className={`${styles.row} ${styles.total}`}>
          <span>{t('totals.total')}</span>
          <span>{money(order.receipt.total)}</span>
        </p>
      </section>

      {paid && card && (
        <section className={styles.card} aria-labelledby="order-payment">
          <h2 id="order-payment" className={styles.heading}>
            {t('confirmation.paymentMethod')}
          </h2>
          <p className={styles.cardLine}>
            <span className={styles.brand}>{card.brand}</span>
            <span aria-label={t('confirmation.cardEnding', { digits: card.last_four_digits })}>
              {maskedCardNumber(card)}
            </span>
            <span>{t('confirmation.expires', { date: cardExpiry(card) })}</span>
          </p>
        </section>
      )}

      {order.buyer.email && <p>{t('confirmation.copySent', { email: order.buyer.email })}</p>}
      {order.is_guest_checkout && (
        <section className={styles.invite} aria-labelledby="order-account">
          <h2 id="order-account" className={styles.heading}>
            {t('confirmation.createAccount')}
          </h2>
          <p>
            {t('confirmation.inviteStart')}{' '}
            <a href={areaUrl('myaccount')}>{t('confirmation.inviteLink')}</a>
            {t('confirmation.inviteEnd')}
          </p>
        </section>
      )}
      <div className={styles.actions}>
        <DownloadCopyButton club={slug} orderId={order.order_id} orderSeq={order.order_seq} />
        <Link className={styles.homeLink} to="/">
          {t('confirmation.home')}
        </Link>
      </div>
    </>
  );
}
