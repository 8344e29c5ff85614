module.exports = {
  displayName: 'feature-content-editor',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
