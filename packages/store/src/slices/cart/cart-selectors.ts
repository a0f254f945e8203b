import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../core/root-reducer';
import { initialCartState, type CartState } from './cart-slice';

const selectCartState = (state: RootState): CartState => state.cart ?? initialCartState;

export const selectCart = (state: RootState) => selectCartState(state).cart;
export const selectCartStatus = (state: RootState) => selectCartState(state).status;
export const selectCartAdding = (state: RootState) => selectCartState(state).adding;
export const selectLastAddedType = (state: RootState) => selectCartState(state).lastAddedType;
export const selectEmailRulesError = (state: RootState) => selectCartState(state).emailRulesError;

export const selectCartItems = createSelector(selectCart, (cart) => cart?.items ?? []);
/** The cart button's badge: the number of items. */
export const selectCartCount = createSelector(selectCartItems, (items) => items.length);
/** A cart counts as empty with no items. */
export const selectCartIsEmpty = createSelector(selectCartItems, (items) => items.length === 0);
/** Nothing to pay today: the free checkout. */
export const selectIsFreeCheckout = createSelector(
  selectCart,
  (cart) => cart !== null && cart.items.length > 0 && cart.pay_today.total === 0,
);
export const selectCartHasMembershipItems = createSelector(
  selectCart,
  (cart) => cart?.has_membership_items ?? false,
);

export const selectIsItemDeleting = (itemId: number) => (state: RootState) =>
  selectCartState(state).deleting.includes(itemId);
export const selectIsItemUpdating = (itemId: number) => (state: RootState) =>
  selectCartState(state).updating.includes(itemId);
