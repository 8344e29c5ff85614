export * from './lib/remote-app';
export * from './lib/shared-instances';
