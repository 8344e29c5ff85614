export * from './lib/api';
export * from './lib/base-query';
export * from './lib/base-query-csrf';
export * from './lib/base-query-field-errors';
export * from './lib/client-state-slice';
export * from './lib/chrome-api';
export * from './lib/token-helper';
