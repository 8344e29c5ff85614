module.exports = {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
  moduleNameMapper: { '^@module-federation/enhanced/runtime$': '<rootDir>/src/federation/__mocks__/mf-runtime.ts' },
};
