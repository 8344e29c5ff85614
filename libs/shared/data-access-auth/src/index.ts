export * from './lib/storage';
export * from './lib/session-slice';
export * from './lib/redirects';
export * from './lib/guards';
export * from './lib/auth-api';
export * from './lib/store';
export * from './lib/session-hooks';
export * from './lib/corporate';
