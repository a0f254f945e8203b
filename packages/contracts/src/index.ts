export * from './club-account';
export * from './content';
export * from './catalogue';
export * from './identity';
export * from './commerce';
export * from './backoffice';
export * from './leagues';
export * from './member-account';
