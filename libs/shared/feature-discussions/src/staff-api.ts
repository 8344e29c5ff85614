// The staff's discussion calls alone: see index.ts for why this is a subpath of its own.
export * from './lib/staff-discussions-api';
