export * from './cart-slice';
export * from './cart-selectors';
export * from './cart-texts';
export * from './cart-requests';
