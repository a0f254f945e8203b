import type { ShoppingCart } from '@touchline/contracts';
import {
  loadCart,
  selectCart,
  selectCartStatus,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect, useState } from 'react';
import startCartBehaviour from '../cart-behaviour/start-cart-behaviour';

/**
 * The shared store's cart, loaded once from the stored cart id (no id: no call). Registers the
 * cart and its behaviour on first use; safe to call from every widget that shows the cart.
 */
export function useCart(): ShoppingCart | null {
  useState(startCartBehaviour);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCartStatus);
  useEffect(() => {
    if (status === 'idle') dispatch(loadCart());
  }, [dispatch, status]);
  return useAppSelector(selectCart);
}
