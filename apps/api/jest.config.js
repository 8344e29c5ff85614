// The `test` target (project.json) runs jest with NODE_OPTIONS=--experimental-vm-modules: PGlite's CommonJS
// build loads node:fs and its WASM through dynamic import(), which jest only supports with that flag.
// Outside Nx: NODE_OPTIONS=--experimental-vm-modules npx jest (from apps/api).
module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // Each test file boots its own in-memory PGlite (WASM Postgres), migrates and seeds it: several seconds.
  testTimeout: 60000,
  // content-disposition (used by @fastify/static) and cookie (used by fastify's inject) ship only ES modules;
  // Node 20.19+ loads them with require(esm), jest cannot, so they are compiled to CommonJS like the workspace libs.
  transformIgnorePatterns: ['/node_modules/(?!(@akademi-siber|content-disposition|cookie)/)'],
};
