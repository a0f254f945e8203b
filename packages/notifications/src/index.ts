export * from './notification-stack';
export * from './toast';
export * from './count-badge';
export * from './sanitize-html';
export * from './notification-body';
export * from './notify-actions';
export * from './use-notify';
export * from './use-clear-on-route-change';
