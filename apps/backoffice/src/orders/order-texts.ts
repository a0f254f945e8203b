import type {
  BackofficeInstalmentStatus,
  OrderRefundState,
  OrderStatus,
} from '@touchline/contracts';
import { formatMoney } from '@touchline/ui';

export const ORDERS_PATH = '/orders';
export const ORDERS_TITLE = 'Orders';
export const NO_ORDERS = 'No orders found';
export const ORDER_NOT_FOUND = 'This order does not exist.';
export const SEARCH_LABEL = 'Search by order number or buyer email';

export const orderTitle = (seq: number) => `Order ${seq}`;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  New: 'Awaiting payment',
  Completed: 'Paid',
  Cancelled: 'Cancelled',
};

export const REFUND_STATE_LABELS: Readonly<Record<OrderRefundState, string>> = {
  not_refunded: 'Not refunded',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const INSTALMENT_STATUS_LABELS: Readonly<Record<BackofficeInstalmentStatus, string>> = {
  scheduled: 'Due',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const PAYMENT_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  checkout: 'At checkout',
  instalment: 'Instalment (saved card)',
  arrears: 'Arrears (paid by the member)',
};

/** A payment's provider status in words: paid, being processed, cancelled or not paid. */
export const paymentStatusText = (status: string) =>
  status === 'succeeded'
    ? 'paid'
    : status === 'processing'
      ? 'being processed'
      : status === 'canceled'
        ? 'cancelled'
        : 'not paid';

/** Why a card provider refuses a refund (Stripe's `failure_reason`), in words. */
const REFUND_FAILURES: Readonly<Record<string, string>> = {
  expired_or_canceled_card: 'the card has expired or was cancelled',
  lost_or_stolen_card: 'the card was reported lost or stolen',
  charge_for_pending_refund_disputed: 'the payment is disputed',
  insufficient_funds: 'the club’s balance with the card provider is too low',
  declined: 'the card’s bank declined it',
  merchant_request: 'it was cancelled',
};

/** A refund that is not (yet) made, as the order's refunds list says it. */
export const refundStatusText = (status: 'pending' | 'failed', reason: string | null) =>
  status === 'pending'
    ? 'waiting for the card provider, sent again automatically'
    : `refused by the card provider${reason ? `: ${REFUND_FAILURES[reason] ?? reason}` : ''}`;

export const itemsBack = (count: number) =>
  count === 1 ? '1 item back in stock' : `${count} items back in stock`;

export const REFUND_QUANTITY_LABEL = 'Items sent back (they return to the stock)';

export const refundQuantityInvalid = (most: number) =>
  `Please enter a number of items between 0 and ${most}`;

export const REFUND_REASON_LABEL = 'Reason (the member sees it in the receipt)';
export const REFUND_AMOUNT_REQUIRED = 'Please enter the amount to refund';

export const refundAmountInvalid = (most: number, currency: string) =>
  `Please enter an amount between ${formatMoney(1, currency)} and ${formatMoney(most, currency)}`;

export const refundQuestion = (amount: string, what: string) => ({
  title: `Refund ${amount}?`,
  message: `${amount} of ${what} goes back to the card it was paid with, and the member is mailed a receipt. A refund cannot be undone.`,
  confirmLabel: `Refund ${amount}`,
  cancelLabel: 'Go back',
});

export const refundDone = (amount: string, what: string, state: OrderRefundState) =>
  `Refunded ${amount} of ${what}. The order is now ${REFUND_STATE_LABELS[state].toLowerCase()}.`;

export const paymentsLeft = (count: number) =>
  count === 1 ? 'the remaining payment' : `the ${count} remaining payments`;

export const cancelQuestion = (count: number, name: string) => ({
  title: `Cancel ${paymentsLeft(count)} of ${name}?`,
  message:
    'They will not be charged. What was already paid stays paid: refund it separately if needed.',
  confirmLabel: 'Cancel payments',
  cancelLabel: 'Keep them',
});

export const cancelDone = (count: number, name: string) =>
  count === 0
    ? `No payment of ${name} was left to cancel.`
    : `Cancelled ${paymentsLeft(count)} of ${name}.`;
