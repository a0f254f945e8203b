export * from './cart-slice';
export * from './cart-selectors';
export * from './cart-saga';
