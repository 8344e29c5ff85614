module.exports = {
  displayName: 'data-access-catalog',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
