import type { MemberOrder, MemberOrderPayment } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  formatMoney,
  Paginator,
  ResponsiveSkeleton,
  saveFile,
} from '@touchline/ui';
import { useState } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import { memberOrdersRead } from '../api/account-reads';
import { useAccountCalls } from '../api/use-account-calls';
import { usePageParams } from '../api/use-page-param';
import styles from './orders.module.css';

const STATUS_IDS = {
  New: 'orders.status.pending',
  Completed: 'orders.status.completed',
  Cancelled: 'orders.status.cancelled',
} as const satisfies Record<MemberOrder['status'], string>;

const PAYMENT_IDS = {
  paid: 'orders.payment.paid',
  due: 'orders.payment.due',
  failed: 'orders.payment.failed',
  cancelled: 'orders.payment.cancelled',
} as const satisfies Record<MemberOrderPayment['status'], string>;

/** The member's orders in every club, newest first, a page at a time. */
export function OrdersPage() {
  const t = useAuthT();
  const { page, perPage, setPage } = usePageParams();
  const { read: loaded } = useServerRead(
    memberOrdersRead,
    { page, per_page: perPage },
    { notifyFailure: true, keepPrevious: true },
  );
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('orders.heading')}</h2>
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={4} tiles={2} label={t('account.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('orders.failed')}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{t('orders.none')}</p>
        ) : (
          <>
            <ol className={styles.orders}>
              {loaded.value.items.map((order) => (
                <li key={order.order_id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ol>
            <Paginator
              page={page}
              perPage={perPage}
              total={loaded.value.total}
              onChange={setPage}
              label={t('orders.pages')}
            />
          </>
        ))}
    </section>
  );
}

function OrderCard({ order }: { order: MemberOrder }) {
  const t = useAuthT();
  const language = usePageLanguage();
  const headingId = `order-${order.order_id}`;
  // An order's number reads as digits only, never with a thousands separator.
  const number = String(order.order_seq);
  return (
    <article className={styles.order} aria-labelledby={headingId}>
      <header className={styles.orderHeader}>
        <h3 id={headingId} className={styles.orderTitle}>
          {t('orders.title', { number, club: order.club.name })}
        </h3>
        <p className={styles.meta}>
          {t('orders.placedOn', {
            date: formatDate(order.created_at, DATE_FORMATS.confirmation, language),
          })}{' '}
          · <span className={styles.status}>{t(STATUS_IDS[order.status])}</span>
        </p>
      </header>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.order_item_id} className={styles.item}>
            <p className={styles.itemLine}>
              <span className={styles.itemName}>
                {item.name}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              </span>
              <span>{formatMoney(item.subtotal, order.currency)}</span>
            </p>
            {item.person && (
              <p className={styles.person}>
                {t('orders.for', {
                  firstName: item.person.first_name,
                  lastName: item.person.last_name,
                })}
              </p>
            )}
            {item.payments.length > 1 && (
              <table className={styles.schedule}>
                <caption className={styles.caption}>
                  {t('orders.schedule', { count: item.number_of_payments, name: item.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.column.payment')}</th>
                    <th scope="col">{t('orders.column.date')}</th>
                    <th scope="col">{t('orders.column.amount')}</th>
                    <th scope="col">{t('orders.column.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {item.payments.map((payment) => (
                    <tr key={payment.sequence}>
                      <td>{payment.sequence}</td>
                      <td>{formatDate(payment.due_on, DATE_FORMATS.day, language)}</td>
                      <td>{formatMoney(payment.amount, order.currency)}</td>
                      <td className={styles[payment.status]}>{t(PAYMENT_IDS[payment.status])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ul>
      <footer className={styles.orderFooter}>
        <p className={styles.total}>
          {t('orders.total')} <strong>{formatMoney(order.total, order.currency)}</strong>
          {order.total !== order.paid_at_checkout && (
            <>
              {' '}
              {t('orders.paidAtCheckout', {
                amount: formatMoney(order.paid_at_checkout, order.currency),
              })}
            </>
          )}
        </p>
        {order.status === 'Completed' && <ReceiptButton order={order} />}
      </footer>
    </article>
  );
}

function ReceiptButton({ order }: { order: MemberOrder }) {
  const t = useAuthT();
  const api = useAccountCalls();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const pdf = await api.downloadOrderPdf(order.club.slug, order.order_id);
      saveFile(pdf, `order-${order.order_seq}.pdf`);
    } catch {
      notify.danger(t('orders.downloadFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={loading}
      onClick={download}
      aria-label={t('orders.downloadFor', { number: String(order.order_seq) })}
    >
      {t('orders.download')}
    </Button>
  );
}
