export * from './lib/messages';
export * from './lib/rules';
export * from './lib/csp-safe-zod';
