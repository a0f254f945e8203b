import type { BackofficeOrderLine } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  formatDate,
  DATE_FORMATS,
  formatMoney,
  SkeletonLines,
  useDialogs,
} from '@touchline/ui';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useBackofficeOrderCalls } from '../api/use-backoffice-order-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import {
  cancelDone,
  cancelQuestion,
  instalmentStatusText,
  itemsBack,
  orderStatusText,
  ORDERS_PATH,
  paymentPurposeText,
  paymentStatusText,
  refundDone,
  refundStateText,
  refundStatusText,
} from './order-texts';
import { placedAt } from './orders-page';
import { orderRead } from './orders-reads';
import styles from './orders.module.css';
import { RefundDialog, type RefundRequest, type RefundTarget } from './refund-dialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key made once per refund asked for: a retry or a double click sends the same one. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

type Open = { target: RefundTarget; orderItemId: number | null; key: string } | null;

/**
 * One of the club's orders: its lines with what each cost, was paid and refunded, its payments
 * and refunds. The whole order, or one line (all or part), can be refunded, and a line's
 * payments still to come cancelled, each after a confirm; the result is said on the page.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const calls = useBackofficeOrderCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const t = useBackofficeT();
  const language = usePageLanguage();
  const { read: loaded, replace: setOrder } = useServerRead(orderRead, valid ? { id } : null, {
    notifyFailure: true,
  });
  const [open, setOpen] = useState<Open>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  // The result is said where the action was: focus moves to it once the dialogs have closed.
  useEffect(() => {
    if (result && !open) resultRef.current?.focus();
  }, [result, open]);

  // An order that could not be read is shown as not found (the notice says why).
  const ready = loaded.state !== 'loading';
  const order = loaded.state === 'loaded' ? loaded.value : null;

  const refund = async (request: RefundRequest) => {
    if (!open || !order) return;
    const answer = await calls.refund(order.order_id, {
      ...(open.orderItemId !== null ? { order_item_id: open.orderItemId } : {}),
      ...(request.amount !== null ? { amount: request.amount } : {}),
      ...(request.quantity !== null ? { quantity: request.quantity } : {}),
      reason: request.reason,
      idempotency_key: open.key,
    });
    setOrder(answer.order);
    const done = refundDone(
      t,
      formatMoney(answer.refunded, answer.order.currency),
      open.target.name,
      answer.order.refund_state,
    );
    setResult(done);
  };

  const cancelInstalments = async (line: BackofficeOrderLine) => {
    if (!order) return;
    let done = '';
    const cancelled = await dialogs.confirm({
      ...cancelQuestion(t, line.unpaid_instalments, line.name),
      confirmVariant: 'danger',
      action: async () => {
        try {
          const answer = await calls.cancelInstalments(order.order_id, line.order_item_id);
          setOrder(answer.order);
          done = cancelDone(t, answer.cancelled, line.name);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });
    // Said (and focused) once the confirm dialog has closed and given the focus back.
    if (cancelled) setResult(done);
  };

  const openRefund = (target: RefundTarget, orderItemId: number | null) => {
    setResult(null);
    setOpen({ target, orderItemId, key: newKey() });
  };

  // No order to show (not found, or still loading): the title alone. Plain elements, not a
  // component of its own, so the back link stays the same element (and keeps the focus) once
  // the order shows.
  const withoutOrder = (content: ReactNode) => (
    <section className={styles.page} aria-labelledby="order-title">
      <Link className={styles.back} to={ORDERS_PATH}>
        {t('orders.back')}
      </Link>
      <h1 id="order-title">{t('orders.order')}</h1>
      {content}
    </section>
  );
  if (!valid || (ready && !order)) return withoutOrder(<p>{t('orders.notFound')}</p>);
  if (!order) return withoutOrder(<SkeletonLines count={8} label={t('orders.loading')} />);

  const money = (cents: number) => formatMoney(cents, order.currency);
  const name = t('orders.orderName', { seq: String(order.order_seq) });
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <Link className={styles.back} to={ORDERS_PATH}>
        {t('orders.back')}
      </Link>
      <div className={styles.titleRow}>
        <h1 id="order-title">{t('orders.orderTitle', { seq: String(order.order_seq) })}</h1>
        {order.refundable > 0 && (
          <Button
            variant="outline"
            onClick={() =>
              openRefund(
                { kind: 'order', name, refundable: order.refundable, currency: order.currency },
                null,
              )
            }
          >
            {t('orders.refundWhole')}
          </Button>
        )}
      </div>
      <p ref={resultRef} tabIndex={-1} role="status" className={result ? styles.result : undefined}>
        {result}
      </p>
      <dl className={styles.details}>
        <dt>{t('orders.placed')}</dt>
        <dd>{placedAt(order.created_at, language)}</dd>
        <dt>{t('orders.buyer')}</dt>
        <dd>
          {order.buyer_name}
          {order.buyer_email && (
            <>
              {' '}
              <a href={`mailto:${order.buyer_email}`}>{order.buyer_email}</a>
            </>
          )}
        </dd>
        <dt>{t('orders.statusHeading')}</dt>
        <dd>{orderStatusText(t, order.status)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd>{money(order.total)}</dd>
        <dt>{t('orders.paid')}</dt>
        <dd>{money(order.paid)}</dd>
        <dt>{t('orders.refunded')}</dt>
        <dd>
          {money(order.refunded)}{' '}
          <span className={styles.state}>{refundStateText(t, order.refund_state)}</span>
        </dd>
      </dl>

      <h2>{t('orders.lines')}</h2>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.order_item_id} className={styles.line}>
            <h3>
              {line.name}
              {line.quantity > 1 && ` × ${line.quantity}`}
            </h3>
            {line.member_name && (
              <p className={styles.muted}>{t('orders.for', { name: line.member_name })}</p>
            )}
            <dl className={styles.amounts}>
              <dt>{t('orders.price')}</dt>
              <dd>{money(line.subtotal)}</dd>
              <dt>{t('orders.paid')}</dt>
              <dd>{money(line.paid)}</dd>
              <dt>{t('orders.refunded')}</dt>
              <dd>{money(line.refunded)}</dd>
              <dt>{t('orders.refundable')}</dt>
              <dd>{money(line.refundable)}</dd>
              <dt>{t('orders.state')}</dt>
              <dd>
                {line.ended_at && line.product_type === 'Plan'
                  ? t('orders.lineStateEnded', { state: refundStateText(t, line.refund_state) })
                  : refundStateText(t, line.refund_state)}
              </dd>
              {line.returned_quantity > 0 && (
                <>
                  <dt>{t('orders.backInStock')}</dt>
                  <dd>
                    {t('orders.returnedOf', {
                      returned: line.returned_quantity,
                      quantity: line.quantity,
                    })}
                  </dd>
                </>
              )}
            </dl>
            {line.instalments.length > 0 && (
              <table className={styles.instalments}>
                <caption>{t('orders.instalmentsCaption', { name: line.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.payment')}</th>
                    <th scope="col">{t('orders.due')}</th>
                    <th scope="col">{t('orders.amount')}</th>
                    <th scope="col">{t('orders.statusHeading')}</th>
                  </tr>
                </thead>
                <tbody>
                  {line.instalments.map((instalment) => (
                    <tr key={instalment.order_instalment_id}>
                      <td>
                        {t('orders.instalmentOf', {
                          sequence: instalment.sequence,
                          count: line.number_of_payments,
                        })}
                      </td>
                      <td>
                        {formatDate(`${instalment.due_on}T12:00:00Z`, DATE_FORMATS.day, language)}
                      </td>
                      <td>{money(instalment.amount)}</td>
                      <td>{instalmentStatusText(t, instalment.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div className={styles.actions}>
              {line.refundable > 0 && (
                <Button
                  variant="outline"
                  aria-label={t('refunds.title', { name: line.name })}
                  onClick={() =>
                    openRefund(
                      {
                        kind: 'line',
                        name: line.name,
                        refundable: line.refundable,
                        currency: order.currency,
                        returnableQuantity: line.returnable_quantity,
                      },
                      line.order_item_id,
                    )
                  }
                >
                  {t('orders.refundLine')}
                </Button>
              )}
              {line.unpaid_instalments > 0 && (
                <Button
                  variant="outline"
                  aria-label={t('orders.cancelRemainingOf', { name: line.name })}
                  onClick={() => void cancelInstalments(line)}
                >
                  {t('orders.cancelRemaining')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>

      <h2>{t('orders.payments')}</h2>
      <ul className={styles.records}>
        {order.payments.map((payment) => (
          <li key={payment.payment_id}>
            <strong>{money(payment.amount)}</strong> {paymentPurposeText(t, payment.purpose)},{' '}
            {placedAt(payment.created_at, language)}
            {payment.card && `, ${payment.card}`} — {paymentStatusText(t, payment.status)}
            {payment.refunded > 0 &&
              `, ${t('orders.paymentRefunded', { amount: money(payment.refunded) })}`}
          </li>
        ))}
        {order.payments.length === 0 && <li>{t('orders.noPayment')}</li>}
      </ul>

      <h2>{t('orders.refunds')}</h2>
      {order.refunds.length === 0 ? (
        <p>{t('orders.noRefund')}</p>
      ) : (
        <ul className={styles.records}>
          {order.refunds.map((row) => (
            <li key={row.order_refund_id}>
              <strong>{money(row.amount)}</strong>{' '}
              {t('refunds.what', {
                item: row.item_name,
                placed: placedAt(row.created_at, language),
              })}
              {row.refunded_by && ` ${t('refunds.by', { name: row.refunded_by })}`}: {row.reason}
              {row.quantity > 0 && `, ${itemsBack(t, row.quantity)}`}
              {row.status !== 'succeeded' && (
                <strong className={row.status === 'failed' ? styles.failure : undefined}>
                  {` (${refundStatusText(t, row.status, row.failure_reason)})`}
                </strong>
              )}
              {row.provider_refund_id && (
                <span className={styles.muted}>
                  {' '}
                  {t('refunds.reference', { id: row.provider_refund_id })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      {open && (
        <RefundDialog
          target={open.target}
          onRefund={refund}
          onDone={() => setOpen(null)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
