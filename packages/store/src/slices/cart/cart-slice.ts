import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItemInput, ProductType, ShoppingCart } from '@touchline/contracts';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CartState {
  cart: ShoppingCart | null;
  status: CartStatus;
  adding: boolean;
  /** Items removed but not yet gone from a refetched cart. */
  deleting: number[];
  /** Items whose payment option is being changed. */
  updating: number[];
  /** The product type of the last item added ("Continue shopping" goes home after a Plan). */
  lastAddedType: ProductType | null;
  /** An add refused for an adult's email: the dialog listing the email rules shows it. */
  emailRulesError: string | null;
  /**
   * The last add that succeeded on this page (`seq` counts them): the cart button opens its
   * sheet for it, showing `message` (the add's success text), and marks it `seen`; a cart
   * button that arrives after the add (loaded because of it) opens it too.
   */
  lastAdd: { seq: number; message: string | null; seen: boolean } | null;
  /**
   * Places on the page that show a cart button (the header's cart slot): while there is one,
   * its sheet says an add succeeded, not a notification.
   */
  sheets: number;
}

export const initialCartState: CartState = {
  cart: null,
  status: 'idle',
  adding: false,
  deleting: [],
  updating: [],
  lastAddedType: null,
  emailRulesError: null,
  lastAdd: null,
  sheets: 0,
};

export interface AddToCartPayload {
  items: CartItemInput[];
  /** A success notification, e.g. ADDED_TO_CART in the membership purchase. */
  successMessage?: string;
}

const without = (ids: number[], id: number) => ids.filter((other) => other !== id);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Loads the cart of the stored id; with no id, loading stops with no call. */
    loadCart(state) {
      state.status = 'loading';
    },
    cartLoaded(state, action: PayloadAction<ShoppingCart>) {
      state.cart = action.payload;
      state.status = 'loaded';
    },
    /** No cart is stored, or the server no longer has it. */
    noCart(state) {
      state.cart = null;
      state.status = 'loaded';
      state.deleting = [];
      state.updating = [];
    },
    cartFailed(state) {
      state.status = 'failed';
    },
    /** Adds items to the cart, creating one when there is none or the server no longer has it. */
    addToCart(state, _action: PayloadAction<AddToCartPayload>) {
      state.adding = true;
      state.emailRulesError = null;
    },
    itemsAdded(
      state,
      action: PayloadAction<{
        cart: ShoppingCart;
        type: ProductType | null;
        message?: string;
        /** A notification said it already: no sheet opens for it. */
        notified?: boolean;
      }>,
    ) {
      const { cart, type, message, notified = false } = action.payload;
      state.cart = cart;
      state.status = 'loaded';
      state.adding = false;
      state.lastAddedType = type;
      state.lastAdd = {
        seq: (state.lastAdd?.seq ?? 0) + 1,
        message: message ?? null,
        seen: notified,
      };
    },
    /** The cart's sheet opened for the add `seq`. */
    lastAddSeen(state, action: PayloadAction<number>) {
      if (state.lastAdd?.seq === action.payload) state.lastAdd.seen = true;
    },
    /**
     * The host's header has a cart slot: a cart button (with its sheet) is on the page, or on its
     * way. Only the slot says so: it alone knows when the button could not load.
     */
    cartSheetMounted(state) {
      state.sheets += 1;
    },
    cartSheetUnmounted(state) {
      state.sheets = Math.max(0, state.sheets - 1);
    },
    addToCartFailed(state, action: PayloadAction<{ emailRulesError: string | null }>) {
      state.adding = false;
      state.emailRulesError = action.payload.emailRulesError;
    },
    /** The email rules dialog was closed (OK or Escape): the refusal is forgotten. */
    emailRulesDismissed(state) {
      state.emailRulesError = null;
    },
    removeCartItem(state, action: PayloadAction<number>) {
      if (!state.deleting.includes(action.payload)) state.deleting.push(action.payload);
    },
    itemRemoved(state, action: PayloadAction<{ itemId: number; cart: ShoppingCart | null }>) {
      state.cart = action.payload.cart;
      state.deleting = without(state.deleting, action.payload.itemId);
    },
    removeItemFailed(state, action: PayloadAction<number>) {
      state.deleting = without(state.deleting, action.payload);
    },
    /** Pay in full or by instalments (`payment_option_id` of the item's options). */
    setPaymentOption(state, action: PayloadAction<{ itemId: number; paymentOptionId: number }>) {
      if (!state.updating.includes(action.payload.itemId)) {
        state.updating.push(action.payload.itemId);
      }
    },
    paymentOptionSet(state, action: PayloadAction<{ itemId: number; cart: ShoppingCart }>) {
      state.cart = action.payload.cart;
      state.updating = without(state.updating, action.payload.itemId);
    },
    paymentOptionFailed(state, action: PayloadAction<number>) {
      state.updating = without(state.updating, action.payload);
    },
    /** Forgets the cart and its cookie (after an order, or when the server no longer has it). */
    clearCart(state) {
      return { ...initialCartState, sheets: state.sheets };
    },
    /**
     * An order was placed from the cart: it shows empty, and its cookie stays until the order's
     * confirmation loads it again (`loadCart`). The server keeps in it only what was added after
     * the order started, or closes it (then it is forgotten).
     */
    orderSubmitted(state) {
      return { ...initialCartState, status: 'loaded' as const, sheets: state.sheets };
    },
  },
});

export const {
  loadCart,
  cartLoaded,
  noCart,
  cartFailed,
  addToCart,
  itemsAdded,
  cartSheetMounted,
  cartSheetUnmounted,
  lastAddSeen,
  addToCartFailed,
  emailRulesDismissed,
  removeCartItem,
  itemRemoved,
  removeItemFailed,
  setPaymentOption,
  paymentOptionSet,
  paymentOptionFailed,
  clearCart,
  orderSubmitted,
} = cartSlice.actions;

declare module '../../core/root-reducer' {
  interface LazyLoadedSlices {
    cart: CartState;
  }
}
