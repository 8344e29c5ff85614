// The attendance calls alone: see index.ts for why this is a subpath of its own.
export * from './lib/attendance-api';
