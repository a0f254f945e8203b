import type { CheckoutCalls } from '@touchline/api-client';
import type { Order } from '@touchline/contracts';

/** A club order is fetched again while it is New, every 2.5 s for up to 10 s. */
export const ORDER_POLL_INTERVAL_MS = 2500;
export const ORDER_POLL_LIMIT_MS = 10_000;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * The order, fetched until it is no longer New (the payment's confirmation may reach the API a
 * moment after the browser's). After the limit, the last answer stands, still New.
 */
export async function waitForOrder(
  api: Pick<CheckoutCalls, 'getOrder'>,
  club: string,
  orderId: string,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<Order> {
  const deadline = now() + ORDER_POLL_LIMIT_MS;
  let order = await api.getOrder(club, orderId, { signal });
  while (order.status === 'New' && now() + ORDER_POLL_INTERVAL_MS <= deadline) {
    await pause(ORDER_POLL_INTERVAL_MS, signal);
    order = await api.getOrder(club, orderId, { signal });
  }
  return order;
}
