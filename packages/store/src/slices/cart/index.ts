export * from './cart-slice';
export * from './cart-selectors';
// The saga itself loads with its first action (register-core-slices.ts).
export * from './cart-messages';
