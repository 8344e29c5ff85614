// The `test` target (project.json) runs jest with NODE_OPTIONS=--experimental-vm-modules: PGlite's CommonJS
// build loads node:fs and its WASM through dynamic import(), which jest only supports with that flag.
// Outside Nx: NODE_OPTIONS=--experimental-vm-modules npx jest (from apps/api).
const { availableParallelism } = require('node:os');

const ESM_PACKAGES = [
  '@akademi-siber',
  'content-disposition',
  'cookie',
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  '@tus',
  'srvx',
];

module.exports = {
  displayName: 'api',
  // Jest's default (cores − 1) is ONE worker on a 2-core machine, i.e. the whole suite in band. Test files are
  // independent (each has its own database), so use at least two (docs/decisions/0014-test-speed.md).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testSequencer: '<rootDir>/jest-sequencer.js',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // The run's database is migrated and seeded once (src/test/global-setup.ts); each test file starts its own copy.
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 60000,
  // content-disposition (used by @fastify/static) and cookie (used by fastify's inject) ship only ES modules;
  // Node 20.19+ loads them with require(esm), jest cannot, so they are compiled to CommonJS like the workspace libs.
  // pg-boss (decision 0051) and @tus/server, with their ES-module dependencies, likewise.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};
