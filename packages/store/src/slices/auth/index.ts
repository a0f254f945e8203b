export * from './auth-slice';
export * from './auth-selectors';
export * from './auth-saga';
export { areaUrl, hostAreaOf } from './host-area';
