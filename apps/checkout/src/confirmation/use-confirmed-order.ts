import { GUEST_TOKEN_COOKIE, isAbortError, removeCookie } from '@touchline/api-client';
import type { Order } from '@touchline/contracts';
import {
  clearCart,
  loadCart,
  registerCart,
  removeStored,
  selectClubSlug,
  STORAGE_KEYS,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect, useState } from 'react';
import { forgetLastOrder, readLastOrder } from '../checkout-flow/last-order';
import { waitForOrder } from '../checkout-flow/wait-for-order';
import { useCheckoutApi } from '../checkout-flow/use-checkout-api';

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
  useState(registerCart);
  const api = useCheckoutApi();
  const dispatch = useAppDispatch();
  const slug = useAppSelector(selectClubSlug);
  const [orderId] = useState(readLastOrder);
  const [state, setState] = useState<ConfirmedOrder>(
    orderId ? { status: 'loading' } : { status: 'missing' },
  );

  useEffect(() => {
    if (!orderId || !slug) return;
    const controller = new AbortController();
    waitForOrder(api, slug, orderId, { signal: controller.signal }).then(
      (order) => {
        setState({ status: 'loaded', order });
        dispatch(order.status === 'Completed' ? loadCart() : clearCart());
        forgetLastOrder();
        removeStored(STORAGE_KEYS.selectedPlans);
      },
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, dispatch, orderId, slug]);

  useEffect(
    () => () => {
      removeCookie(GUEST_TOKEN_COOKIE);
      removeStored(STORAGE_KEYS.guestFormData);
    },
    [],
  );

  return state;
}
