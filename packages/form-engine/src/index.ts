export * from './components/dynamic-form';
export * from './components/use-remote-options';
export * from './model/form-values';
export * from './model/validate-values';
export * from './model/dates';
