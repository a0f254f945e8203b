export * from './api-error';
export * from './http';
export * from './club-api';
