import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../core/root-reducer';
import { initialCartState, type CartState } from './cart-slice';

const selectCartState = (state: RootState): CartState => state.cart ?? initialCartState;

/** Whether the cart is in the store yet (a page registers it when it first needs it). */
export const selectCartRegistered = (state: RootState) => state.cart !== undefined;

export const selectCart = (state: RootState) => selectCartState(state).cart;
export const selectCartStatus = (state: RootState) => selectCartState(state).status;
export const selectCartAdding = (state: RootState) => selectCartState(state).adding;
export const selectLastAddedType = (state: RootState) => selectCartState(state).lastAddedType;
/** The last add that succeeded (the cart button opens its sheet for it), or null. */
export const selectLastAdd = (state: RootState) => selectCartState(state).lastAdd;
/** Whether a cart button's sheet is on the page to say that an add succeeded. */
export const selectHasCartSheet = (state: RootState) => selectCartState(state).sheets > 0;
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
