// Shared jest preset: every project's jest.config uses `preset` pointing here.
// @swc/jest transforms TS/TSX; web projects add `testEnvironment: 'jest-fixed-jsdom'`.
module.exports = {
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  transform: {
    '^.+\\.(m?[tj]s|[tj]sx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages (msw's helpers) are transformed too.
  // Workspace libs are linked into node_modules and ship TypeScript sources: transform them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@akademi-siber|@open-draft|@mswjs|rettime|until-async|outvariant|strict-event-emitter|headers-polyfill)/)',
  ],
  coverageReporters: ['text-summary'],
};
