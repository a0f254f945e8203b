import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { registerSlice, type RootState } from '@touchline/store';

/** The checkout flags: busy while an order is being placed or paid. */
export interface CheckoutState {
  isLoading: boolean;
  /** False while a payment is in flight: leaving the page is held back. */
  canDeactivate: boolean;
  /** The guest buying without an account, once created (their token is a cookie). */
  guest: GuestDetails | null;
}

export interface GuestDetails {
  first_name: string;
  last_name: string;
  email: string;
}

const initialState: CheckoutState = { isLoading: false, canDeactivate: true, guest: null };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** A free or paid checkout starts. */
    checkoutStarted(state) {
      state.isLoading = true;
      state.canDeactivate = false;
    },
    /** Payment confirmed or failed, or the order fetched. */
    checkoutSettled(state) {
      state.isLoading = false;
      state.canDeactivate = true;
    },
    guestCreated(state, action: PayloadAction<GuestDetails>) {
      state.guest = action.payload;
    },
    guestCleared(state) {
      state.guest = null;
    },
  },
});

export const { checkoutStarted, checkoutSettled, guestCreated, guestCleared } =
  checkoutSlice.actions;

type WithCheckout = RootState & { checkout?: CheckoutState };

const selectCheckoutState = (state: RootState) => (state as WithCheckout).checkout ?? initialState;
export const selectCheckoutLoading = (state: RootState) => selectCheckoutState(state).isLoading;
export const selectGuest = (state: RootState) => selectCheckoutState(state).guest;
export const selectCanLeaveCheckout = (state: RootState) =>
  selectCheckoutState(state).canDeactivate;

/** Registers the checkout flags in the shared store: once, whoever mounts first. */
export function registerCheckout(): void {
  registerSlice(checkoutSlice);
}
