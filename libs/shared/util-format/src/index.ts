export * from './lib/format';
