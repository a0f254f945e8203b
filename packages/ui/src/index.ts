export * from './placeholder-page/placeholder-page';
export * from './skeleton/page-skeleton';
