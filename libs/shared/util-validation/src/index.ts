export * from './lib/messages';
export * from './lib/rules';
