export * from './lib/app-providers';
export * from './lib/error-panel';
export * from './lib/mount-standalone';
export * from './lib/area-top-bar';
export * from './lib/lazy-page';
export * from './lib/area-footer';
export * from './lib/logout-button';
