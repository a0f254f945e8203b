import { GUEST_TOKEN_COOKIE, removeCookie } from '@touchline/api-client';
import type { Order } from '@touchline/contracts';
import {
  clearCart,
  loadCart,
  removeStored,
  selectClubSlug,
  STORAGE_KEYS,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { useEffect, useState } from 'react';
import startCartBehaviour from '../cart-behaviour/start-cart-behaviour';
import { forgetLastOrder, readLastOrder } from '../checkout-flow/last-order';
import { confirmedOrderRead } from './confirmation-reads';

export type ConfirmedOrder =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'loaded'; order: Order };

/**
 * The confirmation start: the last order from its cookie, fetched (again while New); then the
 * last-order cookie and the stored plan selection are forgotten. A completed order's cart is
 * loaded again: the server closed it, or kept in it what was added after the order started;
 * an order still processing forgets its cart.
 * Leaving the page forgets the guest's details and token.
 */
export function useConfirmedOrder(): ConfirmedOrder {
  useState(startCartBehaviour);
  const dispatch = useAppDispatch();
  const slug = useAppSelector(selectClubSlug);
  const [orderId] = useState(readLastOrder);
  const { read } = useServerRead(
    confirmedOrderRead,
    orderId && slug ? { club: slug, orderId } : null,
  );
  const order = read.state === 'loaded' ? read.value : null;

  // Once the order is known, the cart and what was kept for this order are settled.
  useEffect(() => {
    if (!order) return;
    dispatch(order.status === 'Completed' ? loadCart() : clearCart());
    forgetLastOrder();
    removeStored(STORAGE_KEYS.selectedPlans);
  }, [dispatch, order]);

  useEffect(
    () => () => {
      removeCookie(GUEST_TOKEN_COOKIE);
      removeStored(STORAGE_KEYS.guestFormData);
    },
    [],
  );

  if (!orderId) return { status: 'missing' };
  if (read.state === 'failed') return { status: 'failed' };
  return order ? { status: 'loaded', order } : { status: 'loading' };
}
