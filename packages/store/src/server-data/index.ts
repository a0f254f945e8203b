export * from './server-reads';
export * from './server-data-slice';
export * from './use-server-read';
