import type { CartItemInput } from '@touchline/contracts';
import {
  ADDED_TO_CART,
  addToCart,
  registerCart,
  selectCartAdding,
  selectClubFeatures,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useState } from 'react';

/**
 * Adds items to the shared cart (its saga creates the cart when there is none and reports a
 * refusal); `adding` while the add runs, `canBuy` false when the club's checkout is off.
 */
export function useAddToCart() {
  useState(registerCart);
  const dispatch = useAppDispatch();
  const adding = useAppSelector(selectCartAdding);
  const canBuy = useAppSelector(selectClubFeatures)?.checkout ?? false;
  const add = (items: CartItemInput[]) =>
    dispatch(addToCart({ items, successMessage: ADDED_TO_CART }));
  return { add, adding, canBuy };
}
