export * from './auth-slice';
export * from './auth-selectors';
export * from './auth-saga';
export { hostAreaOf } from './host-area';
