export * from './lib/api';
export * from './lib/base-query';
export * from './lib/client-state-slice';
