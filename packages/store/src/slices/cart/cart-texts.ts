// The cart's texts that more than one part of the page says: an add's success text is passed
// with the add by the page that asks for it; the failures are said by the cart's behaviour or,
// when its code cannot load, by the store.
export const ADDED_TO_CART = 'Products have been successfully added to your cart';
export const ADD_TO_CART_FAILED = 'Error adding items to your cart';
export const CART_FETCH_FAILED = 'Error fetching shopping cart';
export const CART_REMOVE_FAILED = 'Error attempting to remove shopping cart item';
