module.exports = {
  displayName: 'data-access-api',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
