import type { Order } from '@touchline/contracts';
import { anOrder } from '../testing/order-fixtures';
import { ORDER_POLL_INTERVAL_MS, waitForOrder } from './wait-for-order';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function answering(...orders: Order[]) {
  const getOrder = jest.fn(async () => (orders.length > 1 ? orders.shift()! : orders[0]!));
  return { getOrder };
}

it('answers at once with an order that is no longer New', async () => {
  const api = answering(anOrder({ status: 'Completed' }));
  await expect(waitForOrder(api, 'demo', 'o-1')).resolves.toMatchObject({ status: 'Completed' });
  expect(api.getOrder).toHaveBeenCalledTimes(1);
});

it('asks again every 2.5 s while the order is New', async () => {
  const api = answering(
    anOrder({ status: 'New' }),
    anOrder({ status: 'New' }),
    anOrder({ status: 'Completed' }),
  );
  const result = waitForOrder(api, 'demo', 'o-1');
  await jest.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
  expect(api.getOrder).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
  await expect(result).resolves.toMatchObject({ status: 'Completed' });
  expect(api.getOrder).toHaveBeenCalledTimes(3);
});

it('gives up after 10 s with the order still New', async () => {
  const api = answering(anOrder({ status: 'New' }));
  const result = waitForOrder(api, 'demo', 'o-1');
  await jest.advanceTimersByTimeAsync(20_000);
  await expect(result).resolves.toMatchObject({ status: 'New' });
  // The first fetch, then one every 2.5 s within the 10 s limit.
  expect(api.getOrder).toHaveBeenCalledTimes(5);
});
