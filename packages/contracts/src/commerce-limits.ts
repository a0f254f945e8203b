// Plain limits of the commerce area, in a module of their own without schemas, so a browser
// bundle that needs a limit does not carry the schema library.

/** The most of one item a cart holds. */
export const MAX_CART_QUANTITY = 100;
