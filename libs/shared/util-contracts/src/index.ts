export * from './lib/roles';
export * from './lib/envelope';
export * from './lib/auth';
export * from './lib/areas';
export * from './lib/status-messages';
export * from './lib/accounts';
