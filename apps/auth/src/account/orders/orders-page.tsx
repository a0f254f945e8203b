import type { MemberOrder, MemberOrderPayment } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  formatMoney,
  Paginator,
  ResponsiveSkeleton,
} from '@touchline/ui';
import { useState } from 'react';
import { useAccountCalls } from '../api/use-account-calls';
import { useLoaded } from '../api/use-loaded';
import { usePageParams } from '../api/use-page-param';
import styles from './orders.module.css';

export const ORDER_TEXTS = {
  heading: 'Orders',
  none: 'You have no orders yet.',
  failed: 'Your orders could not be loaded.',
  download: 'Download receipt',
  downloadFailed: 'Error downloading a copy of your order.',
} as const;

const STATUS_LABELS: Record<MemberOrder['status'], string> = {
  New: 'Pending',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

const PAYMENT_LABELS: Record<MemberOrderPayment['status'], string> = {
  paid: 'Paid',
  due: 'Due',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The member's orders in every club, newest first, a page at a time. */
export function OrdersPage() {
  const api = useAccountCalls();
  const { page, perPage, setPage } = usePageParams();
  const { loaded } = useLoaded(
    (signal) => api.getMemberOrders({ page, per_page: perPage }, { signal }),
    `${page}:${perPage}`,
  );
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">{ORDER_TEXTS.heading}</h2>
      {loaded.state === 'loading' && <ResponsiveSkeleton lines={4} tiles={2} />}
      {loaded.state === 'failed' && <p>{ORDER_TEXTS.failed}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{ORDER_TEXTS.none}</p>
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
              label="Orders pages"
            />
          </>
        ))}
    </section>
  );
}

function OrderCard({ order }: { order: MemberOrder }) {
  const headingId = `order-${order.order_id}`;
  return (
    <article className={styles.order} aria-labelledby={headingId}>
      <header className={styles.orderHeader}>
        <h3 id={headingId} className={styles.orderTitle}>
          Order {order.order_seq} · {order.club.name}
        </h3>
        <p className={styles.meta}>
          Placed on {formatDate(order.created_at, DATE_FORMATS.confirmation)} ·{' '}
          <span className={styles.status}>{STATUS_LABELS[order.status]}</span>
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
                For {item.person.first_name} {item.person.last_name}
              </p>
            )}
            {item.payments.length > 1 && (
              <table className={styles.schedule}>
                <caption className={styles.caption}>
                  {item.number_of_payments} payments of {item.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Payment</th>
                    <th scope="col">Date</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {item.payments.map((payment) => (
                    <tr key={payment.sequence}>
                      <td>{payment.sequence}</td>
                      <td>{formatDate(payment.due_on, DATE_FORMATS.day)}</td>
                      <td>{formatMoney(payment.amount, order.currency)}</td>
                      <td className={styles[payment.status]}>{PAYMENT_LABELS[payment.status]}</td>
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
          Total <strong>{formatMoney(order.total, order.currency)}</strong>
          {order.total !== order.paid_at_checkout && (
            <> ({formatMoney(order.paid_at_checkout, order.currency)} paid at checkout)</>
          )}
        </p>
        {order.status === 'Completed' && <ReceiptButton order={order} />}
      </footer>
    </article>
  );
}

function ReceiptButton({ order }: { order: MemberOrder }) {
  const api = useAccountCalls();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const pdf = await api.downloadOrderPdf(order.club.slug, order.order_id);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `order-${order.order_seq}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click ran.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      notify.danger(ORDER_TEXTS.downloadFailed);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={loading}
      onClick={download}
      aria-label={`${ORDER_TEXTS.download} for order ${order.order_seq}`}
    >
      {ORDER_TEXTS.download}
    </Button>
  );
}
