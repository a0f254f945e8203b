import type {
  BackofficeInstalmentStatus,
  OrderRefundState,
  OrderStatus,
} from '@touchline/contracts';
import { textOfCode, type Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

export const ORDERS_PATH = '/orders';

export const orderStatusText = (t: T, status: OrderStatus) =>
  t(
    status === 'New'
      ? 'orders.status.New'
      : status === 'Completed'
        ? 'orders.status.Completed'
        : 'orders.status.Cancelled',
  );

export const refundStateText = (t: T, state: OrderRefundState) =>
  t(
    state === 'not_refunded'
      ? 'orders.refundState.not_refunded'
      : state === 'partly_refunded'
        ? 'orders.refundState.partly_refunded'
        : 'orders.refundState.refunded',
  );

const INSTALMENT_STATUS_IDS: Readonly<Record<BackofficeInstalmentStatus, BackofficeMessageId>> = {
  scheduled: 'orders.instalmentStatus.scheduled',
  paid: 'orders.instalmentStatus.paid',
  failed: 'orders.instalmentStatus.failed',
  cancelled: 'orders.instalmentStatus.cancelled',
};

export const instalmentStatusText = (t: T, status: BackofficeInstalmentStatus) =>
  t(INSTALMENT_STATUS_IDS[status]);

const PAYMENT_PURPOSE_IDS: Readonly<Record<string, BackofficeMessageId>> = {
  checkout: 'orders.purpose.checkout',
  instalment: 'orders.purpose.instalment',
  arrears: 'orders.purpose.arrears',
};

/** Why a payment was taken; a purpose the back office does not know yet shows as its code. */
export const paymentPurposeText = (t: T, purpose: string) => {
  return textOfCode(t, PAYMENT_PURPOSE_IDS, purpose);
};

/** A payment's provider status in words: paid, being processed, cancelled or not paid. */
export const paymentStatusText = (t: T, status: string) =>
  t(
    status === 'succeeded'
      ? 'orders.paymentStatus.succeeded'
      : status === 'processing'
        ? 'orders.paymentStatus.processing'
        : status === 'canceled'
          ? 'orders.paymentStatus.canceled'
          : 'orders.paymentStatus.unpaid',
  );

/** Why a card provider refuses a refund (Stripe's `failure_reason`), in words. */
const REFUND_FAILURE_IDS: Readonly<Record<string, BackofficeMessageId>> = {
  expired_or_canceled_card: 'refunds.failure.expired_or_canceled_card',
  lost_or_stolen_card: 'refunds.failure.lost_or_stolen_card',
  charge_for_pending_refund_disputed: 'refunds.failure.charge_for_pending_refund_disputed',
  insufficient_funds: 'refunds.failure.insufficient_funds',
  declined: 'refunds.failure.declined',
  merchant_request: 'refunds.failure.merchant_request',
};

/** A refund that is not (yet) made, as the order's refunds list says it. */
export function refundStatusText(t: T, status: 'pending' | 'failed', reason: string | null) {
  if (status === 'pending') return t('refunds.pending');
  if (!reason) return t('refunds.refused');
  return t('refunds.refusedBecause', { reason: textOfCode(t, REFUND_FAILURE_IDS, reason) });
}

export const itemsBack = (t: T, count: number) => t('refunds.itemsBack', { count });

export const refundQuestion = (t: T, amount: string, what: string) => ({
  title: t('refunds.questionTitle', { amount }),
  message: t('refunds.questionMessage', { amount, what }),
  confirmLabel: t('refunds.questionConfirm', { amount }),
  cancelLabel: t('refunds.goBack'),
});

export const refundDone = (t: T, amount: string, what: string, state: OrderRefundState) =>
  t('refunds.done', { amount, what, state });

export const cancelQuestion = (t: T, count: number, name: string) => ({
  title: t('orders.cancelTitle', { count, name }),
  message: t('orders.cancelMessage'),
  confirmLabel: t('orders.cancelConfirm'),
  cancelLabel: t('orders.keepThem'),
});

export const cancelDone = (t: T, count: number, name: string) =>
  count === 0 ? t('orders.cancelNone', { name }) : t('orders.cancelDone', { count, name });
