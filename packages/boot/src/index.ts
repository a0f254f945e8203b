export * from './runtime-config';
export * from './host-area';
export * from './boot-store';
export * from './standalone';
export * from './page-data';
export * from './host-shared-modules';
