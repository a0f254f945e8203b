export * from './club-account';
